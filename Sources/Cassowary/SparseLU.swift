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
    /// Entries touched while eliminating (see ``SolverStatistics/eliminationWork``).
    fileprivate(set) var work = 0
    /// How many count buckets (rows or columns by number of entries) an elimination starts with;
    /// more are added as counts grow past them.
    static let initialCountBuckets = 16

    /// Rows with no pivot, in ascending order.
    var unpivotedRows: [Int] {
        pivotOfRow.indices.filter { pivotOfRow[$0] < 0 }
    }

    /// Factorises the matrix whose row `i` has entries `rowColumns[i][k]`, `rowValues[i][k]`
    /// (no column twice in a row).
    init(rowColumns: [[Int]], rowValues: [[Double]], columnCount: Int) {
        var start = [0]
        for row in rowColumns { start.append(start[start.count - 1] + row.count) }
        self.init(rowStart: start, columns: Array(rowColumns.joined()), values: Array(rowValues.joined()),
                  columnCount: columnCount)
    }

    /// Factorises a matrix given in compressed rows: row `i` is `columns[k]`, `values[k]` for
    /// `k` in `rowStart[i]..<rowStart[i + 1]` (no column twice in a row).
    ///
    /// The elimination works on the columns that actually occur, renumbered in order of first
    /// appearance, so a few rows over a large program cost memory for those rows only.
    init(rowStart: [Int], columns: [Int], values: [Double], columnCount: Int) {
        let m = rowStart.count - 1
        pivotOfRow = [Int](repeating: -1, count: m)
        pivotOfColumn = [Int](repeating: -1, count: columnCount)
        var local = [Int](repeating: -1, count: columnCount)
        var global: [Int] = []
        var localColumns = [Int]()
        localColumns.reserveCapacity(columns.count)
        for j in columns {
            if local[j] < 0 {
                local[j] = global.count
                global.append(j)
            }
            localColumns.append(local[j])
        }
        var elimination = Elimination(rowStart: rowStart, columns: localColumns, values: values, columnCount: global.count)
        elimination.run(into: &self)
        // Back to the caller's column numbers.
        for k in pivots.indices {
            pivots[k].column = global[pivots[k].column]
            pivotOfColumn[pivots[k].column] = k
        }
        for e in uColumns.indices { uColumns[e] = global[uColumns[e]] }
    }

    /// Factors whose elimination the caller did itself (the crash basis's, see
    /// `RevisedSimplex+CrashFactors.swift`): `pivots` in elimination order, pivot `k`'s multipliers
    /// `lStart[k]..<lStart[k + 1]` of `lRows`/`lValues` and its row of U `uStart[k]..<uStart[k + 1]`
    /// of `uColumns`/`uValues`, the same layout an elimination records.
    init(pivots: [Pivot], lStart: [Int], lRows: [Int], lValues: [Double],
         uStart: [Int], uColumns: [Int], uValues: [Double], rowCount: Int, columnCount: Int) {
        self.pivots = pivots
        self.lStart = lStart
        self.lRows = lRows
        self.lValues = lValues
        self.uStart = uStart
        self.uColumns = uColumns
        self.uValues = uValues
        pivotOfRow = [Int](repeating: -1, count: rowCount)
        pivotOfColumn = [Int](repeating: -1, count: columnCount)
        for k in pivots.indices {
            pivotOfRow[pivots[k].row] = k
            pivotOfColumn[pivots[k].column] = k
        }
    }

    fileprivate mutating func record(pivot: Pivot) {
        pivotOfRow[pivot.row] = pivots.count
        pivots.append(pivot)
    }

    fileprivate mutating func recordU(column: Int, _ value: Double) {
        uColumns.append(column)
        uValues.append(value)
    }

    fileprivate mutating func closeU() {
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

/// The working state of one factorisation: the active submatrix in pooled storage, its counts and
/// count buckets.
///
/// Rows (and the lists of rows that may hold each column) live as segments of two shared pools;
/// a segment that outgrows its capacity moves to the end of its pool with room to spare. No
/// per-row arrays: a factorisation is a handful of allocations, whatever its size.
private struct Elimination {
    /// Everything elimination keeps about one row, together: a row is touched as a whole (its
    /// segment of the row pool, its count bucket, whether it is active), so one cache line serves
    /// where parallel arrays cost one each; at 10,000 views that is L2 against DRAM.
    ///
    /// Fields are stored as `Int32` (28 bytes a row instead of 56): at 10,000 views the states of
    /// a factorisation are megabytes read in pivot order, and half the bytes is half the misses.
    /// The accessors keep the arithmetic in `Int`; a value past `Int32.max` (a pool of more than
    /// two billion entries) traps rather than wraps.
    struct RowState {
        private var start32: Int32 = 0, length32: Int32 = 0, capacity32: Int32 = 0
        private var next32: Int32 = -1, prev32: Int32 = -1
        var active = true
        /// Entries `start ..< start + length` of the row pool.
        var start: Int { get { Int(start32) } set { start32 = Int32(newValue) } }
        var length: Int { get { Int(length32) } set { length32 = Int32(newValue) } }
        var capacity: Int { get { Int(capacity32) } set { capacity32 = Int32(newValue) } }
        /// Its count bucket's doubly linked list.
        var next: Int { get { Int(next32) } set { next32 = Int32(newValue) } }
        var prev: Int { get { Int(prev32) } set { prev32 = Int32(newValue) } }
        /// Scratch: marks rows already seen in a column scan (compared for equality only, so it
        /// may wrap).
        var stamp: Int32 = 0
    }
    /// The same for a column: its segment of the column pool (rows that may hold it, checked on
    /// use), its exact number of active rows, its bucket links and a scratch position.
    /// Stored as `Int32` too (32 bytes instead of 64).
    struct ColumnState {
        private var start32: Int32 = 0, length32: Int32 = 0, capacity32: Int32 = 0
        private var count32: Int32 = 0
        private var next32: Int32 = -1, prev32: Int32 = -1
        private var position32: Int32 = -1
        var active = true
        var start: Int { get { Int(start32) } set { start32 = Int32(newValue) } }
        var length: Int { get { Int(length32) } set { length32 = Int32(newValue) } }
        var capacity: Int { get { Int(capacity32) } set { capacity32 = Int32(newValue) } }
        var count: Int { get { Int(count32) } set { count32 = Int32(newValue) } }
        var next: Int { get { Int(next32) } set { next32 = Int32(newValue) } }
        var prev: Int { get { Int(prev32) } set { prev32 = Int32(newValue) } }
        /// Scratch: index in the row being updated, or -1.
        var position: Int { get { Int(position32) } set { position32 = Int32(newValue) } }
    }
    var rows: [RowState]
    var cols: [ColumnState]
    // Pool entries are `Int32` for the same reason as the states (entry indices, not positions).
    var rowPoolColumns: [Int32], rowPoolValues: [Double]
    var columnPool: [Int32]
    var stamp: Int32 = 0
    // Scratch results of a column scan: active rows holding the column and the entry's index.
    var foundRows: [Int] = [], foundIndices: [Int] = []
    /// The column whose scan `foundRows` holds, while nothing has changed since (else -1): the
    /// pivot search has usually just scanned the column it picks, and elimination reuses that.
    var scanned = -1
    // Heads (and for columns tails) of the doubly linked buckets of active rows / columns by count.
    var rowHead: [Int]
    var colHead: [Int], colTail: [Int]
    var activeRows: Int
    /// No bucket above this count is occupied (an upper bound, raised on every link).
    var largestCount = 0

    /// Builds the active matrix in one pass per structure, each written in the order it is laid
    /// out: the rows and their pool while reading the input, then the columns from their counts
    /// (kept in a small array of their own), then the column pool from the row pool. At 10,000
    /// views the row and column states no longer fit in a core's cache, so every extra pass over
    /// them (a default fill, a count, a link) cost a cache miss per row or column.
    init(rowStart start: [Int], columns: [Int], values: [Double], columnCount n: Int) {
        let m = start.count - 1
        rowPoolColumns = []
        rowPoolValues = []
        rowPoolColumns.reserveCapacity(columns.count + 2 * m)
        rowPoolValues.reserveCapacity(columns.count + 2 * m)
        // The count buckets grow with the largest count linked (see `linkRow`); a bucket array
        // as long as the matrix was a fill of three large arrays per factorisation.
        rowHead = [Int](repeating: -1, count: Self.initialBuckets)
        colHead = [Int](repeating: -1, count: Self.initialBuckets)
        colTail = [Int](repeating: -1, count: Self.initialBuckets)
        // Rows: their segment of the pool (with a little room to grow in place; fill beyond it
        // relocates the row) and their bucket, appended at its tail so that each bucket lists
        // ascending indices.
        var counts = [Int](repeating: 0, count: n)
        var rowTail = [Int](repeating: -1, count: Self.initialBuckets)
        rows = []
        rows.reserveCapacity(m)
        cols = []
        cols.reserveCapacity(n)
        columnPool = []
        activeRows = 0
        for i in 0..<m {
            var row = RowState()
            row.start = rowPoolColumns.count
            for k in start[i]..<start[i + 1] where abs(values[k]) > Tolerance.drop {
                // Entries that are zero for all purposes never enter the active matrix.
                rowPoolColumns.append(Int32(columns[k]))
                rowPoolValues.append(values[k])
                counts[columns[k]] += 1
            }
            row.length = rowPoolColumns.count - row.start
            row.capacity = row.length + 2
            rowPoolColumns.append(-1); rowPoolColumns.append(-1)
            rowPoolValues.append(0); rowPoolValues.append(0)
            if row.length == 0 {
                row.active = false
            } else {
                let c = row.length
                Self.ensureBucket(c, in: &rowHead)
                Self.ensureBucket(c, in: &rowTail)
                largestCount = max(largestCount, c)
                row.prev = rowTail[c]
                if rowTail[c] >= 0 { rows[rowTail[c]].next = i } else { rowHead[c] = i }
                rowTail[c] = i
                activeRows += 1
            }
            rows.append(row)
        }
        // Columns: segments laid out in column order, each the column's rows plus room for two,
        // linked in ascending order (`linkColumn` appends to the bucket's tail).
        var total = 0
        for j in 0..<n {
            var column = ColumnState()
            column.start = total
            column.count = counts[j]
            column.length = counts[j]
            column.capacity = counts[j] + 2
            total += column.capacity
            // From here on `counts[j]` is where the column's next row goes in the pool.
            counts[j] = column.start
            column.active = column.count > 0
            cols.append(column)
            if column.active { linkColumn(j) }
        }
        // The column pool, each column's rows in ascending order.
        var pool = [Int32](repeating: -1, count: total)
        let rowPoolColumns = self.rowPoolColumns
        for i in 0..<m {
            for k in rows[i].start..<(rows[i].start + rows[i].length) {
                let j = Int(rowPoolColumns[k])
                pool[counts[j]] = Int32(i)
                counts[j] += 1
            }
        }
        columnPool = pool
    }

    static var initialBuckets: Int { SparseLU.initialCountBuckets }

    /// Makes `heads` long enough to index bucket `count`, at least doubling it.
    @inline(__always) static func ensureBucket(_ count: Int, in heads: inout [Int]) {
        if count >= heads.count { growBuckets(to: max(count + 1, 2 * heads.count), in: &heads) }
    }

    /// One reallocation, then element by element: `append(contentsOf: repeatElement(…))` went
    /// through the generic sequence path, which in a debug build allocates a block per element.
    static func growBuckets(to length: Int, in heads: inout [Int]) {
        heads.reserveCapacity(length)
        while heads.count < length { heads.append(-1) }
    }

    // MARK: Pooled storage

    @inline(__always) func column(ofRow i: Int, _ k: Int) -> Int { Int(rowPoolColumns[rows[i].start + k]) }
    @inline(__always) func value(ofRow i: Int, _ k: Int) -> Double { rowPoolValues[rows[i].start + k] }

    mutating func appendToRow(_ i: Int, column j: Int, value v: Double) {
        if rows[i].length == rows[i].capacity {
            let from = rows[i].start, length = rows[i].length
            let capacity = 2 * length + 4
            rows[i].start = rowPoolColumns.count
            rows[i].capacity = capacity
            for k in 0..<length {
                rowPoolColumns.append(rowPoolColumns[from + k])
                rowPoolValues.append(rowPoolValues[from + k])
            }
            for _ in length..<capacity {
                rowPoolColumns.append(-1)
                rowPoolValues.append(0)
            }
        }
        rowPoolColumns[rows[i].start + rows[i].length] = Int32(j)
        rowPoolValues[rows[i].start + rows[i].length] = v
        rows[i].length += 1
    }

    mutating func removeFromRow(_ i: Int, at k: Int) {
        let last = rows[i].start + rows[i].length - 1
        rowPoolColumns[rows[i].start + k] = rowPoolColumns[last]
        rowPoolValues[rows[i].start + k] = rowPoolValues[last]
        rows[i].length -= 1
    }

    mutating func appendToColumn(_ j: Int, row i: Int) {
        if cols[j].length == cols[j].capacity {
            let from = cols[j].start, length = cols[j].length
            let capacity = 2 * length + 4
            cols[j].start = columnPool.count
            cols[j].capacity = capacity
            for k in 0..<length { columnPool.append(columnPool[from + k]) }
            for _ in length..<capacity { columnPool.append(-1) }
        }
        columnPool[cols[j].start + cols[j].length] = Int32(i)
        cols[j].length += 1
    }

    // MARK: Buckets

    mutating func linkRow(_ i: Int) {
        let c = rows[i].length
        Self.ensureBucket(c, in: &rowHead)
        largestCount = max(largestCount, c)
        rows[i].prev = -1
        rows[i].next = rowHead[c]
        if rowHead[c] >= 0 { rows[rowHead[c]].prev = i }
        rowHead[c] = i
    }

    mutating func unlinkRow(_ i: Int, count c: Int) {
        if rows[i].prev >= 0 { rows[rows[i].prev].next = rows[i].next } else { rowHead[c] = rows[i].next }
        if rows[i].next >= 0 { rows[rows[i].next].prev = rows[i].prev }
    }

    /// Columns join the *end* of their bucket: among equals the oldest is taken first. That matters
    /// for singletons: pivoting one column singleton can turn its row's other columns into new
    /// singletons; taking those before the original ones chains the U rows (lᵢ's row holds lᵢ₋₁,
    /// whose row holds lᵢ₋₂, …) and rows eliminated against them later fill up.
    mutating func linkColumn(_ j: Int) {
        let c = cols[j].count
        Self.ensureBucket(c, in: &colHead)
        Self.ensureBucket(c, in: &colTail)
        largestCount = max(largestCount, c)
        cols[j].next = -1
        cols[j].prev = colTail[c]
        if colTail[c] >= 0 { cols[colTail[c]].next = j } else { colHead[c] = j }
        colTail[c] = j
    }

    mutating func unlinkColumn(_ j: Int) {
        let c = cols[j].count
        if cols[j].prev >= 0 { cols[cols[j].prev].next = cols[j].next } else { colHead[c] = cols[j].next }
        if cols[j].next >= 0 { cols[cols[j].next].prev = cols[j].prev } else { colTail[c] = cols[j].prev }
    }

    mutating func changeColumnCount(_ j: Int, by delta: Int) {
        guard cols[j].active else {
            // Only a column whose count fell to zero can be inactive and unpivoted; fill revives it.
            // (Pivoted columns never get fill: they are eliminated from every active row.)
            if delta > 0 {
                cols[j].count = delta
                cols[j].active = true
                linkColumn(j)
            }
            return
        }
        unlinkColumn(j)
        cols[j].count += delta
        if cols[j].count == 0 {
            cols[j].active = false
        } else {
            linkColumn(j)
        }
    }

    // MARK: Search

    func indexInRow(_ i: Int, of j: Int) -> Int? {
        let base = rows[i].start
        let j = Int32(j)
        for k in 0..<rows[i].length where rowPoolColumns[base + k] == j { return k }
        return nil
    }

    func rowMax(_ i: Int) -> Double {
        var best = 0.0
        let base = rows[i].start
        for k in 0..<rows[i].length { best = max(best, abs(rowPoolValues[base + k])) }
        return best
    }

    /// Collects the active rows that hold column j, with the entry's index, into
    /// `foundRows`/`foundIndices`; compacts the column's row list on the way.
    mutating func scanColumn(_ j: Int) {
        // Emptied an element at a time: a column holds a few rows, and `removeAll(keepingCapacity:)`
        // costs a generic range replacement per call.
        while !foundRows.isEmpty { foundRows.removeLast() }
        while !foundIndices.isEmpty { foundIndices.removeLast() }
        stamp &+= 1
        let base = cols[j].start
        var kept = 0
        for t in 0..<cols[j].length {
            let i = Int(columnPool[base + t])
            guard rows[i].active, rows[i].stamp != stamp else { continue }
            rows[i].stamp = stamp
            if let k = indexInRow(i, of: j) {
                foundRows.append(i)
                foundIndices.append(k)
                columnPool[base + kept] = Int32(i)
                kept += 1
            }
        }
        cols[j].length = kept
        scanned = j
    }

    /// The next pivot, or nil when no active entry is usable.
    mutating func choosePivot() -> (row: Int, index: Int)? {
        scanned = -1
        // Row singletons first: their U row is empty, so nothing eliminated later ever has to be
        // reduced through them (a required chain x₀ = 0, xᵢ₊₁ = xᵢ + 10 then factorises as a
        // cascade of singletons instead of a chain of U rows). Taken only if stable: at least the
        // threshold times the largest entry of its column.
        var i = rowHead[1]
        while i >= 0 {
            let j = column(ofRow: i, 0)
            let a = abs(value(ofRow: i, 0))
            scanColumn(j)
            var largest = 0.0
            for t in foundRows.indices { largest = max(largest, abs(value(ofRow: foundRows[t], foundIndices[t]))) }
            if a >= Tolerance.pivotThreshold * largest { return (i, 0) }
            i = rows[i].next
        }
        // Column singletons eliminate nothing: always safe, no fill.
        while colHead[1] >= 0 {
            let j = colHead[1]
            scanColumn(j)
            if let i = foundRows.first { return (i, foundIndices[0]) }
            unlinkColumn(j); cols[j].active = false
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
                for k in 0..<rows[i].length {
                    let a = abs(value(ofRow: i, k))
                    guard a >= threshold else { continue }
                    consider(i, k, cost: (count - 1) * (cols[column(ofRow: i, k)].count - 1), magnitude: a)
                }
                searched += 1
                if best != nil && (searched >= searchLimit || bestCost <= (count - 1) * (count - 1)) { return best }
                i = rows[i].next
            }
            // Columns with `count` entries (count ≥ 2 here).
            if count >= 2 {
                var j = colHead[count]
                while j >= 0 {
                    scanColumn(j)
                    for t in foundRows.indices {
                        let r = foundRows[t], k = foundIndices[t]
                        let a = abs(value(ofRow: r, k))
                        guard a >= Tolerance.pivotThreshold * rowMax(r) else { continue }
                        consider(r, k, cost: (rows[r].length - 1) * (count - 1), magnitude: a)
                    }
                    searched += 1
                    if best != nil && (searched >= searchLimit || bestCost <= (count - 1) * count) { return best }
                    j = cols[j].next
                }
            }
        }
        return best
    }

    // MARK: Elimination

    mutating func run(into lu: inout SparseLU) {
        var pivotColumns: [Int] = [], pivotValues: [Double] = []
        var others: [Int] = [], otherIndices: [Int] = []
        while activeRows > 0, let (r, k) = choosePivot() {
            let c = column(ofRow: r, k)
            let v = value(ofRow: r, k)
            // The rows holding the pivot column: as the search found them (the pivot row among
            // them, skipped below), or scanned now. Nothing has changed since the search.
            if scanned != c { scanColumn(c) }
            // Take the pivot row out of the active matrix; what is left of it is U's row.
            unlinkRow(r, count: rows[r].length)
            rows[r].active = false
            activeRows -= 1
            removeFromRow(r, at: k)
            while !pivotColumns.isEmpty { pivotColumns.removeLast() }   // as in `scanColumn`
            while !pivotValues.isEmpty { pivotValues.removeLast() }
            for q in 0..<rows[r].length {
                pivotColumns.append(column(ofRow: r, q))
                pivotValues.append(value(ofRow: r, q))
            }
            // The scan counts the pivot row too (in both counts), the work excludes it.
            lu.work += 1 + pivotColumns.count * (foundRows.count - 1) + (cols[c].length - 1)
            // Swapped, not copied: a copy would share the scan's buffers, and the next scan would
            // then allocate new ones (an allocation per pivot).
            swap(&others, &foundRows)
            swap(&otherIndices, &foundIndices)
            scanned = -1
            unlinkColumn(c)
            cols[c].active = false
            for j in pivotColumns { changeColumnCount(j, by: -1) }
            lu.record(pivot: SparseLU.Pivot(row: r, column: c, value: v))
            for q in pivotColumns.indices { lu.recordU(column: pivotColumns[q], pivotValues[q]) }
            lu.closeU()

            for t in others.indices where others[t] != r {
                let i = others[t], ki = otherIndices[t]
                let l = value(ofRow: i, ki) / v
                lu.recordMultiplier(row: i, l)
                unlinkRow(i, count: rows[i].length)
                removeFromRow(i, at: ki)
                for q in 0..<rows[i].length { cols[column(ofRow: i, q)].position = q }
                var cancelled = false
                for q in pivotColumns.indices {
                    let j = pivotColumns[q]
                    let delta = -l * pivotValues[q]
                    let at = cols[j].position
                    if at >= 0 {
                        let e = rows[i].start + at
                        rowPoolValues[e] += delta
                        if abs(rowPoolValues[e]) <= Tolerance.drop { cancelled = true }
                    } else {
                        cols[j].position = rows[i].length
                        appendToRow(i, column: j, value: delta)
                        appendToColumn(j, row: i)
                        changeColumnCount(j, by: 1)
                    }
                }
                for q in 0..<rows[i].length { cols[column(ofRow: i, q)].position = -1 }
                if cancelled {
                    var q = 0
                    while q < rows[i].length {
                        if abs(value(ofRow: i, q)) <= Tolerance.drop {
                            changeColumnCount(column(ofRow: i, q), by: -1)
                            removeFromRow(i, at: q)
                        } else {
                            q += 1
                        }
                    }
                }
                if rows[i].length == 0 {
                    rows[i].active = false   // dependent on the pivoted rows: no pivot left here
                    activeRows -= 1
                } else {
                    linkRow(i)
                }
            }
            lu.closeMultipliers()
        }
    }
}
