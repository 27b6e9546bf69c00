/// The inverse of the simplex basis, kept as a sparse LU factorisation plus an eta file.
///
/// The basis `B` has one column per *position* (the basic variable at that position) and one row
/// per constraint. Instead of the fully substituted tableau a textbook Cassowary keeps (which fills
/// up: on a chain of views every position becomes a sum of all earlier widths), we keep `B = LU`
/// sparse and solve with it:
/// - `ftran` solves `B z = v` (a column in terms of the basis: the pivot column, the basic values);
/// - `btran` solves `yᵀ B = cᵀ` (the simplex multipliers, for pricing).
/// After a pivot the new basis is `B E`, with `E` the identity but for one column (the product form
/// of the inverse); after ``maximumEtas`` pivots the basis is factorised afresh.
struct BasisFactorization {
    static let maximumEtas = 64

    let size: Int
    private let lu: SparseLU
    // Eta file: for eta t, the position it replaced, the pivot element, and the other entries.
    private var etaPosition: [Int] = []
    private var etaPivot: [Double] = []
    private var etaStart: [Int] = [0]
    private var etaIndex: [Int] = []
    private var etaValue: [Double] = []

    /// Rows that found no pivot (the basis is singular there) and positions left without a row.
    let singularRows: [Int]
    let singularPositions: [Int]

    var eliminationWork: Int { lu.work }
    /// Etas from real pivots: what degrades accuracy and warrants a fresh factorisation. (Sign
    /// flips are exact and cost one multiplication each.)
    private(set) var pivotEtaCount = 0

    /// Factorises the basis `basis[position] = column` of `program`.
    init(program: LinearProgram, basis: [Int], positionOf: [Int]) {
        let m = program.rowCount
        size = m
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
        // Then the eta file, oldest first.
        for t in etaPosition.indices {
            let p = etaPosition[t]
            let zp = z[p] / etaPivot[t]
            z[p] = zp
            if zp == 0 { continue }
            for e in etaStart[t]..<etaStart[t + 1] {
                z[etaIndex[e]] -= etaValue[e] * zp
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
        for t in etaPosition.indices {
            let p = etaPosition[t]
            let zp = z[p] / abs(etaPivot[t])
            z[p] = zp
            if zp == 0 { continue }
            for e in etaStart[t]..<etaStart[t + 1] { z[etaIndex[e]] += abs(etaValue[e]) * zp }
        }
        return z
    }

    /// Solves `yᵀ B = cᵀ` for `c` indexed by position; returns `y` indexed by row. `c` is consumed.
    func btran(_ c: inout [Double]) -> [Double] {
        // The eta file, newest first: u_p = (c_p − Σ αᵢ cᵢ) / α_p.
        for t in etaPosition.indices.reversed() {
            let p = etaPosition[t]
            var s = c[p]
            for e in etaStart[t]..<etaStart[t + 1] {
                s -= etaValue[e] * c[etaIndex[e]]
            }
            c[p] = s / etaPivot[t]
        }
        let pivots = lu.pivots
        var y = [Double](repeating: 0, count: size)
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
        return y
    }

    /// Records that the column at `position` was replaced by its negation (an error variable
    /// trading places with its opposite-signed sibling).
    mutating func negate(position: Int) {
        etaPosition.append(position)
        etaPivot.append(-1)
        etaStart.append(etaIndex.count)
    }

    /// Records that the variable whose column is `alpha = B⁻¹a` (indexed by position) replaced the
    /// one at `position`. Entries below ``Tolerance/drop`` are left out unless `keeping` marks them
    /// (rates the ratio test counted, see `RevisedSimplex.tinyRates`).
    mutating func replace(position: Int, alpha: [Double], keeping: [Bool]? = nil) {
        pivotEtaCount += 1
        etaPosition.append(position)
        etaPivot.append(alpha[position])
        for (i, a) in alpha.enumerated() where i != position && (abs(a) > Tolerance.drop || keeping?[i] == true) {
            etaIndex.append(i)
            etaValue.append(a)
        }
        etaStart.append(etaIndex.count)
    }
}
