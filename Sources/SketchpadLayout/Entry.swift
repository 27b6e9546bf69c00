import Cassowary

/// Where one solver constraint of a pass came from, with what the diagnostics ask of it. (The solver
/// constraint itself is row i of the session's `rows` beside `entries[i]`: the solver takes that
/// batch as it is, without a pass over thousands of scattered constraint objects to collect them.)
struct Entry {
    let source: EntrySource
    /// Copied from the constraint while it is at hand, so that passes over the entries that only
    /// ask this (the diagnostics) do not go back to thousands of scattered constraint objects.
    let isRequired: Bool
    let relation: RelationalOperator

    init(constraint: Cassowary.Constraint, source: EntrySource) {
        self.init(isRequired: constraint.isRequired, relation: constraint.relation, source: source)
    }

    init(isRequired: Bool, relation: RelationalOperator, source: EntrySource) {
        self.source = source
        self.isRequired = isRequired
        self.relation = relation
    }
}
