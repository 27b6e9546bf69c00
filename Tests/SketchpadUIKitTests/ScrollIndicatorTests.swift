import Foundation
import Sketchpad
import Testing
@_spi(SnapshotTesting) import SketchpadUIKit

/// The two `_UIScrollViewScrollIndicator` subviews iOS 13+ gives a laid-out scroll view, as iOS 17
/// simulators printed them in getsentry/sentry-cocoa's redaction tests (addresses purged):
/// a SwiftUI `List`'s collection view, 300×500 at `contentOffset: {0, -59}`, ends with
/// `<_UIScrollViewScrollIndicator; frame = (294 431; 3 7); alpha = 0; autoresize = LM; …>` over
/// `<UIView; frame = (0 0; 3 7); backgroundColor = UIExtendedGrayColorSpace 0 0.35; …>`, then
/// `(290 435; 7 3)`, autoresize = TM; a 40×40 web view's scroll view ends with `(34 30; 3 7)` and
/// `(30 34; 7 3)`.
@MainActor @Suite struct ScrollIndicatorTests {
    private func laidOut(width: CGFloat, height: CGFloat, offset: CGPoint? = nil) -> UIScrollView {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        scroll.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: width, height: 10)))
        if let offset { scroll.contentOffset = offset }
        scroll.layoutIfNeeded()
        return scroll
    }

    @Test func aLaidOutScrollViewEndsWithAVerticalThenAHorizontalIndicatorInItsCorner() {
        let lines = laidOut(width: 40, height: 40).recursiveDescription().components(separatedBy: "\n")
        #expect(Array(lines.suffix(4)) == [
            "   | <_UIScrollViewScrollIndicator; frame = (34 30; 3 7); alpha = 0; autoresize = LM; layer = <CALayer>>",
            "   |    | <UIView; frame = (0 0; 3 7); backgroundColor = UIExtendedGrayColorSpace 0 0.35; layer = <CALayer>>",
            "   | <_UIScrollViewScrollIndicator; frame = (30 34; 7 3); alpha = 0; autoresize = TM; layer = <CALayer>>",
            "   |    | <UIView; frame = (0 0; 7 3); backgroundColor = UIExtendedGrayColorSpace 0 0.35; layer = <CALayer>>",
        ])
    }

    @Test func theIndicatorsSitInTheVisibleAreaOfAnOffsetScrollView() {
        let scroll = laidOut(width: 300, height: 500, offset: CGPoint(x: 0, y: -59))
        let indicators = scroll.subviews.suffix(2).map { ($0.frame, "\(type(of: $0))") }
        #expect(indicators.map(\.1) == ["_UIScrollViewScrollIndicator", "_UIScrollViewScrollIndicator"])
        #expect(indicators.map(\.0) == [CGRect(x: 294, y: 431, width: 3, height: 7), CGRect(x: 290, y: 435, width: 7, height: 3)])
    }

    @Test func thereAreNoIndicatorsBeforeTheFirstLayoutAndSubviewsAddedLaterComeAfterThem() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        scroll.addSubview(content)
        #expect(scroll.subviews.count == 1)
        scroll.layoutIfNeeded()
        let later = UIView(frame: CGRect(x: 0, y: 20, width: 100, height: 10))
        scroll.addSubview(later)
        scroll.layoutIfNeeded()
        #expect(scroll.subviews.map { "\(type(of: $0))" } == ["UIView", "_UIScrollViewScrollIndicator", "_UIScrollViewScrollIndicator", "UIView"])
        #expect(scroll.subviews.first === content && scroll.subviews.last === later)
    }

    @Test func anIndicatorTurnedOffIsNotMade() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.showsHorizontalScrollIndicator = false
        scroll.layoutIfNeeded()
        #expect(scroll.subviews.map(\.autoresizingMask) == [.flexibleLeftMargin])
    }

    @Test func theIndicatorsAreNotDrawn() throws {
        func scrollView(indicators: Bool) -> UIScrollView {
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            scroll.backgroundColor = .white
            scroll.showsVerticalScrollIndicator = indicators
            scroll.showsHorizontalScrollIndicator = indicators
            return scroll
        }
        let with = scrollView(indicators: true), without = scrollView(indicators: false)
        // Compared as text: `DisplayList`'s derived `==` crashes in this test binary.
        let drawn = try "\(Scene(view: with).displayList().commands)", bare = try "\(Scene(view: without).displayList().commands)"
        #expect(drawn == bare && drawn.contains("fill"))
        #expect(with.subviews.count == 2 && without.subviews.isEmpty)
    }

    @Test func theIndicatorsKeepInsideTheirInsets() {
        let scroll = laidOut(width: 100, height: 100)
        scroll.verticalScrollIndicatorInsets = UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 10)
        scroll.layoutIfNeeded()
        #expect(scroll.subviews.suffix(2).map(\.frame) == [CGRect(x: 84, y: 70, width: 3, height: 7), CGRect(x: 90, y: 94, width: 7, height: 3)])
        // The deprecated `scrollIndicatorInsets` sets both (and reads the vertical ones).
        scroll.scrollIndicatorInsets = UIEdgeInsets(top: 0, left: 0, bottom: 5, right: 5)
        scroll.layoutIfNeeded()
        #expect(scroll.horizontalScrollIndicatorInsets == scroll.verticalScrollIndicatorInsets && scroll.scrollIndicatorInsets.bottom == 5)
        #expect(scroll.subviews.suffix(2).map(\.frame) == [CGRect(x: 89, y: 85, width: 3, height: 7), CGRect(x: 85, y: 89, width: 7, height: 3)])
    }

    /// A full-screen scroll view whose adjusted content inset takes the home indicator's 34
    /// points keeps its indicators above it, unless told not to adjust them.
    @Test(arguments: [true, false])
    func theIndicatorsKeepOutOfTheSafeAreaTheContentInsetAbsorbs(adjusts: Bool) {
        let controller = UIViewController()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        scroll.alwaysBounceVertical = true
        scroll.automaticallyAdjustsScrollIndicatorInsets = adjusts
        controller.view.addSubview(scroll)
        window.makeKeyAndVisible()
        #expect(scroll.adjustedContentInset.bottom == 34 && scroll.contentOffset.y == -47)
        let bottom: CGFloat = adjusts ? 34 : 0
        // In content coordinates: the visible area is 844 tall from the offset -47.
        #expect(scroll.subviews.suffix(2).map(\.frame) == [
            CGRect(x: 384, y: -47 + 844 - bottom - 10, width: 3, height: 7),
            CGRect(x: 380, y: -47 + 844 - bottom - 6, width: 7, height: 3),
        ])
    }
}
