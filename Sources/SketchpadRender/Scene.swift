import Foundation
import SketchpadLayout
import SketchpadText
import SketchpadWidgets

/// A screen to lay out and draw: a device (or a plain canvas), an appearance, a direction and
/// a root view. What a script uses.
///
/// ```swift
/// import SketchpadLayout
/// import SketchpadRender
///
/// let root = View()
/// let title = Label("Welcome back", font: FontDescription(size: 28, weight: .bold))
/// let signIn = Button("Sign in", style: .filled)
/// root.addSubview(title)
/// root.addSubview(signIn)
/// Constraint.activate([
///     title.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
///     title.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor, constant: 24),
///     signIn.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
///     signIn.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
///     signIn.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 32),
/// ])
/// let scene = try Scene(device: .iPhone15, appearance: .light, root: root)
/// try scene.render(to: "welcome.png", overlays: [.frames, .layoutMargins])
/// ```
public final class Scene {
    public enum Canvas: Hashable, Sendable {
        case device(Device)
        /// A bare canvas: no safe area, root margins from the root view.
        case size(Size)
    }

    public var canvas: Canvas
    public var appearance: Theme
    public var direction: LayoutDirection
    public var root: View
    public var layoutOptions: LayoutEngine.Options
    /// Measures text for layout and draws it; its cache makes drawing reuse layout's work.
    public let measurer: PangoTextMeasurer
    /// The renderer (set `renderer.pngCompression` for the smallest PNGs).
    public let renderer: Renderer
    /// Decodes the image files image views show, while the display list is built.
    public var images: any ImageDecoding = PNGImageDecoder()
    /// Whether the status bar (time, signal, Wi-Fi, battery) is drawn in the top safe area, and
    /// the home indicator at the bottom. Both default to what the device has: shown on the phone
    /// and iPad presets, never on a plain canvas (``Canvas/size(_:)``) or the desktop preset.
    /// A status bar asked for on a device without one fills the top safe-area inset.
    public var showsStatusBar: Bool
    public var showsHomeIndicator: Bool
    /// The file the scene was written in when it is a template: problem marks name the lines of
    /// its constraints as `(line 12)` (nil: as `(Mockup.swift:12)`).
    package var sourceFile: String?
    /// Whether problem marks show an ambiguous layout too (`sketchpad render --strict`).
    package var ambiguityIsAnError = false

    /// `fonts`: a folder of your own fonts to draw with (nil: `FontFolder.current`, else
    /// `SKETCHPAD_FONTS`); ignored when a `measurer` is given (it has its own).
    ///
    /// ```swift
    /// let scene = try Scene(device: .iPhone15, root: root, fonts: FontFolder("Design/Fonts"))
    /// ```
    public init(canvas: Canvas, appearance: Theme = .light, direction: LayoutDirection = .leftToRight, root: View,
                measurer: PangoTextMeasurer? = nil, fonts: FontFolder? = nil) throws {
        self.canvas = canvas
        self.appearance = appearance
        self.direction = direction
        self.root = root
        self.layoutOptions = LayoutEngine.Options()
        self.measurer = try measurer ?? PangoTextMeasurer(fonts: fonts ?? FontFolder.resolvedCurrent())
        self.renderer = Renderer()
        if case .device(let device) = canvas {
            showsStatusBar = device.statusBarHeight > 0
            showsHomeIndicator = device.hasHomeIndicator
        } else {
            showsStatusBar = false
            showsHomeIndicator = false
        }
    }

    /// The status bar and home indicator this scene draws, or nil.
    public var deviceChrome: DeviceChrome? {
        guard case .device(let device) = canvas, showsStatusBar || showsHomeIndicator else { return nil }
        let height = device.statusBarHeight > 0 ? device.statusBarHeight : device.safeAreaInsets.top
        return DeviceChrome(statusBarHeight: showsStatusBar ? height : 0, showsHomeIndicator: showsHomeIndicator)
    }

    public convenience init(device: Device, appearance: Theme = .light, direction: LayoutDirection = .leftToRight,
                            root: View, measurer: PangoTextMeasurer? = nil, fonts: FontFolder? = nil) throws {
        try self.init(canvas: .device(device), appearance: appearance, direction: direction, root: root, measurer: measurer, fonts: fonts)
    }

    public convenience init(size: Size, appearance: Theme = .light, direction: LayoutDirection = .leftToRight,
                            root: View, measurer: PangoTextMeasurer? = nil, fonts: FontFolder? = nil) throws {
        try self.init(canvas: .size(size), appearance: appearance, direction: direction, root: root, measurer: measurer, fonts: fonts)
    }

    /// The canvas size in points.
    public var size: Size {
        switch canvas {
        case .device(let device): return device.size
        case .size(let size): return size
        }
    }

    /// The PNG scale used when none is given: the device's, or 1.
    public var defaultScale: Double {
        if case .device(let device) = canvas { return device.scale }
        return 1
    }

    /// The engine this scene lays out with.
    public var layoutEngine: LayoutEngine {
        switch canvas {
        case .device(let device):
            return LayoutEngine(canvasSize: device.size, layoutDirection: direction, safeAreaInsets: device.safeAreaInsets,
                                rootLayoutMargins: device.layoutMargins, measurer: measurer, options: layoutOptions)
        case .size(let size):
            return LayoutEngine(canvasSize: size, layoutDirection: direction, measurer: measurer, options: layoutOptions)
        }
    }

    /// Solves the layout: frames for every view and guide, and diagnostics.
    @discardableResult
    public func layout() -> LayoutResult {
        layoutPass?() ?? layoutEngine.layout(root)
    }

    /// A front end's own layout pass, when it has one (UIKit's `layoutIfNeeded()`): ``layout()``
    /// returns what that pass made instead of laying ``root`` out a second time, so the picture
    /// is the front end's layout and the tree is measured and solved once (``layoutOptions`` are
    /// then the pass's business). Nil, or a pass that returns nil: ``layoutEngine`` lays out.
    package var layoutPass: (() -> LayoutResult?)?

    /// Lays out and builds the display list (frames, widgets, then the overlays asked for; by
    /// default the layout's errors are marked, as `sketchpad render` marks them: see ``Overlays/problems``).
    public func displayList(overlays: Overlays = .problems) throws -> DisplayList {
        try displayList(for: layout(), overlays: overlays)
    }

    /// The display list for a layout already solved (the result of laying out ``root``).
    public func displayList(for result: LayoutResult, overlays: Overlays = .problems) throws -> DisplayList {
        var builder = SceneBuilder(theme: appearance, shaper: measurer, images: images, deviceChrome: deviceChrome)
        builder.sourceFile = sourceFile
        builder.ambiguityIsAnError = ambiguityIsAnError
        return try builder.displayList(for: root, layout: result, overlays: overlays)
    }

    /// The file's bytes in `format` (PNG at `scale`, default the device's).
    public func data(format: OutputFormat, scale: Double? = nil, overlays: Overlays = .problems) throws -> [UInt8] {
        try renderer.data(for: displayList(overlays: overlays), format: format, scale: scale ?? defaultScale)
    }

    /// Whether ``render(to:format:scale:overlays:strict:)`` prints what it finds on standard error
    /// (default: when the scene runs in a script started by `sketchpad run`, which says so with
    /// `SKETCHPAD_SCRIPT=1`).
    public var reportsDiagnostics = ProcessInfo.processInfo.environment["SKETCHPAD_SCRIPT"] == "1"

    /// Lays out, draws and writes `path` whole or not at all (the format comes from the extension
    /// unless given), and returns what it found: the layout's errors and warnings (each at the Swift
    /// line that wrote the constraint concerned), SF Symbols drawn as placeholders (at the line that
    /// named them) and text warnings.
    ///
    /// A layout with errors is still drawn, as best the solver could, with the errors marked as
    /// `sketchpad render` marks them (``Overlays/problems``, unless `overlays` leaves it out),
    /// unless `strict`: then nothing is written and ``SceneError/layoutErrors(_:)`` lists them.
    ///
    /// ```swift
    /// let found = try scene.render(to: "screen.png")
    /// for d in found { print(d) }        // "Mockup.swift:12:5: warning: ambiguous: …"
    /// try scene.render(to: "screen.png", strict: true)   // throws instead of drawing a broken layout
    /// ```
    @discardableResult
    public func render(to path: String, format: OutputFormat? = nil, scale: Double? = nil, overlays: Overlays = .problems,
                       strict: Bool = false) throws -> [Diagnostic] {
        _ = measurer.takeWarnings()
        let result = layout()
        let list = try displayList(for: result, overlays: overlays)
        let found = result.diagnostics.filter { $0.severity != .info }.map(\.diagnostic) + root.symbolDiagnostics
            + measurer.takeWarnings().map(\.diagnostic)
        if reportsDiagnostics {
            for diagnostic in found { FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8)) }
        }
        if strict, found.contains(where: { $0.severity == .error }) { throw SceneError.layoutErrors(found) }
        try renderer.write(list, to: path, format: format, scale: scale ?? defaultScale)
        return found
    }

    /// Warnings about text collected while measuring (unavailable fonts, uncovered characters).
    public var textWarnings: [TextWarning] { measurer.warnings }
}
