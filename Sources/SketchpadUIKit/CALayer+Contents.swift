import Foundation
import SketchpadLayout
import SketchpadWidgets

/// A layer's ``CALayer/contents`` image as drawn: the image widget and where it goes, in the
/// layer's coordinates.
struct LayerContentsImage {
    let widget: UIImageViewContent
    let frame: Rect
}

extension CALayer {
    /// The ``contents`` image placed by ``contentsGravity`` in the bounds (nil: no `CGImage` or
    /// `UIImage` contents). The image's size in points is its pixels over ``contentsScale`` (1
    /// unless set, as in Core Animation: a 3× image in a standalone layer shows three times as
    /// large under a gravity that does not scale). Gravities name the vertical axis as Core
    /// Animation does: with ``contentsAreFlipped()`` false, `.top` is the bounds' greatest y (the
    /// bottom on screen) and `.bottom` the least.
    func contentsImage(in traits: UITraitCollection) -> LayerContentsImage? {
        let image: UIImage
        if let cg = contents as? CGImage { image = cg.image } else if let ui = contents as? UIImage { image = ui } else { return nil }
        guard let cg = image.cgImage else { return nil }
        let scale = contentsScale > 0 ? contentsScale : 1
        let size = CGSize(width: CGFloat(cg.width) / scale, height: CGFloat(cg.height) / scale)
        let frame = Self.place(size, in: bounds, gravity: contentsGravity, flipped: contentsAreFlipped())
        let widget = UIImageViewContent(placeholderSize: nil)
        // A CGImage is its pixels: a template or symbol is drawn black, not in a tint.
        UIImage.show(image, in: widget, tint: .black, traits: traits, direction: .leftToRight)
        // Contents fill their frame, stretched (`.resize`) or not (the frame keeps their aspect).
        widget.slicing = image.slicing ?? ImageSlicing(capInsets: .zero, scale: Double(image.scale), mode: .stretch)
        return LayerContentsImage(widget: widget, frame: Rect(x: Double(frame.minX), y: Double(frame.minY),
                                                              width: Double(frame.width), height: Double(frame.height)))
    }

    /// Where contents of `size` go in `bounds` under `gravity`.
    static func place(_ size: CGSize, in bounds: CGRect, gravity: CALayerContentsGravity, flipped: Bool) -> CGRect {
        guard size.width > 0, size.height > 0 else { return bounds }
        switch gravity {
        case .resizeAspect, .resizeAspectFill:
            let fit = gravity == .resizeAspect
            let k = fit ? min(bounds.width / size.width, bounds.height / size.height) : max(bounds.width / size.width, bounds.height / size.height)
            let w = size.width * k, h = size.height * k
            return CGRect(x: bounds.midX - w / 2, y: bounds.midY - h / 2, width: w, height: h)
        case .center, .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight:
            let name = gravity.rawValue.lowercased()
            let x = name.hasSuffix("left") ? bounds.minX : name.hasSuffix("right") ? bounds.maxX - size.width : bounds.midX - size.width / 2
            // "top" is the greatest y unless the contents are flipped.
            let atGreatestY = flipped ? name.hasPrefix("bottom") : name.hasPrefix("top")
            let atLeastY = flipped ? name.hasPrefix("top") : name.hasPrefix("bottom")
            let y = atGreatestY ? bounds.maxY - size.height : atLeastY ? bounds.minY : bounds.midY - size.height / 2
            return CGRect(x: x, y: y, width: size.width, height: size.height)
        default:
            return bounds
        }
    }
}

extension DrawingContext {
    /// Draws a layer's contents image, in the layer's coordinates.
    func drawLayerContents(_ image: LayerContentsImage) throws {
        let saved = frame
        defer { frame = saved }
        frame = image.frame
        try image.widget.draw(in: self)
    }
}
