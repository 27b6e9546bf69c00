extension LinearProgram {
    /// Where the program stood before a call that may be rolled back (see ``rollBack(to:)``).
    struct Mark {
        let rowCount: Int, columnCount: Int, variableCount: Int, entryCount: Int
        let extraCount: Int, extraHeadCount: Int
        let appendedColumnCount: Int, appendedVariableCount: Int
    }

    var mark: Mark {
        Mark(rowCount: rowCount, columnCount: columnCount, variableCount: variableCount,
             entryCount: rowColumns.count, extraCount: extraRow.count, extraHeadCount: extraHead.count,
             appendedColumnCount: appendedColumnVariable.count, appendedVariableCount: appendedVariableColumn.count)
    }

    // MARK: Columns and variables

    /// Whether column `j` is one of the user's variables (not an auxiliary).
    @inline(__always) func isVariable(_ j: Int) -> Bool {
        j < baseVariableCount || (j >= baseColumnCount && appendedColumnVariable[j - baseColumnCount] >= 0)
    }

    /// The column of the user's variable `v` (the solver's variable index).
    @inline(__always) func column(ofVariable v: Int) -> Int {
        v < baseVariableCount ? v : appendedVariableColumn[v - baseVariableCount]
    }

    /// The user's variable in column `j`, or -1 for an auxiliary.
    @inline(__always) func variable(ofColumn j: Int) -> Int {
        if j < baseColumnCount { return j < baseVariableCount ? j : -1 }
        return appendedColumnVariable[j - baseColumnCount]
    }

    /// The row of an auxiliary column (each appears in exactly one row).
    func row(ofAuxiliary j: Int) -> Int {
        j < baseColumnCount ? columnRows[columnStart[j]] : appendedColumnRow[j - baseColumnCount]
    }

    /// Calls `body(row, value)` for every entry of column `j`: those of the rows the program was
    /// built with, then those of appended rows (newest first).
    @inline(__always) func forEachEntry(inColumn j: Int, _ body: (Int, Double) -> Void) {
        if j < baseColumnCount {
            for k in columnStart[j]..<columnStart[j + 1] { body(columnRows[k], columnValues[k]) }
        }
        var node = j < extraHead.count ? extraHead[j] : -1
        while node >= 0 {
            body(extraRow[node], extraValue[node])
            node = extraNext[node]
        }
    }

    /// Whether column `j` has entries in no row but `row` (a variable that row brought along).
    func isOnlyIn(row: Int, column j: Int) -> Bool {
        if j < baseColumnCount && columnStart[j + 1] > columnStart[j] { return false }
        guard j < extraHead.count, extraHead[j] >= 0 else { return false }
        let node = extraHead[j]
        return extraRow[node] == row && extraNext[node] < 0
    }

    // MARK: Appending rows

    /// Appends a constraint's row (and the auxiliary columns it needs, and columns for variables
    /// the program does not hold yet, `variableCount` in all) and returns its index.
    mutating func appendRow(_ record: ConstraintRecord, terms: TermStore, variableCount newCount: Int) -> Int {
        while variableCount < newCount {
            let j = newColumn(.variable, lower: -.infinity, upper: .infinity, cost: 0, variable: variableCount, row: -1)
            appendedVariableColumn.append(j)
            variableCount += 1
        }
        let r = rowCount
        let sign: Double = record.relation == .lessThanOrEqual ? -1 : 1
        // Entries go straight into the row and column lists (no array of them per row: one add
        // at a time, that allocation showed).
        for k in record.terms { appendEntry(row: r, column: column(ofVariable: terms.variables[k]), sign * terms.coefficients[k]) }
        rhs.append(-sign * record.constant)
        var s = -1, p = -1, m = -1
        switch (record.relation == .equal, record.isRequired) {
        case (true, true):
            rowKind.append(.requiredEquality)
            s = newColumn(.artificial, lower: 0, upper: 0, cost: 0, variable: -1, row: r)
            appendEntry(row: r, column: s, 1)
        case (false, true):
            rowKind.append(.requiredInequality)
            s = newColumn(.slack, lower: 0, upper: .infinity, cost: 0, variable: -1, row: r)
            appendEntry(row: r, column: s, -1)
        case (true, false):
            rowKind.append(.optionalEquality)
            p = newColumn(.error, lower: 0, upper: .infinity, cost: record.strength, variable: -1, row: r)
            m = newColumn(.error, lower: 0, upper: .infinity, cost: record.strengthBelow, variable: -1, row: r)
            appendEntry(row: r, column: p, -1)
            appendEntry(row: r, column: m, 1)
        case (false, false):
            rowKind.append(.optionalInequality)
            s = newColumn(.slack, lower: 0, upper: .infinity, cost: 0, variable: -1, row: r)
            m = newColumn(.error, lower: 0, upper: .infinity, cost: record.strength, variable: -1, row: r)
            appendEntry(row: r, column: s, -1)
            appendEntry(row: r, column: m, 1)
        }
        slackColumn.append(s)
        plusErrorColumn.append(p)
        minusErrorColumn.append(m)
        rowStart.append(rowColumns.count)
        rowCount += 1
        return r
    }

    /// Appends entry `a` of column `j` to row `r` (the last one) and to the column's list.
    private mutating func appendEntry(row r: Int, column j: Int, _ a: Double) {
        rowColumns.append(j)
        rowValues.append(a)
        while extraHead.count <= j { extraHead.append(-1) }
        extraRow.append(r)
        extraColumn.append(j)
        extraValue.append(a)
        extraNext.append(extraHead[j])
        extraHead[j] = extraRow.count - 1
    }

    /// Gives the last row, an optional equality, a costless auxiliary fixed at 0 (a *holder*, as
    /// a required equality's artificial): basic while the row holds, it keeps the simplex
    /// multipliers as they were, so a constraint that already holds costs no pricing.
    mutating func appendHolder(toRow r: Int) -> Int {
        precondition(r == rowCount - 1 && slackColumn[r] < 0)
        let h = newColumn(.artificial, lower: 0, upper: 0, cost: 0, variable: -1, row: r)
        appendEntry(row: r, column: h, 1)
        rowStart[r + 1] = rowColumns.count
        slackColumn[r] = h
        return h
    }

    private mutating func newColumn(_ kind: ColumnKind, lower lo: Double, upper hi: Double, cost c: Double,
                                    variable: Int, row: Int) -> Int {
        columnKind.append(kind)
        lower.append(lo)
        upper.append(hi)
        cost.append(c)
        appendedColumnVariable.append(variable)
        appendedColumnRow.append(row)
        columnCount += 1
        return columnCount - 1
    }

    /// Undoes every append since `mark`, exactly.
    mutating func rollBack(to mark: Mark) {
        var node = extraRow.count - 1
        while node >= mark.extraCount {
            extraHead[extraColumn[node]] = extraNext[node]
            node -= 1
        }
        extraRow.removeSubrange(mark.extraCount...)
        extraColumn.removeSubrange(mark.extraCount...)
        extraValue.removeSubrange(mark.extraCount...)
        extraNext.removeSubrange(mark.extraCount...)
        extraHead.removeSubrange(mark.extraHeadCount...)
        rowStart.removeSubrange((mark.rowCount + 1)...)
        rowColumns.removeSubrange(mark.entryCount...)
        rowValues.removeSubrange(mark.entryCount...)
        rhs.removeSubrange(mark.rowCount...)
        rowKind.removeSubrange(mark.rowCount...)
        slackColumn.removeSubrange(mark.rowCount...)
        plusErrorColumn.removeSubrange(mark.rowCount...)
        minusErrorColumn.removeSubrange(mark.rowCount...)
        columnKind.removeSubrange(mark.columnCount...)
        lower.removeSubrange(mark.columnCount...)
        upper.removeSubrange(mark.columnCount...)
        cost.removeSubrange(mark.columnCount...)
        appendedColumnVariable.removeSubrange(mark.appendedColumnCount...)
        appendedColumnRow.removeSubrange(mark.appendedColumnCount...)
        appendedVariableColumn.removeSubrange(mark.appendedVariableCount...)
        rowCount = mark.rowCount
        columnCount = mark.columnCount
        variableCount = mark.variableCount
    }

    // MARK: Removing rows

    /// The auxiliary columns of row `r` (its slack, artificial or holder, and its errors), without
    /// an allocation: removals and warm adds ask for them on every call.
    func auxiliaries(ofRow r: Int) -> RowAuxiliaries {
        RowAuxiliaries(columns: (slackColumn[r], plusErrorColumn[r], minusErrorColumn[r]))
    }

    /// Makes row `r` constrain nothing: its auxiliaries become free and costless, so whatever
    /// value the row's expression takes, an auxiliary absorbs it at no cost.
    mutating func release(row r: Int) {
        for j in auxiliaries(ofRow: r) {
            lower[j] = -.infinity
            upper[j] = .infinity
            cost[j] = 0
        }
        rowKind[r] = .removed
    }
}

/// A row's auxiliary columns (see ``LinearProgram/auxiliaries(ofRow:)``), -1 entries skipped.
struct RowAuxiliaries: Sequence, IteratorProtocol {
    let columns: (Int, Int, Int)
    private var index = 0

    init(columns: (Int, Int, Int)) {
        self.columns = columns
    }

    mutating func next() -> Int? {
        while index < 3 {
            let j = index == 0 ? columns.0 : index == 1 ? columns.1 : columns.2
            index += 1
            if j >= 0 { return j }
        }
        return nil
    }
}
