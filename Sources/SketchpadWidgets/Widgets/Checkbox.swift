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
    package static let boxSize = 22.0
    package static let spacing = 8.0

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
        let text = try WidgetText.measured(title, font: font, using: measurer)
        let metrics = text.metrics
        return ContentMeasurement(
            size: Size(width: Self.boxSize + Self.spacing + metrics.width, height: max(Self.boxSize, metrics.height)),
            baselines: .init(first: metrics.firstBaseline, last: metrics.lastBaseline, contentHeight: metrics.height),
            texts: [text])
    }

    open override func textFrames(in frame: Rect, measurement: ContentMeasurement, layoutDirection: LayoutDirection) -> [Rect] {
        [layout(in: frame, rightToLeft: layoutDirection == .rightToLeft).title]
    }

    /// Where the box and the title go: the one computation drawing and the text-fit check share.
    private func layout(in f: Rect, rightToLeft: Bool) -> (box: Rect, title: Rect) {
        let side = Self.boxSize
        let box = Rect(x: f.minX, y: f.midY - side / 2, width: side, height: side)
        let title = Rect(minX: box.maxX + Self.spacing, minY: f.minY, maxX: max(box.maxX + Self.spacing, f.maxX), maxY: f.maxY)
        return (box.mirrored(in: f, if: rightToLeft), title.mirrored(in: f, if: rightToLeft))
    }

    open func draw(in context: DrawingContext) throws {
        let f = context.frame, theme = context.theme
        let side = Self.boxSize
        let parts = layout(in: f, rightToLeft: context.isRightToLeft)
        let square = parts.box
        let shape = Shape.roundedRect(square, cornerRadius: 5)
        if isChecked {
            context.fill(shape, tintColor ?? theme.accent)
            // The one checkmark of the icon set (a list row's), its glyph about 0.55 of the box wide.
            try context.icon(ListRow.Accessory.checkmark.icon(rightToLeft: false)!, color: theme.onAccent,
                             in: square.insetBy(dx: side * 0.12, dy: side * 0.12))
        } else {
            context.stroke(shape.outset(by: -0.75), StrokeStyle(color: theme.secondaryText, width: 1.5))
        }
        if !title.isEmpty {
            try context.text(title, font: font, color: theme.primaryText, in: parts.title,
                             alignment: context.leadingAlignment, maxLines: 1)
        }
    }
}

extension Checkbox {
    package static let template = WidgetTemplate(
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

extension Checkbox {
    /// The template's keys as argument labels, so a template reads the same in Swift:
    /// `{type: checkbox, title:, checked:, font:, tint:}`.
    public convenience init(title: String, checked: Bool = false, font: FontDescription = .body, tint: Color? = nil,
                            id: String? = nil) {
        self.init(title, isChecked: checked, font: font, tintColor: tint, id: id)
    }
}
