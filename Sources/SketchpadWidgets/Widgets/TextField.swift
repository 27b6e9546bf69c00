import SketchpadLayout

/// A one-line text input showing its text, or its placeholder when empty; secure fields show
/// a bullet per character.
///
/// Intrinsic height: its text plus 7 pt above and below, at least 44 pt (so it
/// grows with the text size); intrinsic width is the longer of text and placeholder plus
/// padding, so constrain its width for a form.
///
/// ```swift
/// let email = TextField(placeholder: "Email", id: "email")
/// let password = TextField(placeholder: "Password", isSecure: true)
/// ```
open class TextField: View, Drawable {
    public var text: String
    public var placeholder: String
    public var isSecure: Bool
    public var font: FontDescription
    /// Horizontal space between the border and the text.
    public var padding: Double = 12
    public var cornerRadius: Double = 8

    /// The least height, and the least space above and below the text.
    package static let height = 44.0
    package static let verticalPadding = 7.0

    public init(text: String = "", placeholder: String = "", isSecure: Bool = false,
                font: FontDescription = .body, id: String? = nil) {
        self.text = text
        self.placeholder = placeholder
        self.isSecure = isSecure
        self.font = font
        super.init(id: id)
    }

    /// What the field shows: bullets for secure text, the text, or the placeholder.
    package var displayedText: String {
        if text.isEmpty { return placeholder }
        return isSecure ? String(repeating: "•", count: text.count) : text
    }

    /// Whether `displayedText` is the placeholder (drawn in the secondary colour).
    package var showsPlaceholder: Bool { text.isEmpty }

    open override func measureContent(using measurer: any TextMeasuring, fittingWidth: Double?) throws -> ContentMeasurement {
        let shown = try WidgetText.measured(displayedText, font: font, using: measurer)
        let other = try WidgetText.measure(placeholder, font: font, using: measurer)
        var measurement = WidgetText.padded(shown, horizontal: padding, vertical: Self.verticalPadding,
                                            minimumSize: Size(width: 0, height: Self.height))
        measurement.size.width = max(shown.metrics.width, other.width) + 2 * padding
        return measurement
    }

    /// The text sits between the paddings, centred vertically (where it is drawn).
    open override func textFrames(in frame: Rect, measurement: ContentMeasurement, layoutDirection: LayoutDirection) -> [Rect] {
        [textFrame(in: frame)]
    }

    private func textFrame(in frame: Rect) -> Rect { frame.insetBy(dx: padding, dy: 0) }

    open func draw(in context: DrawingContext) throws {
        let f = context.frame, theme = context.theme
        let shape = Shape.roundedRect(f, cornerRadius: cornerRadius)
        context.fill(shape, theme.fieldBackground)
        context.stroke(shape.outset(by: -0.5), StrokeStyle(color: theme.fieldBorder, width: 1))
        try context.text(displayedText, font: font, color: showsPlaceholder ? theme.secondaryText : theme.primaryText,
                         in: textFrame(in: f),
                         alignment: showsPlaceholder || isSecure ? context.leadingAlignment : context.runAlignment(.natural),
                         maxLines: 1)
    }
}

extension TextField {
    package static let template = WidgetTemplate(
        type: "textField", summary: "A one-line text input showing its text, or its placeholder when empty.",
        properties: [
            TemplateProperty("text", .text, "The text typed in."),
            TemplateProperty("placeholder", .text, "What an empty field shows."),
            TemplateProperty("secure", .boolean, "Shows a bullet per character.", default: "false", aliases: ["isSecure"]),
            TemplateProperty("font", .font, "The text's font.", default: "body"),
        ]) { values in
        TextField(text: values.text("text") ?? "", placeholder: values.text("placeholder") ?? "",
                  isSecure: values.bool("secure") ?? false, font: values.font("font", style: .body))
    }
}

extension TextField {
    /// The template's keys as argument labels, so a template reads the same in Swift:
    /// `{type: textField, text:, placeholder:, secure:, font:}`.
    public convenience init(text: String = "", placeholder: String = "", secure: Bool, font: FontDescription = .body,
                            id: String? = nil) {
        self.init(text: text, placeholder: placeholder, isSecure: secure, font: font, id: id)
    }
}
