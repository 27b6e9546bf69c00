/// The inverse of the simplex basis, kept as a sparse LU factorisation that grows with the basis,
/// plus a file of pivot updates.
///
/// The basis `B` has one column per *position* (the basic variable at that position) and one row
/// per constraint. Instead of the fully substituted tableau a textbook Cassowary keeps (which fills
/// up: on a chain of views every position becomes a sum of all earlier widths), we keep `B = LU`
/// sparse and solve with it:
/// - `ftran` solves `B z = v` (a column in terms of the basis: the pivot column, the basic values);
/// - `btran` solves `yᵀ B = cᵀ` (the simplex multipliers, for pricing).
///
/// Both exist twice: dense (a vector as long as the basis, for solves from scratch) and
/// *hypersparse* (`BasisFactorization+Hypersparse.swift`: only the pivots a sparse right-hand side
/// reaches are visited, so a warm add or a suggestion costs what it touches, not the system).
///
/// The factors change in two ways between factorisations:
/// - a *border*: a constraint added to a solved system brings one row and one basic variable, so
///   the basis grows by one row and one position. If the new basic variable is in no old row
///   (`B' = [B 0; rᵀ a]`, a *lower* border) the LU gains a row of L (`rᵀ U⁻¹`, one sparse solve);
///   if no other basic variable is in the new row (`B' = [B b; 0 a]`, an *upper* border) it gains
///   a column of U (`L⁻¹ b`). Either way the new pivot is `a` and the factors stay one LU: adding
///   a constraint costs about its own row. Rows and positions that borders add are numbered on
///   from the factorised ones, so a border's row and position are one number.
/// - an *eta*: after a pivot the new basis is `B E`, with `E` the identity but for one column
///   (the product form of the inverse), applied after the LU. A border after etas folds them into
///   its row (`B E` bordered is `[B 0; rᵀE⁻¹ a]·diag(E, 1)`).
///
/// After enough pivots, or when borders outnumber the factorised rows, the basis is factorised
/// afresh.
struct BasisFactorization {
    static let maximumEtas = 64

    /// Rows and positions of the basis (borders included).
    private(set) var size: Int
    /// Rows and positions of the LU (those a border adds come after).
    let baseSize: Int
    let lu: SparseLU
    var basePivotCount: Int { lu.pivots.count }

    /// The pivots borders added: pivot `basePivotCount + t` is row and position `baseSize + t`.
    private(set) var borderPivot: [Double] = []

    /// Entries of L that borders added (a lower border's row `rᵀ U⁻¹`): pivot `target`'s row is
    /// reduced by `value` × pivot `source`'s. Linked by source (`lbNext`, heads `lbHead`, for
    /// scattering forwards) and contiguous by target (`lbStart[t]..<lbStart[t + 1]` for border t).
    private(set) var lbSource: [Int] = [], lbTarget: [Int] = [], lbValue: [Double] = [], lbNext: [Int] = []
    private(set) var lbHead: [Int]
    private(set) var lbStart: [Int] = [0]
    /// Entries of U that borders added (an upper border's column `L⁻¹ b`): pivot `source`'s row
    /// has `value` at pivot `target`'s position. Linked and contiguous as L's.
    private(set) var ubSource: [Int] = [], ubTarget: [Int] = [], ubValue: [Double] = [], ubNext: [Int] = []
    private(set) var ubHead: [Int]
    private(set) var ubStart: [Int] = [0]

    // Etas, oldest first: eta t replaced position `etaPosition[t]`, pivot `etaPivot[t]`, other
    // entries `etaStart[t]..<etaStart[t + 1]` of `etaIndex` (positions) / `etaValue`. Each entry
    // is also linked into a list per position (`etaHeadAt`, `etaNextAt`, newest first) with its
    // eta (`etaOfEntry`), so that a sparse BTRAN finds the etas a non-zero reaches.
    private(set) var etaPosition: [Int] = [], etaPivot: [Double] = [], etaStart: [Int] = [0]
    private(set) var etaIndex: [Int] = [], etaValue: [Double] = []
    private(set) var etaOfEntry: [Int] = [], etaNextAt: [Int] = []
    private(set) var etaHeadAt: [Int]
    /// The etas that replaced each position, newest first (`etaPivotHeadAt`, then `etaPivotNext`
    /// per eta), so that a sparse FTRAN reaches an eta through its position becoming non-zero.
    private(set) var etaPivotNext: [Int] = []
    private(set) var etaPivotHeadAt: [Int]

    /// Rows that found no pivot (the basis is singular there) and positions left without a row.
    let singularRows: [Int]
    let singularPositions: [Int]

    var eliminationWork: Int { lu.work }
    /// Etas from real pivots: what degrades accuracy and warrants a fresh factorisation. (Sign
    /// flips are exact and cost one multiplication each.)
    private(set) var pivotEtaCount = 0
    /// Rows added by borders since the factorisation.
    var borderCount: Int { borderPivot.count }
    /// Whether borders have grown past the factorised part: a fresh factorisation then costs less
    /// than it saves (geometric growth keeps the total linear).
    var hasOutgrownItsBorders: Bool { borderCount > max(64, baseSize) }
    /// Whether anything but sign flips happened since the factorisation.
    var hasUpdates: Bool { pivotEtaCount > 0 || borderCount > 0 }
    /// Entries in the eta file, and in the factorised LU.
    var etaEntryCount: Int { etaIndex.count }
    var luEntryCount: Int { lu.lRows.count + lu.uColumns.count }

    /// Scratch of the hypersparse solves and the transposed factors they need (built on first use).
    var hyper: HyperIndex?
    var scratch = Scratch()
    /// `B⁻¹ e_row` of the rows suggestions moved lately (see `BasisFactorization+UnitSolve.swift`);
    /// every change to the factors empties it.
    var unitSolves: [UnitSolve] = []

    /// Where the factors stood, to roll a failed call back to.
    struct Mark {
        let size: Int, borders: Int, lEntries: Int, uEntries: Int, etas: Int, etaEntries: Int, pivotEtaCount: Int
    }

    var mark: Mark {
        Mark(size: size, borders: borderPivot.count, lEntries: lbSource.count, uEntries: ubSource.count,
             etas: etaPosition.count, etaEntries: etaIndex.count, pivotEtaCount: pivotEtaCount)
    }

    mutating func rollBack(to mark: Mark) {
        if hasEtaLists {
            var e = etaIndex.count - 1
            while e >= mark.etaEntries {
                etaHeadAt[etaIndex[e]] = etaNextAt[e]
                e -= 1
            }
            var t = etaPosition.count - 1
            while t >= mark.etas {
                etaPivotHeadAt[etaPosition[t]] = etaPivotNext[t]
                t -= 1
            }
            etaPivotNext.removeSubrange(mark.etas...)
            etaOfEntry.removeSubrange(mark.etaEntries...)
            etaNextAt.removeSubrange(mark.etaEntries...)
        }
        etaIndex.removeSubrange(mark.etaEntries...)
        etaValue.removeSubrange(mark.etaEntries...)
        etaPosition.removeSubrange(mark.etas...)
        etaPivot.removeSubrange(mark.etas...)
        etaStart.removeSubrange((mark.etas + 1)...)
        var e = lbSource.count - 1
        while e >= mark.lEntries {
            lbHead[lbSource[e]] = lbNext[e]
            e -= 1
        }
        lbSource.removeSubrange(mark.lEntries...)
        lbTarget.removeSubrange(mark.lEntries...)
        lbValue.removeSubrange(mark.lEntries...)
        lbNext.removeSubrange(mark.lEntries...)
        e = ubSource.count - 1
        while e >= mark.uEntries {
            ubHead[ubSource[e]] = ubNext[e]
            e -= 1
        }
        ubSource.removeSubrange(mark.uEntries...)
        ubTarget.removeSubrange(mark.uEntries...)
        ubValue.removeSubrange(mark.uEntries...)
        ubNext.removeSubrange(mark.uEntries...)
        borderPivot.removeSubrange(mark.borders...)
        lbStart.removeSubrange((mark.borders + 1)...)
        ubStart.removeSubrange((mark.borders + 1)...)
        let pivots = basePivotCount + mark.borders
        if lbHead.count > pivots { lbHead.removeSubrange(pivots...) }
        if ubHead.count > pivots { ubHead.removeSubrange(pivots...) }
        if etaHeadAt.count > mark.size { etaHeadAt.removeSubrange(mark.size...) }
        if etaPivotHeadAt.count > mark.size { etaPivotHeadAt.removeSubrange(mark.size...) }
        size = mark.size
        pivotEtaCount = mark.pivotEtaCount
        if !unitSolves.isEmpty { unitSolves.removeAll() }
    }

    /// Factorises the basis `basis[position] = column` of `program`.
    init(program: LinearProgram, basis: [Int], positionOf: [Int]) {
        let m = program.rowCount
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
        self.init(lu: SparseLU(rowStart: start, columns: columns, values: values, columnCount: m), size: m)
    }

    /// The basis of `size` rows and positions factorised as `lu` (rows by the program's numbers,
    /// columns by position).
    init(lu factors: SparseLU, size m: Int) {
        size = m
        baseSize = m
        lu = factors
        singularRows = factors.unpivotedRows
        singularPositions = factors.pivotOfColumn.indices.filter { factors.pivotOfColumn[$0] < 0 }
        // The lists' heads are made on first use (a layout's solve from scratch pivots little and
        // borders nothing: four arrays as long as the basis would be its largest allocations).
        lbHead = []
        ubHead = []
        etaHeadAt = []
        etaPivotHeadAt = []
    }

    /// The first entry of a list whose heads are made on first use (-1: empty).
    @inline(__always) static func first(_ heads: [Int], _ i: Int) -> Int { i < heads.count ? heads[i] : -1 }

    // MARK: Pivots

    var pivotCount: Int { basePivotCount + borderPivot.count }

    @inline(__always) func row(ofPivot k: Int) -> Int {
        k < basePivotCount ? lu.pivots[k].row : baseSize + (k - basePivotCount)
    }

    @inline(__always) func position(ofPivot k: Int) -> Int {
        k < basePivotCount ? lu.pivots[k].column : baseSize + (k - basePivotCount)
    }

    @inline(__always) func value(ofPivot k: Int) -> Double {
        k < basePivotCount ? lu.pivots[k].value : borderPivot[k - basePivotCount]
    }

    /// The pivot of a row, or -1 for a row the LU left unpivoted.
    @inline(__always) func pivot(ofRow r: Int) -> Int {
        r < baseSize ? lu.pivotOfRow[r] : basePivotCount + (r - baseSize)
    }

    /// The pivot of a position, or -1 for a position the LU left without a row.
    @inline(__always) func pivot(ofPosition p: Int) -> Int {
        p < baseSize ? lu.pivotOfColumn[p] : basePivotCount + (p - baseSize)
    }

    // MARK: Dense solves

    /// Solves `B z = v` for `v` indexed by row; returns `z` indexed by position. `v` is consumed.
    func ftran(_ v: inout [Double]) -> [Double] {
        var z = [Double](repeating: 0, count: size)
        // The hot loop of every solve from scratch: indices come from the factorisation itself, so
        // skip the bounds checks.
        lu.pivots.withUnsafeBufferPointer { pivots in
        lu.lStart.withUnsafeBufferPointer { lStart in
        lu.lRows.withUnsafeBufferPointer { lRows in
        lu.lValues.withUnsafeBufferPointer { lValues in
        v.withUnsafeMutableBufferPointer { v in
            // Forward: apply the recorded eliminations.
            for k in 0..<pivots.count {
                let a = v[pivots[k].row]
                if a == 0 { continue }
                for e in lStart[k]..<lStart[k + 1] {
                    v[lRows[e]] -= lValues[e] * a
                }
            }
        }}}}}
        if !borderPivot.isEmpty {
            // Borders' rows of L, in pivot order, each from pivots before it.
            for t in borderPivot.indices {
                let r = baseSize + t
                var s = v[r]
                for e in lbStart[t]..<lbStart[t + 1] { s -= lbValue[e] * v[row(ofPivot: lbSource[e])] }
                v[r] = s
            }
            // Backward through the borders' pivots (their columns of U reach back into older rows).
            for t in borderPivot.indices.reversed() {
                let zk = v[baseSize + t] / borderPivot[t]
                z[baseSize + t] = zk
                if zk == 0 { continue }
                for e in ubStart[t]..<ubStart[t + 1] { v[row(ofPivot: ubSource[e])] -= ubValue[e] * zk }
            }
        }
        lu.pivots.withUnsafeBufferPointer { pivots in
        lu.uStart.withUnsafeBufferPointer { uStart in
        lu.uColumns.withUnsafeBufferPointer { uColumns in
        lu.uValues.withUnsafeBufferPointer { uValues in
        v.withUnsafeMutableBufferPointer { v in
        z.withUnsafeMutableBufferPointer { z in
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
        }}}}}}
        // Then the etas, oldest first.
        for t in etaPosition.indices {
            let p = etaPosition[t]
            let zp = z[p] / etaPivot[t]
            z[p] = zp
            if zp == 0 { continue }
            for e in etaStart[t]..<etaStart[t + 1] { z[etaIndex[e]] -= etaValue[e] * zp }
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
        for t in borderPivot.indices {
            var s = v[baseSize + t]
            for e in lbStart[t]..<lbStart[t + 1] { s += abs(lbValue[e]) * v[row(ofPivot: lbSource[e])] }
            v[baseSize + t] = s
        }
        for t in borderPivot.indices.reversed() {
            let zk = v[baseSize + t] / abs(borderPivot[t])
            z[baseSize + t] = zk
            if zk == 0 { continue }
            for e in ubStart[t]..<ubStart[t + 1] { v[row(ofPivot: ubSource[e])] += abs(ubValue[e]) * zk }
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
        var y = [Double](repeating: 0, count: size)
        // Etas, newest first: u_p = (c_p − Σ αᵢ cᵢ) / α_p.
        for t in etaPosition.indices.reversed() {
            let p = etaPosition[t]
            var s = c[p]
            for e in etaStart[t]..<etaStart[t + 1] { s -= etaValue[e] * c[etaIndex[e]] }
            c[p] = s / etaPivot[t]
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
        if !borderPivot.isEmpty {
            // The borders' pivots come last in pivot order: their columns of U gather from the rows
            // before them; their rows of L then pass their multipliers back.
            for t in borderPivot.indices {
                var s = c[baseSize + t]
                for e in ubStart[t]..<ubStart[t + 1] { s -= ubValue[e] * y[row(ofPivot: ubSource[e])] }
                y[baseSize + t] = s / borderPivot[t]
            }
            for t in borderPivot.indices.reversed() {
                let w = y[baseSize + t]
                if w == 0 { continue }
                for e in lbStart[t]..<lbStart[t + 1] { y[row(ofPivot: lbSource[e])] -= lbValue[e] * w }
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

    // MARK: Etas

    /// Records that the column at `position` was replaced by its negation (an error variable
    /// trading places with its opposite-signed sibling).
    mutating func negate(position: Int) {
        appendEta(position: position, pivot: -1)
        etaStart.append(etaIndex.count)
    }

    private mutating func appendEta(position: Int, pivot: Double) {
        if !unitSolves.isEmpty { unitSolves.removeAll() }
        if hasEtaLists {
            etaPivotNext.append(etaPivotHeadAt[position])
            etaPivotHeadAt[position] = etaPosition.count
        }
        etaPosition.append(position)
        etaPivot.append(pivot)
    }

    /// Records that the variable whose column is `alpha = B⁻¹a` (indexed by position) replaced the
    /// one at `position`. Entries below ``Tolerance/drop`` are left out unless `keeping` marks them
    /// (rates the ratio test counted, see `RevisedSimplex.tinyRates`).
    mutating func replace(position: Int, alpha: [Double], keeping: [Bool]? = nil) {
        pivotEtaCount += 1
        let t = etaPosition.count
        appendEta(position: position, pivot: alpha[position])
        for (i, a) in alpha.enumerated() where i != position && (abs(a) > Tolerance.drop || keeping?[i] == true) {
            appendEtaEntry(eta: t, position: i, value: a)
        }
        etaStart.append(etaIndex.count)
    }

    /// ``replace(position:alpha:keeping:)`` for a column from a hypersparse solve.
    mutating func replace(position: Int, alpha: SparseVector) {
        pivotEtaCount += 1
        let t = etaPosition.count
        appendEta(position: position, pivot: alpha[position])
        // The entries first, then their links: entry by entry through `appendEtaEntry` cost 177
        // instructions each, and a removal's pivot on form-200 (the shared guide moving every
        // row) writes ~700 of them.
        let first = etaIndex.count
        for i in alpha.indices where i != position {
            let a = alpha[i]
            if abs(a) > Tolerance.drop {
                etaIndex.append(i)
                etaValue.append(a)
            }
        }
        linkEtaEntries(of: t, from: first)
        etaStart.append(etaIndex.count)
    }

    /// Links the eta file's entries `first...` (all of eta `t`) into the lists per position.
    private mutating func linkEtaEntries(of t: Int, from first: Int) {
        guard hasEtaLists else { return }
        let end = etaIndex.count
        etaOfEntry.pad(to: end, with: t)
        etaNextAt.pad(to: end, with: -1)
        etaIndex.withUnsafeBufferPointer { index in
        etaNextAt.withUnsafeMutableBufferPointer { next in
        etaHeadAt.withUnsafeMutableBufferPointer { head in
            for e in first..<end {
                let i = index[e]
                next[e] = head[i]
                head[i] = e
            }
        }}}
    }

    private mutating func appendEtaEntry(eta t: Int, position i: Int, value a: Double) {
        etaIndex.append(i)
        etaValue.append(a)
        if hasEtaLists {
            etaOfEntry.append(t)
            etaNextAt.append(etaHeadAt[i])
            etaHeadAt[i] = etaIndex.count - 1
        }
    }

    /// Whether the eta file's lists per position exist (see ``buildEtaLists()``).
    var hasEtaLists: Bool { etaHeadAt.count == size }

    /// Makes the lists per position of the eta file, on the first hypersparse solve: a solve
    /// from scratch (a layout) pivots with dense solves only and never needs them.
    mutating func buildEtaLists() {
        etaHeadAt = [Int](repeating: -1, count: size)
        etaPivotHeadAt = etaHeadAt
        etaOfEntry = []
        etaNextAt = []
        etaPivotNext = []
        etaOfEntry.reserveCapacity(etaIndex.count)
        etaNextAt.reserveCapacity(etaIndex.count)
        for t in etaPosition.indices {
            etaPivotNext.append(etaPivotHeadAt[etaPosition[t]])
            etaPivotHeadAt[etaPosition[t]] = t
            for e in etaStart[t]..<etaStart[t + 1] {
                etaOfEntry.append(t)
                etaNextAt.append(etaHeadAt[etaIndex[e]])
                etaHeadAt[etaIndex[e]] = e
            }
        }
    }

    // MARK: Growing by one pivot

    /// Adds row and position `size` with pivot `pivot`, whose row of L (`lower`, by source pivot)
    /// and column of U (`upper`, by source pivot) a border computed.
    mutating func appendPivot(_ pivot: Double, lower: [(pivot: Int, value: Double)], upper: [(pivot: Int, value: Double)]) {
        if !unitSolves.isEmpty { unitSolves.removeAll() }
        let k = pivotCount
        // Grown in place: `+= [Int](repeating:count:)` allocated a temporary array per border.
        if !lower.isEmpty { while lbHead.count <= k { lbHead.append(-1) } }
        if !upper.isEmpty { while ubHead.count <= k { ubHead.append(-1) } }
        for (source, value) in lower {
            lbSource.append(source)
            lbTarget.append(k)
            lbValue.append(value)
            lbNext.append(lbHead[source])
            lbHead[source] = lbSource.count - 1
        }
        lbStart.append(lbSource.count)
        for (source, value) in upper {
            ubSource.append(source)
            ubTarget.append(k)
            ubValue.append(value)
            ubNext.append(ubHead[source])
            ubHead[source] = ubSource.count - 1
        }
        ubStart.append(ubSource.count)
        borderPivot.append(pivot)
        let lists = hasEtaLists
        if lists {
            etaHeadAt.append(-1)
            etaPivotHeadAt.append(-1)
        }
        size += 1
    }
}
