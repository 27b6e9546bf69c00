import Foundation

/// The base of gesture recognizers: UIKit's `UIGestureRecognizer`. A render is a still, so
/// nothing is ever touched: a recognizer stays `.possible`, its targets are
/// kept but never sent their action, and its delegate is never asked. It exists so code that
/// attaches gestures while building its screen compiles and keeps its settings, and so
/// `recursiveDescription` lists a view's recognizers as iOS does.
///
/// `#selector` needs the Objective-C runtime; name the action with `Selector("tapped:")` (or
/// pass `nil`).
///
/// ```swift
/// let tap = UITapGestureRecognizer(target: nil, action: nil)
/// tap.numberOfTapsRequired = 2
/// avatar.isUserInteractionEnabled = true
/// avatar.addGestureRecognizer(tap)
/// tap.view === avatar   // true
/// ```
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// Where a recognizer is in recognising its gesture (UIKit's `UIGestureRecognizer.State`).
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        /// A discrete gesture was recognised: the same as ``ended``.
        public static var recognized: State { .ended }
    }

    /// A target and the action it is sent (never, here).
    struct TargetAction {
        weak var target: AnyObject?
        let targetDescription: String
        let action: Selector
    }

    private(set) var targetActions: [TargetAction] = []
    /// Recognizers this one waits for (``require(toFail:)``), held weakly as UIKit does.
    private(set) var failureRequirements: [Weak] = []
    weak var attachedView: UIView?

    struct Weak { weak var recognizer: UIGestureRecognizer? }

    /// A recognizer that sends `action` to `target` when it recognises its gesture (which never
    /// happens in a still). A nil target or action adds no pair, as in UIKit.
    public init(target: Any?, action: Selector?) {
        super.init()
        if let target, let action { addTarget(target, action: action) }
    }

    public override convenience init() {
        self.init(target: nil, action: nil)
    }

    /// Recognizers from archives do not exist here; this makes one with no targets.
    public convenience init?(coder: NSCoder) {
        self.init(target: nil, action: nil)
    }

    /// Adds a target and action (kept, never sent: nothing recognises in a still).
    open func addTarget(_ target: Any, action: Selector) {
        let object = target as AnyObject
        guard !targetActions.contains(where: { $0.target === object && $0.action == action }) else { return }
        targetActions.append(TargetAction(target: object, targetDescription: Self.shortDescription(of: object), action: action))
    }

    /// Removes `target` with `action`, or with every action when `action` is nil; a nil target
    /// removes `action` from every target, as in UIKit.
    open func removeTarget(_ target: Any?, action: Selector?) {
        let object = target.map { $0 as AnyObject }
        targetActions.removeAll { pair in
            (object == nil || pair.target === object) && (action == nil || pair.action == action)
        }
    }

    /// The current state: `.possible` until a subclass sets it (nothing is touched here).
    open var state: State = .possible
    /// The delegate (held weakly; never asked: nothing is touched here).
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    open var isEnabled = true
    /// The view the recognizer is attached to (``UIView/addGestureRecognizer(_:)``).
    open var view: UIView? { attachedView }
    open var cancelsTouchesInView = true
    open var delaysTouchesBegan = false
    open var delaysTouchesEnded = true
    /// The touch types the recognizer considers, as `UITouch.TouchType` raw values (all four, as in UIKit).
    open var allowedTouchTypes: [NSNumber] = UITouch.TouchType.allCases.map { NSNumber(value: $0.rawValue) }
    /// The press types the recognizer considers, as `UIPress.PressType` raw values: select (4),
    /// the default Apple's page gives.
    open var allowedPressTypes: [NSNumber] = [NSNumber(value: 4)]
    open var requiresExclusiveTouchType = true
    /// A name for debugging, as in UIKit (shown in no description).
    open var name: String?

    /// Makes this recognizer wait for `otherGestureRecognizer` to fail (kept; nothing recognises here).
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        failureRequirements.append(Weak(recognizer: otherGestureRecognizer))
    }

    /// Where the gesture is in `view`'s coordinates: the origin, as there are no touches.
    open func location(in view: UIView?) -> CGPoint { .zero }
    /// Where touch `touchIndex` is: there are none, so the origin.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint { .zero }
    /// The number of touches in the gesture: 0, always.
    open var numberOfTouches: Int { 0 }
    /// The mouse buttons of the gesture: none.
    open var buttonMask: UIEvent.ButtonMask { [] }
    /// The modifier keys held during the gesture: none.
    open var modifierFlags: UIKeyModifierFlags { [] }

    // Subclass hooks (UIKit's UIGestureRecognizerSubclass): overridable, never called here.

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}
    /// Resets the recognizer's own state after a gesture; UIKit calls it, never needed here.
    open func reset() {}
    open func ignore(_ touch: UITouch, for event: UIEvent) {}
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    open func shouldReceive(_ event: UIEvent) -> Bool { true }

    /// UIKit's description with its addresses purged, as `recursiveDescription` references
    /// record them: `<UITapGestureRecognizer; state = Possible; view = <UIImageView>;
    /// target= <(action=tapped:, target=<MyApp.ProfileViewController>)>>`.
    open override var description: String {
        MainActor.assumeIsolated { uikitDescription }
    }

    private var uikitDescription: String {
        var parts = ["state = \(state.uikitName)"]
        if !isEnabled { parts.append("enabled = NO") }
        if !cancelsTouchesInView { parts.append("cancelsTouchesInView = NO") }
        if delaysTouchesBegan { parts.append("delaysTouchesBegan = YES") }
        if !delaysTouchesEnded { parts.append("delaysTouchesEnded = NO") }
        if let view { parts.append("view = <\(Self.shortDescription(of: view))>") }
        for pair in targetActions {
            parts.append("target= <(action=\(pair.action.name), target=<\(pair.targetDescription)>)>")
        }
        return "<\(descriptionClassName); " + parts.joined(separator: "; ") + ">"
    }

    /// `UITapGestureRecognizer`; a recognizer class of your own as `MyApp.Name; baseClass =
    /// UITapGestureRecognizer`, or `MyApp.Name` when it derives straight from `UIGestureRecognizer`
    /// (as views print no `baseClass = UIView`).
    private var descriptionClassName: String { uikitClassName(of: self, root: UIGestureRecognizer.self) }

    /// An object as UIKit names it inside another description (`<UIImageView 0x…>` without its address).
    static func shortDescription(of object: AnyObject) -> String {
        foreignClassName(of: object) ?? String(describing: Swift.type(of: object))
    }
}

extension UIGestureRecognizer.State {
    /// The state's name in UIKit's descriptions.
    var uikitName: String {
        switch self {
        case .possible: "Possible"
        case .began: "Began"
        case .changed: "Changed"
        case .ended: "Ended"
        case .cancelled: "Cancelled"
        case .failed: "Failed"
        }
    }
}
