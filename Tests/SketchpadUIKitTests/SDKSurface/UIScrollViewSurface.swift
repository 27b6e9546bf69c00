import Foundation
import SketchpadUIKit
import Testing

/// The members of `UIScrollView` in the iOS 17 SDK (UIScrollView.h), referenced with their SDK
/// signatures: a missing member does not compile. (`refreshControl` is in
/// `UIStepperPageAndRefreshControlSurface`; the gesture recognizers in `UIGestureRecognizerSurface`.)
@MainActor
enum UIScrollViewSurface {
    static func reference(_ s: UIScrollView) {
        let _: ReferenceWritableKeyPath<UIScrollView, CGPoint> = \.contentOffset
        let _: ReferenceWritableKeyPath<UIScrollView, CGSize> = \.contentSize
        let _: ReferenceWritableKeyPath<UIScrollView, UIEdgeInsets> = \.contentInset
        let _: UIEdgeInsets = s.adjustedContentInset
        let _: () -> Void = s.adjustedContentInsetDidChange
        let _: ReferenceWritableKeyPath<UIScrollView, UIScrollView.ContentInsetAdjustmentBehavior> = \.contentInsetAdjustmentBehavior
        let _: ReferenceWritableKeyPath<UIScrollView, Bool> = \.automaticallyAdjustsScrollIndicatorInsets
        let _: UILayoutGuide = s.contentLayoutGuide
        let _: UILayoutGuide = s.frameLayoutGuide
        let _: ReferenceWritableKeyPath<UIScrollView, Bool> = \.isDirectionalLockEnabled
        let _: ReferenceWritableKeyPath<UIScrollView, Bool> = \.bounces
        let _: ReferenceWritableKeyPath<UIScrollView, Bool> = \.alwaysBounceVertical
        let _: ReferenceWritableKeyPath<UIScrollView, Bool> = \.alwaysBounceHorizontal
        let _: ReferenceWritableKeyPath<UIScrollView, Bool> = \.isPagingEnabled
        let _: ReferenceWritableKeyPath<UIScrollView, Bool> = \.isScrollEnabled
        let _: ReferenceWritableKeyPath<UIScrollView, Bool> = \.showsVerticalScrollIndicator
        let _: ReferenceWritableKeyPath<UIScrollView, Bool> = \.showsHorizontalScrollIndicator
        let _: ReferenceWritableKeyPath<UIScrollView, UIScrollView.IndicatorStyle> = \.indicatorStyle
        let _: ReferenceWritableKeyPath<UIScrollView, UIEdgeInsets> = \.verticalScrollIndicatorInsets
        let _: ReferenceWritableKeyPath<UIScrollView, UIEdgeInsets> = \.horizontalScrollIndicatorInsets
        let _: ReferenceWritableKeyPath<UIScrollView, UIEdgeInsets> = \.scrollIndicatorInsets
        let _: ReferenceWritableKeyPath<UIScrollView, UIScrollView.DecelerationRate> = \.decelerationRate
        let _: (CGPoint, Bool) -> Void = s.setContentOffset(_:animated:)
        let _: (CGRect, Bool) -> Void = s.scrollRectToVisible(_:animated:)
        let _: () -> Void = s.flashScrollIndicators
        let _: Bool = s.isTracking
        let _: Bool = s.isDragging
        let _: Bool = s.isDecelerating
        let _: ReferenceWritableKeyPath<UIScrollView, Bool> = \.delaysContentTouches
        let _: ReferenceWritableKeyPath<UIScrollView, Bool> = \.canCancelContentTouches
        let _: ReferenceWritableKeyPath<UIScrollView, CGFloat> = \.minimumZoomScale
        let _: ReferenceWritableKeyPath<UIScrollView, CGFloat> = \.maximumZoomScale
        let _: ReferenceWritableKeyPath<UIScrollView, CGFloat> = \.zoomScale
        let _: (CGFloat, Bool) -> Void = s.setZoomScale(_:animated:)
        let _: (CGRect, Bool) -> Void = s.zoom(to:animated:)
        let _: ReferenceWritableKeyPath<UIScrollView, Bool> = \.bouncesZoom
        let _: Bool = s.isZooming
        let _: Bool = s.isZoomBouncing
        let _: ReferenceWritableKeyPath<UIScrollView, Bool> = \.scrollsToTop
        let _: ReferenceWritableKeyPath<UIScrollView, UIScrollView.KeyboardDismissMode> = \.keyboardDismissMode
        let _: ReferenceWritableKeyPath<UIScrollView, Bool> = \.allowsKeyboardScrolling
    }
}

@MainActor
@Suite struct UIScrollViewSurfaceTests {
    @Test func everyMemberIsThereWithUIKitsDefaults() {
        let scroll = UIScrollView()
        UIScrollViewSurface.reference(scroll)
        #expect(scroll.delaysContentTouches && scroll.canCancelContentTouches && scroll.scrollsToTop && scroll.bouncesZoom)
        #expect(scroll.decelerationRate == .normal && scroll.indicatorStyle == .default && !scroll.isDirectionalLockEnabled)
        scroll.maximumZoomScale = 3
        scroll.setZoomScale(5, animated: false)
        #expect(scroll.zoomScale == 3)
    }
}
