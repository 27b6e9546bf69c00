import Foundation
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
    /// One segment's content and settings (titles are drawn; the rest is stored).
    private struct Segment {
        var title = ""
        var image: UIImage?
        var action: UIAction?
        var isEnabled = true
        var width: CGFloat = 0
        var contentOffset = CGSize.zero
    }
    private var segments: [Segment] = []
    private var titles: [String] { segments.map(\.title) }
    private var titleAttributesByState: [UInt: [NSAttributedString.Key: Any]] = [:]

    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        segments = (items ?? []).map { item in
            if let image = item as? UIImage { return Segment(image: image) }
            return Segment(title: "\(item)")
        }
    }

    /// A control with one segment per action, titled by the action's title.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        segments = actions.map { Segment(title: $0.title, image: $0.image, action: $0) }
    }

    open var selectedSegmentIndex = UISegmentedControl.noSegment
    open var numberOfSegments: Int { segments.count }
    open var selectedSegmentTintColor: UIColor?
    /// Stored: momentary controls show no selection after a tap (nothing is tapped here).
    open var isMomentary = false
    /// Stored (segments are drawn equally wide).
    open var apportionsSegmentWidthsByContent = false

    private func insert(_ segment: Segment, at index: Int) {
        segments.insert(segment, at: max(0, min(index, segments.count)))
        invalidateIntrinsicContentSize()
    }

    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title ?? ""), at: segment)
    }

    /// Inserts an image segment (stored: images in segments are not drawn yet).
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }

    /// Inserts a segment titled by `action`'s title that runs it when chosen.
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(Segment(title: action.title, image: action.image, action: action), at: segment)
    }

    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if selectedSegmentIndex == segment { selectedSegmentIndex = UISegmentedControl.noSegment }
        invalidateIntrinsicContentSize()
    }

    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title ?? ""
        invalidateIntrinsicContentSize()
    }

    open func titleForSegment(at segment: Int) -> String? { segments.indices.contains(segment) ? segments[segment].title : nil }
    open func removeAllSegments() { segments = []; invalidateIntrinsicContentSize() }

    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        if segments.indices.contains(segment) { segments[segment].image = image }
    }
    open func imageForSegment(at segment: Int) -> UIImage? { segments.indices.contains(segment) ? segments[segment].image : nil }

    open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].action = action
        segments[segment].title = action.title
        invalidateIntrinsicContentSize()
    }
    open func actionForSegment(at segment: Int) -> UIAction? { segments.indices.contains(segment) ? segments[segment].action : nil }

    /// The index of the segment whose action has `identifier`, or ``noSegment``.
    open func segmentIndex(identifiedBy identifier: UIAction.Identifier) -> Int {
        segments.firstIndex { $0.action?.identifier == identifier } ?? UISegmentedControl.noSegment
    }

    /// Stored (disabled segments are not drawn dimmed yet).
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        if segments.indices.contains(segment) { segments[segment].isEnabled = enabled }
    }
    open func isEnabledForSegment(at segment: Int) -> Bool { segments.indices.contains(segment) ? segments[segment].isEnabled : false }

    /// Stored (content is drawn centred in its segment).
    open func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) {
        if segments.indices.contains(segment) { segments[segment].contentOffset = offset }
    }
    open func contentOffsetForSegment(at segment: Int) -> CGSize { segments.indices.contains(segment) ? segments[segment].contentOffset : .zero }

    /// Stored: 0 means automatic (segments are drawn equally wide).
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        if segments.indices.contains(segment) { segments[segment].width = width }
    }
    open func widthForSegment(at segment: Int) -> CGFloat { segments.indices.contains(segment) ? segments[segment].width : 0 }

    /// Stored per state (titles are drawn in the system style).
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributesByState[state.rawValue] = attributes
    }
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? { titleAttributesByState[state.rawValue] }

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
