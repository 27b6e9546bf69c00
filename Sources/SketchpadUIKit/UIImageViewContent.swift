import SketchpadLayout
import SketchpadText
import SketchpadWidgets

/// What a `UIImageView` draws: an `ImageView` that draws a symbol's glyph at the symbol image's
/// em (so its ink fills the image, which is as large as the ink: see
/// `SymbolMetrics.baseImageSize(for:)`), the ink centred in the view's frame and the image
/// scaled to fit the frame. Files and placeholders draw as `ImageView` draws them.
final class UIImageViewContent: ImageView {
    /// The size of the symbol image shown and the em its glyph is drawn at (nil: not a symbol).
    var symbolImage: (size: Size, em: Double)?
    /// Whether the image is drawn mirrored left to right about the frame's middle (a flipped
    /// orientation, or an image that flips in a right-to-left layout).
    var mirrored = false
    /// Whether the view has an image: an image view without one draws nothing, as on iOS (an
    /// image that failed to load, `UIImage(named:)` giving nil, is no image).
    var hasImage = true

    override func draw(in context: DrawingContext) throws {
        guard hasImage else { return }
        guard mirrored else { return try drawImage(in: context) }
        let f = context.frame
        try context.transformed(by: Transform2D(a: -1, b: 0, c: 0, d: 1, tx: 2 * f.midX, ty: 0)) { try drawImage(in: context) }
    }

    private func drawImage(in context: DrawingContext) throws {
        guard case .icon(let icon) = source, let (size, em) = symbolImage, size.width > 0, size.height > 0 else {
            return try super.draw(in: context)
        }
        let drawn = icon.resolved(for: context.layoutDirection)
        guard let ink = IconInkBounds.of(drawn) else { return try super.draw(in: context) }
        let f = context.frame
        let side = em * min(f.width / size.width, f.height / size.height)
        let square = Rect(x: f.midX - side * ink.midX, y: f.midY - side * ink.midY, width: side, height: side)
        try context.icon(icon, color: tintColor ?? context.theme.accent, in: square)
    }
}
