/// What a compositional section's content insets are measured from: UIKit's
/// `UIContentInsetsReference`.
///
/// ```swift
/// section.contentInsetsReference = .layoutMargins
/// ```
public enum UIContentInsetsReference: Int, Sendable {
    case automatic = 0, none, safeArea, layoutMargins, readableContent
}
