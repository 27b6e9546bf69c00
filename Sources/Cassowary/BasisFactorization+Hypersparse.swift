/// Hypersparse solves: `B z = v` and `yᵀ B = cᵀ` for a right-hand side with few non-zeros, in time
/// proportional to the entries of the factors they reach (Gilbert & Peierls's observation, with a
/// heap instead of a depth-first search to visit the reached pivots in order).
///
/// A warm add, a removal or a suggestion solves with unit vectors and single columns. Dense solves
/// walk every pivot whatever the right-hand side, so each add would cost the size of the system:
/// one-by-one builds quadratic, the very thing warm starts are for. Here a triangular solve pushes
/// the pivots its non-zeros reach onto a heap and pops them in pivot order, so it touches what
/// depends on its input and nothing else.
///
/// The dense solves read L by source pivot (each elimination as it happened) and U by pivot row;
/// the hypersparse ones need the transposes too (L by target, U by column), built once per
/// factorisation on first use: a layout that never adds a constraint to a solved system pays nothing.
extension BasisFactorization {
    /// The factorised LU's entries by the pivots they connect (borders keep their own, see the
    /// type's storage).
    struct HyperIndex {
        /// For each entry of `lu.lRows`, the pivot of its row (-1: a row the LU left unpivoted).
        var lTarget: [Int]
        /// L by target pivot: `lByTargetStart[k]..<lByTargetStart[k + 1]` of source pivots and values.
        var lByTargetStart: [Int], lByTargetSource: [Int], lByTargetValue: [Double]
        /// For each entry of `lu.uColumns`, the pivot of its position.
        var uTarget: [Int]
        /// U by target pivot (its column): the source pivots (rows) above it and their values.
        var uByTargetStart: [Int], uByTargetSource: [Int], uByTargetValue: [Double]

        init(lu: SparseLU) {
            let n = lu.pivots.count
            lTarget = lu.lRows.map { lu.pivotOfRow[$0] }
            uTarget = lu.uColumns.map { lu.pivotOfColumn[$0] }
            func transpose(start: [Int], target: [Int], values: [Double]) -> ([Int], [Int], [Double]) {
                var counts = [Int](repeating: 0, count: n + 1)
                for t in target where t >= 0 { counts[t + 1] += 1 }
                for k in 0..<n { counts[k + 1] += counts[k] }
                var fill = counts
                var sources = [Int](repeating: 0, count: counts[n])
                var vals = [Double](repeating: 0, count: counts[n])
                for k in 0..<n {
                    for e in start[k]..<start[k + 1] where target[e] >= 0 {
                        sources[fill[target[e]]] = k
                        vals[fill[target[e]]] = values[e]
                        fill[target[e]] += 1
                    }
                }
                return (counts, sources, vals)
            }
            (lByTargetStart, lByTargetSource, lByTargetValue) = transpose(start: lu.lStart, target: lTarget, values: lu.lValues)
            (uByTargetStart, uByTargetSource, uByTargetValue) = transpose(start: lu.uStart, target: uTarget, values: lu.uValues)
        }
    }

    /// Working storage reused by every hypersparse solve (grown, never shrunk).
    struct Scratch {
        var seen: [Int] = []
        var stamp = 0
        var ascending = PivotHeap(largestFirst: false)
        var descending = PivotHeap(largestFirst: true)
        var reached: [Int] = []
        var etaSums: [Double] = []
        var etaSeen: [Int] = []
        var etaStamp = 0
        /// A vector by row for the multipliers of a lower border.
        var rows = SparseVector(count: 0)
        /// A border's row of L and column of U, by source pivot.
        var lower: [(pivot: Int, value: Double)] = [], upper: [(pivot: Int, value: Double)] = []
        /// Recent results' share of non-zeros (see ``BasisFactorization/denseAbove``).
        var ftranDensity = 0.0, btranDensity = 0.0
    }

    private mutating func prepare() {
        if hyper == nil { hyper = HyperIndex(lu: lu) }
        if !hasEtaLists { buildEtaLists() }
        while scratch.seen.count < pivotCount { scratch.seen.append(0) }
        while scratch.etaSums.count < etaPosition.count { scratch.etaSums.append(0) }
        while scratch.etaSeen.count < etaPosition.count { scratch.etaSeen.append(0) }
    }

    /// Marks pivot `k` as queued in the current pass; false if it already was.
    @inline(__always) private mutating func enqueue(_ k: Int) -> Bool {
        if scratch.seen[k] == scratch.stamp { return false }
        scratch.seen[k] = scratch.stamp
        return true
    }

    // MARK: B z = v

    /// Solves `B z = v` for a sparse `v` indexed by row, into `z` indexed by position (added to
    /// whatever `z` holds; pass it clear). `v` is used as working storage and left clear.
    mutating func ftran(_ v: inout SparseVector, into z: inout SparseVector) {
        let before = z.indices.count
        if size < Self.hypersparseMinimum || scratch.ftranDensity > Self.denseAbove {
            var dense = [Double](repeating: 0, count: size)
            for i in v.indices where i < size { dense[i] = v[i] }
            v.clear()
            let result = ftran(&dense)
            for p in 0..<size where result[p] != 0 { z.add(p, result[p]) }
        } else {
            prepare()
            forwardL(&v)
            backwardU(&v, into: &z)
            v.clear()
            applyEtas(to: &z)
        }
        scratch.ftranDensity = 0.9 * scratch.ftranDensity + 0.1 * Double(z.indices.count - before) / Double(size)
    }

    /// Whether an FTRAN now would most likely be hypersparse: the basis is large enough and recent
    /// results were sparse.
    var solvesAreSparse: Bool { size >= Self.hypersparseMinimum && scratch.ftranDensity <= Self.denseAbove }

    /// Below this many rows a dense solve is as cheap as finding the reach.
    static let hypersparseMinimum = 64
    /// Past this share of non-zeros in recent results, solves go dense: visiting most pivots
    /// through a heap costs more than a plain pass over all of them.
    static let denseAbove = 0.1

    /// `L⁻¹ v` in place (`v` by row); `scratch.reached` lists the pivots whose entry is non-zero.
    private mutating func forwardL(_ v: inout SparseVector) {
        scratch.stamp += 1
        scratch.reached.removeAll(keepingCapacity: true)
        for i in v.indices where v[i] != 0 {
            let k = pivot(ofRow: i)
            if k >= 0 && enqueue(k) { scratch.ascending.push(k) }
        }
        let hyper = self.hyper!
        while let k = scratch.ascending.pop() {
            let a = v[row(ofPivot: k)]
            if a == 0 { continue }
            scratch.reached.append(k)
            if k < basePivotCount {
                for e in lu.lStart[k]..<lu.lStart[k + 1] {
                    let target = hyper.lTarget[e]
                    guard target >= 0 else { continue }
                    v.add(lu.lRows[e], -lu.lValues[e] * a)
                    if enqueue(target) { scratch.ascending.push(target) }
                }
            }
            var e = Self.first(lbHead, k)
            while e >= 0 {
                let target = lbTarget[e]
                v.add(row(ofPivot: target), -lbValue[e] * a)
                if enqueue(target) { scratch.ascending.push(target) }
                e = lbNext[e]
            }
        }
    }

    /// `U⁻¹ w` for `w = L⁻¹ v` in `v` (by row, non-zero at `scratch.reached`), into `z` by position.
    private mutating func backwardU(_ v: inout SparseVector, into z: inout SparseVector) {
        scratch.stamp += 1
        for k in scratch.reached where enqueue(k) { scratch.descending.push(k) }
        let hyper = self.hyper!
        while let k = scratch.descending.pop() {
            let s = v[row(ofPivot: k)]
            if s == 0 { continue }
            let zk = s / value(ofPivot: k)
            z.set(position(ofPivot: k), zk)
            if k < basePivotCount {
                for e in hyper.uByTargetStart[k]..<hyper.uByTargetStart[k + 1] {
                    let source = hyper.uByTargetSource[e]
                    v.add(lu.pivots[source].row, -hyper.uByTargetValue[e] * zk)
                    if enqueue(source) { scratch.descending.push(source) }
                }
            } else {
                let t = k - basePivotCount
                for e in ubStart[t]..<ubStart[t + 1] {
                    let source = ubSource[e]
                    v.add(row(ofPivot: source), -ubValue[e] * zk)
                    if enqueue(source) { scratch.descending.push(source) }
                }
            }
        }
    }

    /// `E⁻¹ z`: the etas, oldest first, each only if its position is non-zero. A long eta file is
    /// walked through the etas a non-zero reaches (those that replaced its position), in order.
    private mutating func applyEtas(to z: inout SparseVector) {
        let count = etaPosition.count
        if count <= Self.shortEtaFile {
            for t in 0..<count {
                let p = etaPosition[t]
                let old = z[p]
                if old == 0 { continue }
                let zp = old / etaPivot[t]
                z.set(p, zp)
                for e in etaStart[t]..<etaStart[t + 1] { z.add(etaIndex[e], -etaValue[e] * zp) }
            }
            return
        }
        scratch.etaStamp += 1
        for p in z.indices where z[p] != 0 { queueEtas(replacing: p, after: -1, ascending: true) }
        while let t = scratch.ascending.pop() {
            let p = etaPosition[t]
            let old = z[p]
            if old == 0 { continue }
            let zp = old / etaPivot[t]
            z.set(p, zp)
            for e in etaStart[t]..<etaStart[t + 1] {
                let i = etaIndex[e]
                z.add(i, -etaValue[e] * zp)
                queueEtas(replacing: i, after: t, ascending: true)
            }
        }
    }

    /// An eta file this short is walked whole: cheaper than finding the etas a vector reaches.
    static let shortEtaFile = 16

    /// Queues the etas that replaced position `p`: those after eta `t` (ascending, FTRAN) or
    /// before it (descending, BTRAN).
    @inline(__always) private mutating func queueEtas(replacing p: Int, after t: Int, ascending: Bool) {
        var u = etaPivotHeadAt[p]
        while u >= 0 {
            if ascending ? u > t : u < t {
                if scratch.etaSeen[u] != scratch.etaStamp {
                    scratch.etaSeen[u] = scratch.etaStamp
                    if ascending { scratch.ascending.push(u) } else { scratch.descending.push(u) }
                }
            } else if ascending {
                break   // newest first: every further one is older still
            }
            u = etaPivotNext[u]
        }
    }

    // MARK: yᵀ B = cᵀ

    /// Solves `yᵀ B = cᵀ` for a sparse `c` indexed by position, into `y` indexed by row (added to
    /// whatever `y` holds; pass it clear). `c` is used as working storage and left clear.
    mutating func btran(_ c: inout SparseVector, into y: inout SparseVector) {
        let before = y.indices.count
        if size < Self.hypersparseMinimum || scratch.btranDensity > Self.denseAbove {
            var dense = [Double](repeating: 0, count: size)
            for p in c.indices where p < size { dense[p] = c[p] }
            c.clear()
            let result = btran(&dense)
            for i in 0..<size where result[i] != 0 { y.add(i, result[i]) }
        } else {
            prepare()
            applyEtasTransposed(&c)
            forwardUTransposed(&c, into: &y)
            c.clear()
            backwardLTransposed(&y)
        }
        scratch.btranDensity = 0.9 * scratch.btranDensity + 0.1 * Double(y.indices.count - before) / Double(size)
    }

    /// `cᵀ E⁻¹`: the etas newest first. Each changes only its own position, by the dot product of
    /// its column with `c`; the dot products are kept as running sums, fed by the per-position
    /// lists as entries of `c` appear or change, so that only the etas `c` reaches are visited.
    private mutating func applyEtasTransposed(_ c: inout SparseVector) {
        let count = etaPosition.count
        if count == 0 { return }
        scratch.etaStamp += 1
        let short = count <= Self.shortEtaFile
        for i in c.indices {
            let ci = c[i]
            if ci == 0 { continue }
            var e = etaHeadAt[i]
            while e >= 0 {
                let t = etaOfEntry[e]
                scratch.etaSums[t] += etaValue[e] * ci
                if !short && scratch.etaSeen[t] != scratch.etaStamp {
                    scratch.etaSeen[t] = scratch.etaStamp
                    scratch.descending.push(t)
                }
                e = etaNextAt[e]
            }
            if !short { queueEtas(replacing: i, after: count, ascending: false) }
        }
        func apply(_ t: Int, _ c: inout SparseVector) {
            let p = etaPosition[t]
            let old = c[p], sum = scratch.etaSums[t]
            scratch.etaSums[t] = 0
            guard sum != 0 || old != 0 else { return }
            let new = (old - sum) / etaPivot[t]
            guard new != old else { return }
            c.set(p, new)
            let delta = new - old
            var e = etaHeadAt[p]
            while e >= 0 {
                let older = etaOfEntry[e]
                if older < t {
                    scratch.etaSums[older] += etaValue[e] * delta
                    if !short && scratch.etaSeen[older] != scratch.etaStamp {
                        scratch.etaSeen[older] = scratch.etaStamp
                        scratch.descending.push(older)
                    }
                }
                e = etaNextAt[e]
            }
            if !short { queueEtas(replacing: p, after: t, ascending: false) }
        }
        if short {
            for t in stride(from: count - 1, through: 0, by: -1) { apply(t, &c) }
        } else {
            while let t = scratch.descending.pop() { apply(t, &c) }
        }
    }

    /// Solves `wᵀ U = cᵀ` (`c` by position), writing `w` into `y` at each pivot's row;
    /// `scratch.reached` lists the pivots whose entry is non-zero.
    private mutating func forwardUTransposed(_ c: inout SparseVector, into y: inout SparseVector) {
        scratch.stamp += 1
        scratch.reached.removeAll(keepingCapacity: true)
        for p in c.indices where c[p] != 0 {
            let k = pivot(ofPosition: p)
            if k >= 0 && enqueue(k) { scratch.ascending.push(k) }
        }
        let hyper = self.hyper!
        while let k = scratch.ascending.pop() {
            let cp = c[position(ofPivot: k)]
            if cp == 0 { continue }
            let w = cp / value(ofPivot: k)
            y.set(row(ofPivot: k), w)
            scratch.reached.append(k)
            if k < basePivotCount {
                for e in lu.uStart[k]..<lu.uStart[k + 1] {
                    let target = hyper.uTarget[e]
                    guard target >= 0 else { continue }
                    c.add(lu.uColumns[e], -lu.uValues[e] * w)
                    if enqueue(target) { scratch.ascending.push(target) }
                }
            }
            var e = Self.first(ubHead, k)
            while e >= 0 {
                let target = ubTarget[e]
                c.add(position(ofPivot: target), -ubValue[e] * w)
                if enqueue(target) { scratch.ascending.push(target) }
                e = ubNext[e]
            }
        }
    }

    /// Solves `yᵀ L = wᵀ` in place (`y` by row).
    private mutating func backwardLTransposed(_ y: inout SparseVector) {
        scratch.stamp += 1
        for k in scratch.reached where enqueue(k) { scratch.descending.push(k) }
        let hyper = self.hyper!
        while let k = scratch.descending.pop() {
            let yk = y[row(ofPivot: k)]
            if yk == 0 { continue }
            if k < basePivotCount {
                for e in hyper.lByTargetStart[k]..<hyper.lByTargetStart[k + 1] {
                    let source = hyper.lByTargetSource[e]
                    y.add(lu.pivots[source].row, -hyper.lByTargetValue[e] * yk)
                    if enqueue(source) { scratch.descending.push(source) }
                }
            } else {
                let t = k - basePivotCount
                for e in lbStart[t]..<lbStart[t + 1] {
                    let source = lbSource[e]
                    y.add(row(ofPivot: source), -lbValue[e] * yk)
                    if enqueue(source) { scratch.descending.push(source) }
                }
            }
        }
    }

    // MARK: Borders

    /// Adds row and position `size` to the basis, a *border* `B' = [B b; rᵀ a]`: the new basic
    /// variable's column `b` in the old rows (`column`, by row) and the new row's entries `r` at old
    /// basic positions (`entries`, by position), both consumed. Its pivot is the Schur complement
    /// `s = a − rᵀB⁻¹b`, which the caller has computed (and judged stable). The LU grows by a row of
    /// L, `rᵀE⁻¹U⁻¹` (one sparse solve through the etas and Uᵀ, skipped when `r` is empty: a
    /// variable only the new row has, or an auxiliary) and a column of U, `L⁻¹b` (one sparse solve
    /// through L, skipped when `b` is empty), since `[LU·E b; rᵀ a] = [LU b; rᵀE⁻¹ a]·diag(E, 1)`
    /// and `[L 0; lᵀ 1]·[U u; 0 s]` is that with `lᵀU = rᵀE⁻¹`, `Lu = b`, `s = a − lᵀu`.
    mutating func appendBorder(pivot: Double, entries: inout SparseVector, column: inout SparseVector) {
        prepare()
        var lower: [(pivot: Int, value: Double)] = [], upper: [(pivot: Int, value: Double)] = []
        // The scratch lists' storage, reused: one add at a time, their allocations showed.
        swap(&lower, &scratch.lower)
        swap(&upper, &scratch.upper)
        lower.removeAll(keepingCapacity: true)
        upper.removeAll(keepingCapacity: true)
        if !entries.indices.isEmpty {
            applyEtasTransposed(&entries)
            var multipliers = SparseVector(count: 0)
            swap(&multipliers, &scratch.rows)
            multipliers.grow(to: size)
            forwardUTransposed(&entries, into: &multipliers)
            entries.clear()
            for k in scratch.reached {
                let l = multipliers[row(ofPivot: k)]
                if l != 0 { lower.append((k, l)) }
            }
            multipliers.clear()
            swap(&multipliers, &scratch.rows)
        }
        if !column.indices.isEmpty {
            forwardL(&column)
            for k in scratch.reached {
                let u = column[row(ofPivot: k)]
                if u != 0 { upper.append((k, u)) }
            }
            column.clear()
        }
        appendPivot(pivot, lower: lower, upper: upper)
        swap(&lower, &scratch.lower)
        swap(&upper, &scratch.upper)
    }
}
