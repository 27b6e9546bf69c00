/// The standard-form linear program behind a solver's constraints.
///
/// Every constraint becomes one row `Σ aⱼ·xⱼ + auxiliary terms = b`. Columns are the user's
/// variables (free: −∞…+∞, cost 0) followed by auxiliary columns that each appear in exactly one
/// row (kiwi's symbols, in LP clothing):
///
/// | constraint | row | auxiliary columns |
/// |---|---|---|
/// | required `e == 0` | `e = 0` | an *artificial*, fixed at 0 (only ever basic while infeasible) |
/// | required `e >= 0` | `e − s = 0` | slack `s ≥ 0` |
/// | optional `e == 0` | `e − p + m = 0` | errors `p, m ≥ 0`, cost = strength each (or the strengths above and below) |
/// | optional `e >= 0` | `e − s + m = 0` | slack `s ≥ 0`, error `m ≥ 0` with cost = strength |
///
/// `e <= 0` is stored as `−e >= 0`. Minimising `Σ cost·x` is then exactly the weighted-sum
/// Cassowary objective.
struct LinearProgram {
    enum RowKind: Equatable {
        case requiredEquality, requiredInequality, optionalEquality, optionalInequality
        /// A removed constraint's row, kept until the next compaction with its auxiliaries free,
        /// costless and one of them basic, so that it constrains nothing (see
        /// `RevisedSimplex+Increment.swift`).
        case removed
        var isRequired: Bool { self == .requiredEquality || self == .requiredInequality }
        var isEquality: Bool { self == .requiredEquality || self == .optionalEquality }
    }

    enum ColumnKind: Equatable {
        case variable, artificial, slack, error
    }

    var rowCount: Int
    var columnCount: Int
    /// How many of the user's variables the program holds. Those it was built with are columns
    /// `0..<baseVariableCount`; variables that rows appended later bring are appended columns
    /// (see `LinearProgram+Append.swift`).
    var variableCount: Int
    let baseVariableCount: Int
    let baseColumnCount: Int
    var rowKind: [RowKind]
    var rhs: [Double]
    // Rows (compressed: rowStart[i]..<rowStart[i+1] into rowColumns/rowValues), auxiliaries included.
    var rowStart: [Int]
    var rowColumns: [Int]
    var rowValues: [Double]
    // Columns, the same way.
    var columnStart: [Int]
    var columnRows: [Int]
    var columnValues: [Double]
    var columnKind: [ColumnKind]
    var lower: [Double]
    var upper: [Double]
    var cost: [Double]
    /// The slack (or artificial) column of each row, and its error column(s) if optional (-1: none).
    var slackColumn: [Int]
    var plusErrorColumn: [Int]
    var minusErrorColumn: [Int]

    // Rows appended after construction (see `LinearProgram+Append.swift`): their column entries
    // as one linked list per column, the variable of each appended column (-1: an auxiliary), and
    // the row of each appended auxiliary.
    var extraHead: [Int] = []
    var extraNext: [Int] = []
    var extraRow: [Int] = []
    var extraColumn: [Int] = []
    var extraValue: [Double] = []
    var appendedColumnVariable: [Int] = []
    var appendedColumnRow: [Int] = []
    var appendedVariableColumn: [Int] = []

    init(records: [ConstraintRecord], terms: TermStore, variableCount: Int) {
        self.variableCount = variableCount
        baseVariableCount = variableCount
        rowCount = records.count
        var kinds: [RowKind] = []
        var rhs: [Double] = []
        kinds.reserveCapacity(records.count)
        rhs.reserveCapacity(records.count)
        var slackColumn: [Int] = [], plusError: [Int] = [], minusError: [Int] = []
        var rowStart = [0]
        var rowColumns: [Int] = [], rowValues: [Double] = []
        // Sizes are known up front: reserve them, or large programs spend their time regrowing.
        // The store's size bounds the records' terms (it holds theirs and removed records' terms
        // until those outnumber them): summing the records' ranges was a pass over every record, at
        // 10,000 views 4 MB read for one number.
        let termCount = terms.count
        let columnEstimate = variableCount + 2 * records.count
        // The variables' columns made in storage that already has room for the auxiliaries':
        // reserving after them copied all four.
        var colKind = [ColumnKind](repeating: .variable, count: variableCount, capacity: columnEstimate)
        var lower = [Double](repeating: -.infinity, count: variableCount, capacity: columnEstimate)
        var upper = [Double](repeating: .infinity, count: variableCount, capacity: columnEstimate)
        var cost = [Double](repeating: 0, count: variableCount, capacity: columnEstimate)
        rowStart.reserveCapacity(records.count + 1)
        rowColumns.reserveCapacity(termCount + 2 * records.count)
        rowValues.reserveCapacity(termCount + 2 * records.count)
        slackColumn.reserveCapacity(records.count)
        plusError.reserveCapacity(records.count)
        minusError.reserveCapacity(records.count)

        func newColumn(_ kind: ColumnKind, lower lo: Double, upper hi: Double, cost c: Double) -> Int {
            colKind.append(kind)
            lower.append(lo)
            upper.append(hi)
            cost.append(c)
            return colKind.count - 1
        }

        // By index, reading only the fields needed: copying a record would retain its constraint
        // object, a cache miss per row in large programs.
        for r in records.indices {
            let required = records[r].isRequired
            let relation = records[r].relation
            let sign: Double = relation == .lessThanOrEqual ? -1 : 1
            for k in records[r].terms {
                rowColumns.append(terms.variables[k])
                rowValues.append(sign * terms.coefficients[k])
            }
            rhs.append(-sign * records[r].constant)
            let weight = records[r].strength
            var s = -1, p = -1, m = -1
            switch (relation == .equal, required) {
            case (true, true):
                kinds.append(.requiredEquality)
                s = newColumn(.artificial, lower: 0, upper: 0, cost: 0)
                rowColumns.append(s); rowValues.append(1)
            case (false, true):
                kinds.append(.requiredInequality)
                s = newColumn(.slack, lower: 0, upper: .infinity, cost: 0)
                rowColumns.append(s); rowValues.append(-1)
            case (true, false):
                kinds.append(.optionalEquality)
                // e − p + m = 0: p measures a miss above zero, m one below.
                p = newColumn(.error, lower: 0, upper: .infinity, cost: weight)
                m = newColumn(.error, lower: 0, upper: .infinity, cost: records[r].strengthBelow)
                rowColumns.append(p); rowValues.append(-1)
                rowColumns.append(m); rowValues.append(1)
            case (false, false):
                kinds.append(.optionalInequality)
                s = newColumn(.slack, lower: 0, upper: .infinity, cost: 0)
                m = newColumn(.error, lower: 0, upper: .infinity, cost: weight)
                rowColumns.append(s); rowValues.append(-1)
                rowColumns.append(m); rowValues.append(1)
            }
            slackColumn.append(s)
            plusError.append(p)
            minusError.append(m)
            rowStart.append(rowColumns.count)
        }

        // Transpose rows into columns (counting sort keeps rows in ascending order per column).
        let n = colKind.count
        var counts = [Int](repeating: 0, count: n + 1)
        for j in rowColumns { counts[j + 1] += 1 }
        for j in 0..<n { counts[j + 1] += counts[j] }
        var fill = counts
        // Written straight into uninitialised storage: the counting sort fills every slot, and a
        // zero fill first was a second pass over two arrays that at 10,000 views do not fit in
        // a core's cache.
        let entryCount = rowColumns.count
        var columnValues: [Double] = []
        let columnRows = [Int](unsafeUninitializedCapacity: entryCount) { rowsOut, rowsInitialized in
            columnValues = [Double](unsafeUninitializedCapacity: entryCount) { valuesOut, valuesInitialized in
                for i in 0..<records.count {
                    for k in rowStart[i]..<rowStart[i + 1] {
                        let j = rowColumns[k]
                        rowsOut.initializeElement(at: fill[j], to: i)
                        valuesOut.initializeElement(at: fill[j], to: rowValues[k])
                        fill[j] += 1
                    }
                }
                valuesInitialized = entryCount
            }
            rowsInitialized = entryCount
        }

        self.rowKind = kinds
        self.rhs = rhs
        self.rowStart = rowStart
        self.rowColumns = rowColumns
        self.rowValues = rowValues
        self.columnStart = counts
        self.columnRows = columnRows
        self.columnValues = columnValues
        self.columnKind = colKind
        self.columnCount = n
        self.baseColumnCount = n
        self.lower = lower
        self.upper = upper
        self.cost = cost
        self.slackColumn = slackColumn
        self.plusErrorColumn = plusError
        self.minusErrorColumn = minusError
    }

    /// Row `i`'s entries, auxiliaries included, as a range of `rowColumns`/`rowValues`.
    @inline(__always) func rowRange(_ i: Int) -> Range<Int> { rowStart[i]..<rowStart[i + 1] }
    /// Column `j`'s entries among the rows the program was built with (see
    /// ``forEachEntry(inColumn:_:)`` for all of them).
    @inline(__always) func columnRange(_ j: Int) -> Range<Int> {
        j < baseColumnCount ? columnStart[j]..<columnStart[j + 1] : 0..<0
    }
}
