/// Recognises a swipe: UIKit's `UISwipeGestureRecognizer` (never, in a still; see
/// ``UIGestureRecognizer``). It looks for a swipe to the right unless told otherwise, as in UIKit.
///
/// ```swift
/// let swipe = UISwipeGestureRecognizer(target: nil, action: nil)
/// swipe.direction = [.left, .right]
/// card.addGestureRecognizer(swipe)
/// ```
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// Directions of a swipe (UIKit's `UISwipeGestureRecognizer.Direction`).
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    open var direction: Direction = .right
    open var numberOfTouchesRequired = 1
}
