/// A thin bar filled to `progress` (0…1). Intrinsic height 4 pt, no intrinsic width.
///
/// ```swift
/// let upload = ProgressBar(progress: 0.35)
/// ```
open class ProgressBar: View {
    /// Clamped to 0…1 when drawn.
    public var progress: Double
    public var tintColor: Color?

    public static let height = 4.0

    public init(progress: Double = 0, tintColor: Color? = nil, id: String? = nil) {
        self.progress = progress
        self.tintColor = tintColor
        super.init(id: id)
    }

    open override func measureContent(using measurer: any TextMeasuring, fittingWidth: Double?) throws -> ContentMeasurement {
        ContentMeasurement(size: Size(width: View.noIntrinsicMetric, height: Self.height))
    }
}
