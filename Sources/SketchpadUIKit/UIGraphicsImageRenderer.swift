/// Draws into a bitmap with Core Graphics: UIKit's `UIGraphicsImageRenderer`. Its actions draw
/// into a `CGContext`, which does not exist on Linux, so the type is unavailable: draw with views
/// and `Scene(view:)`, or take an image's pixels with ``UIImage/pngData()``.
///
/// ```swift
/// let badge = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
/// badge.backgroundColor = .systemRed
/// try Scene(view: badge).render(to: "badge.png")   // instead of renderer.image { … }
/// ```
@available(*, unavailable, message: "there is no Core Graphics context on Linux: lay the drawing out as views and render them with Scene(view:), or use UIImage.pngData()")
open class UIGraphicsImageRenderer: NSObject {
    public init(size: CGSize) { fatalError("unavailable") }
    public init(size: CGSize, format: UIGraphicsImageRendererFormat) { fatalError("unavailable") }
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) { fatalError("unavailable") }
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage { fatalError("unavailable") }
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data { fatalError("unavailable") }
    open func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        fatalError("unavailable")
    }
}

/// The drawing state a `UIGraphicsImageRenderer`'s actions receive: unavailable with the renderer.
@available(*, unavailable, message: "there is no Core Graphics context on Linux: lay the drawing out as views and render them with Scene(view:)")
open class UIGraphicsImageRendererContext: NSObject {
    open var currentImage: UIImage { fatalError("unavailable") }
    open func fill(_ rect: CGRect) {}
    open func stroke(_ rect: CGRect) {}
}

/// The scale and opacity of a `UIGraphicsImageRenderer`'s bitmap: unavailable with the renderer.
@available(*, unavailable, message: "there is no Core Graphics context on Linux: render views with Scene(view:) at the scale you need")
open class UIGraphicsImageRendererFormat: NSObject {
    open var scale: CGFloat { get { 1 } set {} }
    open var opaque: Bool { get { false } set {} }
    public class func preferred() -> UIGraphicsImageRendererFormat { fatalError("unavailable") }
}

extension UIImage {
    /// The renderer format that draws this image best: unavailable with `UIGraphicsImageRenderer`.
    @available(*, unavailable, message: "there is no Core Graphics context on Linux: render views with Scene(view:)")
    public var imageRendererFormat: UIGraphicsImageRendererFormat { fatalError("unavailable") }

    /// Draws the image into the current Core Graphics context: unavailable, as there is none.
    @available(*, unavailable, message: "there is no Core Graphics context on Linux: show the image in a UIImageView")
    public func draw(in rect: CGRect) {}

    /// Draws the image into the current Core Graphics context: unavailable, as there is none.
    @available(*, unavailable, message: "there is no Core Graphics context on Linux: show the image in a UIImageView")
    public func draw(at point: CGPoint) {}

    /// Tiles the image into the current Core Graphics context: unavailable, as there is none.
    @available(*, unavailable, message: "there is no Core Graphics context on Linux: show the image in a UIImageView")
    public func drawAsPattern(in rect: CGRect) {}
}
