@testable import Cassowary
import Testing

/// The crash's row reductions (`PivotEliminator`): a row reduced by a tier's LU, then by the
/// next, must come out as the textbook elimination leaves it, with its multipliers recorded
/// (the crash's factors are assembled from them) and the shared scratch left clean.
@Suite struct PivotEliminatorTests {
    /// Compressed rows from dense ones (zeros left out).
    private func compressed(_ rows: [[Double]]) -> (start: [Int], columns: [Int], values: [Double]) {
        var start = [0], columns: [Int] = [], values: [Double] = []
        for row in rows {
            for (j, a) in row.enumerated() where a != 0 { columns.append(j); values.append(a) }
            start.append(columns.count)
        }
        return (start, columns, values)
    }

    /// The textbook reduction: every pivot of `lu` in order, on a dense row.
    private func reference(_ row: [Double], by lu: SparseLU) -> [Double] {
        var w = row
        for k in lu.pivots.indices {
            let pivot = lu.pivots[k]
            let a = w[pivot.column]
            w[pivot.column] = 0
            if abs(a) <= Tolerance.drop { continue }
            let m = a / pivot.value
            for e in lu.uStart[k]..<lu.uStart[k + 1] { w[lu.uColumns[e]] -= m * lu.uValues[e] }
        }
        return w
    }

    private func dense(_ entries: [(Int, Double)], count: Int) -> [Double] {
        var w = [Double](repeating: 0, count: count)
        for (j, a) in entries { w[j] = a }
        return w
    }

    @Test func rowsReducedThroughTheSharedSlotsMatchTheTextbookReduction() throws {
        let n = 7
        // Tier 0: a chain (x1 = x0 + x5 + 1, x2 = x1 + x6, ...), whose rows of U reach later pivots.
        let tier0: [[Double]] = [[1, -1, 0, 0, 0, 1, 0],
                                 [0, 1, -1, 0, 0, 0, 1],
                                 [0, 0, 1, -1, 0, 0, 0],
                                 [2, 0, 0, 0, 0, 0, 0]]
        let (s0, c0, v0) = compressed(tier0)
        let lu0 = SparseLU(rowStart: s0, columns: c0, values: v0, columnCount: n)
        try #require(lu0.pivots.count == 4)
        var scratch = EliminationScratch(columnCount: n)
        var first = PivotEliminator(lu: lu0)

        // Tier 1: rows over the chain's columns and free ones, reduced by tier 0 before their LU.
        let tier1: [[Double]] = [[0, 0, 0, 3, 1, 0, 0], [0, 0, 0, 0, 0, 2, 5]]
        var reduced: [[Double]] = []
        for (r, row) in tier1.enumerated() {
            let entries = row.enumerated().filter { $0.element != 0 }.map { ($0.offset, $0.element) }
            let out = first.reduce(entries, row: 10 + r, using: &scratch)
            let expected = reference(row, by: lu0)
            let got = dense(out, count: n)
            for j in 0..<n where lu0.pivotOfColumn[j] < 0 {
                #expect(got[j] == expected[j], "tier 1 row \(r), column \(j)")
            }
            #expect(out.allSatisfy { lu0.pivotOfColumn[$0.0] < 0 }, "\(out)")
            reduced.append(got)
        }
        // The chain reached from x3 back to x0: a multiplier per pivot it crossed, in pivot order.
        #expect(first.multipliers.filter { $0.row == 10 }.map(\.pivot) == first.multipliers.filter { $0.row == 10 }.map(\.pivot).sorted())
        #expect(first.multipliers.contains { $0.row == 10 })

        let (s1, c1, v1) = compressed(reduced)
        let lu1 = SparseLU(rowStart: s1, columns: c1, values: v1, columnCount: n)
        try #require(!lu1.pivots.isEmpty)
        var second = PivotEliminator(lu: lu1)

        // A later row, reduced by both tiers in turn, as the crash does.
        let row: [Double] = [1, 1, 1, 1, 1, 1, 1]
        var entries = row.enumerated().map { ($0.offset, $0.element) }
        entries = first.reduce(entries, row: 20, using: &scratch)
        entries = second.reduce(entries, row: 20, using: &scratch)
        let expected = reference(reference(row, by: lu0), by: lu1)
        let got = dense(entries, count: n)
        for j in 0..<n where lu0.pivotOfColumn[j] < 0 && lu1.pivotOfColumn[j] < 0 {
            #expect(got[j] == expected[j], "column \(j)")
        }
        #expect(entries.allSatisfy { lu0.pivotOfColumn[$0.0] < 0 && lu1.pivotOfColumn[$0.0] < 0 }, "\(entries)")
        // The scratch is left clean for the next row.
        #expect(scratch.work.allSatisfy { $0 == 0 } && !scratch.present.contains(true))
        // Each multiplier reduced its row by exactly the pivot's share: replaying them on the
        // dense row leaves the pivot columns at 0.
        var replay = row
        for m in first.multipliers where m.row == 20 {
            let pivot = lu0.pivots[m.pivot]
            #expect(m.value == replay[pivot.column] / pivot.value, "pivot \(m.pivot)")
            replay[pivot.column] = 0
            for e in lu0.uStart[m.pivot]..<lu0.uStart[m.pivot + 1] { replay[lu0.uColumns[e]] -= m.value * lu0.uValues[e] }
        }
        #expect(replay == reference(row, by: lu0))
    }
}
