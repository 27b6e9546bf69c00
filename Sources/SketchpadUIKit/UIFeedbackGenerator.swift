/// The abstract superclass for all feedback generators (haptics, which a still has none of:
/// each call is accepted and does nothing).
///
/// ```swift
/// let feedback = UINotificationFeedbackGenerator()
/// feedback.prepare()
/// feedback.notificationOccurred(.success)
/// ```
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
    public override init() {}

    /// Prepares the generator to trigger feedback.
    open func prepare() {}
}

/// A concrete feedback generator subclass that creates haptics to communicate successes,
/// failures, and warnings.
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// Notification feedback types that indicate whether a task succeeded, failed, or produced a warning.
    public enum FeedbackType: Int, Sendable {
        case success = 0, warning, error
    }

    /// Triggers notification feedback.
    open func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// A concrete feedback generator subclass that creates haptics to simulate physical impacts.
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The mass of the objects in the collision simulated by an impact feedback generator.
    public enum FeedbackStyle: Int, Sendable {
        case light = 0, medium, heavy, soft, rigid
    }

    /// The style the generator was made with.
    public let style: FeedbackStyle

    /// Creates an impact feedback generator with the specified style.
    public init(style: FeedbackStyle) { self.style = style }

    public override convenience init() { self.init(style: .medium) }

    /// Triggers impact feedback.
    open func impactOccurred() {}

    /// Triggers impact feedback with a specific intensity.
    open func impactOccurred(intensity: CGFloat) {}
}

/// A concrete feedback generator subclass that creates haptics to indicate a change in selection.
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Triggers selection feedback.
    open func selectionChanged() {}
}
