/// A piece of a view's text as layout measured it: what the text-fit check compares with the
/// frame the view ends up with (so the check never measures again and cannot disagree with layout).
///
/// Views report theirs in ``ContentMeasurement/texts`` and say where each goes in
/// ``View/textFrames(in:measurement:layoutDirection:)``.
///
/// ```swift
/// let metrics = try measurer.measure("Sign in", font: font, maxWidth: nil, maxLines: 1)
/// ContentMeasurement(size: Size(width: metrics.width + 40, height: 44),
///                    texts: [MeasuredText("Sign in", font: font, metrics: metrics, maxLines: 1)])
/// ```
public struct MeasuredText: Hashable, Sendable {
    public var text: String
    public var font: FontDescription
    public var metrics: TextMetrics
    /// The most lines the view shows (nil: any number). Text cut to them ends with an ellipsis, so
    /// a one-line text narrower than it was measured is truncated, not clipped.
    public var maxLines: Int?

    public init(_ text: String, font: FontDescription, metrics: TextMetrics, maxLines: Int? = 1) {
        self.text = text
        self.font = font
        self.metrics = metrics
        self.maxLines = maxLines
    }
}
