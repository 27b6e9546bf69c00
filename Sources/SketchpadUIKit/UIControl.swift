/// The base of controls (buttons, switches, fields): UIKit's `UIControl`, with closure-based
/// actions. Target/action needs Objective-C selectors, which do not exist on Linux.
///
/// ```swift
/// let toggle = UISwitch()
/// toggle.addAction(UIAction { action in print("changed") }, for: .valueChanged)
/// ```
@preconcurrency @MainActor
open class UIControl: UIView {
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }

    /// How content (text, images) sits vertically in a control's bounds (UIKit's raw values).
    public enum ContentVerticalAlignment: Int, Sendable { case center = 0, top, bottom, fill }
    /// How content sits horizontally in a control's bounds (UIKit's raw values).
    public enum ContentHorizontalAlignment: Int, Sendable { case center = 0, left, right, fill, leading, trailing }

    override class var isOpaqueByDefault: Bool { false }

    /// A control with `primaryAction` registered for `.primaryActionTriggered`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Stored (subclasses that draw content decide where it goes).
    open var contentVerticalAlignment: ContentVerticalAlignment = .center
    /// Stored; ``effectiveContentHorizontalAlignment`` resolves leading and trailing.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center
    /// ``contentHorizontalAlignment`` with `.leading`/`.trailing` made `.left`/`.right` for the
    /// view's layout direction.
    open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch contentHorizontalAlignment {
        case .leading: return rightToLeft ? .right : .left
        case .trailing: return rightToLeft ? .left : .right
        case let other: return other
        }
    }
    /// Whether the control tracks a touch: never here (nothing is touched).
    open var isTracking: Bool { trackingTouch }
    /// Whether a tracked touch is inside: never here.
    open var isTouchInside: Bool { false }
    /// Stored (no context menu is shown here).
    open var isContextMenuInteractionEnabled = false
    /// Stored (no menu is shown here).
    open var showsMenuAsPrimaryAction = false
    /// Stored (tooltips belong to the Mac idiom).
    open var toolTip: String?

    open var isEnabled = true
    private var trackingTouch = false
    open var isSelected = false
    open var isHighlighted = false
    open var state: State {
        var s: State = []
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        if isHighlighted { s.insert(.highlighted) }
        return s
    }

    private var actions: [(action: UIAction, events: Event)] = []

    /// Runs `action` when one of `controlEvents` happens (see ``sendActions(for:)``).
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        actions.append((action, controlEvents))
    }

    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        actions.removeAll { $0.action === action && $0.events == controlEvents }
    }

    /// Removes the action with `actionIdentifier` registered for `controlEvents`.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        actions.removeAll { $0.action.identifier == actionIdentifier && $0.events == controlEvents }
    }

    /// The events that have an action registered.
    open var allControlEvents: Event { actions.reduce(into: []) { $0.formUnion($1.events) } }

    /// Runs the actions registered for `.primaryActionTriggered`.
    open func performPrimaryAction() { sendActions(for: .primaryActionTriggered) }

    /// Runs `action` with this control as its sender.
    open func sendAction(_ action: UIAction) {
        action.sender = self
        action.handler(action)
    }

    // Tracking: UIKit calls these from the control's touch handling, which never happens here;
    // a subclass's overrides compile, and code (a test) that calls them sees UIKit's defaults.

    /// Starts tracking `touch`; returns whether to go on tracking it (true by default).
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        trackingTouch = true
        return true
    }
    /// Follows `touch`; returns whether to go on tracking it (true by default).
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) { trackingTouch = false }
    open func cancelTracking(with event: UIEvent?) { trackingTouch = false }

    /// Runs the actions registered for `controlEvents` (there are no touches here; tests call this).
    open func sendActions(for controlEvents: Event) {
        for entry in actions where !entry.events.isDisjoint(with: controlEvents) { sendAction(entry.action) }
    }

    @available(*, unavailable, message: "target/action needs Objective-C selectors, which do not exist on Linux; use addAction(_:for:) with a UIAction")
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {}

    @available(*, unavailable, message: "target/action needs Objective-C selectors, which do not exist on Linux; use removeAction(_:for:) with the UIAction you added")
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {}
}
