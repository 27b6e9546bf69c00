import SketchpadLayout

/// A view that shows text. Its intrinsic size and baselines come from the `TextMeasuring`
/// the engine is given, so layout never depends on a font library.
///
/// Labels with `numberOfLines != 1` wrap: the engine lays out once with the text on its natural
/// lines, measures again at the width the solver gave the label, and solves again until the
/// widths settle. There is no `preferredMaxLayoutWidth` to set.
///
/// Like labels made in Interface Builder, a label hugs its text at priority 251 on both axes (views
/// default to 250), so it keeps its text size against a `defaultLow` constraint pulling on it.
///
/// ```swift
/// let title = Label("Sign in", font: FontDescription(size: 28, weight: .bold))
/// let body = Label("A long paragraph…", numberOfLines: 0)
/// ```
open class Label: View, Drawable {
    // What measuring reads for every label is `@exclusivity(unchecked)`: a label belongs to one
    // thread at a time, and the runtime's check of each read (`swift_beginAccess`, some 100
    // instructions) cost four per label measured (callgrind at 10,000 views, issue 26).
    @exclusivity(unchecked) public var text: String
    @exclusivity(unchecked) public var font: FontDescription
    /// The most lines to show; 0 means as many as the text needs. 1 (the default) never wraps.
    @exclusivity(unchecked) public var numberOfLines: Int
    @exclusivity(unchecked) public var textAlignment: TextAlignment
    /// The colour of the text; nil draws it in the theme's primary text colour.
    public var textColor: Color?
    /// Where text too long for the label's lines loses characters (the end, by default).
    @exclusivity(unchecked) public var truncation: TextTruncation = .tail
    /// Stretches of the text in their own font or colour, measured and drawn as one paragraph
    /// (an attributed string's runs). Empty: all of the text in `font` and `textColor`.
    @exclusivity(unchecked) public var spans: [TextSpan] = []

    public init(_ text: String = "", font: FontDescription = .body, numberOfLines: Int = 1,
                textAlignment: TextAlignment = .natural, id: String? = nil) {
        self.text = text
        self.font = font
        self.numberOfLines = numberOfLines
        self.textAlignment = textAlignment
        super.init(id: id)
        setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        setContentHuggingPriority(.defaultLow + 1, for: .vertical)
    }

    open override var contentSummary: String? {
        if text.isEmpty { return nil }
        let firstLine = text.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? text
        return firstLine.count > 24 ? String(firstLine.prefix(23)) + "…" : firstLine
    }

    open override var contentSizeDependsOnWidth: Bool { numberOfLines != 1 && !text.isEmpty }

    /// Measures the text: on one line (or its natural lines) without a width, wrapped at `fittingWidth`
    /// otherwise. Empty text has a zero size, as in UIKit.
    open override func measureContent(using measurer: any TextMeasuring, fittingWidth: Double?) throws -> ContentMeasurement {
        if text.isEmpty { return ContentMeasurement(size: .zero) }
        let maxLines = numberOfLines > 0 ? numberOfLines : nil
        let wrapWidth = numberOfLines == 1 ? nil : fittingWidth.map { max(0, $0) }
        let metrics: TextMetrics
        // Spans and the cuts without an ellipsis lay out differently from plain text (fonts,
        // wrapping between characters, a last line cut rather than ellipsized): measure them as
        // they will be drawn. (The cast comes last: a cast to a protocol looks the conformance up,
        // some 1,300 instructions a label, and plain text, most labels, does not need it.)
        if !spans.isEmpty || !truncation.isEllipsized, let shaper = measurer as? any TextShaping {
            metrics = try shaper.measure(text, spans: spans, font: font, maxWidth: wrapWidth, maxLines: maxLines, truncation: truncation)
        } else {
            metrics = try measurer.measure(text, font: font, maxWidth: wrapWidth, maxLines: maxLines)
        }
        return ContentMeasurement(
            size: Size(width: metrics.width, height: metrics.height),
            baselines: .init(first: metrics.firstBaseline, last: metrics.lastBaseline, contentHeight: metrics.height),
            texts: [MeasuredText(text, font: font, metrics: metrics, maxLines: maxLines)])
    }

    /// The text fills the label's frame (centred vertically, as it is drawn).
    open override func textFrames(in frame: Rect, measurement: ContentMeasurement, layoutDirection: LayoutDirection) -> [Rect] {
        [frame]
    }

    open func draw(in context: DrawingContext) throws {
        try context.text(text, spans: spans, font: font, color: textColor ?? context.theme.primaryText, in: context.frame,
                         alignment: context.runAlignment(textAlignment), maxLines: numberOfLines, truncation: truncation)
    }
}

extension Label {
    package static let template = WidgetTemplate(
        type: "label", summary: "Text on one or more lines; wraps when lines is not 1.",
        properties: [
            TemplateProperty("text", .text, "The text."),
            TemplateProperty("font", .font, "A size, a text style (headline…) or {style:, size:, weight:, family:, italic:, lineSpacing:}.",
                             default: "body"),
            TemplateProperty("lines", .integer(0...1000), "The most lines to show; 0 wraps onto as many as it needs.", default: "1",
                             aliases: ["numberOfLines"]),
            TemplateProperty("alignment", .choice(TextAlignment.allCases.map(\.rawValue)), "How the lines sit in the frame.",
                             default: "natural", aliases: ["textAlignment"]),
            TemplateProperty("color", .color, "The text colour (none: the theme's primary text colour).", aliases: ["textColor"]),
        ]) { values in
        let label = Label(values.text("text") ?? "", font: values.font("font", style: .body),
                          numberOfLines: values.integer("lines") ?? 1, textAlignment: values.choice("alignment") ?? .natural)
        label.textColor = values.color("color")
        return label
    }
}

extension Label {
    /// The template's keys as argument labels, so a template reads the same in Swift:
    /// `{type: label, text:, font:, lines:, alignment:, color:}`.
    public convenience init(text: String, font: FontDescription = .body, lines: Int = 1, alignment: TextAlignment = .natural,
                            color: Color? = nil, id: String? = nil) {
        self.init(text, font: font, numberOfLines: lines, textAlignment: alignment, id: id)
        textColor = color
    }
}
