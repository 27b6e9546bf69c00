import SketchpadLayout
import SketchpadWidgets

/// What a `UIButton`'s node measures and draws: Sketchpad's `Button` look, sized as UIKit sizes
/// buttons — the title plus the button's content insets, with no minimum (Sketchpad's own
/// buttons keep a 44-point touch target; UIKit's system buttons are 30 points tall).
final class UIButtonContent: Button {
    /// Space around the title: a configuration's `contentInsets`, or a legacy button's
    /// `contentEdgeInsets` plus UIKit's 6 points above and below the title.
    var insets = EdgeInsets(top: 6, left: 0, bottom: 6, right: 0)
    /// The size of the button's image (its image view, a subview, draws it), and a legacy
    /// button's `contentEdgeInsets` around it; nil: no image.
    var imageSize: Size?
    var imageInsets = EdgeInsets()
    /// A configured button's image: the space between it and the title, and whether it sits
    /// above or below the title (`.top`, `.bottom`) rather than beside it. A configured button's
    /// content — image, padding, title — is all inside ``insets``.
    var imagePadding = 0.0
    var imageAbove = false
    var isConfigured = false
    /// Where the title goes in the button's own coordinates when an image shares the content
    /// area with it (the title label's frame); nil: centred in the content area.
    var titleFrame: Rect?
    /// The title's colour when a configuration's text attributes transformer sets one (nil: the style's).
    var titleColor: Color?
    /// A configuration background's fill, which replaces the style's (nil: the style's own).
    var backgroundFill: Color?
    /// A configuration background's outline: its colour and width.
    var backgroundStroke: (color: Color, width: Double)?
    /// The corner radius the configuration asks for (nil: the button's own).
    var backgroundCornerRadius: Double?

    init() { super.init("", style: .plain) }

    override func measureContent(using measurer: any TextMeasuring, fittingWidth: Double?) throws -> ContentMeasurement {
        let metrics = try measurer.measure(title.isEmpty ? " " : title, font: font, maxWidth: nil, maxLines: 1)
        if let image = imageSize, isConfigured {
            // UIKit's configured button: the content insets around the image and the title, with
            // the image padding between them, side by side or stacked.
            let titleSize = title.isEmpty ? Size(width: 0, height: 0) : Size(width: metrics.width, height: metrics.height)
            let padding = title.isEmpty ? 0 : imagePadding
            let content = imageAbove
                ? Size(width: max(image.width, titleSize.width), height: image.height + padding + titleSize.height)
                : Size(width: image.width + padding + titleSize.width, height: max(image.height, titleSize.height))
            let height = content.height + insets.top + insets.bottom
            let titleTop = imageAbove ? nil : Optional(insets.top + (content.height - metrics.height) / 2)
            return ContentMeasurement(
                size: Size(width: content.width + insets.left + insets.right, height: height),
                baselines: title.isEmpty ? nil : titleTop.map { .init(first: $0 + metrics.firstBaseline, last: $0 + metrics.lastBaseline,
                                                                       contentHeight: metrics.height) })
        }
        if let image = imageSize {
            // The image before the title, the two centred as one: the widths add up; the height is
            // the taller of the image (with the content insets) and the title (with UIKit's 6 points
            // above and below it). An image alone is its own size.
            let titleWidth = title.isEmpty ? 0 : metrics.width
            let titleHeight = title.isEmpty ? 0 : metrics.height + insets.top + insets.bottom
            let height = max(titleHeight, image.height + imageInsets.top + imageInsets.bottom)
            let top = (height - metrics.height) / 2
            return ContentMeasurement(
                size: Size(width: titleWidth + image.width + insets.left + insets.right, height: height),
                baselines: title.isEmpty ? nil : .init(first: top + metrics.firstBaseline, last: top + metrics.lastBaseline,
                                                        contentHeight: metrics.height))
        }
        return ContentMeasurement(
            size: Size(width: (title.isEmpty ? 0 : metrics.width) + insets.left + insets.right,
                       height: metrics.height + insets.top + insets.bottom),
            baselines: .init(first: insets.top + metrics.firstBaseline, last: insets.top + metrics.lastBaseline,
                             contentHeight: metrics.height))
    }

    override func draw(in context: DrawingContext) throws {
        let savedRadius = cornerRadius
        defer { cornerRadius = savedRadius }
        if let radius = backgroundCornerRadius { cornerRadius = radius }
        if backgroundFill != nil || backgroundStroke != nil { return try drawConfiguredBackground(in: context) }
        try drawStyled(in: context)
    }

    /// A configuration background: its fill and outline over the whole button, then the title as
    /// a plain button draws it, in the colour the style gives the title.
    private func drawConfiguredBackground(in context: DrawingContext) throws {
        let shape = Shape.roundedRect(context.frame, cornerRadius: cornerRadius)
        let alpha = isEnabled ? 1.0 : 0.4
        if let fill = backgroundFill { context.fill(shape, fill.withAlpha(fill.alpha * alpha)) }
        if let stroke = backgroundStroke {
            context.stroke(shape.outset(by: -stroke.width / 2), StrokeStyle(color: stroke.color.withAlpha(stroke.color.alpha * alpha), width: stroke.width))
        }
        let (savedStyle, savedTitleColor) = (style, titleColor)
        defer { (style, titleColor) = (savedStyle, savedTitleColor) }
        if style == .filled, titleColor == nil { titleColor = context.theme.onAccent }
        style = .plain
        try drawStyled(in: context)
    }

    private func drawStyled(in context: DrawingContext) throws {
        guard titleFrame != nil || titleColor != nil else { return try super.draw(in: context) }
        // The background over the whole button, then the title where the button put it, beside
        // (or above or below) the image.
        let frame = context.frame
        let (savedTitle, savedStyle, savedTint) = (title, style, tintColor)
        defer { (title, style, tintColor, context.frame) = (savedTitle, savedStyle, savedTint, frame) }
        if style != .plain {
            title = ""
            try super.draw(in: context)
            title = savedTitle
            if style == .filled { tintColor = context.theme.onAccent }
            style = .plain
        }
        if let titleColor { tintColor = titleColor }
        if let titleFrame {
            context.frame = Rect(x: frame.minX + titleFrame.minX, y: frame.minY + titleFrame.minY,
                                 width: titleFrame.width, height: titleFrame.height)
        }
        try super.draw(in: context)
    }
}
