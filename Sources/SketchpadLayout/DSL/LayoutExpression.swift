/// The right-hand side of an equation (seed 003): `multiplier × anchor + constant`, made with
/// `*`, `+` and `-` from an anchor.
///
/// ```swift
/// button.width * 0.5 + 5        // LayoutExpression<DimensionAnchor>
/// button.left - 22              // LayoutExpression<XAxisAnchor<AbsoluteXAxis>>
/// ```
public struct LayoutExpression<Anchor: ConstraintAnchor> {
    public var anchor: Anchor
    public var multiplier: Double
    public var constant: Double

    public init(_ anchor: Anchor, multiplier: Double = 1, constant: Double = 0) {
        self.anchor = anchor
        self.multiplier = multiplier
        self.constant = constant
    }

    public static func + (lhs: LayoutExpression, rhs: Double) -> LayoutExpression {
        LayoutExpression(lhs.anchor, multiplier: lhs.multiplier, constant: lhs.constant + rhs)
    }

    public static func - (lhs: LayoutExpression, rhs: Double) -> LayoutExpression {
        LayoutExpression(lhs.anchor, multiplier: lhs.multiplier, constant: lhs.constant - rhs)
    }

    /// Scales the whole expression: `(a + 4) * 2` is `2 × a + 8`.
    public static func * (lhs: LayoutExpression, rhs: Double) -> LayoutExpression {
        LayoutExpression(lhs.anchor, multiplier: lhs.multiplier * rhs, constant: lhs.constant * rhs)
    }
}

extension ConstraintAnchor {
    /// `anchor × k`.
    public static func * (lhs: Self, rhs: Double) -> LayoutExpression<Self> { LayoutExpression(lhs, multiplier: rhs) }
    /// `k × anchor`.
    public static func * (lhs: Double, rhs: Self) -> LayoutExpression<Self> { LayoutExpression(rhs, multiplier: lhs) }
    /// `anchor + c`.
    public static func + (lhs: Self, rhs: Double) -> LayoutExpression<Self> { LayoutExpression(lhs, constant: rhs) }
    /// `anchor - c`.
    public static func - (lhs: Self, rhs: Double) -> LayoutExpression<Self> { LayoutExpression(lhs, constant: -rhs) }
}
