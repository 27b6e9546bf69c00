import SketchpadLayout

/// A push button with a title, an optional icon before it, in one of three looks.
///
/// Its intrinsic size is its content (icon, title) plus `contentInsets`, at least 44 pt tall (the
/// usual minimum touch target); it grows with its text. Its baselines are the title's.
///
/// ```swift
/// let signIn = Button("Sign in", style: .filled, id: "signIn")
/// let cancel = Button("Cancel", style: .plain)
/// let play = Button("", style: .plain, font: FontDescription(size: 44))
/// play.icon = Icon("play.fill")        // an icon-only button, the icon sized by the font
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
    /// An icon before the title (after it in right-to-left scenes), 1.2 × the font size on a side.
    public var icon: Icon?

    package static let minimumHeight = 44.0
    /// The title's font unless one is given (the headline style).
    public static let defaultFont = FontDescription.headline
    public static let defaultCornerRadius = 10.0
    /// An icon's side as a multiple of the title's font size (an SF Symbol beside text is a little
    /// larger than the text's cap height), and the space between icon and title.
    package static let iconScale = 1.2
    package static let iconSpacing = 6.0

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
        let text = try WidgetText.measured(title, font: font, using: measurer)
        var measurement = WidgetText.padded(text, horizontal: contentInsets.horizontal, vertical: contentInsets.vertical,
                                            minimumSize: Size(width: Self.minimumHeight, height: Self.minimumHeight))
        if icon != nil {
            let side = iconSide, titleWidth = title.isEmpty ? 0 : Self.iconSpacing + text.metrics.width
            measurement.size.width = max(Self.minimumHeight, side + titleWidth + 2 * contentInsets.horizontal)
            measurement.size.height = max(measurement.size.height, side + 2 * contentInsets.vertical)
        }
        return measurement
    }

    open override func textFrames(in frame: Rect, measurement: ContentMeasurement, layoutDirection: LayoutDirection) -> [Rect] {
        [layout(in: frame, titleWidth: measurement.texts.first?.metrics.width ?? 0, rightToLeft: layoutDirection == .rightToLeft).title]
    }

    private var iconSide: Double { font.size * Self.iconScale }

    /// Where the icon and the title go in `f`: the one computation measuring, drawing and the
    /// text-fit check share. Without an icon the title has the whole width inside the insets
    /// (centred there as it is drawn); with one, icon and title are centred together.
    private func layout(in f: Rect, titleWidth: Double, rightToLeft: Bool) -> (icon: Rect?, title: Rect) {
        let inner = f.insetBy(dx: contentInsets.horizontal, dy: 0)
        guard icon != nil else { return (nil, inner) }
        let side = iconSide
        let width = title.isEmpty ? 0 : min(titleWidth, max(0, inner.width - side - Self.iconSpacing))
        let content = side + (title.isEmpty ? 0 : Self.iconSpacing + width)
        let x = inner.midX - content / 2
        let iconRect = Rect(x: x, y: f.midY - side / 2, width: side, height: side)
        let titleRect = Rect(x: x + side + Self.iconSpacing, y: f.minY, width: width, height: f.height)
        return (iconRect.mirrored(in: f, if: rightToLeft), titleRect.mirrored(in: f, if: rightToLeft))
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
        let titleWidth = title.isEmpty ? 0 : try context.measure(title, font: font).width
        let layout = self.layout(in: f, titleWidth: titleWidth, rightToLeft: context.isRightToLeft)
        if let icon, let rect = layout.icon { try context.icon(icon, color: titleColor, in: rect) }
        try context.text(title, font: font, color: titleColor, in: layout.title, alignment: .center, maxLines: 1)
    }
}

extension Button {
    package static let template = WidgetTemplate(
        type: "button", summary: "A push button with a title and an optional icon: filled, bordered or plain.",
        properties: [
            TemplateProperty("title", .text, "The title.", aliases: ["text"]),
            TemplateProperty("icon", .icon, "An icon before the title (an SF Symbols name; see ICONS.md), 1.2 × the font size."),
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
        button.icon = values.icon("icon")
        return button
    }
}

extension Button {
    /// The template's keys as argument labels, so a template reads the same in Swift:
    /// `{type: button, title:, icon:, style:, font:, tint:, cornerRadius:}`.
    public convenience init(title: String, icon: Icon? = nil, style: Style = .filled, font: FontDescription = Button.defaultFont,
                            tint: Color? = nil, cornerRadius: Double = Button.defaultCornerRadius, id: String? = nil) {
        self.init(title, style: style, font: font, tintColor: tint, cornerRadius: cornerRadius, id: id)
        self.icon = icon
    }
}
