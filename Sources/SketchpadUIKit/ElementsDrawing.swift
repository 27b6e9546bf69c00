import SketchpadLayout
import SketchpadWidgets

/// The content of a view that works out its own drawing while it lays out (navigation and tab
/// bars, a table cell's background, separator and accessory): shapes, texts, icons, images and
/// the widgets' marks in the view's own coordinates, drawn at its frame.
final class ElementsDrawing: View, Drawable {
    enum Element {
        case fill(Shape, Color)
        case stroke(Shape, StrokeStyle)
        case text(String, font: FontDescription, color: Color, frame: Rect, alignment: TextRunAlignment)
        /// A list row's accessory mark (its chevron or checkmark), centred on `frame`.
        case accessory(ListRow.Accessory, frame: Rect, color: Color, rightToLeft: Bool)
        /// What stands for an image that cannot be drawn: the widgets' rounded square.
        case placeholder(frame: Rect, color: Color, filled: Bool)
        case image(path: String, frame: Rect)
        case icon(Icon, frame: Rect, color: Color)

        /// `image` drawn in `frame`: its PNG file, or its symbol from the icon set in `color`;
        /// nil for a symbol the set lacks (the caller draws its placeholder).
        static func picture(of image: UIImage, in frame: Rect, color: Color) -> Element? {
            if let path = image.path { return .image(path: path, frame: frame) }
            return image.symbol.map { .icon($0, frame: frame, color: color) }
        }
    }

    /// What to draw, from the view's top-left corner (elements may reach outside it, as a bar's
    /// background reaches under the status bar).
    var elements: [Element] = []

    func draw(in context: DrawingContext) throws {
        let dx = context.frame.minX, dy = context.frame.minY
        func move(_ r: Rect) -> Rect { Rect(x: r.minX + dx, y: r.minY + dy, width: r.width, height: r.height) }
        for element in elements {
            switch element {
            case let .fill(shape, color): context.fill(shape.offsetBy(dx: dx, dy: dy), color)
            case let .stroke(shape, style): context.stroke(shape.offsetBy(dx: dx, dy: dy), style)
            case let .text(text, font, color, frame, alignment):
                try context.text(text, font: font, color: color, in: move(frame), alignment: alignment, maxLines: 1)
            case let .accessory(accessory, frame, color, rightToLeft):
                try accessory.draw(in: context, centeredIn: move(frame), color: color, rightToLeft: rightToLeft)
            case let .placeholder(frame, color, filled): context.iconPlaceholder(in: move(frame), color: color, filled: filled)
            case let .image(path, frame): try context.image(atPath: path, in: move(frame))
            case let .icon(icon, frame, color): try context.icon(icon, color: color, in: move(frame))
            }
        }
    }
}
