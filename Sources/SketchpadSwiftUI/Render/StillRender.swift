import SketchpadLayout
import SketchpadRender
import SketchpadText
import SketchpadUIKit
import SketchpadWidgets

/// One still frame of a SwiftUI view: resolved (with `onAppear` run once), laid out by SwiftUI's
/// rules, turned into Sketchpad views and drawn by the same scene builder and painter as every
/// other front end. What ``Sketch`` and ``ImageRenderer`` are made of.
@MainActor package final class StillRender {
    package struct Configuration {
        /// The canvas: a size, or nil to take the view's size for `proposal`.
        package var canvas: CGSize?
        package var safeAreaInsets = EdgeInsets()
        package var proposal = ProposedViewSize.unspecified
        package var theme: Theme = .light
        package var layoutDirection: LayoutDirection = .leftToRight
        package var dynamicTypeSize: DynamicTypeSize = .large
        package var scale: CGFloat = 1
        package var imageFolders: [String] = []
        package var deviceChrome: DeviceChrome?
        /// The moment the render shows (``Sketch/defaultNow`` unless set).
        package var now = Sketch.defaultNow
        /// The device `UIScreen.main` and the app's window report while the render runs: nil for
        /// the canvas (a `Sketch`'s device), or the device of the render this one is drawn for
        /// (an `ImageRenderer` in a body, a hosting controller in a UIKit screen).
        package var device: RenderDevice?
        package init() {}
    }

    package let configuration: Configuration
    package let session: RenderSession
    package let root: LayoutNode
    package let canvasSize: CGSize
    package let tree: DrawingTreeBuilder
    package let result: LayoutResult

    /// Lays the root out on the canvas (in the safe area) or at its own size; returns the canvas size.
    private static func place(_ root: LayoutNode, configuration: Configuration, session: RenderSession, device: SafeAreaRegion) throws -> CGSize {
        if let canvas = configuration.canvas {
            // Scroll views draw on through the device's insets to the canvas's edges.
            device.inner = session.safeArea
            device.outer = session.canvas
            // SwiftUI offers the root the safe area and centres it there.
            let safeArea = session.safeArea
            root.place(at: CGPoint(x: safeArea.midX, y: safeArea.midY), anchor: .center, proposal: ProposedViewSize(safeArea.size))
            return canvas
        }
        let size = root.sizeThatFits(configuration.proposal)
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            throw SwiftUIRenderError.invalidSize("the view's size for the proposal \(configuration.proposal) is \(size); propose a finite size (ImageRenderer.proposedSize) or give the view a frame")
        }
        session.canvas = CGRect(origin: .zero, size: size)
        session.safeArea = session.canvas
        device.inner = session.safeArea
        device.outer = session.canvas
        root.place(in: CGRect(origin: .zero, size: size), proposal: configuration.proposal)
        return size
    }

    /// The shaper that draws text (the measurer, in a render).
    package let shaper: PangoTextMeasurer?

    /// Resolves and lays out `view`; with `drawing`, also builds the drawing tree (a layout-only
    /// benchmark passes a measurer of its own and no drawing).
    package init<V: View>(_ view: V, configuration: Configuration, measurer: (any TextMeasuring)? = nil, drawing: Bool = true) throws {
        var configuration = configuration
        let pango = measurer == nil ? try PangoTextMeasurer() : measurer as? PangoTextMeasurer
        shaper = pango
        let measurer: any TextMeasuring = measurer ?? pango!
        let provisional = configuration.canvas ?? configuration.proposal.replacingUnspecifiedDimensions(by: CGSize(width: 1000, height: 1000))
        let canvasRect = CGRect(origin: .zero, size: provisional)
        let insets = configuration.safeAreaInsets
        let safeArea = CGRect(x: insets.leading, y: insets.top, width: max(0, provisional.width - insets.horizontal),
                              height: max(0, provisional.height - insets.vertical))
        let session = RenderSession(measurer: measurer, canvas: canvasRect, safeArea: safeArea)
        session.imageFolders = configuration.imageFolders
        session.now = configuration.now
        self.session = session
        // Code in a body that reads the app's window or the main screen sees the render's device.
        let insetLeft = configuration.layoutDirection == .rightToLeft ? insets.trailing : insets.leading
        let insetRight = configuration.layoutDirection == .rightToLeft ? insets.leading : insets.trailing
        let device = configuration.device ?? RenderDevice(
            screenSize: canvasRect.size, scale: configuration.scale, windowFrame: canvasRect,
            safeAreaInsets: UIEdgeInsets(top: insets.top, left: insetLeft, bottom: insets.bottom, right: insetRight))
        let disconnect = UIApplication.connectRenderWindow(device)
        defer {
            // onReceive's subscriptions end with the render.
            for subscription in session.subscriptions { subscription.cancel() }
            session.subscriptions = []
            disconnect()
        }

        var environment = EnvironmentValues()
        environment.colorScheme = configuration.theme.name == "dark" ? .dark : .light
        environment.layoutDirection = configuration.layoutDirection
        environment.dynamicTypeSize = configuration.dynamicTypeSize
        environment.displayScale = configuration.scale
        environment.horizontalSizeClass = provisional.width > 600 ? .regular : .compact
        let region = SafeAreaRegion(parent: nil, movesFrames: false)
        environment.safeAreaRegion = region
        let assets = AssetCatalog(folders: configuration.imageFolders)
        environment.assetCatalog = assets
        var context = ResolveContext(environment: environment, session: session)

        var pass = 0
        var root: LayoutNode
        var canvasSize: CGSize
        while true {
            var nodes = try context.resolve(view)
            // preferredColorScheme sets the whole render's appearance: resolve again in it.
            if pass == 0, let preferred = session.preferredColorScheme, preferred != environment.colorScheme, !configuration.theme.isWireframe {
                configuration.theme = preferred == .dark ? .dark : .light
                environment.colorScheme = preferred
                context = ResolveContext(environment: environment, session: session)
                session.appearActions = []
                session.diagnostics = []
                nodes = try context.resolve(view)
            }
            if pass == 0, !session.appearActions.isEmpty {
                // onAppear runs once, before the render; what it changes shows.
                session.stateChanged = false
                for action in session.appearActions { action() }
                if session.stateChanged {
                    session.diagnostics = []
                    nodes = try context.resolve(view)
                }
            }
            session.appearActions = []
            // A body of several views is laid out as a window lays them out: in a vertical stack.
            root = nodes.count == 1 ? nodes[0] : LayoutContainerNode(layout: VStackLayout(), nodes: nodes, environment: environment)
            canvasSize = try Self.place(root, configuration: configuration, session: session, device: region)
            if let error = session.deferredError { throw error }
            if session.hasMatchedGeometry { MatchedGeometryNode.matchFrames(in: root, session: session) }
            // Preference values reach their readers before the render returns; state they set
            // is shown (the tree is resolved and laid out again, a few times at most).
            session.stateChanged = false
            var readers: [(PreferenceNode, @MainActor (LayoutNode) -> Void)] = []
            if session.hasPreferenceReaders {
                PreferenceNode.readerWalks?.increment()
                root.forEachNode { node in
                    if let node = node as? PreferenceNode { readers += node.readers.map { (node, $0) } }
                }
            }
            for (node, read) in readers { read(node) }
            guard session.stateChanged, pass < 3 else { break }
            pass += 1
            session.diagnostics = []
            session.namedSpaces = [:]
        }
        if session.statusBarHidden == true, configuration.deviceChrome != nil {
            // A hidden status bar is not drawn; the safe area keeps its top (the sensor housing's).
            configuration.deviceChrome?.statusBarHeight = 0
        }
        if session.persistentSystemOverlays == .hidden {
            // Hidden persistent overlays: the home indicator is not drawn.
            configuration.deviceChrome?.showsHomeIndicator = false
        }
        self.configuration = configuration
        self.root = root
        self.canvasSize = canvasSize
        if configuration.layoutDirection == .rightToLeft {
            // Right to left, SwiftUI mirrors the layout: leading is the right.
            let width = canvasSize.width
            root.forEachNode { $0.frame.origin.x = width - $0.frame.maxX }
        }
        let tree = DrawingTreeBuilder(canvas: canvasSize, session: session, scale: configuration.scale, colorScheme: environment.colorScheme)
        if drawing { try tree.add(root, to: tree.root) }
        for missing in assets.missingColors {
            session.report(.warning, "unknownColor", "no color named \"\(missing.name)\" (looked for \(missing.name).colorset in the asset catalogs of the image folders); drawn as a grey placeholder",
                           hint: "pass the folder holding Assets.xcassets as imageFolders: to the render", at: missing.location)
        }
        self.tree = tree
        result = LayoutResult(canvasSize: Size(width: Double(canvasSize.width), height: Double(canvasSize.height)),
                              layoutDirection: configuration.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
                              entries: tree.entries, diagnostics: [])
    }

    /// The display list: the same scene builder (themes, overlays, device chrome) as every scene.
    package func displayList(overlays: Overlays = []) throws -> DisplayList {
        guard let shaper else { throw SwiftUIRenderError.invalidSize("this render was made for layout only: it has no text shaper") }
        return try SceneBuilder(theme: configuration.theme, shaper: shaper, images: PNGImageDecoder(),
                         deviceChrome: configuration.deviceChrome)
            .displayList(for: tree.root, layout: result, overlays: overlays)
    }

    /// The frame of the first view (depth first) named `id` (`.id(_:)`, `accessibilityIdentifier(_:)`).
    package func frame(ofID id: String) -> CGRect? {
        result.frame(ofID: id).map(CGRect.init)
    }
}
