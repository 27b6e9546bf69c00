/// Sparse LU factorisation by Gaussian elimination with Markowitz pivoting.
///
/// The matrix comes as sparse rows over `columnCount` columns; it may be rectangular or rank
/// deficient. Elimination picks, at every step, a pivot that creates little fill-in: column
/// singletons first (no elimination at all), then row singletons, then the entry with the smallest
/// Markowitz count `(r − 1)(c − 1)` among a few candidates in the sparsest rows and columns (the
/// search of Suhl & Suhl, 1990), accepting only entries at least ``Tolerance/pivotThreshold``
/// times the largest of their row, for stability. Rows that run out of usable entries are left
/// unpivoted (they depend on the pivoted ones).
///
/// Elimination is recorded as:
/// - L: for pivot k, the multipliers `(row i, l)` meaning "row i −= l × pivot row";
/// - U: for pivot k, the pivot row's remaining entries `(column j, u)`, whose columns are pivoted
///   later or never, and the pivot value itself.
///
/// Everything iterates arrays in a fixed order, so the same matrix gives the same pivots in every
/// process.
struct SparseLU {
    struct Pivot {
        var row: Int
        var column: Int
        var value: Double
    }

    private(set) var pivots: [Pivot] = []
    private(set) var lStart: [Int] = [0]
    private(set) var lRows: [Int] = []
    private(set) var lValues: [Double] = []
    private(set) var uStart: [Int] = [0]
    private(set) var uColumns: [Int] = []
    private(set) var uValues: [Double] = []
    /// Pivot index of each row / column, or -1.
    private(set) var pivotOfRow: [Int]
    private(set) var pivotOfColumn: [Int]

    /// Rows with no pivot, in ascending order.
    var unpivotedRows: [Int] {
        pivotOfRow.indices.filter { pivotOfRow[$0] < 0 }
    }

    /// Factorises the matrix whose row `i` has entries `rowColumns[i][k]`, `rowValues[i][k]`
    /// (no column twice in a row).
    init(rowColumns: [[Int]], rowValues: [[Double]], columnCount: Int) {
        let m = rowColumns.count
        pivotOfRow = [Int](repeating: -1, count: m)
        pivotOfColumn = [Int](repeating: -1, count: columnCount)
        var elimination = Elimination(rowColumns: rowColumns, rowValues: rowValues, columnCount: columnCount)
        elimination.run(into: &self)
    }

    fileprivate mutating func record(pivot: Pivot, uColumns cols: ArraySlice<Int>, uValues vals: ArraySlice<Double>) {
        pivotOfRow[pivot.row] = pivots.count
        pivotOfColumn[pivot.column] = pivots.count
        pivots.append(pivot)
        uColumns.append(contentsOf: cols)
        uValues.append(contentsOf: vals)
        uStart.append(uColumns.count)
    }

    fileprivate mutating func recordMultiplier(row: Int, _ l: Double) {
        lRows.append(row)
        lValues.append(l)
    }

    fileprivate mutating func closeMultipliers() {
        lStart.append(lRows.count)
    }
}

/// The working state of one factorisation: the active submatrix, its counts and count buckets.
private struct Elimination {
    var rowCols: [[Int]]
    var rowVals: [[Double]]
    var colRows: [[Int]]          // rows that may hold the column (checked on use)
    var colCount: [Int]           // exact number of active rows holding the column
    var rowActive: [Bool]
    var colActive: [Bool]
    var position: [Int]           // scratch: column -> index in the row being updated, or -1
    var rowStamp: [Int]           // scratch: marks rows already seen in a column scan
    var stamp = 0
    // Doubly linked buckets of active rows / columns by their count.
    var rowHead: [Int], rowNext: [Int], rowPrev: [Int]
    var colHead: [Int], colTail: [Int], colNext: [Int], colPrev: [Int]
    var activeRows: Int
    /// No bucket above this count is occupied (an upper bound, raised on every link).
    var largestCount = 0

    init(rowColumns: [[Int]], rowValues: [[Double]], columnCount n: Int) {
        let m = rowColumns.count
        rowCols = rowColumns
        rowVals = rowValues
        colRows = [[Int]](repeating: [], count: n)
        colCount = [Int](repeating: 0, count: n)
        rowActive = [Bool](repeating: true, count: m)
        colActive = [Bool](repeating: true, count: n)
        position = [Int](repeating: -1, count: n)
        rowStamp = [Int](repeating: 0, count: m)
        let buckets = max(m, n) + 2
        rowHead = [Int](repeating: -1, count: buckets)
        colHead = [Int](repeating: -1, count: buckets)
        colTail = [Int](repeating: -1, count: buckets)
        rowNext = [Int](repeating: -1, count: m)
        rowPrev = [Int](repeating: -1, count: m)
        colNext = [Int](repeating: -1, count: n)
        colPrev = [Int](repeating: -1, count: n)
        activeRows = 0
        for i in 0..<m {
            // Entries that are zero for all purposes never enter the active matrix.
            var k = 0
            while k < rowCols[i].count {
                if abs(rowVals[i][k]) <= Tolerance.drop {
                    rowCols[i].swapAt(k, rowCols[i].count - 1); rowCols[i].removeLast()
                    rowVals[i].swapAt(k, rowVals[i].count - 1); rowVals[i].removeLast()
                } else {
                    k += 1
                }
            }
            for j in rowCols[i] {
                colRows[j].append(i)
                colCount[j] += 1
            }
        }
        // Insert in descending index order so that each bucket lists ascending indices.
        for i in stride(from: m - 1, through: 0, by: -1) {
            if rowCols[i].isEmpty { rowActive[i] = false } else { linkRow(i); activeRows += 1 }
        }
        for j in 0..<n {
            if colCount[j] == 0 { colActive[j] = false } else { linkColumn(j) }
        }
    }

    // MARK: Buckets

    mutating func linkRow(_ i: Int) {
        let c = rowCols[i].count
        largestCount = max(largestCount, c)
        rowPrev[i] = -1
        rowNext[i] = rowHead[c]
        if rowHead[c] >= 0 { rowPrev[rowHead[c]] = i }
        rowHead[c] = i
    }

    mutating func unlinkRow(_ i: Int, count c: Int) {
        if rowPrev[i] >= 0 { rowNext[rowPrev[i]] = rowNext[i] } else { rowHead[c] = rowNext[i] }
        if rowNext[i] >= 0 { rowPrev[rowNext[i]] = rowPrev[i] }
    }

    /// Columns join the *end* of their bucket: among equals the oldest is taken first. That matters
    /// for singletons: pivoting one column singleton can turn its row's other columns into new
    /// singletons; taking those before the original ones chains the U rows (lᵢ's row holds lᵢ₋₁,
    /// whose row holds lᵢ₋₂, …) and rows eliminated against them later fill up.
    mutating func linkColumn(_ j: Int) {
        let c = colCount[j]
        largestCount = max(largestCount, c)
        colNext[j] = -1
        colPrev[j] = colTail[c]
        if colTail[c] >= 0 { colNext[colTail[c]] = j } else { colHead[c] = j }
        colTail[c] = j
    }

    mutating func unlinkColumn(_ j: Int) {
        let c = colCount[j]
        if colPrev[j] >= 0 { colNext[colPrev[j]] = colNext[j] } else { colHead[c] = colNext[j] }
        if colNext[j] >= 0 { colPrev[colNext[j]] = colPrev[j] } else { colTail[c] = colPrev[j] }
    }

    mutating func changeColumnCount(_ j: Int, by delta: Int) {
        guard colActive[j] else {
            // Only a column whose count fell to zero can be inactive and unpivoted; fill revives it.
            // (Pivoted columns never get fill: they are eliminated from every active row.)
            if delta > 0 {
                colCount[j] = delta
                colActive[j] = true
                linkColumn(j)
            }
            return
        }
        unlinkColumn(j)
        colCount[j] += delta
        if colCount[j] == 0 {
            colActive[j] = false
        } else {
            linkColumn(j)
        }
    }

    // MARK: Search

    func indexInRow(_ i: Int, of j: Int) -> Int? {
        let cols = rowCols[i]
        for k in cols.indices where cols[k] == j { return k }
        return nil
    }

    func rowMax(_ i: Int) -> Double {
        var best = 0.0
        for v in rowVals[i] { best = max(best, abs(v)) }
        return best
    }

    /// Active rows that hold column j, with the entry's index; compacts the column's row list.
    mutating func entries(ofColumn j: Int) -> [(row: Int, index: Int)] {
        var found: [(row: Int, index: Int)] = []
        var kept: [Int] = []
        stamp += 1
        for i in colRows[j] where rowActive[i] && rowStamp[i] != stamp {
            rowStamp[i] = stamp
            if let k = indexInRow(i, of: j) {
                found.append((i, k))
                kept.append(i)
            }
        }
        colRows[j] = kept
        return found
    }

    /// The next pivot, or nil when no active entry is usable.
    mutating func choosePivot() -> (row: Int, index: Int)? {
        // Column singletons eliminate nothing: always safe, no fill.
        while colHead[1] >= 0 {
            let j = colHead[1]
            if let e = entries(ofColumn: j).first { return e }
            unlinkColumn(j); colActive[j] = false
        }
        var best: (row: Int, index: Int)?
        var bestCost = Int.max
        var bestMagnitude = 0.0
        var searched = 0
        let searchLimit = 4

        func consider(_ i: Int, _ k: Int, cost: Int, magnitude: Double) {
            if cost < bestCost || (cost == bestCost && magnitude > bestMagnitude) {
                best = (i, k)
                bestCost = cost
                bestMagnitude = magnitude
            }
        }

        var count = 0
        while count < largestCount {
            count += 1
            // Every entry further on costs at least (count − 1)²: nothing better is left to find.
            if best != nil && (count - 1) * (count - 1) >= bestCost { return best }
            // Rows with `count` entries.
            var i = rowHead[count]
            while i >= 0 {
                let threshold = Tolerance.pivotThreshold * rowMax(i)
                for k in rowCols[i].indices {
                    let a = abs(rowVals[i][k])
                    guard a >= threshold else { continue }
                    consider(i, k, cost: (count - 1) * (colCount[rowCols[i][k]] - 1), magnitude: a)
                }
                searched += 1
                if best != nil && (searched >= searchLimit || bestCost <= (count - 1) * (count - 1)) { return best }
                i = rowNext[i]
            }
            // Columns with `count` entries (count ≥ 2 here).
            if count >= 2 {
                var j = colHead[count]
                while j >= 0 {
                    for (i, k) in entries(ofColumn: j) {
                        let a = abs(rowVals[i][k])
                        guard a >= Tolerance.pivotThreshold * rowMax(i) else { continue }
                        consider(i, k, cost: (rowCols[i].count - 1) * (count - 1), magnitude: a)
                    }
                    searched += 1
                    if best != nil && (searched >= searchLimit || bestCost <= (count - 1) * count) { return best }
                    j = colNext[j]
                }
            }
        }
        return best
    }

    // MARK: Elimination

    mutating func run(into lu: inout SparseLU) {
        while activeRows > 0, let (r, k) = choosePivot() {
            let c = rowCols[r][k]
            let v = rowVals[r][k]
            // Take the pivot row out of the active matrix.
            unlinkRow(r, count: rowCols[r].count)
            rowActive[r] = false
            activeRows -= 1
            rowCols[r].swapAt(k, rowCols[r].count - 1); rowCols[r].removeLast()
            rowVals[r].swapAt(k, rowVals[r].count - 1); rowVals[r].removeLast()
            let pivotCols = rowCols[r]
            let pivotVals = rowVals[r]
            let others = entries(ofColumn: c)
            unlinkColumn(c)
            colActive[c] = false
            for j in pivotCols { changeColumnCount(j, by: -1) }
            lu.record(pivot: SparseLU.Pivot(row: r, column: c, value: v), uColumns: pivotCols[...], uValues: pivotVals[...])

            for (i, ki) in others where i != r {
                let l = rowVals[i][ki] / v
                lu.recordMultiplier(row: i, l)
                let oldCount = rowCols[i].count
                unlinkRow(i, count: oldCount)
                rowCols[i].swapAt(ki, oldCount - 1); rowCols[i].removeLast()
                rowVals[i].swapAt(ki, oldCount - 1); rowVals[i].removeLast()
                for (p, j) in rowCols[i].enumerated() { position[j] = p }
                var cancelled = false
                for (p, j) in pivotCols.enumerated() {
                    let delta = -l * pivotVals[p]
                    let q = position[j]
                    if q >= 0 {
                        rowVals[i][q] += delta
                        if abs(rowVals[i][q]) <= Tolerance.drop { cancelled = true }
                    } else {
                        position[j] = rowCols[i].count
                        rowCols[i].append(j)
                        rowVals[i].append(delta)
                        colRows[j].append(i)
                        changeColumnCount(j, by: 1)
                    }
                }
                for j in rowCols[i] { position[j] = -1 }
                if cancelled {
                    var q = 0
                    while q < rowCols[i].count {
                        if abs(rowVals[i][q]) <= Tolerance.drop {
                            changeColumnCount(rowCols[i][q], by: -1)
                            rowCols[i].swapAt(q, rowCols[i].count - 1); rowCols[i].removeLast()
                            rowVals[i].swapAt(q, rowVals[i].count - 1); rowVals[i].removeLast()
                        } else {
                            q += 1
                        }
                    }
                }
                if rowCols[i].isEmpty {
                    rowActive[i] = false   // dependent on the pivoted rows: no pivot left here
                    activeRows -= 1
                } else {
                    linkRow(i)
                }
            }
            lu.closeMultipliers()
        }
    }
}
