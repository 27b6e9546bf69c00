extension UIEvent {
    /// The mouse or trackpad buttons of an event or gesture (UIKit's `UIEvent.ButtonMask`).
    ///
    /// ```swift
    /// let both: UIEvent.ButtonMask = [.primary, .secondary]
    /// UIEvent.ButtonMask.button(3)   // the third button
    /// ```
    public struct ButtonMask: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let primary = ButtonMask(rawValue: 1 << 0)
        public static let secondary = ButtonMask(rawValue: 1 << 1)

        /// Button `buttonNumber`, counting the primary button as 1.
        public static func button(_ buttonNumber: Int) -> ButtonMask {
            ButtonMask(rawValue: 1 << (buttonNumber - 1))
        }
    }
}
