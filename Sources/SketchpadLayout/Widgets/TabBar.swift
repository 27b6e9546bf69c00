/// A tab bar: equally wide items, each an icon placeholder over a short title, one selected.
/// Height 49 pt (without the home-indicator area), no intrinsic width; pin it above the safe
/// area's bottom.
///
/// ```swift
/// let tabs = TabBar(["Home", "Search", "Profile"], selectedIndex: 0)
/// ```
open class TabBar: View {
    public var items: [String]
    public var selectedIndex: Int?
    public var font: FontDescription
    public var tintColor: Color?

    public static let height = 49.0
    public static let iconSize = 24.0

    public init(_ items: [String], selectedIndex: Int? = 0, font: FontDescription = FontDescription(size: 10, weight: .medium),
                tintColor: Color? = nil, id: String? = nil) {
        self.items = items
        self.selectedIndex = selectedIndex
        self.font = font
        self.tintColor = tintColor
        super.init(id: id)
    }

    open override func measureContent(using measurer: any TextMeasuring, fittingWidth: Double?) throws -> ContentMeasurement {
        ContentMeasurement(size: Size(width: View.noIntrinsicMetric, height: Self.height))
    }
}
