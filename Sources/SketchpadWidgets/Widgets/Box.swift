import SketchpadLayout

/// A plain rectangle with a look: fill, border, rounded corners and a shadow.
///
/// ```swift
/// let card = Box(id: "card", fill: .white, cornerRadius: 12, shadow: Shadow())
/// card.border = Box.Border(color: Color(white: 0.85), width: 0.5)
/// ```
open class Box: View, Drawable {
    public struct Border: Hashable, Sendable {
        public var color: Color
        public var width: Double
        public init(color: Color, width: Double = 1) {
            self.color = color
            self.width = width
        }
    }

    /// nil: transparent (the theme's surface colour is not assumed).
    public var fill: Color?
    public var border: Border?
    public var cornerRadius: Double
    public var shadow: Shadow?

    public init(id: String? = nil, fill: Color? = nil, border: Border? = nil, cornerRadius: Double = 0, shadow: Shadow? = nil) {
        self.fill = fill
        self.border = border
        self.cornerRadius = cornerRadius
        self.shadow = shadow
        super.init(id: id)
    }

    open func draw(in context: DrawingContext) throws {
        let shape = clipShape(for: context.frame)
        if let shadow { context.shadow(shape, shadow) }
        if let fill { context.fill(shape, fill) }
        if let border, border.width > 0 {
            // Inside the frame, as a CALayer border is.
            context.stroke(shape.outset(by: -border.width / 2), StrokeStyle(color: border.color, width: border.width))
        }
    }

    /// A rounded box clips its contents to its rounded shape, as a card or grouped list does.
    open func clipShape(for frame: Rect) -> Shape {
        cornerRadius > 0 ? .roundedRect(frame, cornerRadius: cornerRadius) : .rect(frame)
    }
}
