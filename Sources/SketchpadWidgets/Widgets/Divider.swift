import SketchpadLayout

/// A hairline separator, horizontal (no intrinsic width) or vertical (no intrinsic height).
///
/// ```swift
/// let rule = Divider()
/// ```
open class Divider: View, Drawable {
    public var axis: Axis
    public var thickness: Double
    /// nil: the theme's separator colour.
    public var color: Color?

    public init(axis: Axis = .horizontal, thickness: Double = 0.5, color: Color? = nil, id: String? = nil) {
        self.axis = axis
        self.thickness = thickness
        self.color = color
        super.init(id: id)
    }

    open override func measureContent(using measurer: any TextMeasuring, fittingWidth: Double?) throws -> ContentMeasurement {
        axis == .horizontal
            ? ContentMeasurement(size: Size(width: View.noIntrinsicMetric, height: thickness))
            : ContentMeasurement(size: Size(width: thickness, height: View.noIntrinsicMetric))
    }

    open func draw(in context: DrawingContext) throws {
        context.fill(.rect(context.frame), color ?? context.theme.separator)
    }
}

extension Divider {
    package static let template = WidgetTemplate(
        type: "divider", summary: "A hairline, horizontal or vertical.",
        properties: [
            TemplateProperty("axis", .choice(["horizontal", "vertical"]), "Which way it runs.", default: "horizontal"),
            TemplateProperty("thickness", .number(0...100), "Its thickness in points.", default: "0.5"),
            TemplateProperty("color", .color, "Its colour (none: the theme's separator colour)."),
        ]) { values in
        Divider(axis: values.choice("axis") == "vertical" ? .vertical : .horizontal, thickness: values.number("thickness") ?? 0.5,
                color: values.color("color"))
    }
}
