extension Constraint.Origin {
    /// Made by ``View/applyLayout(_:)`` (rows and columns, seed 000).
    public static let applyLayout = Constraint.Origin("applyLayout")
    /// Made by the builders of ``LayoutItem/constrain(to:)``, ``LayoutItem/constrain(after:)`` and
    /// ``LayoutItem/constrainSelf()`` (seed 001).
    public static let constraintBuilder = Constraint.Origin("constraint builder")
    /// Made from a ``LayoutAnchor`` list, e.g. by ``View/addSubview(_:anchors:file:line:column:)`` (seed 002).
    public static let anchorList = Constraint.Origin("anchor list")
    /// Made from an equation such as `button.width == 88` (seed 003).
    public static let equation = Constraint.Origin("equation")
    /// Made by ``View/pin(_:file:line:column:)`` (seed 004).
    public static let pin = Constraint.Origin("pin")
}
