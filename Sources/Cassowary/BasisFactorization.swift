/// The inverse of the simplex basis, kept as a sparse LU factorisation plus an update file.
///
/// The basis `B` has one column per *position* (the basic variable at that position) and one row
/// per constraint. Instead of the fully substituted tableau a textbook Cassowary keeps (which fills
/// up: on a chain of views every position becomes a sum of all earlier widths), we keep `B = LU`
/// sparse and solve with it:
/// - `ftran` solves `B z = v` (a column in terms of the basis: the pivot column, the basic values);
/// - `btran` solves `yᵀ B = cᵀ` (the simplex multipliers, for pricing).
///
/// Changes since the factorisation are kept in order in the update file, each exact and as
/// sparse as the change itself:
/// - an *eta*: after a pivot the new basis is `B E`, with `E` the identity but for one column
///   (the product form of the inverse);
/// - a *border*: a constraint added to a solved system brings one row and one basic variable,
///   so the basis grows by one row and one position. If nothing else basic is in the new row
///   (`B' = [B b; 0 a]`, an *upper* border: the new basic variable's column `b` in the old rows)
///   or the new basic variable is in no old row (`B' = [B 0; rᵀ a]`, a *lower* border: the new
///   row's entries `r` at basic positions), the bordered system is solved with `B` and one scalar
///   `a`: adding a constraint costs its row, not a factorisation. Rows and positions that borders
///   add are numbered on from the factorised ones, so a border's row and position are one number.
///
/// After ``maximumEtas`` pivots, or when borders outnumber the factorised rows, the basis is
/// factorised afresh.
struct BasisFactorization {
    static let maximumEtas = 64

    private(set) var size: Int
    /// Rows and positions of the LU (those a border adds come after).
    private let baseSize: Int
    private let lu: SparseLU
    // Update file: for update t, its kind, the position it replaced or added, its pivot, and its
    // other entries (eta: positions; lower border: positions of `r`; upper border: rows of `b`).
    private var updateKind: [UpdateKind] = []
    private var updatePosition: [Int] = []
    private var updatePivot: [Double] = []
    private var updateStart: [Int] = [0]
    private var updateIndex: [Int] = []
    private var updateValue: [Double] = []

    private enum UpdateKind { case eta, lowerBorder, upperBorder }

    /// Rows that found no pivot (the basis is singular there) and positions left without a row.
    let singularRows: [Int]
    let singularPositions: [Int]

    var eliminationWork: Int { lu.work }
    /// Etas from real pivots: what degrades accuracy and warrants a fresh factorisation. (Sign
    /// flips are exact and cost one multiplication each.)
    private(set) var pivotEtaCount = 0
    /// Rows added by borders since the factorisation.
    private(set) var borderCount = 0
    /// Whether borders have grown past the factorised part: solves then cost more through the
    /// update file than a fresh factorisation would make them cost.
    var hasOutgrownItsBorders: Bool { borderCount > max(64, baseSize) }
    /// Whether anything but sign flips happened since the factorisation.
    var hasUpdates: Bool { pivotEtaCount > 0 || borderCount > 0 }

    /// Where the update file stood, to roll a failed call back to.
    struct Mark {
        let size: Int, updates: Int, entries: Int, pivotEtaCount: Int, borderCount: Int
    }

    var mark: Mark {
        Mark(size: size, updates: updateKind.count, entries: updateIndex.count, pivotEtaCount: pivotEtaCount,
             borderCount: borderCount)
    }

    mutating func rollBack(to mark: Mark) {
        size = mark.size
        updateKind.removeSubrange(mark.updates...)
        updatePosition.removeSubrange(mark.updates...)
        updatePivot.removeSubrange(mark.updates...)
        updateStart.removeSubrange((mark.updates + 1)...)
        updateIndex.removeSubrange(mark.entries...)
        updateValue.removeSubrange(mark.entries...)
        pivotEtaCount = mark.pivotEtaCount
        borderCount = mark.borderCount
    }

    /// Factorises the basis `basis[position] = column` of `program`.
    init(program: LinearProgram, basis: [Int], positionOf: [Int]) {
        let m = program.rowCount
        size = m
        baseSize = m
        var start = [Int](), columns = [Int](), values = [Double]()
        start.reserveCapacity(m + 1)
        columns.reserveCapacity(program.rowColumns.count)
        values.reserveCapacity(program.rowColumns.count)
        start.append(0)
        for i in 0..<m {
            for k in program.rowRange(i) {
                let p = positionOf[program.rowColumns[k]]
                if p >= 0 {
                    columns.append(p)
                    values.append(program.rowValues[k])
                }
            }
            start.append(columns.count)
        }
        lu = SparseLU(rowStart: start, columns: columns, values: values, columnCount: m)
        let factors = lu
        singularRows = factors.unpivotedRows
        singularPositions = factors.pivotOfColumn.indices.filter { factors.pivotOfColumn[$0] < 0 }
    }

    /// Solves `B z = v` for `v` indexed by row; returns `z` indexed by position. `v` is consumed.
    func ftran(_ v: inout [Double]) -> [Double] {
        var z = [Double](repeating: 0, count: size)
        // Upper borders first, newest first: each fixes its own position from its row alone.
        if borderCount > 0 {
            for t in updateKind.indices.reversed() where updateKind[t] == .upperBorder {
                let p = updatePosition[t]
                let zp = v[p] / updatePivot[t]
                z[p] = zp
                if zp == 0 { continue }
                for e in updateStart[t]..<updateStart[t + 1] { v[updateIndex[e]] -= updateValue[e] * zp }
            }
        }
        // The hot loop of every solve: indices come from the factorisation itself, so skip the
        // bounds checks.
        lu.pivots.withUnsafeBufferPointer { pivots in
        lu.lStart.withUnsafeBufferPointer { lStart in
        lu.lRows.withUnsafeBufferPointer { lRows in
        lu.lValues.withUnsafeBufferPointer { lValues in
        lu.uStart.withUnsafeBufferPointer { uStart in
        lu.uColumns.withUnsafeBufferPointer { uColumns in
        lu.uValues.withUnsafeBufferPointer { uValues in
        v.withUnsafeMutableBufferPointer { v in
        z.withUnsafeMutableBufferPointer { z in
            // Forward: apply the recorded eliminations.
            for k in 0..<pivots.count {
                let a = v[pivots[k].row]
                if a == 0 { continue }
                for e in lStart[k]..<lStart[k + 1] {
                    v[lRows[e]] -= lValues[e] * a
                }
            }
            // Backward through U.
            var k = pivots.count - 1
            while k >= 0 {
                var s = v[pivots[k].row]
                for e in uStart[k]..<uStart[k + 1] {
                    s -= uValues[e] * z[uColumns[e]]
                }
                z[pivots[k].column] = s / pivots[k].value
                k -= 1
            }
        }}}}}}}}}
        // Then etas and lower borders, oldest first.
        for t in updateKind.indices {
            let p = updatePosition[t]
            switch updateKind[t] {
            case .eta:
                let zp = z[p] / updatePivot[t]
                z[p] = zp
                if zp == 0 { continue }
                for e in updateStart[t]..<updateStart[t + 1] { z[updateIndex[e]] -= updateValue[e] * zp }
            case .lowerBorder:
                var s = v[p]
                for e in updateStart[t]..<updateStart[t + 1] { s -= updateValue[e] * z[updateIndex[e]] }
                z[p] = s / updatePivot[t]
            case .upperBorder:
                continue
            }
        }
        return z
    }

    /// The magnitudes ``ftran(_:)`` sums `z` from: the same solve with every number replaced by its
    /// absolute value, so each entry bounds how large the terms behind `z[p]` were. An entry of `z`
    /// far below its magnitude is what is left of a cancellation (rounding, not a rate); one as
    /// large as its magnitude is a product of the factors, exact to a few units in the last place
    /// however small it is. `v` is consumed (its entries are taken as magnitudes too).
    func ftranMagnitudes(_ v: inout [Double]) -> [Double] {
        for i in v.indices { v[i] = abs(v[i]) }
        var z = [Double](repeating: 0, count: size)
        for t in updateKind.indices.reversed() where updateKind[t] == .upperBorder {
            let p = updatePosition[t]
            let zp = v[p] / abs(updatePivot[t])
            z[p] = zp
            if zp == 0 { continue }
            for e in updateStart[t]..<updateStart[t + 1] { v[updateIndex[e]] += abs(updateValue[e]) * zp }
        }
        for k in lu.pivots.indices {
            let a = v[lu.pivots[k].row]
            if a == 0 { continue }
            for e in lu.lStart[k]..<lu.lStart[k + 1] { v[lu.lRows[e]] += abs(lu.lValues[e]) * a }
        }
        for k in lu.pivots.indices.reversed() {
            var s = v[lu.pivots[k].row]
            for e in lu.uStart[k]..<lu.uStart[k + 1] { s += abs(lu.uValues[e]) * z[lu.uColumns[e]] }
            z[lu.pivots[k].column] = s / abs(lu.pivots[k].value)
        }
        for t in updateKind.indices {
            let p = updatePosition[t]
            switch updateKind[t] {
            case .eta:
                let zp = z[p] / abs(updatePivot[t])
                z[p] = zp
                if zp == 0 { continue }
                for e in updateStart[t]..<updateStart[t + 1] { z[updateIndex[e]] += abs(updateValue[e]) * zp }
            case .lowerBorder:
                var s = v[p]
                for e in updateStart[t]..<updateStart[t + 1] { s += abs(updateValue[e]) * z[updateIndex[e]] }
                z[p] = s / abs(updatePivot[t])
            case .upperBorder:
                continue
            }
        }
        return z
    }

    /// Solves `yᵀ B = cᵀ` for `c` indexed by position; returns `y` indexed by row. `c` is consumed.
    func btran(_ c: inout [Double]) -> [Double] {
        var y = [Double](repeating: 0, count: size)
        // Etas and lower borders, newest first. Eta: u_p = (c_p − Σ αᵢ cᵢ) / α_p. Lower border:
        // its row's multiplier comes from its own position alone, then leaves the rest.
        for t in updateKind.indices.reversed() {
            let p = updatePosition[t]
            switch updateKind[t] {
            case .eta:
                var s = c[p]
                for e in updateStart[t]..<updateStart[t + 1] { s -= updateValue[e] * c[updateIndex[e]] }
                c[p] = s / updatePivot[t]
            case .lowerBorder:
                let yp = c[p] / updatePivot[t]
                y[p] = yp
                if yp == 0 { continue }
                for e in updateStart[t]..<updateStart[t + 1] { c[updateIndex[e]] -= updateValue[e] * yp }
            case .upperBorder:
                continue
            }
        }
        let pivots = lu.pivots
        // Uᵀ, in pivot order.
        for k in pivots.indices {
            let w = c[pivots[k].column] / pivots[k].value
            y[pivots[k].row] = w
            if w == 0 { continue }
            for e in lu.uStart[k]..<lu.uStart[k + 1] {
                c[lu.uColumns[e]] -= lu.uValues[e] * w
            }
        }
        // Lᵀ, in reverse pivot order.
        for k in pivots.indices.reversed() {
            var s = 0.0
            for e in lu.lStart[k]..<lu.lStart[k + 1] {
                s += lu.lValues[e] * y[lu.lRows[e]]
            }
            y[pivots[k].row] -= s
        }
        // Upper borders, oldest first: each row's multiplier from the rows before it.
        if borderCount > 0 {
            for t in updateKind.indices where updateKind[t] == .upperBorder {
                let p = updatePosition[t]
                var s = c[p]
                for e in updateStart[t]..<updateStart[t + 1] { s -= updateValue[e] * y[updateIndex[e]] }
                y[p] = s / updatePivot[t]
            }
        }
        return y
    }

    /// Records that the column at `position` was replaced by its negation (an error variable
    /// trading places with its opposite-signed sibling).
    mutating func negate(position: Int) {
        updateKind.append(.eta)
        updatePosition.append(position)
        updatePivot.append(-1)
        updateStart.append(updateIndex.count)
    }

    /// Records that the variable whose column is `alpha = B⁻¹a` (indexed by position) replaced the
    /// one at `position`. Entries below ``Tolerance/drop`` are left out unless `keeping` marks them
    /// (rates the ratio test counted, see `RevisedSimplex.tinyRates`).
    mutating func replace(position: Int, alpha: [Double], keeping: [Bool]? = nil) {
        pivotEtaCount += 1
        updateKind.append(.eta)
        updatePosition.append(position)
        updatePivot.append(alpha[position])
        for (i, a) in alpha.enumerated() where i != position && (abs(a) > Tolerance.drop || keeping?[i] == true) {
            updateIndex.append(i)
            updateValue.append(a)
        }
        updateStart.append(updateIndex.count)
    }

    /// Adds row and position `size` to the basis: its basic variable has `pivot` in the new row
    /// and `column` (rows, values) in the old rows, while no other basic variable is in the new row.
    mutating func appendUpperBorder(pivot: Double, column: [(row: Int, value: Double)]) {
        appendBorder(.upperBorder, pivot: pivot, entries: column)
    }

    /// Adds row and position `size` to the basis: its basic variable has `pivot` in the new row
    /// and is in no old row; `row` holds the new row's entries at old basic positions.
    mutating func appendLowerBorder(pivot: Double, row: [(position: Int, value: Double)]) {
        appendBorder(.lowerBorder, pivot: pivot, entries: row)
    }

    private mutating func appendBorder(_ kind: UpdateKind, pivot: Double, entries: [(Int, Double)]) {
        updateKind.append(kind)
        updatePosition.append(size)
        updatePivot.append(pivot)
        for (i, a) in entries {
            updateIndex.append(i)
            updateValue.append(a)
        }
        updateStart.append(updateIndex.count)
        size += 1
        borderCount += 1
    }
}
