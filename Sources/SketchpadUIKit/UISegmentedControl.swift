import SketchpadLayout
import SketchpadWidgets

/// A row of segments: UIKit's `UISegmentedControl`, drawn as Sketchpad's `SegmentedControl`.
///
/// ```swift
/// let period = UISegmentedControl(items: ["Day", "Week", "Month"])
/// period.selectedSegmentIndex = 1
/// ```
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    public static let noSegment = -1
    override class func makeNode() -> View { ViewNode(content: SegmentedControl([])) }
    private var titles: [String] = []

    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        titles = (items ?? []).map { "\($0)" }
    }

    open var selectedSegmentIndex = UISegmentedControl.noSegment
    open var numberOfSegments: Int { titles.count }
    open var selectedSegmentTintColor: UIColor?

    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        titles.insert(title ?? "", at: max(0, min(segment, titles.count)))
        invalidateIntrinsicContentSize()
    }

    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard titles.indices.contains(segment) else { return }
        titles[segment] = title ?? ""
        invalidateIntrinsicContentSize()
    }

    open func titleForSegment(at segment: Int) -> String? { titles.indices.contains(segment) ? titles[segment] : nil }
    open func removeAllSegments() { titles = []; invalidateIntrinsicContentSize() }

    open override var intrinsicContentSize: CGSize {
        prepareNodeForLayout()
        return nodeIntrinsicContentSize()
    }

    override func prepareNodeForLayout() {
        let s = content(as: SegmentedControl.self)
        s.segments = titles
        s.selectedIndex = titles.indices.contains(selectedSegmentIndex) ? selectedSegmentIndex : nil
    }
}
