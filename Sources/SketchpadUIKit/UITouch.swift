import Foundation

/// A finger or pencil on the screen: UIKit's `UITouch`. Nothing is touched in a still, so
/// Sketchpad never makes one; it exists so gesture recognizers and views that override the
/// touch methods compile.
///
/// ```swift
/// final class CheckmarkRecognizer: UIGestureRecognizer {
///     override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
///         if touches.count != 1 { state = .failed }
///     }
/// }
/// ```
@preconcurrency @MainActor
open class UITouch: NSObject {
    /// The phase of a touch (UIKit's `UITouch.Phase`).
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited
    }

    /// What made a touch (UIKit's `UITouch.TouchType`).
    public enum TouchType: Int, Sendable, CaseIterable {
        case direct, indirect, pencil, indirectPointer
        /// The older name of ``pencil``.
        public static var stylus: TouchType { .pencil }
    }

    open var timestamp: TimeInterval { 0 }
    open var phase: Phase { .began }
    open var tapCount: Int { 0 }
    open var type: TouchType { .direct }
    open var majorRadius: CGFloat { 0 }
    open var majorRadiusTolerance: CGFloat { 0 }
    open var force: CGFloat { 0 }
    open var maximumPossibleForce: CGFloat { 0 }
    open var altitudeAngle: CGFloat { 0 }
    open var window: UIWindow? { nil }
    open var view: UIView? { nil }
    open var gestureRecognizers: [UIGestureRecognizer]? { nil }

    open func location(in view: UIView?) -> CGPoint { .zero }
    open func previousLocation(in view: UIView?) -> CGPoint { .zero }
    open func preciseLocation(in view: UIView?) -> CGPoint { .zero }
    open func precisePreviousLocation(in view: UIView?) -> CGPoint { .zero }
    open func azimuthAngle(in view: UIView?) -> CGFloat { 0 }
}
