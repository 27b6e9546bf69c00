import Foundation
import SketchpadUIKit
import Testing

/// The members of `UIStepper`, `UIPageControl` and `UIRefreshControl` in the iOS 17 SDK
/// (UIStepper.h, UIPageControl.h, UIRefreshControl.h) and `refreshControl` on `UIScrollView` and
/// `UITableViewController`, referenced with their SDK signatures: a missing member does not
/// compile. Not mirrored yet: `UIPageControl.progress` (iOS 16's `UIPageControlProgress`).
@MainActor
enum UIStepperPageAndRefreshControlSurface {
    static func reference(_ s: UIStepper, _ p: UIPageControl, _ r: UIRefreshControl, _ scroll: UIScrollView,
                          _ table: UITableViewController) {
        let _: (CGRect) -> UIStepper = UIStepper.init(frame:)
        let _: () -> UIStepper = UIStepper.init
        let _: ReferenceWritableKeyPath<UIStepper, Bool> = \.isContinuous
        let _: ReferenceWritableKeyPath<UIStepper, Bool> = \.autorepeat
        let _: ReferenceWritableKeyPath<UIStepper, Bool> = \.wraps
        let _: ReferenceWritableKeyPath<UIStepper, Double> = \.value
        let _: ReferenceWritableKeyPath<UIStepper, Double> = \.minimumValue
        let _: ReferenceWritableKeyPath<UIStepper, Double> = \.maximumValue
        let _: ReferenceWritableKeyPath<UIStepper, Double> = \.stepValue
        let _: ReferenceWritableKeyPath<UIStepper, UIColor?> = \.tintColor
        let _: (UIImage?, UIControl.State) -> Void = s.setBackgroundImage(_:for:)
        let _: (UIControl.State) -> UIImage? = s.backgroundImage(for:)
        let _: (UIImage?, UIControl.State, UIControl.State) -> Void = s.setDividerImage(_:forLeftSegmentState:rightSegmentState:)
        let _: (UIControl.State, UIControl.State) -> UIImage? = s.dividerImage(forLeftSegmentState:rightSegmentState:)
        let _: (UIImage?, UIControl.State) -> Void = s.setIncrementImage(_:for:)
        let _: (UIControl.State) -> UIImage? = s.incrementImage(for:)
        let _: (UIImage?, UIControl.State) -> Void = s.setDecrementImage(_:for:)
        let _: (UIControl.State) -> UIImage? = s.decrementImage(for:)

        let _: (CGRect) -> UIPageControl = UIPageControl.init(frame:)
        let _: ReferenceWritableKeyPath<UIPageControl, Int> = \.numberOfPages
        let _: ReferenceWritableKeyPath<UIPageControl, Int> = \.currentPage
        let _: ReferenceWritableKeyPath<UIPageControl, Bool> = \.hidesForSinglePage
        let _: ReferenceWritableKeyPath<UIPageControl, UIColor?> = \.pageIndicatorTintColor
        let _: ReferenceWritableKeyPath<UIPageControl, UIColor?> = \.currentPageIndicatorTintColor
        let _: ReferenceWritableKeyPath<UIPageControl, UIPageControl.BackgroundStyle> = \.backgroundStyle
        let _: UIPageControl.BackgroundStyle = [.automatic, .prominent, .minimal][0]
        let _: KeyPath<UIPageControl, UIPageControl.InteractionState> = \.interactionState
        let _: UIPageControl.InteractionState = [.none, .discrete, .continuous][0]
        let _: ReferenceWritableKeyPath<UIPageControl, Bool> = \.allowsContinuousInteraction
        let _: ReferenceWritableKeyPath<UIPageControl, UIImage?> = \.preferredIndicatorImage
        let _: (Int) -> UIImage? = p.indicatorImage(forPage:)
        let _: (UIImage?, Int) -> Void = p.setIndicatorImage(_:forPage:)
        let _: ReferenceWritableKeyPath<UIPageControl, UIPageControl.Direction> = \.direction
        let _: UIPageControl.Direction = [.natural, .leftToRight, .rightToLeft, .topToBottom, .bottomToTop][0]
        let _: ReferenceWritableKeyPath<UIPageControl, UIImage?> = \.preferredCurrentPageIndicatorImage
        let _: (Int) -> UIImage? = p.currentPageIndicatorImage(forPage:)
        let _: (UIImage?, Int) -> Void = p.setCurrentPageIndicatorImage(_:forPage:)
        let _: (Int) -> CGSize = p.size(forNumberOfPages:)

        let _: () -> UIRefreshControl = UIRefreshControl.init
        let _: Bool = r.isRefreshing
        let _: ReferenceWritableKeyPath<UIRefreshControl, UIColor?> = \.tintColor
        let _: ReferenceWritableKeyPath<UIRefreshControl, NSAttributedString?> = \.attributedTitle
        let _: () -> Void = r.beginRefreshing
        let _: () -> Void = r.endRefreshing
        let _: ReferenceWritableKeyPath<UIScrollView, UIRefreshControl?> = \.refreshControl
        let _: ReferenceWritableKeyPath<UITableViewController, UIRefreshControl?> = \.refreshControl
    }

    /// The members the SDK deprecated, referenced where deprecation warnings are expected.
    @available(*, deprecated)
    static func referenceDeprecated(_ p: UIPageControl) {
        let _: ReferenceWritableKeyPath<UIPageControl, Bool> = \.defersCurrentPageDisplay
        let _: () -> Void = p.updateCurrentPageDisplay
    }
}

@MainActor
@Suite struct UIStepperPageAndRefreshControlSurfaceTests {
    @Test func everyMemberIsThereAndKeepsItsSettings() {
        let stepper = UIStepper(), pages = UIPageControl(), refresh = UIRefreshControl()
        let table = UITableViewController(style: .plain)
        UIStepperPageAndRefreshControlSurface.reference(stepper, pages, refresh, UIScrollView(), table)
        let image = UIImage.add
        stepper.setIncrementImage(image, for: .normal)
        stepper.setDividerImage(image, forLeftSegmentState: .normal, rightSegmentState: .highlighted)
        #expect(stepper.incrementImage(for: .highlighted) === image, "a state without its own image reads the normal one")
        #expect(stepper.dividerImage(forLeftSegmentState: .normal, rightSegmentState: .highlighted) === image)
        #expect(stepper.dividerImage(forLeftSegmentState: .highlighted, rightSegmentState: .normal) == nil)
        pages.numberOfPages = 3
        pages.setIndicatorImage(image, forPage: 2)
        #expect(pages.indicatorImage(forPage: 2) === image && pages.indicatorImage(forPage: 0) == nil)
        #expect(pages.backgroundStyle == .automatic && pages.interactionState == .none && pages.allowsContinuousInteraction)
    }

    /// A refresh control is kept, not drawn: a still is not pulled. `UITableViewController`'s is its table's.
    @Test func aRefreshControlIsStoredAndTracksRefreshing() {
        let refresh = UIRefreshControl()
        #expect(!refresh.isRefreshing)
        refresh.beginRefreshing()
        #expect(refresh.isRefreshing)
        refresh.endRefreshing()
        #expect(!refresh.isRefreshing)
        refresh.attributedTitle = NSAttributedString(string: "Pull to refresh")
        #expect(refresh.attributedTitle?.string == "Pull to refresh")
        let controller = UITableViewController(style: .plain)
        controller.refreshControl = refresh
        #expect(controller.tableView.refreshControl === refresh)
        #expect(!controller.tableView.subviews.contains { $0 === refresh })
    }
}
