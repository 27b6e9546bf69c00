import SketchpadLayout

/// A horizontal slider with a value from 0 to 1. Intrinsic height 28 pt, no intrinsic width.
///
/// ```swift
/// let volume = Slider(value: 0.6, id: "volume")
/// ```
open class Slider: View, Drawable {
    /// Clamped to 0…1 when drawn.
    public var value: Double
    public var tintColor: Color?

    package static let height = 28.0

    public init(value: Double = 0.5, tintColor: Color? = nil, id: String? = nil) {
        self.value = value
        self.tintColor = tintColor
        super.init(id: id)
    }

    open override func measureContent(using measurer: any TextMeasuring, fittingWidth: Double?) throws -> ContentMeasurement {
        ContentMeasurement(size: Size(width: View.noIntrinsicMetric, height: Self.height))
    }

    open func draw(in context: DrawingContext) throws {
        let f = context.frame, theme = context.theme
        let value = min(1, max(0, value.isFinite ? value : 0))
        let thumb = min(f.height, 28.0)
        let usable = max(0, f.width - thumb)
        let centerX = context.isRightToLeft ? f.maxX - thumb / 2 - usable * value : f.minX + thumb / 2 + usable * value
        let trackRect = Rect(x: f.minX, y: f.midY - 2, width: f.width, height: 4)
        let filled = context.isRightToLeft
            ? Rect(minX: centerX, minY: trackRect.minY, maxX: f.maxX, maxY: trackRect.maxY)
            : Rect(minX: f.minX, minY: trackRect.minY, maxX: centerX, maxY: trackRect.maxY)
        let knob = Shape.ellipse(Rect(x: centerX - thumb / 2, y: f.midY - thumb / 2, width: thumb, height: thumb))
        context.fill(.roundedRect(trackRect, cornerRadius: 2), theme.track)
        context.fill(.roundedRect(filled, cornerRadius: 2), tintColor ?? theme.accent, as: .stroke)
        context.shadow(knob, theme.knobShadow)
        context.fill(knob, theme.knob)
        context.stroke(knob, StrokeStyle(color: theme.separator.withAlpha(0.6), width: 0.5))
    }
}

extension Slider {
    package static let template = WidgetTemplate(
        type: "slider", summary: "A horizontal slider with its value from 0 to 1.",
        properties: [
            TemplateProperty("value", .number(0...1), "The value, 0…1.", default: "0.5"),
            TemplateProperty("tint", .color, "The filled track's colour (none: the theme's accent).", aliases: ["tintColor"]),
        ]) { values in
        Slider(value: values.number("value") ?? 0.5, tintColor: values.color("tint"))
    }
}

extension Slider {
    /// The template's keys as argument labels, so a template reads the same in Swift:
    /// `{type: slider, value:, tint:}`.
    public convenience init(value: Double = 0.5, tint: Color?, id: String? = nil) {
        self.init(value: value, tintColor: tint, id: id)
    }
}
