/// An on/off switch, 51 × 31 pt like iOS's.
///
/// ```swift
/// let wifi = Switch(isOn: true, id: "wifi")
/// ```
open class Switch: View {
    public var isOn: Bool
    /// nil: the theme's "on" colour.
    public var tintColor: Color?

    public static let size = Size(width: 51, height: 31)

    public init(isOn: Bool = false, tintColor: Color? = nil, id: String? = nil) {
        self.isOn = isOn
        self.tintColor = tintColor
        super.init(id: id)
    }

    open override func measureContent(using measurer: any TextMeasuring, fittingWidth: Double?) throws -> ContentMeasurement {
        ContentMeasurement(size: Self.size)
    }
}
