/// A plain rectangle with a look: fill, border, rounded corners and a shadow.
///
/// ```swift
/// let card = Box(id: "card", fill: .white, cornerRadius: 12, shadow: Shadow())
/// card.border = Box.Border(color: Color(white: 0.85), width: 0.5)
/// ```
open class Box: View {
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
}
