/// A horizontal slider with a value from 0 to 1. Intrinsic height 28 pt, no intrinsic width.
///
/// ```swift
/// let volume = Slider(value: 0.6, id: "volume")
/// ```
open class Slider: View {
    /// Clamped to 0…1 when drawn.
    public var value: Double
    public var tintColor: Color?

    public static let height = 28.0

    public init(value: Double = 0.5, tintColor: Color? = nil, id: String? = nil) {
        self.value = value
        self.tintColor = tintColor
        super.init(id: id)
    }

    open override func measureContent(using measurer: any TextMeasuring, fittingWidth: Double?) throws -> ContentMeasurement {
        ContentMeasurement(size: Size(width: View.noIntrinsicMetric, height: Self.height))
    }
}
