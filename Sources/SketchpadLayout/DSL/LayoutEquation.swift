/// A constraint written as an equation (seed 003), not yet made: `first REL multiplier × second +
/// constant`, with a priority set by `~`. Collect equations with ``View/constrain(_:)`` or
/// ``Constraint/equations(_:)``, which make the ``Constraint`` values and record where each
/// equation was written.
///
/// ```swift
/// root.constrain {
///     button.width == 88
///     text.right == button.left - 22
///     text.width >= button.width * 0.5 + 5 ~ .defaultLow
/// }
/// ```
public struct LayoutEquation {
    public let firstItem: any LayoutItem
    public let firstAttribute: LayoutAttribute
    public let relation: LayoutRelation
    public let secondItem: (any LayoutItem)?
    public let secondAttribute: LayoutAttribute
    public let multiplier: Double
    public let constant: Double
    public var priority: LayoutPriority

    init<A: ConstraintAnchor, B: ConstraintAnchor>(_ first: A, _ relation: LayoutRelation, _ second: LayoutExpression<B>) {
        firstItem = first.item
        firstAttribute = first.attribute
        self.relation = relation
        secondItem = second.anchor.item
        secondAttribute = second.anchor.attribute
        multiplier = second.multiplier
        constant = second.constant
        priority = .required
    }

    init(_ first: DimensionAnchor, _ relation: LayoutRelation, constant: Double) {
        firstItem = first.item
        firstAttribute = first.attribute
        self.relation = relation
        secondItem = nil
        secondAttribute = .notAnAttribute
        multiplier = 1
        self.constant = constant
        priority = .required
    }

    /// The constraint this equation describes (inactive), recorded at the caller's location.
    ///
    /// ```swift
    /// let c = (badge.width == badge.height).constraint()
    /// ```
    public func constraint(file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Constraint {
        constraint(at: SourceLocation(fileID: file, line: line, column: column))
    }

    /// The constraint this equation describes (inactive), recorded at `location`.
    public func constraint(at location: SourceLocation) -> Constraint {
        Constraint(item: firstItem, attribute: firstAttribute, relatedBy: relation, toItem: secondItem,
                   attribute: secondAttribute, multiplier: multiplier, constant: constant, priority: priority,
                   origin: .equation, location: location)
    }
}

precedencegroup LayoutPriorityPrecedence {
    associativity: left
    lowerThan: ComparisonPrecedence
    higherThan: AssignmentPrecedence
}

/// Sets the priority of an equation: `text.width >= 100 ~ .defaultLow` (binds looser than `==`).
infix operator ~ : LayoutPriorityPrecedence

extension LayoutEquation {
    /// The same equation at `priority`.
    public static func ~ (lhs: LayoutEquation, rhs: LayoutPriority) -> LayoutEquation {
        var copy = lhs
        copy.priority = rhs
        return copy
    }
}
