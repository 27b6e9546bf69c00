import Foundation

extension UIImage {
    /// The image's pixels as a ``CGImage`` (nil for an image with no area, such as `UIImage()`),
    /// for a layer's ``CALayer/contents``.
    ///
    /// ```swift
    /// view.layer.contents = UIImage(named: "paper")?.cgImage
    /// ```
    public var cgImage: CGImage? {
        size.width > 0 && size.height > 0 ? CGImage(image: self) : nil
    }

    /// An image of `cgImage`'s pixels at scale 1: a point a pixel, as UIKit's.
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    /// An image of `cgImage`'s pixels at `scale` pixels a point, drawn in `orientation`.
    ///
    /// ```swift
    /// let sharp = UIImage(cgImage: photo, scale: 3, orientation: .up)
    /// ```
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation) {
        let source = cgImage.image, scale = scale > 0 ? scale : 1
        var presentation = source.presentation
        presentation.orientation = orientation
        self.init(path: source.path, name: source.name,
                  size: CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale), scale: scale,
                  symbol: source.symbol, symbolDiagnostic: source.symbolDiagnostic, renderingMode: source.renderingMode,
                  fixedTintColor: source.fixedTintColor, configuration: source.configuration, asset: source.asset,
                  presentation: presentation)
    }
}
