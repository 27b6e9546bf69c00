/// The reading direction of a scene. Leading and trailing follow it; left and right never do.
///
/// ```swift
/// let result = LayoutEngine(canvasSize: Size(width: 320, height: 200), layoutDirection: .rightToLeft)
///     .layout(root)
/// ```
public enum LayoutDirection: String, Hashable, Sendable, Codable {
    case leftToRight
    case rightToLeft
}
