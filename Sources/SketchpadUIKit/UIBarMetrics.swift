/// Which bar height a legacy bar image is for (UIKit's `UIBarMetrics`).
///
/// ```swift
/// navigationBar.setBackgroundImage(UIImage(), for: .default)
/// ```
public enum UIBarMetrics: Int, Sendable {
    case `default` = 0
    case compact = 1
    case defaultPrompt = 101
    case compactPrompt = 102
}
