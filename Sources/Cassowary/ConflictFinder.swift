/// Finds a minimal set of required constraints that cannot all hold (an irreducible infeasible
/// subsystem), so that an error can point at every constraint involved and at nothing else.
///
/// It starts from the rows the failed solve's Farkas multipliers name (or, should those not be
/// infeasible on their own through rounding, from every required constraint) and runs a deletion
/// filter: drop a group of candidates; if the rest is still infeasible the group was not needed.
/// Groups halve down to single constraints, so a small conflict inside a large candidate set costs
/// a few logarithmic rounds, and the result is minimal: removing any one member makes the rest
/// satisfiable.
struct ConflictFinder {
    let records: [ConstraintRecord]
    let terms: TermStore
    let variableCount: Int
    let candidates: [Int]

    /// The conflicting records' positions in `records`.
    func minimalConflict() -> [Int] {
        var set = candidates
        if set.isEmpty || !isInfeasible(set) {
            set = records.indices.filter { records[$0].isRequired }
        }
        var start = 0
        var chunk = max(1, set.count / 2)
        while start < set.count {
            let end = min(set.count, start + chunk)
            let trial = Array(set[..<start] + set[end...])
            if !trial.isEmpty && isInfeasible(trial) {
                set = trial           // the group was not needed; keep `start`, retry the next group
                chunk = min(chunk, max(1, (set.count - start) / 2))
            } else if chunk > 1 {
                chunk /= 2            // something in the group is needed: look closer
            } else {
                start += 1            // this one is needed
                chunk = max(1, (set.count - start) / 2)
            }
        }
        return set
    }

    /// Whether the records at `subset` cannot all hold, solved on their own from scratch.
    func isInfeasible(_ subset: [Int]) -> Bool {
        var simplex = RevisedSimplex(program: LinearProgram(records: subset.map { records[$0] }, terms: terms,
                                                            variableCount: variableCount))
        return !simplex.solve()
    }
}
