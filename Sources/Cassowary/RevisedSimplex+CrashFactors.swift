extension RevisedSimplex {
    /// The LU factors of the basis the crash just adopted, assembled from the eliminations the
    /// crash did to choose it, so that a solve from scratch eliminates once instead of twice (the
    /// crash's tiers, then the whole basis again: a fifth of a grid's build).
    ///
    /// Why the crash's eliminations are the basis's: order the basis's pivots as
    /// 1. the rows whose basic variable is their own auxiliary, first: an auxiliary is in no other
    ///    row, so each is a column singleton that eliminates nothing, and its row of U is the
    ///    row's other basic entries as they stand;
    /// 2. then the tiers' LU pivots, tier after tier. A tier's rows were reduced by every earlier
    ///    tier's rows of U before its own LU (``PivotEliminator``), which is block Gaussian
    ///    elimination: those multipliers are L below the earlier pivots, the tier's own LU adds
    ///    the rest. Restricting the rows of U to basic variables changes nothing else: a column
    ///    that is not basic never contributes to a pivot or a multiplier.
    ///
    /// Rows a tier left unpivoted (they depend on others) took their auxiliary and pivot first,
    /// so the multipliers that reduced them are dropped. Returns nil where the crash's view of the
    /// program does not hold (appended variables: the crash reads columns below
    /// `variableCount` as the user's) or, defensively, if the pivots do not cover the basis;
    /// the caller then factorises the basis as before.
    func crashFactors(eliminators: [PivotEliminator], tierRows: [[Int]]) -> SparseLU? {
        let m = program.rowCount
        guard program.variableCount == program.baseVariableCount, basis.count == m else { return nil }
        var pivotedByTier = [Bool](repeating: false, count: m)
        for (e, eliminator) in eliminators.enumerated() {
            for pivot in eliminator.lu.pivots { pivotedByTier[tierRows[e][pivot.row]] = true }
        }
        var pivots: [SparseLU.Pivot] = []
        pivots.reserveCapacity(m)
        var uStart = [0], uColumns: [Int] = [], uValues: [Double] = []
        uStart.reserveCapacity(m + 1)
        // At most every entry of the auxiliaries' rows and of the tiers' rows of U: one
        // allocation, where appending doubled (and copied) both arrays some twenty times at
        // 10,000 views.
        var uBound = program.rowColumns.count
        for eliminator in eliminators { uBound += eliminator.lu.uColumns.count }
        uColumns.reserveCapacity(uBound)
        uValues.reserveCapacity(uBound)
        // 1. Auxiliaries: their rows as they stand.
        for i in 0..<m where !pivotedByTier[i] {
            let auxiliary = basis[i]
            var value = 0.0
            for k in program.rowRange(i) {
                let j = program.rowColumns[k]
                if j == auxiliary {
                    value = program.rowValues[k]
                } else if positionOf[j] >= 0 {
                    uColumns.append(positionOf[j])
                    uValues.append(program.rowValues[k])
                }
            }
            guard value != 0 else { return nil }
            pivots.append(SparseLU.Pivot(row: i, column: positionOf[auxiliary], value: value))
            uStart.append(uColumns.count)
        }
        // 2. The tiers' pivots, with their rows of U restricted to basic variables.
        var firstPivot: [Int] = []
        for (e, eliminator) in eliminators.enumerated() {
            let lu = eliminator.lu
            firstPivot.append(pivots.count)
            for k in lu.pivots.indices {
                let pivot = lu.pivots[k]
                pivots.append(SparseLU.Pivot(row: tierRows[e][pivot.row], column: positionOf[pivot.column], value: pivot.value))
                for u in lu.uStart[k]..<lu.uStart[k + 1] where positionOf[lu.uColumns[u]] >= 0 {
                    uColumns.append(positionOf[lu.uColumns[u]])
                    uValues.append(lu.uValues[u])
                }
                uStart.append(uColumns.count)
            }
        }
        guard pivots.count == m else { return nil }
        // L: each tier's own multipliers and those that reduced later tiers' rows, for rows
        // pivoted by a tier, gathered by pivot (a counting sort keeps their order).
        var lCount = [Int](repeating: 0, count: m + 1)
        for (e, eliminator) in eliminators.enumerated() {
            let lu = eliminator.lu
            for k in lu.pivots.indices {
                for l in lu.lStart[k]..<lu.lStart[k + 1] where lu.pivotOfRow[lu.lRows[l]] >= 0 {
                    lCount[firstPivot[e] + k + 1] += 1
                }
            }
            for entry in eliminator.multipliers where pivotedByTier[entry.row] {
                lCount[firstPivot[e] + entry.pivot + 1] += 1
            }
        }
        for k in 0..<m { lCount[k + 1] += lCount[k] }
        let lStart = lCount
        var next = lCount
        var lRows = [Int](repeating: 0, count: lStart[m]), lValues = [Double](repeating: 0, count: lStart[m])
        for (e, eliminator) in eliminators.enumerated() {
            let lu = eliminator.lu
            for k in lu.pivots.indices {
                for l in lu.lStart[k]..<lu.lStart[k + 1] where lu.pivotOfRow[lu.lRows[l]] >= 0 {
                    let p = firstPivot[e] + k
                    lRows[next[p]] = tierRows[e][lu.lRows[l]]
                    lValues[next[p]] = lu.lValues[l]
                    next[p] += 1
                }
            }
            for entry in eliminator.multipliers where pivotedByTier[entry.row] {
                let p = firstPivot[e] + entry.pivot
                lRows[next[p]] = entry.row
                lValues[next[p]] = entry.value
                next[p] += 1
            }
        }
        let factors = SparseLU(pivots: pivots, lStart: lStart, lRows: lRows, lValues: lValues,
                               uStart: uStart, uColumns: uColumns, uValues: uValues, rowCount: m, columnCount: m)
        guard factors.pivotOfColumn.allSatisfy({ $0 >= 0 }) else { return nil }
        return factors
    }
}
