import SketchpadLayout
import SketchpadWidgets

/// A view that shows part of a larger content area: UIKit's `UIScrollView`. Lay content out
/// against ``contentLayoutGuide`` (or the scroll view's edges, which mean the content area, as
/// in UIKit) and size it against ``frameLayoutGuide``; the visible part, at ``contentOffset``,
/// is what renders (the scroll view clips).
///
/// ```swift
/// scrollView.addSubview(stack)
/// NSLayoutConstraint.activate([
///     stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
///     stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
///     stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
///     stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
///     stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
/// ])
/// ```
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// The content area: its edges are where content starts and ends, its size the content size.
    public let contentLayoutGuide = UILayoutGuide()
    /// The scroll view's own frame, for sizing content relative to the visible area.
    public let frameLayoutGuide = UILayoutGuide()
    private var guideConstraints: [Constraint] = []
    /// The scroll view's delegate (held weakly; nothing scrolls here, so it is not called).
    open weak var delegate: (any UIScrollViewDelegate)?
    /// The pull-to-refresh control (stored: a still is not pulled, so it is not drawn and not a subview).
    open var refreshControl: UIRefreshControl?
    /// The scroll view's drag recognizer (UIKit's, a `UIScrollViewPanGestureRecognizer` sending
    /// `handlePan:` to the scroll view; it never recognises here). Attached from the start, so
    /// `gestureRecognizers` lists it and the description shows it, as on iOS.
    public let panGestureRecognizer: UIPanGestureRecognizer = UIScrollViewPanGestureRecognizer()
    /// The scroll view's pinch recognizer while it can zoom (``maximumZoomScale`` above
    /// ``minimumZoomScale``), else nil, as in UIKit.
    public var pinchGestureRecognizer: UIPinchGestureRecognizer? { zoomIsPossible ? pinchRecognizer : nil }
    private lazy var pinchRecognizer: UIPinchGestureRecognizer = UIScrollViewPinchGestureRecognizer(target: self, action: Selector("handlePinch:"))
    /// The recognizer of directional presses (deprecated in UIKit: tvOS's remote).
    @available(*, deprecated, message: "Configuring the panGestureRecognizer for indirect scrolling automatically supports directional presses now, so this property is no longer useful.")
    public var directionalPressGestureRecognizer: UIGestureRecognizer { directionalPressRecognizer }
    private let directionalPressRecognizer = UIGestureRecognizer()
    private var zoomIsPossible: Bool { maximumZoomScale > minimumZoomScale }
    /// Attaches or detaches the pinch recognizer as zooming becomes possible or not.
    private func updatePinchRecognizer() {
        if zoomIsPossible { addGestureRecognizer(pinchRecognizer) } else { removeGestureRecognizer(pinchRecognizer) }
    }
    override var descriptionSuffix: String {
        let o = contentOffset, s = contentSize, i = adjustedContentInset
        let n = UIView.fullNumber
        return "; contentOffset: {\(n(o.x)), \(n(o.y))}; contentSize: {\(n(s.width)), \(n(s.height))}; adjustedContentInset: {\(n(i.top)), \(n(i.left)), \(n(i.bottom)), \(n(i.right))}"
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpGuides()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpGuides()
    }

    private func setUpGuides() {
        panGestureRecognizer.delaysTouchesEnded = false
        panGestureRecognizer.addTarget(self, action: Selector("handlePan:"))
        addGestureRecognizer(panGestureRecognizer)
        contentLayoutGuide.identifier = "UIScrollView-contentLayoutGuide"
        frameLayoutGuide.identifier = "UIScrollView-frameLayoutGuide"
        addLayoutGuide(contentLayoutGuide)
        addLayoutGuide(frameLayoutGuide)
        clipsToBounds = true
    }

    /// The point of the content shown at the scroll view's top-left corner. Until it is set,
    /// it follows ``adjustedContentInset`` so the content starts inside it (at the top of the safe
    /// area, for a full-screen scroll view), as a scroll view that was never scrolled does in UIKit.
    open var contentOffset: CGPoint {
        get { boundsOrigin }
        set { offsetWasSet = true; boundsOrigin = newValue; UIView.layoutGeneration &+= 1 }
    }
    private var offsetWasSet = false
    /// The scroll indicators, made at the first layout (see `layOutScrollIndicators()`).
    var verticalIndicator: _UIScrollViewScrollIndicator?
    var horizontalIndicator: _UIScrollViewScrollIndicator?

    /// Whether the content is scrolled down from its resting top (never, until an offset is set:
    /// until then the offset follows the insets).
    var isScrolledFromTop: Bool { offsetWasSet && contentOffset.y > -adjustedContentInset.top + 0.5 }

    /// The insets of the content: ``contentInset`` plus the scroll view's safe-area insets on
    /// the edges ``contentInsetAdjustmentBehavior`` adjusts. UIKit's header (`UIScrollView.h`)
    /// defines the behaviours:
    /// - `.scrollableAxes`: "Edges for scrollable axes are adjusted (i.e.,
    ///   contentSize.width/height > frame.size.width/height or alwaysBounceHorizontal/Vertical = YES)".
    /// - `.automatic`: "Similar to .scrollableAxes, but for backward compatibility will also adjust
    ///   the top & bottom contentInset when the scroll view is owned by a view controller with
    ///   automaticallyAdjustsScrollViewInsets = YES inside a navigation controller, regardless of
    ///   whether the scroll view is scrollable"; Apple's documentation page of the case says
    ///   "displayed by a navigation or tab bar controller", which this follows (see
    ///   `isContentScrollViewOfABarController`).
    /// - `.never`: "contentInset is not adjusted"; `.always`: "contentInset is always adjusted by
    ///   the scroll view's safeAreaInsets".
    ///
    /// So a collection view whose few cells do not fill a navigation controller's screen still
    /// starts them under the navigation bar, as on iOS.
    open var adjustedContentInset: UIEdgeInsets {
        let safe = safeAreaInsets
        var insets = contentInset
        let size = contentSize
        var vertical: Bool, horizontal: Bool
        switch contentInsetAdjustmentBehavior {
        case .never: (vertical, horizontal) = (false, false)
        case .always: (vertical, horizontal) = (true, true)
        case .automatic, .scrollableAxes:
            vertical = alwaysBounceVertical || size.height > bounds.height
            horizontal = alwaysBounceHorizontal || size.width > bounds.width
            if contentInsetAdjustmentBehavior == .automatic && isContentScrollViewOfABarController { vertical = true }
        }
        if vertical { insets.top += safe.top; insets.bottom += safe.bottom }
        if horizontal { insets.left += safe.left; insets.right += safe.right }
        return insets
    }

    /// Whether this scroll view is the content of a view controller that a navigation or tab bar
    /// controller shows and that keeps ``UIViewController/automaticallyAdjustsScrollViewInsets``:
    /// the controller's view itself (a table or collection view controller's), or the first
    /// subview of its view. That is the scroll view iOS 7's `automaticallyAdjustsScrollViewInsets`
    /// adjusted, the behaviour `.automatic` keeps "for backward compatibility" (the rule as a
    /// public reimplementation, reidmain/Silicon's `adjustableScrollView`, finds it).
    var isContentScrollViewOfABarController: Bool {
        let controller: UIViewController
        if let own = owningViewController {
            controller = own
        } else if let container = superview, let own = container.owningViewController, container.subviews.first === self {
            controller = own
        } else {
            return false
        }
        guard controller.adjustsScrollViewInsets else { return false }
        return controller.navigationController != nil || controller.tabBarController != nil
    }

    /// Sets the offset (there is no animation here).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }

    /// The size of the content: the content guide's size after layout; setting it sizes the
    /// guide where no constraint does.
    open var contentSize: CGSize {
        get {
            let f = contentLayoutGuide.backing.layoutFrame
            return rootView.lastLayoutResult == nil ? contentSizeStorage : CGSize(width: f.width, height: f.height)
        }
        set { contentSizeStorage = newValue; UIView.layoutGeneration &+= 1 }
    }
    private var contentSizeStorage = CGSize.zero

    open var contentInset: UIEdgeInsets = .zero { didSet { UIView.layoutGeneration &+= 1 } }
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var alwaysBounceVertical = false { didSet { UIView.layoutGeneration &+= 1 } }
    open var alwaysBounceHorizontal = false { didSet { UIView.layoutGeneration &+= 1 } }
    open var isScrollEnabled = true
    /// Sets both ``verticalScrollIndicatorInsets`` and ``horizontalScrollIndicatorInsets`` (UIKit's
    /// getter is deprecated and undefined when they differ; here it reads the vertical one).
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set { verticalScrollIndicatorInsets = newValue; horizontalScrollIndicatorInsets = newValue }
    }
    /// Insets the vertical indicator from the visible area's edges (see `layOutScrollIndicators()`).
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero { didSet { UIView.layoutGeneration &+= 1 } }
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero { didSet { UIView.layoutGeneration &+= 1 } }
    /// Whether the indicators also keep out of the safe area that ``adjustedContentInset`` adds.
    open var automaticallyAdjustsScrollIndicatorInsets = true { didSet { UIView.layoutGeneration &+= 1 } }
    // Stored: nothing scrolls or zooms here.
    open var minimumZoomScale: CGFloat = 1 { didSet { updatePinchRecognizer() } }
    open var maximumZoomScale: CGFloat = 1 { didSet { updatePinchRecognizer() } }
    open var zoomScale: CGFloat = 1
    /// Sets ``zoomScale`` within ``minimumZoomScale``…``maximumZoomScale``, as UIKit clamps it
    /// (stored: content is drawn unzoomed).
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        zoomScale = min(max(scale, minimumZoomScale), maximumZoomScale)
    }
    /// Zooms so `rect` fills the view (needs a delegate's view for zooming; nothing is zoomed here).
    open func zoom(to rect: CGRect, animated: Bool) {}
    open var keyboardDismissMode: KeyboardDismissMode = .none
    public enum KeyboardDismissMode: Int, Sendable { case none = 0, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory }
    open var isDecelerating: Bool { false }
    open var isDragging: Bool { false }
    open var isTracking: Bool { false }
    /// Scrolls so `rect` (content coordinates) is visible, by the least movement, as UIKit does.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        var offset = contentOffset
        let visible = CGRect(origin: offset, size: bounds.size)
        if rect.maxX > visible.maxX { offset.x += rect.maxX - visible.maxX }
        if rect.minX < offset.x { offset.x = rect.minX }
        if rect.maxY > visible.maxY { offset.y += rect.maxY - visible.maxY }
        if rect.minY < offset.y { offset.y = rect.minY }
        contentOffset = offset
    }
    open var isPagingEnabled = false
    open var bounces = true
    /// Scrolling and touch settings of the SDK (stored: nothing scrolls or is touched in a picture).
    open var isDirectionalLockEnabled = false
    open var indicatorStyle = IndicatorStyle.default
    open var decelerationRate = DecelerationRate.normal
    open var delaysContentTouches = true
    open var canCancelContentTouches = true
    open var bouncesZoom = true
    open var scrollsToTop = true
    open var allowsKeyboardScrolling = true
    /// Whether the user is zooming, or the zoom is bouncing back (never: nothing is touched here).
    open var isZooming: Bool { false }
    open var isZoomBouncing: Bool { false }
    /// Shows the scroll indicators for a moment (nothing to show in a picture).
    open func flashScrollIndicators() {}
    /// Called when ``adjustedContentInset`` changed.
    open func adjustedContentInsetDidChange() {}

    /// The colour of the scroll indicators (stored: indicators are not drawn).
    public enum IndicatorStyle: Int, Sendable { case `default` = 0, black, white }

    /// How fast scrolling slows after a flick (stored).
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { UIView.layoutGeneration &+= 1 }
    }

    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic = 0, scrollableAxes, never, always
    }

    override func prepareNodeForLayout() {
        if !offsetWasSet {
            let insets = adjustedContentInset
            let resting = CGPoint(x: -insets.left, y: -insets.top)
            if boundsOrigin != resting {
                boundsOrigin = resting
                UIView.layoutGeneration &+= 1
            }
        }
        Constraint.deactivate(guideConstraints)
        let location = SourceLocation(file: "SketchpadUIKit/UIScrollView", line: 0)
        let content = contentLayoutGuide.backing, frame = frameLayoutGuide.backing
        func c(_ item: any LayoutItem, _ a: LayoutAttribute, _ other: (any LayoutItem)?, _ b: LayoutAttribute,
               _ constant: CGFloat, _ priority: LayoutPriority = .required) -> Constraint {
            Constraint(item: item, attribute: a, toItem: other, attribute: b, constant: Double(constant),
                       priority: priority, location: location)
        }
        guideConstraints = [
            c(frame, .left, node, .left, 0), c(frame, .top, node, .top, 0),
            c(frame, .width, node, .width, 0), c(frame, .height, node, .height, 0),
            // The content area starts at the offset's opposite.
            c(content, .left, node, .left, -contentOffset.x), c(content, .top, node, .top, -contentOffset.y),
            // Where no constraint sizes the content, `contentSize` does.
            c(content, .width, nil, .notAnAttribute, contentSizeStorage.width, LayoutPriority(1)),
            c(content, .height, nil, .notAnAttribute, contentSizeStorage.height, LayoutPriority(1)),
        ]
        Constraint.activate(guideConstraints)
    }
}
