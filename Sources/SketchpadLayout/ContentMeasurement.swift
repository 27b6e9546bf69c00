/// What a view knows about its own content: its intrinsic size and, for text, its baselines.
///
/// Returned by ``View/measureContent(using:fittingWidth:)``. Either dimension of ``size`` may be
/// ``View/noIntrinsicMetric``.
///
/// ```swift
/// ContentMeasurement(size: Size(width: 80, height: 20),
///                    baselines: .init(first: 16, last: 16, contentHeight: 20))
/// ```
public struct ContentMeasurement: Hashable, Sendable {
    /// Where the text lines sit. Offsets are from the top of a content box of height
    /// `contentHeight` that is centred vertically in the view's frame (as a label draws its text),
    /// so the baseline of a view of height `h` is at `top + (h − contentHeight)/2 + first`.
    public struct Baselines: Hashable, Sendable {
        public var first: Double
        public var last: Double
        public var contentHeight: Double

        public init(first: Double, last: Double, contentHeight: Double) {
            self.first = first
            self.last = last
            self.contentHeight = contentHeight
        }
    }

    public var size: Size
    /// nil: the view has no text; its baselines are its bottom edge (as in Auto Layout).
    public var baselines: Baselines?
    /// Every piece of text the view draws, as measured (see ``View/textFrames(in:measurement:layoutDirection:)``
    /// for where each goes); layout checks that each fits the frame it gets.
    public var texts: [MeasuredText]

    public init(size: Size, baselines: Baselines? = nil, texts: [MeasuredText] = []) {
        self.size = size
        self.baselines = baselines
        self.texts = texts
    }

    /// No intrinsic size and no baselines.
    public static let none = ContentMeasurement(size: Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
}
