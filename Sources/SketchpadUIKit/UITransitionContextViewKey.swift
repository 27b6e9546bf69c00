/// Which of a transition's two views a context is asked for (UIKit's `UITransitionContextViewKey`).
///
/// ```swift
/// let incoming = transitionContext.view(forKey: .to)
/// ```
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The view the transition leaves.
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    /// The view the transition shows.
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}
