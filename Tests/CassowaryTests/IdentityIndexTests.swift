import Cassowary
import Testing

/// `IdentityIndex`, the open-addressing table behind the solver's variable columns and the
/// layout's item records, must answer exactly as a `Dictionary` would through any mix of inserts,
/// overwrites, removals (which shift keys back within their probe runs) and growth.
struct IdentityIndexTests {
    /// A deterministic sequence of operations on 3,000 objects, checked against a dictionary after
    /// every step on the key touched and, every 500 steps, on every key.
    @Test func answersAsADictionaryThroughInsertsRemovalsAndGrowth() {
        let objects = (0..<3_000).map { Variable("v\($0)") }
        var index = IdentityIndex()
        var reference: [ObjectIdentifier: Int] = [:]
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for step in 0..<40_000 {
            // Keys come from a window that slides over the objects, so the table grows, shrinks
            // in use and keeps long probe runs with removals in the middle of them.
            let window = min(objects.count, 200 + step / 10)
            let key = ObjectIdentifier(objects[next(window)])
            if next(3) == 0 {
                index[key] = nil
                reference[key] = nil
            } else {
                let value = next(1_000_000)
                index[key] = value
                reference[key] = value
            }
            #expect(index[key] == reference[key])
            #expect(index.count == reference.count)
            if step % 500 == 0 {
                for object in objects {
                    let k = ObjectIdentifier(object)
                    if index[k] != reference[k] {
                        Issue.record("step \(step): \(object.name) maps to \(String(describing: index[k])), expected \(String(describing: reference[k]))")
                        return
                    }
                }
            }
        }
    }

    @Test func removingEveryKeyLeavesAnEmptyTableThatStillWorks() {
        let objects = (0..<100).map { _ in Variable() }
        var index = IdentityIndex(minimumCapacity: 4)
        for (i, object) in objects.enumerated() { index[ObjectIdentifier(object)] = i }
        #expect(index.count == 100)
        for object in objects.reversed() { index[ObjectIdentifier(object)] = nil }
        #expect(index.count == 0)
        #expect(objects.allSatisfy { index[ObjectIdentifier($0)] == nil })
        index[ObjectIdentifier(objects[7])] = 7
        #expect(index[ObjectIdentifier(objects[7])] == 7)
        index.removeAll()
        #expect(index.count == 0 && index[ObjectIdentifier(objects[7])] == nil)
    }
}
