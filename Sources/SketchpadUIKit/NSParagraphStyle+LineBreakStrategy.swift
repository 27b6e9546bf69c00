extension NSParagraphStyle {
    /// The strategies text may break lines with (Foundation's `NSLineBreakStrategy`; stored:
    /// Pango breaks lines by its own rules).
    public struct LineBreakStrategy: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let pushOut = LineBreakStrategy(rawValue: 1 << 0)
        public static let hangulWordPriority = LineBreakStrategy(rawValue: 1 << 1)
        public static let standard = LineBreakStrategy(rawValue: 0xFFFF)
    }
}
