// The relations of seed 003's equations. The left side is an anchor; the right side an anchor of a
// compatible kind (leading/trailing never with left/right, x never with y, positions never with
// sizes — those do not compile), an expression of one (`* k`, `+ c`, `- c`), or, for widths and
// heights, a number.

extension XAxisAnchor where Kind == DirectionalXAxis {
    public static func == <O: PairsWithDirectionalXAxis>(lhs: Self, rhs: XAxisAnchor<O>) -> LayoutEquation { LayoutEquation(lhs, .equal, LayoutExpression(rhs)) }
    public static func <= <O: PairsWithDirectionalXAxis>(lhs: Self, rhs: XAxisAnchor<O>) -> LayoutEquation { LayoutEquation(lhs, .lessThanOrEqual, LayoutExpression(rhs)) }
    public static func >= <O: PairsWithDirectionalXAxis>(lhs: Self, rhs: XAxisAnchor<O>) -> LayoutEquation { LayoutEquation(lhs, .greaterThanOrEqual, LayoutExpression(rhs)) }
    public static func == <O: PairsWithDirectionalXAxis>(lhs: Self, rhs: LayoutExpression<XAxisAnchor<O>>) -> LayoutEquation { LayoutEquation(lhs, .equal, rhs) }
    public static func <= <O: PairsWithDirectionalXAxis>(lhs: Self, rhs: LayoutExpression<XAxisAnchor<O>>) -> LayoutEquation { LayoutEquation(lhs, .lessThanOrEqual, rhs) }
    public static func >= <O: PairsWithDirectionalXAxis>(lhs: Self, rhs: LayoutExpression<XAxisAnchor<O>>) -> LayoutEquation { LayoutEquation(lhs, .greaterThanOrEqual, rhs) }
}

extension XAxisAnchor where Kind == AbsoluteXAxis {
    public static func == <O: PairsWithAbsoluteXAxis>(lhs: Self, rhs: XAxisAnchor<O>) -> LayoutEquation { LayoutEquation(lhs, .equal, LayoutExpression(rhs)) }
    public static func <= <O: PairsWithAbsoluteXAxis>(lhs: Self, rhs: XAxisAnchor<O>) -> LayoutEquation { LayoutEquation(lhs, .lessThanOrEqual, LayoutExpression(rhs)) }
    public static func >= <O: PairsWithAbsoluteXAxis>(lhs: Self, rhs: XAxisAnchor<O>) -> LayoutEquation { LayoutEquation(lhs, .greaterThanOrEqual, LayoutExpression(rhs)) }
    public static func == <O: PairsWithAbsoluteXAxis>(lhs: Self, rhs: LayoutExpression<XAxisAnchor<O>>) -> LayoutEquation { LayoutEquation(lhs, .equal, rhs) }
    public static func <= <O: PairsWithAbsoluteXAxis>(lhs: Self, rhs: LayoutExpression<XAxisAnchor<O>>) -> LayoutEquation { LayoutEquation(lhs, .lessThanOrEqual, rhs) }
    public static func >= <O: PairsWithAbsoluteXAxis>(lhs: Self, rhs: LayoutExpression<XAxisAnchor<O>>) -> LayoutEquation { LayoutEquation(lhs, .greaterThanOrEqual, rhs) }
}

extension XAxisAnchor where Kind == CenterXAxis {
    public static func == <O: XAxisAnchorKind>(lhs: Self, rhs: XAxisAnchor<O>) -> LayoutEquation { LayoutEquation(lhs, .equal, LayoutExpression(rhs)) }
    public static func <= <O: XAxisAnchorKind>(lhs: Self, rhs: XAxisAnchor<O>) -> LayoutEquation { LayoutEquation(lhs, .lessThanOrEqual, LayoutExpression(rhs)) }
    public static func >= <O: XAxisAnchorKind>(lhs: Self, rhs: XAxisAnchor<O>) -> LayoutEquation { LayoutEquation(lhs, .greaterThanOrEqual, LayoutExpression(rhs)) }
    public static func == <O: XAxisAnchorKind>(lhs: Self, rhs: LayoutExpression<XAxisAnchor<O>>) -> LayoutEquation { LayoutEquation(lhs, .equal, rhs) }
    public static func <= <O: XAxisAnchorKind>(lhs: Self, rhs: LayoutExpression<XAxisAnchor<O>>) -> LayoutEquation { LayoutEquation(lhs, .lessThanOrEqual, rhs) }
    public static func >= <O: XAxisAnchorKind>(lhs: Self, rhs: LayoutExpression<XAxisAnchor<O>>) -> LayoutEquation { LayoutEquation(lhs, .greaterThanOrEqual, rhs) }
}

extension YAxisAnchor {
    public static func == (lhs: Self, rhs: YAxisAnchor) -> LayoutEquation { LayoutEquation(lhs, .equal, LayoutExpression(rhs)) }
    public static func <= (lhs: Self, rhs: YAxisAnchor) -> LayoutEquation { LayoutEquation(lhs, .lessThanOrEqual, LayoutExpression(rhs)) }
    public static func >= (lhs: Self, rhs: YAxisAnchor) -> LayoutEquation { LayoutEquation(lhs, .greaterThanOrEqual, LayoutExpression(rhs)) }
    public static func == (lhs: Self, rhs: LayoutExpression<YAxisAnchor>) -> LayoutEquation { LayoutEquation(lhs, .equal, rhs) }
    public static func <= (lhs: Self, rhs: LayoutExpression<YAxisAnchor>) -> LayoutEquation { LayoutEquation(lhs, .lessThanOrEqual, rhs) }
    public static func >= (lhs: Self, rhs: LayoutExpression<YAxisAnchor>) -> LayoutEquation { LayoutEquation(lhs, .greaterThanOrEqual, rhs) }
}

extension DimensionAnchor {
    public static func == (lhs: Self, rhs: DimensionAnchor) -> LayoutEquation { LayoutEquation(lhs, .equal, LayoutExpression(rhs)) }
    public static func <= (lhs: Self, rhs: DimensionAnchor) -> LayoutEquation { LayoutEquation(lhs, .lessThanOrEqual, LayoutExpression(rhs)) }
    public static func >= (lhs: Self, rhs: DimensionAnchor) -> LayoutEquation { LayoutEquation(lhs, .greaterThanOrEqual, LayoutExpression(rhs)) }
    public static func == (lhs: Self, rhs: LayoutExpression<DimensionAnchor>) -> LayoutEquation { LayoutEquation(lhs, .equal, rhs) }
    public static func <= (lhs: Self, rhs: LayoutExpression<DimensionAnchor>) -> LayoutEquation { LayoutEquation(lhs, .lessThanOrEqual, rhs) }
    public static func >= (lhs: Self, rhs: LayoutExpression<DimensionAnchor>) -> LayoutEquation { LayoutEquation(lhs, .greaterThanOrEqual, rhs) }
    /// `width == 88`.
    public static func == (lhs: Self, rhs: Double) -> LayoutEquation { LayoutEquation(lhs, .equal, constant: rhs) }
    public static func <= (lhs: Self, rhs: Double) -> LayoutEquation { LayoutEquation(lhs, .lessThanOrEqual, constant: rhs) }
    public static func >= (lhs: Self, rhs: Double) -> LayoutEquation { LayoutEquation(lhs, .greaterThanOrEqual, constant: rhs) }
}
