import Foundation
import SketchpadUIKit
import Testing

/// The members of `UIGestureRecognizer`, its delegate and its concrete subclasses in the iOS 17
/// SDK (UIGestureRecognizer.h, UIGestureRecognizerSubclass.h and the subclasses' headers), with
/// UIView's and UIScrollView's gesture members, referenced with their SDK signatures: a missing
/// member does not compile. (The press members need `UIPress`, which is not mirrored.)
@MainActor
enum UIGestureRecognizerSurface {
    static func reference(_ g: UIGestureRecognizer, _ touch: UITouch, _ event: UIEvent) {
        let _: (Any?, Selector?) -> UIGestureRecognizer = UIGestureRecognizer.init(target:action:)
        let _: () -> UIGestureRecognizer = UIGestureRecognizer.init
        let _: (NSCoder) -> UIGestureRecognizer? = UIGestureRecognizer.init(coder:)
        let _: (Any, Selector) -> Void = g.addTarget(_:action:)
        let _: (Any?, Selector?) -> Void = g.removeTarget(_:action:)
        let _: UIGestureRecognizer.State = g.state
        let _: [UIGestureRecognizer.State] = [.possible, .began, .changed, .ended, .cancelled, .failed, .recognized]
        let _: ReferenceWritableKeyPath<UIGestureRecognizer, (any UIGestureRecognizerDelegate)?> = \.delegate
        let _: ReferenceWritableKeyPath<UIGestureRecognizer, Bool> = \.isEnabled
        let _: UIView? = g.view
        let _: ReferenceWritableKeyPath<UIGestureRecognizer, Bool> = \.cancelsTouchesInView
        let _: ReferenceWritableKeyPath<UIGestureRecognizer, Bool> = \.delaysTouchesBegan
        let _: ReferenceWritableKeyPath<UIGestureRecognizer, Bool> = \.delaysTouchesEnded
        let _: ReferenceWritableKeyPath<UIGestureRecognizer, [NSNumber]> = \.allowedTouchTypes
        let _: ReferenceWritableKeyPath<UIGestureRecognizer, [NSNumber]> = \.allowedPressTypes
        let _: ReferenceWritableKeyPath<UIGestureRecognizer, Bool> = \.requiresExclusiveTouchType
        let _: (UIGestureRecognizer) -> Void = g.require(toFail:)
        let _: (UIView?) -> CGPoint = g.location(in:)
        let _: (Int, UIView?) -> CGPoint = g.location(ofTouch:in:)
        let _: Int = g.numberOfTouches
        let _: ReferenceWritableKeyPath<UIGestureRecognizer, String?> = \.name
        let _: UIEvent.ButtonMask = g.buttonMask
        let _: UIKeyModifierFlags = g.modifierFlags
        // UIGestureRecognizerSubclass.h
        g.state = .possible
        let _: (Set<UITouch>, UIEvent) -> Void = g.touchesBegan(_:with:)
        let _: (Set<UITouch>, UIEvent) -> Void = g.touchesMoved(_:with:)
        let _: (Set<UITouch>, UIEvent) -> Void = g.touchesEnded(_:with:)
        let _: (Set<UITouch>, UIEvent) -> Void = g.touchesCancelled(_:with:)
        let _: (Set<UITouch>) -> Void = g.touchesEstimatedPropertiesUpdated(_:)
        let _: () -> Void = g.reset
        let _: (UITouch, UIEvent) -> Void = g.ignore(_:for:)
        let _: (UIGestureRecognizer) -> Bool = g.canBePrevented(by:)
        let _: (UIGestureRecognizer) -> Bool = g.canPrevent(_:)
        let _: (UIGestureRecognizer) -> Bool = g.shouldRequireFailure(of:)
        let _: (UIGestureRecognizer) -> Bool = g.shouldBeRequiredToFail(by:)
        let _: (UIEvent) -> Bool = g.shouldReceive(_:)
        // UITouch, as the subclass methods see it.
        let _: (TimeInterval, UITouch.Phase, Int, UITouch.TouchType) = (touch.timestamp, touch.phase, touch.tapCount, touch.type)
        let _: [UITouch.Phase] = [.began, .moved, .stationary, .ended, .cancelled, .regionEntered, .regionMoved, .regionExited]
        let _: [UITouch.TouchType] = [.direct, .indirect, .pencil, .stylus, .indirectPointer]
        let _: (CGFloat, CGFloat, CGFloat, CGFloat, CGFloat) = (touch.majorRadius, touch.majorRadiusTolerance, touch.force, touch.maximumPossibleForce, touch.altitudeAngle)
        let _: (UIWindow?, UIView?, [UIGestureRecognizer]?) = (touch.window, touch.view, touch.gestureRecognizers)
        let _: (UIView?) -> CGPoint = touch.location(in:)
        let _: (UIView?) -> CGPoint = touch.previousLocation(in:)
        let _: (UIView?) -> CGPoint = touch.preciseLocation(in:)
        let _: (UIView?) -> CGPoint = touch.precisePreviousLocation(in:)
        let _: (UIView?) -> CGFloat = touch.azimuthAngle(in:)
        let _: UIEvent.ButtonMask = [.primary, .secondary, .button(3)]
        let _: UIKeyModifierFlags = [.alphaShift, .shift, .control, .alternate, .command, .numericPad]
    }

    static func subclasses(_ tap: UITapGestureRecognizer, _ pan: UIPanGestureRecognizer, _ hover: UIHoverGestureRecognizer) {
        let _: ReferenceWritableKeyPath<UITapGestureRecognizer, Int> = \.numberOfTapsRequired
        let _: ReferenceWritableKeyPath<UITapGestureRecognizer, Int> = \.numberOfTouchesRequired
        let _: ReferenceWritableKeyPath<UITapGestureRecognizer, UIEvent.ButtonMask> = \.buttonMaskRequired
        let _: ReferenceWritableKeyPath<UIPanGestureRecognizer, Int> = \.maximumNumberOfTouches
        let _: ReferenceWritableKeyPath<UIPanGestureRecognizer, Int> = \.minimumNumberOfTouches
        let _: ReferenceWritableKeyPath<UIPanGestureRecognizer, UIScrollTypeMask> = \.allowedScrollTypesMask
        let _: UIScrollTypeMask = [.discrete, .continuous, .all]
        let _: [UIScrollType] = [.discrete, .continuous]
        let _: (UIView?) -> CGPoint = pan.translation(in:)
        let _: (CGPoint, UIView?) -> Void = pan.setTranslation(_:in:)
        let _: (UIView?) -> CGPoint = pan.velocity(in:)
        let _: ReferenceWritableKeyPath<UILongPressGestureRecognizer, Int> = \.numberOfTapsRequired
        let _: ReferenceWritableKeyPath<UILongPressGestureRecognizer, Int> = \.numberOfTouchesRequired
        let _: ReferenceWritableKeyPath<UILongPressGestureRecognizer, TimeInterval> = \.minimumPressDuration
        let _: ReferenceWritableKeyPath<UILongPressGestureRecognizer, CGFloat> = \.allowableMovement
        let _: ReferenceWritableKeyPath<UISwipeGestureRecognizer, UISwipeGestureRecognizer.Direction> = \.direction
        let _: ReferenceWritableKeyPath<UISwipeGestureRecognizer, Int> = \.numberOfTouchesRequired
        let _: UISwipeGestureRecognizer.Direction = [.right, .left, .up, .down]
        let _: ReferenceWritableKeyPath<UIPinchGestureRecognizer, CGFloat> = \.scale
        let _: KeyPath<UIPinchGestureRecognizer, CGFloat> = \.velocity
        let _: ReferenceWritableKeyPath<UIRotationGestureRecognizer, CGFloat> = \.rotation
        let _: KeyPath<UIRotationGestureRecognizer, CGFloat> = \.velocity
        let _: ReferenceWritableKeyPath<UIScreenEdgePanGestureRecognizer, UIRectEdge> = \.edges
        let _: UIPanGestureRecognizer = UIScreenEdgePanGestureRecognizer(target: nil, action: nil)
        let _: (CGFloat, CGFloat, CGFloat) = (hover.zOffset, hover.altitudeAngle, hover.rollAngle)
        let _: (UIView?) -> CGFloat = hover.azimuthAngle(in:)
        let _: (UIView?) -> CGVector = hover.azimuthUnitVector(in:)
    }

    static func views(_ v: UIView, _ s: UIScrollView, _ g: UIGestureRecognizer) {
        let _: ReferenceWritableKeyPath<UIView, [UIGestureRecognizer]?> = \.gestureRecognizers
        let _: (UIGestureRecognizer) -> Void = v.addGestureRecognizer(_:)
        let _: (UIGestureRecognizer) -> Void = v.removeGestureRecognizer(_:)
        let _: (UIGestureRecognizer) -> Bool = v.gestureRecognizerShouldBegin(_:)
        let _: UIPanGestureRecognizer = s.panGestureRecognizer
        let _: UIPinchGestureRecognizer? = s.pinchGestureRecognizer
    }
}

/// A delegate that implements every method, with the SDK's signatures: it must compile.
private final class EveryMethodDelegate: NSObject, UIGestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { false }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool { false }
}

/// A recognizer of your own, written as for iOS (UIGestureRecognizerSubclass): it must compile.
private final class CheckmarkRecognizer: UIGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if touches.count != 1 { state = .failed }
    }
    override func reset() { super.reset() }
}

@MainActor
@Suite struct UIGestureRecognizerSurfaceTests {
    @Test func everyMemberIsThereWithUIKitsDefaults() {
        let g = UIGestureRecognizer()
        UIGestureRecognizerSurface.reference(g, UITouch(), UIEvent())
        UIGestureRecognizerSurface.subclasses(UITapGestureRecognizer(), UIPanGestureRecognizer(), UIHoverGestureRecognizer())
        UIGestureRecognizerSurface.views(UIView(), UIScrollView(), g)
        #expect(g.state == .possible && g.isEnabled && g.cancelsTouchesInView && !g.delaysTouchesBegan && g.delaysTouchesEnded)
        #expect(g.requiresExclusiveTouchType && g.name == nil && g.view == nil && g.numberOfTouches == 0)
        #expect(g.allowedTouchTypes.map(\.intValue) == [0, 1, 2, 3] && g.allowedPressTypes.map(\.intValue) == [4])
        #expect(UIGestureRecognizer.State.recognized == .ended && UIGestureRecognizer.State.failed.rawValue == 5)

        let tap = UITapGestureRecognizer(target: nil, action: nil)
        #expect(tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1 && tap.buttonMaskRequired == .primary)
        let hold = UILongPressGestureRecognizer()
        #expect(hold.numberOfTapsRequired == 0 && hold.numberOfTouchesRequired == 1)
        #expect(hold.minimumPressDuration == 0.5 && hold.allowableMovement == 10)
        let swipe = UISwipeGestureRecognizer()
        #expect(swipe.direction == .right && swipe.numberOfTouchesRequired == 1 && UISwipeGestureRecognizer.Direction.down.rawValue == 8)
        let pan = UIPanGestureRecognizer()
        #expect(pan.minimumNumberOfTouches == 1 && pan.maximumNumberOfTouches == Int.max && pan.allowedScrollTypesMask.isEmpty)
        pan.setTranslation(CGPoint(x: 3, y: 4), in: nil)
        #expect(pan.translation(in: nil) == CGPoint(x: 3, y: 4) && pan.velocity(in: nil) == .zero)
        #expect(UIPinchGestureRecognizer().scale == 1 && UIRotationGestureRecognizer().rotation == 0)
        #expect(UIScreenEdgePanGestureRecognizer().edges.isEmpty)
        #expect(UIEvent.ButtonMask.button(2) == .secondary)
    }
}
