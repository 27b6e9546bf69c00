import Foundation

/// An event (UIKit's `UIEvent`): there are no touches here, so none is ever made by Sketchpad;
/// it exists so `point(inside:with:)` and `hitTest(_:with:)` overrides compile.
///
/// ```swift
/// override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
///     bounds.insetBy(dx: -10, dy: -10).contains(point)
/// }
/// ```
@preconcurrency @MainActor
open class UIEvent: NSObject {
    /// The kinds of events.
    public enum EventType: Int, Sendable { case touches = 0, motion, remoteControl, presses, scroll = 10, hover, transform }

    /// What kind of motion or remote-control event it is.
    public enum EventSubtype: Int, Sendable {
        case none = 0
        case motionShake = 1
        case remoteControlPlay = 100, remoteControlPause, remoteControlStop, remoteControlTogglePlayPause,
             remoteControlNextTrack, remoteControlPreviousTrack, remoteControlBeginSeekingBackward,
             remoteControlEndSeekingBackward, remoteControlBeginSeekingForward, remoteControlEndSeekingForward
    }

    open var type: EventType { .touches }
    open var subtype: EventSubtype { .none }
    /// The time of the event (0: no clock in a still).
    open var timestamp: TimeInterval { 0 }
    open var allTouches: Set<UITouch>? { nil }
    open func touches(for view: UIView) -> Set<UITouch>? { nil }
    open func touches(for window: UIWindow) -> Set<UITouch>? { nil }
    open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? { nil }
    open func coalescedTouches(for touch: UITouch) -> [UITouch]? { nil }
    open func predictedTouches(for touch: UITouch) -> [UITouch]? { nil }
}
