/// A typed anchor — ``XAxisAnchor``, ``YAxisAnchor`` or ``DimensionAnchor`` — that equations
/// (seed 003) can be written with: `button.widthAnchor == 88`, `text.right == button.left - 22`.
public protocol ConstraintAnchor {
    var item: any LayoutItem { get }
    var attribute: LayoutAttribute { get }
}

extension XAxisAnchor: ConstraintAnchor {}
extension YAxisAnchor: ConstraintAnchor {}
extension DimensionAnchor: ConstraintAnchor {}
