import SketchpadLayout
import SketchpadWidgets

extension UIImage {
    /// How the middle of a resizable image fills a larger area (UIKit's `UIImage.ResizingMode`).
    public enum ResizingMode: Int, Sendable { case tile = 0, stretch }

    /// The parts at each edge that keep their size when the image is resized (zero unless
    /// ``resizableImage(withCapInsets:resizingMode:)`` gave them), in points.
    public var capInsets: UIEdgeInsets { presentation.capInsets }

    /// How the image's middle is resized: `.tile` unless given.
    public var resizingMode: ResizingMode { presentation.resizingMode }

    /// The image with `capInsets`, its middle tiled (UIKit tiles an area larger than a pixel;
    /// see ``resizableImage(withCapInsets:resizingMode:)``).
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// The image with `capInsets` and `resizingMode`: an image view whose `contentMode` is
    /// `.scaleToFill` (the default) draws it in nine slices filling its bounds, as UIKit does —
    /// the corners as they are, the edges stretched or tiled along their length, the middle
    /// stretched or tiled (tiles at the image's size from each part's top-left corner). Zero caps
    /// make the whole image the middle. Where the view is smaller than two opposite caps, they
    /// shrink in proportion.
    ///
    /// ```swift
    /// let bubble = UIImage(named: "bubble")?.resizableImage(withCapInsets: UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 16),
    ///                                                      resizingMode: .stretch)
    /// ```
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        var presentation = presentation
        presentation.capInsets = capInsets
        presentation.resizingMode = resizingMode
        presentation.isResizable = true
        return copy(presentation: presentation)
    }

    /// The image stretched between caps `leftCapWidth` and `topCapHeight` points wide (iOS 4's
    /// API: the right and bottom caps are the rest of the image but one point).
    @available(*, deprecated, message: "Use resizableImage(withCapInsets:) instead")
    public func stretchableImage(withLeftCapWidth leftCapWidth: Int, topCapHeight: Int) -> UIImage {
        let left = CGFloat(leftCapWidth), top = CGFloat(topCapHeight)
        let right = leftCapWidth > 0 ? max(0, size.width - left - 1) : 0
        let bottom = topCapHeight > 0 ? max(0, size.height - top - 1) : 0
        return resizableImage(withCapInsets: UIEdgeInsets(top: top, left: left, bottom: bottom, right: right), resizingMode: .stretch)
    }

    /// The left cap of a stretchable image.
    @available(*, deprecated, message: "Use capInsets instead")
    public var leftCapWidth: Int { Int(presentation.capInsets.left) }

    /// The top cap of a stretchable image.
    @available(*, deprecated, message: "Use capInsets instead")
    public var topCapHeight: Int { Int(presentation.capInsets.top) }
}

extension UIImage {
    /// How an image view fills its bounds with the image: nine slices for a resizable image
    /// (caps in points, at the image's scale), nil for others.
    var slicing: ImageSlicing? {
        guard presentation.isResizable else { return nil }
        let caps = presentation.capInsets
        return ImageSlicing(capInsets: EdgeInsets(top: Double(caps.top), left: Double(caps.left), bottom: Double(caps.bottom), right: Double(caps.right)),
                            scale: Double(scale), mode: presentation.resizingMode == .stretch ? .stretch : .tile)
    }
}
