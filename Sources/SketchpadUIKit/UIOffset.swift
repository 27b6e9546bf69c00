/// A horizontal and a vertical offset: UIKit's `UIOffset` (bar button title positions, shadow offsets…).
///
/// ```swift
/// let nudge = UIOffset(horizontal: 2, vertical: -1)
/// nudge == .zero   // false
/// ```
public struct UIOffset: Hashable, Sendable {
    public var horizontal: CGFloat
    public var vertical: CGFloat

    public init() { self.init(horizontal: 0, vertical: 0) }

    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// No offset.
    public static let zero = UIOffset()
}
