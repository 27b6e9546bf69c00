@testable import Cassowary
import Testing

/// A batch of rows that says how many variables it mentions (`ConstraintRows.reserveCapacity(rows:terms:variables:)`)
/// gets a table of variables sized once: no doubling while the batch is registered, and the same
/// solution as without the hint.
struct ExpectedVariablesTests {
    /// A chain of `n` boxes: `x[i+1] == x[i] + w[i] + 2`, `w[i] == 10` (strong), `x[0] == 0`.
    static func chain(_ n: Int, hinted: Bool) -> (ConstraintRows, [Variable]) {
        let x = (0..<n).map { _ in Variable() }, w = (0..<n).map { _ in Variable() }
        var rows = ConstraintRows()
        if hinted { rows.reserveCapacity(rows: 2 * n, terms: 4 * n, variables: 2 * n) }
        rows.append(x[0] == 0)
        for i in 0..<n {
            rows.append((w[i] == 10).withStrength(.strong))
            if i + 1 < n { rows.append(x[i + 1] == x[i] + w[i] + 2) }
        }
        return (rows, x + w)
    }

    @Test func aHintedBatchSizesTheVariableTableOnce() throws {
        let (hinted, kept) = Self.chain(2_000, hinted: true)
        let (plain, keptToo) = Self.chain(2_000, hinted: false)
        let a = Solver(), b = Solver()
        try a.addRows(hinted)
        try b.addRows(plain)
        #expect(a.variableIndex.growths == 0)
        // Without the hint the table doubles as variables come (16 slots up to 8,192 for 4,000).
        #expect(b.variableIndex.growths == 9)
        #expect(a.variableCount == 4_000 && b.variableCount == 4_000)
        a.updateVariables()
        b.updateVariables()
        #expect(kept.map(\.value) == keptToo.map(\.value))
        #expect(kept[1_999].value == 1_999 * 12)
    }

    @Test func reservingKeepsEveryKey() {
        let objects = (0..<100).map { _ in Variable() }
        var index = IdentityIndex()
        for (i, v) in objects.enumerated() { index[ObjectIdentifier(v)] = i }
        index.reserveCapacity(5_000)
        #expect(index.count == 100)
        #expect(objects.indices.allSatisfy { index[ObjectIdentifier(objects[$0])] == $0 })
        // Room for 5,000 more keys without growing.
        let more = (0..<4_900).map { _ in Variable() }
        let before = index.growths
        for (i, v) in more.enumerated() { index[ObjectIdentifier(v)] = 100 + i }
        #expect(index.growths == before)
        #expect(index[ObjectIdentifier(more[4_899])] == 4_999)
    }
}
