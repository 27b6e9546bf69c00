import SketchpadLayout
import SketchpadWidgets

/// A UIKit view controller that manages a SwiftUI view hierarchy. In a SketchpadUIKit scene
/// (`Scene(viewController:device:)`, or as a child controller's view) its view draws `rootView`
/// laid out by SwiftUI's rules at the view's frame, in its safe area, appearance and direction:
/// the same layout and drawing as a `Sketch`.
///
/// ```swift
/// let host = UIHostingController(rootView: ProfileView())
/// let scene = try Scene(viewController: host, device: .iPhone15)
/// try scene.render(to: "profile.png")
/// ```
@MainActor
open class UIHostingController<Content: View>: UIViewController {
    /// The root view of the SwiftUI view hierarchy managed by this view controller.
    public var rootView: Content
    /// The options for how the hosting controller tracks changes to the size of its SwiftUI content.
    public var sizingOptions: UIHostingControllerSizingOptions = []

    /// Creates a hosting controller object that wraps the specified SwiftUI view.
    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a hosting controller object from an archive and the specified SwiftUI view.
    public init?(coder aDecoder: NSCoder, rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    /// Archives do not exist here: a hosting controller needs its root view.
    public required init?(coder aDecoder: NSCoder) { return nil }

    /// The view's safe area and scale at its last layout (a scene draws after its window is gone).
    private var laidOutInsets = UIEdgeInsets.zero
    private var laidOutScale: CGFloat = 1
    /// The device of the render the view was laid out in (a UIKit screen's), which its SwiftUI
    /// content reports as the main screen and window when it is drawn, later.
    private var laidOutDevice: RenderDevice?

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        laidOutInsets = view.safeAreaInsets
        laidOutScale = max(1, traitCollection.displayScale)
        laidOutDevice = UIApplication.renderDevice
    }

    open override func loadView() {
        let host = HostedContentView(frame: UIScreen.main.bounds)
        host.draw = { [unowned self] context in try self.draw(in: context) }
        view = host
    }

    private func still(canvas: CGSize?, proposal: ProposedViewSize, theme: Theme, rightToLeft: Bool) throws -> StillRender {
        var configuration = StillRender.Configuration()
        configuration.canvas = canvas
        configuration.proposal = proposal
        if canvas != nil {
            let insets = laidOutInsets
            configuration.safeAreaInsets = EdgeInsets(top: insets.top, leading: rightToLeft ? insets.right : insets.left,
                                                      bottom: insets.bottom, trailing: rightToLeft ? insets.left : insets.right)
        }
        configuration.theme = theme
        configuration.layoutDirection = rightToLeft ? .rightToLeft : .leftToRight
        configuration.scale = laidOutScale
        configuration.device = laidOutDevice ?? UIApplication.renderDevice
        return try StillRender(rootView, configuration: configuration)
    }

    /// Draws the root view at the view's frame: SwiftUI's display list, moved to the frame.
    private func draw(in context: DrawingContext) throws {
        let frame = context.frame
        let still = try still(canvas: CGSize(width: frame.width, height: frame.height), proposal: .unspecified,
                              theme: context.theme, rightToLeft: context.isRightToLeft)
        let list = try still.displayList()
        context.transformed(by: .translation(x: frame.minX, y: frame.minY)) {
            for command in list.commands { context.append(command) }
        }
    }

    /// Calculates and returns the most appropriate size for the current view.
    public func sizeThatFits(in size: CGSize) -> CGSize {
        (try? still(canvas: nil, proposal: ProposedViewSize(size), theme: .light, rightToLeft: false).canvasSize) ?? .zero
    }
}

/// Options for how a hosting controller tracks its content's size.
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The hosting controller tracks its content's ideal size in its preferred content size.
    public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1)
    /// The hosting controller's view automatically invalidate its intrinsic content size when its ideal size changes.
    public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 2)
}
