/// The terms of every constraint a solver holds, end to end in two arrays: a record's terms are
/// the slice ``ConstraintRecord/terms`` of ``variables`` (column indices) and ``coefficients``.
///
/// One pair of arrays for the whole solver rather than an array per constraint: a layout of
/// 10,000 views holds some 50,000 constraints, and an array each meant 50,000 allocations to make,
/// retain while building the linear program, and free, each a cache miss at that size. Terms are
/// only ever appended (a failed add truncates them again, see `Solver.restore`); removing
/// constraints compacts the store.
struct TermStore {
    private(set) var variables: [Int] = []
    private(set) var coefficients: [Double] = []

    var count: Int { variables.count }
    var capacity: Int { variables.capacity }

    mutating func reserveCapacity(_ n: Int) {
        variables.reserveCapacity(n)
        coefficients.reserveCapacity(n)
    }

    mutating func append(variable: Int, coefficient: Double) {
        variables.append(variable)
        coefficients.append(coefficient)
    }

    /// Forgets every term from `count` on (undoes the appends of a failed call).
    mutating func truncate(to count: Int) {
        variables.removeSubrange(count...)
        coefficients.removeSubrange(count...)
    }

    /// The store that keeps only `records`' terms, in their order, with the records pointing into it.
    func compacted(for records: inout [ConstraintRecord]) -> TermStore {
        var kept = TermStore()
        var total = 0
        for i in records.indices { total += records[i].terms.count }
        kept.reserveCapacity(total)
        for i in records.indices {
            let old = records[i].terms
            let start = kept.variables.count
            kept.variables.append(contentsOf: variables[old])
            kept.coefficients.append(contentsOf: coefficients[old])
            records[i].terms = start..<kept.variables.count
        }
        return kept
    }
}
