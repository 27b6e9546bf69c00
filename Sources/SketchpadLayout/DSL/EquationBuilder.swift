/// Collects the equations of ``View/constrain(_:)`` and ``Constraint/equations(_:)`` (seed 003)
/// into constraints, recording the file, line and column of each equation. Constraints made with
/// anchors, `if`, `for` and `switch` may be mixed in.
///
/// ```swift
/// let cs = Constraint.equations {
///     button.width == 88
///     if compact { text.width >= 120 } else { text.width >= 200 }
///     for row in rows { row.leading == root.leading + 16 }
/// }
/// ```
@resultBuilder
public enum EquationBuilder {
    public static func buildExpression(_ equation: LayoutEquation,
                                       file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> [Constraint] {
        [equation.constraint(at: SourceLocation(fileID: file, line: line, column: column))]
    }
    public static func buildExpression(_ constraint: Constraint) -> [Constraint] { [constraint] }
    public static func buildExpression(_ constraints: [Constraint]) -> [Constraint] { constraints }
    public static func buildBlock(_ parts: [Constraint]...) -> [Constraint] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [Constraint]?) -> [Constraint] { part ?? [] }
    public static func buildEither(first: [Constraint]) -> [Constraint] { first }
    public static func buildEither(second: [Constraint]) -> [Constraint] { second }
    public static func buildArray(_ parts: [[Constraint]]) -> [Constraint] { parts.flatMap { $0 } }
    public static func buildLimitedAvailability(_ part: [Constraint]) -> [Constraint] { part }
}

extension Constraint {
    /// The constraints of a block of equations, not activated (describe now, install later).
    ///
    /// ```swift
    /// let compact = Constraint.equations { text.width >= 120 }
    /// Constraint.activate(compact)
    /// ```
    public static func equations(@EquationBuilder _ equations: () -> [Constraint]) -> [Constraint] {
        equations()
    }
}

extension View {
    /// Activates a block of equations (seed 003); views without a superview that the equations
    /// mention become subviews of this view first. Returns the constraints in order.
    ///
    /// ```swift
    /// root.constrain {
    ///     button.width == 88
    ///     button.right == root.right - 22
    ///     button.top == root.top + 44
    ///     text.left == root.left + 22
    ///     text.right == button.left - 22
    ///     text.top == button.top
    /// }
    /// ```
    @discardableResult
    public func constrain(@EquationBuilder _ equations: () -> [Constraint]) -> [Constraint] {
        let constraints = equations()
        for c in constraints {
            c.firstItem.adopt(into: self)
            c.secondItem?.adopt(into: self)
        }
        Constraint.activate(constraints)
        return constraints
    }
}
