import SketchpadLayout
import SketchpadRender
import SketchpadWidgets

/// A still picture of a SwiftUI view on a device or a canvas: Sketchpad's entry point for
/// scripts, tests, previews and snapshot strategies. The view is resolved once (after its
/// `onAppear` actions run), laid out by SwiftUI's rules in the device's safe area, and drawn by
/// Sketchpad's painter in the appearance, text size and direction asked for.
///
/// ```swift
/// let sketch = try Sketch(ContentView(), device: .iPhone15, appearance: .dark)
/// try sketch.render(to: "content.png")
/// sketch.frame(ofID: "title")            // CGRect? (`.accessibilityIdentifier("title")`)
/// for warning in sketch.diagnostics { print(warning) }
/// ```
@MainActor
public final class Sketch {
    public typealias Device = SketchpadRender.Device
    public typealias Appearance = Theme
    public typealias Overlays = SketchpadRender.Overlays
    public typealias OutputFormat = SketchpadRender.OutputFormat
    public typealias Diagnostic = SketchpadLayout.Diagnostic

    package let still: StillRender
    private let renderer = Renderer()

    /// A picture of `view` full screen on `device` (status bar and home indicator drawn).
    public init<V: View>(_ view: V, device: Device = .iPhone15, appearance: Appearance = .light,
                         textSize: DynamicTypeSize = .large, layoutDirection: LayoutDirection = .leftToRight,
                         imageFolders: [String] = [], now: Date = Sketch.defaultNow) throws {
        var configuration = StillRender.Configuration()
        configuration.now = now
        configuration.canvas = CGSize(width: device.size.width, height: device.size.height)
        let insets = device.safeAreaInsets
        configuration.safeAreaInsets = EdgeInsets(top: insets.top, leading: layoutDirection == .rightToLeft ? insets.right : insets.left,
                                                  bottom: insets.bottom, trailing: layoutDirection == .rightToLeft ? insets.left : insets.right)
        configuration.theme = appearance
        configuration.layoutDirection = layoutDirection
        configuration.dynamicTypeSize = textSize
        configuration.scale = device.scale
        configuration.imageFolders = imageFolders
        if device.statusBarHeight > 0 || device.hasHomeIndicator {
            configuration.deviceChrome = DeviceChrome(statusBarHeight: device.statusBarHeight > 0 ? device.statusBarHeight : insets.top,
                                                      showsHomeIndicator: device.hasHomeIndicator)
        }
        still = try StillRender(view, configuration: configuration)
    }

    /// A picture of `view` on a plain canvas of `size` (no safe area), or of the view's own ideal
    /// size when `size` is nil.
    public init<V: View>(_ view: V, size: CGSize?, appearance: Appearance = .light, textSize: DynamicTypeSize = .large,
                         layoutDirection: LayoutDirection = .leftToRight, scale: CGFloat = 1, imageFolders: [String] = [],
                         now: Date = Sketch.defaultNow) throws {
        var configuration = Self.plain(appearance: appearance, textSize: textSize, layoutDirection: layoutDirection, scale: scale)
        configuration.canvas = size
        configuration.now = now
        configuration.imageFolders = imageFolders
        still = try StillRender(view, configuration: configuration)
    }

    /// A picture of `view` at the size it answers to `proposal` (no safe area): an Xcode
    /// `.sizeThatFits` preview proposes the device's screen size, as Apple documents
    /// (`PreviewLayout.sizeThatFits`: "when offered the size of the device").
    package init<V: View>(_ view: V, fitting proposal: ProposedViewSize, appearance: Appearance = .light, textSize: DynamicTypeSize = .large,
                          layoutDirection: LayoutDirection = .leftToRight, scale: CGFloat = 1) throws {
        var configuration = Self.plain(appearance: appearance, textSize: textSize, layoutDirection: layoutDirection, scale: scale)
        configuration.proposal = proposal
        still = try StillRender(view, configuration: configuration)
    }

    /// A render with no device: no safe area, no chrome.
    private static func plain(appearance: Appearance, textSize: DynamicTypeSize, layoutDirection: LayoutDirection,
                              scale: CGFloat) -> StillRender.Configuration {
        var configuration = StillRender.Configuration()
        configuration.theme = appearance
        configuration.layoutDirection = layoutDirection
        configuration.dynamicTypeSize = textSize
        configuration.scale = scale
        return configuration
    }

    /// The moment a render shows unless `now:` names another: 1 January 2001, 00:00 UTC,
    /// Foundation's reference date (`Date(timeIntervalSinceReferenceDate: 0)`). Text that
    /// counts from now (`Text(_:style:)` with `.relative`, `.offset` or `.timer`) counts from
    /// it, so a picture does not change with the clock; pass `now:` to show another moment.
    ///
    /// ```swift
    /// let start = Date(timeIntervalSinceReferenceDate: 0)
    /// let sketch = try Sketch(Text(start.addingTimeInterval(150), style: .timer), size: nil,
    ///                         now: start)   // "2:30"
    /// ```
    nonisolated public static let defaultNow = Date(timeIntervalSinceReferenceDate: 0)

    /// The canvas size in points.
    public var size: CGSize { still.canvasSize }

    /// What the render found: unknown images and symbols, truncated text… each at the line that
    /// made the view where known.
    public var diagnostics: [Diagnostic] { still.session.diagnostics }

    /// The frame (canvas coordinates, on the pixel grid) of the first view named `id` with
    /// `.id(_:)` or `.accessibilityIdentifier(_:)`.
    public func frame(ofID id: String) -> CGRect? { still.frame(ofID: id) }

    /// The file's bytes in `format` (PNG at `scale`, default the device's).
    public func data(format: OutputFormat = .png, scale: Double? = nil, overlays: Overlays = []) throws -> [UInt8] {
        try renderer.data(for: still.displayList(overlays: overlays), format: format, scale: scale ?? Double(still.configuration.scale))
    }

    /// Writes the picture to `path` whole or not at all (the format from the extension unless
    /// given) and returns the diagnostics.
    @discardableResult
    public func render(to path: String, format: OutputFormat? = nil, scale: Double? = nil, overlays: Overlays = []) throws -> [Diagnostic] {
        try renderer.write(still.displayList(overlays: overlays), to: path, format: format, scale: scale ?? Double(still.configuration.scale))
        return diagnostics
    }
}
