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
    /// Filters for what is behind the box, applied before its fill (a material: see
    /// ``BackdropMaterial``; none by default).
    package var backdrop: [Filter] = []

    /// The border a template's `border: <colour>` or `border: {width:}` starts from.
    package static let defaultBorder = Border(color: Color(hex: 0xC6C6C8), width: 1)

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
        if !backdrop.isEmpty { context.backdrop(shape, backdrop) }
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

extension Box {
    static let lookProperties = [
        TemplateProperty("fill", .color, "The background colour (none: transparent).", aliases: ["backgroundColor"]),
        TemplateProperty("border", .border, "A border inside the frame: a colour, or {color:, width:}.", default: "none"),
        TemplateProperty("cornerRadius", .number(0...10_000), "The radius of the corners, in points.", default: "0"),
        TemplateProperty("shadow", .boolean, "Whether the box casts a soft shadow.", default: "false"),
    ]

    static func make(_ values: any TemplateValues, plainWhenBare: Bool) -> View {
        let fill = values.color("fill"), border = values.border("border")
        let shadow = values.bool("shadow") == true ? Shadow() : nil
        // A plain view with no look stays a plain view: nothing to draw.
        if plainWhenBare && fill == nil && border == nil && shadow == nil && !values.has("cornerRadius") { return View() }
        return Box(fill: fill, border: border, cornerRadius: values.number("cornerRadius") ?? 0, shadow: shadow)
    }

    /// `type: view` (and a view without a type): a plain view, or a box when it has a look.
    package static let viewTemplate = WidgetTemplate(
        type: "view", summary: "A plain view that holds others; with a fill, border, corner radius or shadow it draws as a box.",
        properties: lookProperties) { make($0, plainWhenBare: true) }

    /// `type: box`: a rectangle with a look.
    package static let template = WidgetTemplate(
        type: "box", summary: "A rectangle with a fill, a border, rounded corners and a shadow.",
        properties: lookProperties) { make($0, plainWhenBare: false) }
}
