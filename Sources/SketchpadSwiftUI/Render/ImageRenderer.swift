import SketchpadLayout
import SketchpadRender

/// An object that creates images from SwiftUI views (SwiftUI's `ImageRenderer`). The view is
/// laid out at its size for ``proposedSize`` (its ideal size by default) and drawn at ``scale``.
/// On Linux there is no `UIImage` to return: ``pngData()`` gives the PNG file's bytes and
/// ``write(to:)`` writes it.
///
/// ```swift
/// let renderer = ImageRenderer(content: Badge(count: 3))
/// renderer.scale = 2
/// try renderer.pngData()?.write(to: URL(fileURLWithPath: "badge.png"))
/// ```
@MainActor
public final class ImageRenderer<Content: View>: ObservableObject {
    /// The root view rendered by this image renderer.
    public var content: Content
    /// The size proposed to the root view (default: unspecified, the view's ideal size).
    public var proposedSize: ProposedViewSize = .unspecified
    /// The scale at which to render the image.
    public var scale: CGFloat = 1
    /// A Boolean value that indicates whether the alpha channel of the image is fully opaque.
    public var isOpaque = false
    /// The light or dark appearance the view is drawn in.
    public var colorScheme: ColorScheme = .light

    /// Creates a renderer object with a source content view.
    public init(content view: Content) { content = view }

    private func still() throws -> StillRender {
        var configuration = StillRender.Configuration()
        configuration.proposal = proposedSize
        configuration.scale = scale
        configuration.theme = colorScheme == .dark ? .dark : .light
        // Off screen, on the device of the render it is made in (on iOS, the one screen).
        configuration.device = UIApplication.renderDevice
        let still = try StillRender(content, configuration: configuration)
        diagnostics = still.session.diagnostics
        return still
    }

    /// The PNG file of the rendered image (nil if the view has no area, as SwiftUI gives no image then).
    public func pngData() throws -> Data? {
        let still = try still()
        guard still.canvasSize.width > 0, still.canvasSize.height > 0 else { return nil }
        return Data(try Renderer().data(for: still.displayList(), format: .png, scale: Double(scale)))
    }

    /// Writes the rendered image to `url` as PNG (or SVG/PDF by the extension).
    public func write(to url: URL) throws {
        let still = try still()
        try Renderer().write(still.displayList(), to: url.path, scale: Double(scale))
    }

    /// What the last `pngData()` or `write(to:)` found (unknown images, truncated text…).
    public private(set) var diagnostics: [SketchpadLayout.Diagnostic] = []

    /// Draws the rendered image into a Core Graphics context: Apple's runtime only.
    @available(*, unavailable, message: "there is no CGContext on Linux: use pngData() or write(to:)")
    public func render(rasterizationScale: CGFloat = 1, renderer: (CGSize, (AnyObject) -> Void) -> Void) {}

    /// The rendered image as a `UIImage`: Apple's runtime only.
    @available(*, unavailable, message: "UIImage has no pixels on Linux: use pngData() or write(to:)")
    public var uiImage: UIImage? { nil }

    /// The rendered image as a `CGImage`: Apple's runtime only.
    @available(*, unavailable, message: "CGImage needs Core Graphics: use pngData() or write(to:)")
    public var cgImage: AnyObject? { nil }
}
