import SketchpadLayout

/// An on/off switch, 51 × 31 pt like iOS's.
///
/// ```swift
/// let wifi = Switch(isOn: true, id: "wifi")
/// ```
open class Switch: View, Drawable {
    public var isOn: Bool
    /// nil: the theme's "on" colour.
    public var tintColor: Color?

    package static let size = Size(width: 51, height: 31)

    public init(isOn: Bool = false, tintColor: Color? = nil, id: String? = nil) {
        self.isOn = isOn
        self.tintColor = tintColor
        super.init(id: id)
    }

    open override func measureContent(using measurer: any TextMeasuring, fittingWidth: Double?) throws -> ContentMeasurement {
        ContentMeasurement(size: Self.size)
    }

    open func draw(in context: DrawingContext) throws {
        let f = context.frame, theme = context.theme
        let track = Shape.roundedRect(f, cornerRadius: f.height / 2)
        let knobSide = max(0, f.height - 4)
        // On puts the knob at the trailing end, which is the left in right-to-left scenes.
        let atRight = isOn != context.isRightToLeft
        let knobX = atRight ? f.maxX - 2 - knobSide : f.minX + 2
        let knob = Shape.ellipse(Rect(x: knobX, y: f.minY + 2, width: knobSide, height: knobSide))
        context.fill(track, isOn ? (tintColor ?? Color(hex: 0x34C759)) : theme.track, as: isOn ? .stroke : .fill)
        context.shadow(knob, theme.knobShadow)
        context.fill(knob, theme.knob)
    }
}

extension Switch {
    package static let template = WidgetTemplate(
        type: "switch", summary: "An on/off switch.",
        properties: [
            TemplateProperty("isOn", .boolean, "Whether it is on.", default: "false", aliases: ["on"]),
            TemplateProperty("tint", .color, "The track colour when on (none: green).", aliases: ["onTintColor"]),
        ]) { values in
        Switch(isOn: values.bool("isOn") ?? false, tintColor: values.color("tint"))
    }
}

extension Switch {
    /// The template's keys as argument labels, so a template reads the same in Swift:
    /// `{type: switch, isOn:, tint:}`.
    public convenience init(isOn: Bool = false, tint: Color?, id: String? = nil) {
        self.init(isOn: isOn, tintColor: tint, id: id)
    }
}
