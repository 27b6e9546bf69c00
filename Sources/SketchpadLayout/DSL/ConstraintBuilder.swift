/// What the three builders of seed 001 (SwiftAutoLayout) share: the constraints made so far, in
/// the order they were made, and switching them on and off together.
///
/// ```swift
/// let builder = label.constrain(to: view).leading().centerY()
/// builder.constraints.last!.constant = 100     // the centerY constraint
/// builder.isActive = false                     // both off
/// ```
public class ConstraintBuilder {
    /// The item being constrained (the receiver of `constrain(to:)`, `constrain(after:)`, `constrainSelf()`).
    public let item: any LayoutItem
    /// Every constraint the builder made, in order (active or not).
    public private(set) var constraints: [Constraint] = []

    init(item: any LayoutItem) {
        self.item = item
    }

    /// Whether all of the builder's constraints are active; setting it activates or deactivates them all.
    ///
    /// ```swift
    /// let constraint = label.constrainSelf().height(constant: 0, priority: .required - 1, activate: false)
    /// constraint.isActive = true   // smoosh!
    /// ```
    public var isActive: Bool {
        get { !constraints.isEmpty && constraints.allSatisfy { $0.isActive } }
        set { for c in constraints { c.isActive = newValue } }
    }

    /// Makes `first.a REL multiplier × second.b + constant` (or `REL constant` without `second`) and
    /// activates it unless `activate` is false.
    func make(_ first: any LayoutItem, _ a: LayoutAttribute, _ relation: LayoutRelation,
              _ second: (any LayoutItem)?, _ b: LayoutAttribute, constant: Double, multiplier: Double,
              priority: LayoutPriority, activate: Bool, _ location: SourceLocation) {
        let c = Constraint(item: first, attribute: a, relatedBy: relation, toItem: second, attribute: b,
                           multiplier: multiplier, constant: constant.resolvingSystemSpacing, priority: priority,
                           origin: .constraintBuilder, location: location)
        constraints.append(c)
        if activate { c.isActive = true }
    }
}
