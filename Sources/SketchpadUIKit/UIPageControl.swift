import SketchpadLayout
import SketchpadWidgets

/// A row of page dots: UIKit's `UIPageControl`, drawn as 7-point dots 9 points apart, centred,
/// the current page's dot in ``currentPageIndicatorTintColor`` (white by default), the others
/// in ``pageIndicatorTintColor`` (white at 40% by default). As wide as its dots and 37 points
/// tall (``size(forNumberOfPages:)``); hidden dots when ``hidesForSinglePage`` and one page.
///
/// ```swift
/// let pages = UIPageControl()
/// pages.numberOfPages = 3
/// pages.currentPage = 1
/// ```
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    /// How the last page change happened (always `.none` here: nothing is tapped or scrubbed).
    public enum InteractionState: Int, Sendable { case none = 0, discrete = 1, continuous = 2 }
    /// The background behind the dots (stored: no background is drawn).
    public enum BackgroundStyle: Int, Sendable { case automatic = 0, prominent = 1, minimal = 2 }
    /// The direction of the dots (stored: they are laid out from the leading edge).
    public enum Direction: Int, Sendable { case natural = 0, leftToRight = 1, rightToLeft = 2, topToBottom = 3, bottomToTop = 4 }

    // Page controls hug at 750 on both axes, as UIKit's fixed-size controls do.
    override class func makeNode() -> View { hugging(ViewNode(content: PageDots()), 750, 750) }

    /// Default 0.
    open var numberOfPages = 0 {
        didSet {
            if numberOfPages < 0 { numberOfPages = 0 }
            if currentPage >= numberOfPages { currentPage = Swift.max(0, numberOfPages - 1) }
            invalidateIntrinsicContentSize()
        }
    }
    /// Default 0, pinned to `0..<numberOfPages` as UIKit pins it.
    open var currentPage = 0 {
        didSet {
            let pinned = Swift.min(Swift.max(currentPage, 0), Swift.max(0, numberOfPages - 1))
            if pinned != currentPage { currentPage = pinned }
            setNeedsLayout()
        }
    }
    /// Whether a control with one page is hidden (default false).
    open var hidesForSinglePage = false { didSet { setNeedsLayout() } }
    /// The other pages' dots; nil (the default) draws them white at 40%.
    open var pageIndicatorTintColor: UIColor?
    /// The current page's dot; nil (the default) draws it white.
    open var currentPageIndicatorTintColor: UIColor?
    /// Stored (default `.automatic`).
    open var backgroundStyle: BackgroundStyle = .automatic
    /// Always `.none`: nothing interacts here.
    open private(set) var interactionState: InteractionState = .none
    /// Stored (default true).
    open var allowsContinuousInteraction = true
    /// Stored (default `.natural`).
    open var direction: Direction = .natural
    /// Stored: custom indicator images are not drawn yet (dots are).
    open var preferredIndicatorImage: UIImage?
    /// Stored: custom indicator images are not drawn yet (dots are).
    open var preferredCurrentPageIndicatorImage: UIImage?
    private var indicatorImages: [Int: UIImage] = [:]
    private var currentPageIndicatorImages: [Int: UIImage] = [:]

    /// The image set for `page`, nil if none was (stored).
    open func indicatorImage(forPage page: Int) -> UIImage? { indicatorImages[page] }
    /// Sets or, with nil, resets one page's indicator image (stored).
    open func setIndicatorImage(_ image: UIImage?, forPage page: Int) { indicatorImages[page] = image }
    /// The current-page image set for `page`, nil if none was (stored).
    open func currentPageIndicatorImage(forPage page: Int) -> UIImage? { currentPageIndicatorImages[page] }
    /// Sets or, with nil, resets one page's current-page indicator image (stored).
    open func setCurrentPageIndicatorImage(_ image: UIImage?, forPage page: Int) { currentPageIndicatorImages[page] = image }

    /// The least size that shows `pageCount` dots: 7 points a dot, 9 between, 37 tall.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let size = PageDots.size(forCount: pageCount)
        return CGSize(width: CGFloat(size.width), height: CGFloat(size.height))
    }

    /// Stored (deprecated in iOS 14: does nothing reasonable with the new interaction mode).
    @available(iOS, deprecated: 14.0, message: "defersCurrentPageDisplay no longer does anything reasonable with the new interaction mode.")
    open var defersCurrentPageDisplay: Bool {
        get { defersDisplay }
        set { defersDisplay = newValue }
    }
    private var defersDisplay = false
    /// Does nothing (deprecated in iOS 14).
    @available(iOS, deprecated: 14.0, message: "updateCurrentPageDisplay no longer does anything reasonable with the new interaction mode.")
    open func updateCurrentPageDisplay() {}

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    override func prepareNodeForLayout() {
        let dots = content(as: PageDots.self)
        dots.count = hidesForSinglePage && numberOfPages == 1 ? 0 : numberOfPages
        dots.current = currentPage
        dots.dotColor = pageIndicatorTintColor?.color(in: traitCollection) ?? Color.white.withAlpha(0.4)
        dots.currentDotColor = currentPageIndicatorTintColor?.color(in: traitCollection) ?? .white
    }
}
