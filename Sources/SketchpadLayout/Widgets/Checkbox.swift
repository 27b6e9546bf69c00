/// A square check box with an optional title after it.
///
/// ```swift
/// let terms = Checkbox("I accept the terms", isChecked: true)
/// ```
open class Checkbox: View {
    public var title: String
    public var isChecked: Bool
    public var font: FontDescription
    public var tintColor: Color?

    /// The side of the box, and the gap between box and title.
    public static let boxSize = 22.0
    public static let spacing = 8.0

    public init(_ title: String = "", isChecked: Bool = false, font: FontDescription = FontDescription(size: 17),
                tintColor: Color? = nil, id: String? = nil) {
        self.title = title
        self.isChecked = isChecked
        self.font = font
        self.tintColor = tintColor
        super.init(id: id)
    }

    open override func measureContent(using measurer: any TextMeasuring, fittingWidth: Double?) throws -> ContentMeasurement {
        guard !title.isEmpty else { return ContentMeasurement(size: Size(width: Self.boxSize, height: Self.boxSize)) }
        let metrics = try WidgetText.measure(title, font: font, using: measurer)
        return ContentMeasurement(
            size: Size(width: Self.boxSize + Self.spacing + metrics.width, height: max(Self.boxSize, metrics.height)),
            baselines: .init(first: metrics.firstBaseline, last: metrics.lastBaseline, contentHeight: metrics.height))
    }
}
