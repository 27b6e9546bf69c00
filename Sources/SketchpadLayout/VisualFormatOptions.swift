/// Options of ``Constraint/constraints(withVisualFormat:options:metrics:views:file:line:column:)``:
/// align every view of the format on one attribute across the format's axis, and choose which
/// way `H:` formats run.
///
/// ```swift
/// let cs = try Constraint.constraints(withVisualFormat: "|-[left]-[right(==left)]-|",
///                                     options: .alignAllBottom, views: ["left": left, "right": right])
/// ```
public struct VisualFormatOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let alignAllLeft = VisualFormatOptions(rawValue: 1 << 0)
    public static let alignAllRight = VisualFormatOptions(rawValue: 1 << 1)
    public static let alignAllTop = VisualFormatOptions(rawValue: 1 << 2)
    public static let alignAllBottom = VisualFormatOptions(rawValue: 1 << 3)
    public static let alignAllLeading = VisualFormatOptions(rawValue: 1 << 4)
    public static let alignAllTrailing = VisualFormatOptions(rawValue: 1 << 5)
    public static let alignAllCenterX = VisualFormatOptions(rawValue: 1 << 6)
    public static let alignAllCenterY = VisualFormatOptions(rawValue: 1 << 7)
    public static let alignAllFirstBaseline = VisualFormatOptions(rawValue: 1 << 8)
    public static let alignAllLastBaseline = VisualFormatOptions(rawValue: 1 << 9)

    /// `H:` formats run from leading to trailing (the default; flips in right-to-left scenes).
    public static let directionLeadingToTrailing = VisualFormatOptions([])
    /// `H:` formats run from left to right in every scene.
    public static let directionLeftToRight = VisualFormatOptions(rawValue: 1 << 16)
    /// `H:` formats run from right to left in every scene.
    public static let directionRightToLeft = VisualFormatOptions(rawValue: 1 << 17)

    /// Each alignment option with its attribute, in a fixed order.
    static let alignments: [(VisualFormatOptions, LayoutAttribute)] = [
        (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
        (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
        (.alignAllCenterY, .centerY), (.alignAllFirstBaseline, .firstBaseline), (.alignAllLastBaseline, .lastBaseline),
    ]
}
