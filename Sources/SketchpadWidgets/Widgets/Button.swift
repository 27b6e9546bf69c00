import SketchpadLayout

/// A push button with a title, in one of three looks.
///
/// Its intrinsic size is the title's plus `contentInsets`, at least 44 pt tall (the usual
/// minimum touch target); its baselines are the title's.
///
/// ```swift
/// let signIn = Button("Sign in", style: .filled, id: "signIn")
/// let cancel = Button("Cancel", style: .plain)
/// ```
open class Button: View, Drawable {
    public enum Style: String, Hashable, Sendable, CaseIterable {
        /// Tinted background, white title.
        case filled
        /// Tinted outline and title, no background.
        case bordered
        /// Tinted title only.
        case plain
    }

    public var title: String
    public var style: Style
    public var font: FontDescription
    /// nil: the theme's accent colour.
    public var tintColor: Color?
    public var cornerRadius: Double
    /// Space between the title and the button's edges (horizontal, vertical).
    public var contentInsets: (horizontal: Double, vertical: Double)
    public var isEnabled = true

    public static let minimumHeight = 44.0
    /// The title's font unless one is given (the headline style).
    public static let defaultFont = FontDescription.headline
    public static let defaultCornerRadius = 10.0

    public init(_ title: String, style: Style = .filled, font: FontDescription = Button.defaultFont,
                tintColor: Color? = nil, cornerRadius: Double = Button.defaultCornerRadius, id: String? = nil) {
        self.title = title
        self.style = style
        self.font = font
        self.tintColor = tintColor
        self.cornerRadius = cornerRadius
        self.contentInsets = style == .plain ? (8, 6) : (20, 11)
        super.init(id: id)
    }

    open override func measureContent(using measurer: any TextMeasuring, fittingWidth: Double?) throws -> ContentMeasurement {
        let metrics = try WidgetText.measure(title, font: font, using: measurer)
        return WidgetText.padded(metrics, horizontal: contentInsets.horizontal, vertical: contentInsets.vertical,
                                 minimumSize: Size(width: Self.minimumHeight, height: Self.minimumHeight))
    }

    open func draw(in context: DrawingContext) throws {
        let f = context.frame
        let tint = (tintColor ?? context.theme.accent).withAlpha(isEnabled ? 1 : 0.4)
        let shape = Shape.roundedRect(f, cornerRadius: cornerRadius)
        let titleColor: Color
        switch style {
        case .filled:
            context.fill(shape, tint)
            titleColor = context.theme.onAccent
        case .bordered:
            context.stroke(shape.outset(by: -0.5), StrokeStyle(color: tint, width: 1))
            titleColor = tint
        case .plain:
            titleColor = tint
        }
        try context.text(title, font: font, color: titleColor, in: f.insetBy(dx: contentInsets.horizontal, dy: 0),
                         alignment: .center, maxLines: 1)
    }
}

extension Button {
    public static let template = WidgetTemplate(
        type: "button", summary: "A push button with a title: filled, bordered or plain.",
        properties: [
            TemplateProperty("title", .text, "The title.", aliases: ["text"]),
            TemplateProperty("style", .choice(Style.allCases.map(\.rawValue)), "The look.", default: "filled"),
            TemplateProperty("font", .font, "The title's font.", default: "headline"),
            TemplateProperty("tint", .color, "The fill or title colour (none: the theme's accent).", aliases: ["tintColor"]),
            TemplateProperty("cornerRadius", .number(0...1000), "The radius of the corners.", default: "10"),
            TemplateProperty("enabled", .boolean, "A disabled button is drawn faded.", default: "true", aliases: ["isEnabled"]),
        ]) { values in
        let button = Button(values.text("title") ?? "", style: values.choice("style") ?? .filled,
                            font: values.font("font", style: .headline), tintColor: values.color("tint"),
                            cornerRadius: values.number("cornerRadius") ?? Button.defaultCornerRadius)
        if let enabled = values.bool("enabled") { button.isEnabled = enabled }
        return button
    }
}
