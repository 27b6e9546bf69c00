import Cassowary

/// A parsed `c` line: `Σ coefficient·variable + constant  OP  0` with a strength.
///
/// ```swift
/// // c#gap required == -8 1 left1 -1 left0 -1 width0
/// ScriptConstraint(id: "gap", strength: .required, relation: .equal, constant: -8,
///                  terms: [ScriptTerm(1, "left1"), ScriptTerm(-1, "left0"), ScriptTerm(-1, "width0")],
///                  source: "required == -8 1 left1 -1 left0 -1 width0")
/// ```
public struct ScriptConstraint: Sendable {
    /// The name after `c#`, or nil for an anonymous constraint.
    public var id: String?
    public var strength: Strength
    public var relation: RelationalOperator
    public var constant: Double
    public var terms: [ScriptTerm]
    /// The words after `c`/`c#ID`, joined by single spaces. Two `c#ID` lines for the same ID
    /// must agree on it, since an ID names one constraint object.
    public var source: String

    public init(id: String?, strength: Strength, relation: RelationalOperator, constant: Double,
                terms: [ScriptTerm], source: String) {
        self.id = id
        self.strength = strength
        self.relation = relation
        self.constant = constant
        self.terms = terms
        self.source = source
    }
}
