import SketchpadLayout

/// A thin bar filled to `progress` (0…1). Intrinsic height 4 pt, no intrinsic width.
///
/// ```swift
/// let upload = ProgressBar(progress: 0.35)
/// ```
open class ProgressBar: View, Drawable {
    /// Clamped to 0…1 when drawn.
    public var progress: Double
    public var tintColor: Color?

    package static let height = 4.0

    public init(progress: Double = 0, tintColor: Color? = nil, id: String? = nil) {
        self.progress = progress
        self.tintColor = tintColor
        super.init(id: id)
    }

    open override func measureContent(using measurer: any TextMeasuring, fittingWidth: Double?) throws -> ContentMeasurement {
        ContentMeasurement(size: Size(width: View.noIntrinsicMetric, height: Self.height))
    }

    open func draw(in context: DrawingContext) throws {
        let f = context.frame
        let progress = min(1, max(0, progress.isFinite ? progress : 0))
        let width = f.width * progress
        let filled = Rect(x: context.isRightToLeft ? f.maxX - width : f.minX, y: f.minY, width: width, height: f.height)
        context.fill(.roundedRect(f, cornerRadius: f.height / 2), context.theme.track)
        context.fill(.roundedRect(filled, cornerRadius: f.height / 2), tintColor ?? context.theme.accent, as: .stroke)
    }
}

extension ProgressBar {
    package static let template = WidgetTemplate(
        type: "progress", summary: "A progress bar, filled from the leading edge.",
        properties: [
            TemplateProperty("value", .number(0...1), "The progress, 0…1.", default: "0", aliases: ["progress"]),
            TemplateProperty("tint", .color, "The filled part's colour (none: the theme's accent).", aliases: ["tintColor"]),
        ]) { values in
        ProgressBar(progress: values.number("value") ?? 0, tintColor: values.color("tint"))
    }
}

extension ProgressBar {
    /// The template's keys as argument labels, so a template reads the same in Swift:
    /// `{type: progress, value:, tint:}`.
    public convenience init(value: Double, tint: Color? = nil, id: String? = nil) {
        self.init(progress: value, tintColor: tint, id: id)
    }
}
