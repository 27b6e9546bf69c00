/// The kinds of scroll events a pan takes (UIKit's `UIScrollTypeMask`).
///
/// ```swift
/// pan.allowedScrollTypesMask = .continuous
/// ```
public struct UIScrollTypeMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Wheel clicks.
    public static let discrete = UIScrollTypeMask(rawValue: 1 << UIScrollType.discrete.rawValue)
    /// Trackpad scrolling.
    public static let continuous = UIScrollTypeMask(rawValue: 1 << UIScrollType.continuous.rawValue)
    public static let all: UIScrollTypeMask = [.discrete, .continuous]
}

/// The kind of a scroll event (UIKit's `UIScrollType`).
public enum UIScrollType: Int, Sendable {
    case discrete, continuous
}
