import Foundation

/// A press of a physical button (a remote's, a game controller's, a keyboard's arrow keys:
/// UIKit's `UIPress`). Nothing is pressed in a still, so Sketchpad never makes one; it exists so
/// code that overrides the press methods of ``UIResponder`` compiles.
///
/// ```swift
/// override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
///     if presses.contains(where: { $0.type == .select }) { confirm() } else { super.pressesBegan(presses, with: event) }
/// }
/// ```
@preconcurrency @MainActor
open class UIPress: NSObject {
    /// Where a press is in its life (UIKit's raw values).
    public enum Phase: Int, Sendable { case began = 0, changed, stationary, ended, cancelled }
    /// Which button (UIKit's raw values).
    public enum PressType: Int, Sendable {
        case upArrow = 0, downArrow, leftArrow, rightArrow, select, menu, playPause
        case pageUp = 30, pageDown = 31, tvRemoteOneTwoThree = 32, tvRemoteFour = 33
    }

    open var timestamp: TimeInterval { 0 }
    open var phase: Phase { .began }
    open var type: PressType { .select }
    open var window: UIWindow? { nil }
    open var responder: UIResponder? { nil }
    open var gestureRecognizers: [UIGestureRecognizer]? { nil }
    /// How hard the button is pressed, 0 or 1 for digital buttons.
    open var force: CGFloat { 0 }
    /// The keyboard key pressed (nil for other buttons, as for every press here: none is made).
    open var key: UIKey? { nil }
}

/// The event that carries presses (UIKit's `UIPressesEvent`); never made here.
@preconcurrency @MainActor
open class UIPressesEvent: UIEvent {
    open var allPresses: Set<UIPress> { [] }
    open func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> { [] }
}

extension UIResponder {
    // The press methods live in UIResponder.swift (overridable there); what they do by default,
    // as in UIKit, is pass the presses up the responder chain.
    func forwardPresses(_ presses: Set<UIPress>, with event: UIPressesEvent?, _ method: (UIResponder) -> (Set<UIPress>, UIPressesEvent?) -> Void) {
        if let next { method(next)(presses, event) }
    }
}
