extension UIMenu {
    /// How a menu shows its children (UIKit's `UIMenu.Options`).
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The children show inline in the parent menu, not as a submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
        public static let destructive = Options(rawValue: 1 << 1)
        /// At most one child is `.on` (iOS 15).
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// The children show as a row (iOS 17).
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// The size of a menu's children (UIKit's `UIMenu.ElementSize`, iOS 16).
    public enum ElementSize: Int, Sendable {
        case small = 0
        case medium = 1
        case large = 2
        /// The system chooses (iOS 17).
        case automatic = -1
    }
}
