import SketchpadLayout

/// A square check box with an optional title after it.
///
/// ```swift
/// let terms = Checkbox("I accept the terms", isChecked: true)
/// ```
open class Checkbox: View, Drawable {
    public var title: String
    public var isChecked: Bool
    public var font: FontDescription
    public var tintColor: Color?

    /// The side of the box, and the gap between box and title.
    public static let boxSize = 22.0
    public static let spacing = 8.0

    public init(_ title: String = "", isChecked: Bool = false, font: FontDescription = .body,
                tintColor: Color? = nil, id: String? = nil) {
        self.title = title
        self.isChecked = isChecked
        self.font = font
        self.tintColor = tintColor
        super.init(id: id)
    }

    open override func measureContent(using measurer: any TextMeasuring, fittingWidth: Double?) throws -> ContentMeasurement {
        guard !title.isEmpty else { return ContentMeasurement(size: Size(width: Self.boxSize, height: Self.boxSize)) }
        let metrics = try WidgetText.measure(title, font: font, using: measurer)
        return ContentMeasurement(
            size: Size(width: Self.boxSize + Self.spacing + metrics.width, height: max(Self.boxSize, metrics.height)),
            baselines: .init(first: metrics.firstBaseline, last: metrics.lastBaseline, contentHeight: metrics.height))
    }

    open func draw(in context: DrawingContext) throws {
        let f = context.frame, theme = context.theme
        let side = Self.boxSize
        let boxX = context.isRightToLeft ? f.maxX - side : f.minX
        let square = Rect(x: boxX, y: f.midY - side / 2, width: side, height: side)
        let shape = Shape.roundedRect(square, cornerRadius: 5)
        if isChecked {
            context.fill(shape, tintColor ?? theme.accent)
            var check = Path()
            check.move(to: Point(x: square.minX + side * 0.25, y: square.minY + side * 0.52))
            check.line(to: Point(x: square.minX + side * 0.43, y: square.minY + side * 0.70))
            check.line(to: Point(x: square.minX + side * 0.76, y: square.minY + side * 0.32))
            context.stroke(.path(check), StrokeStyle(color: theme.onAccent, width: 2, cap: .round, join: .round))
        } else {
            context.stroke(shape.outset(by: -0.75), StrokeStyle(color: theme.secondaryText, width: 1.5))
        }
        if !title.isEmpty {
            let titleFrame = context.isRightToLeft
                ? Rect(minX: f.minX, minY: f.minY, maxX: square.minX - Self.spacing, maxY: f.maxY)
                : Rect(minX: square.maxX + Self.spacing, minY: f.minY, maxX: f.maxX, maxY: f.maxY)
            try context.text(title, font: font, color: theme.primaryText, in: titleFrame,
                             alignment: context.leadingAlignment, maxLines: 1)
        }
    }
}

extension Checkbox {
    public static let template = WidgetTemplate(
        type: "checkbox", summary: "A square box, checked or not, with a title at its trailing side.",
        properties: [
            TemplateProperty("title", .text, "The title.", aliases: ["text"]),
            TemplateProperty("checked", .boolean, "Whether it is checked.", default: "false", aliases: ["isChecked"]),
            TemplateProperty("font", .font, "The title's font.", default: "body"),
            TemplateProperty("tint", .color, "The checked box's colour (none: the theme's accent).", aliases: ["tintColor"]),
        ]) { values in
        Checkbox(values.text("title") ?? "", isChecked: values.bool("checked") ?? false,
                 font: values.font("font", style: .body), tintColor: values.color("tint"))
    }
}
