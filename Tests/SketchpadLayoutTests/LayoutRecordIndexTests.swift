import BenchmarkLists
import Cassowary
import Testing
@testable import SketchpadLayout
import SketchpadWidgets

/// The table from each laid-out item to its record (issue 26): made once at its final size, and
/// handed to the result as its index rather than rebuilt there. At 10,000 views each rebuild or
/// regrowth was a pass of scattered writes over a table larger than the processor's cache.
@Suite struct LayoutRecordIndexTests {
    /// A list of 300 rows (1,801 views and their guides) registers every item without the table
    /// doubling once. (Grown one item at a time from 16 slots, as before, it doubles 8 times.)
    @Test func theRecordTableIsMadeAtItsFinalSize() {
        let (root, size) = makeList(views: 1_801)
        let result = LayoutEngine(canvasSize: size).layout(root)
        #expect(result.entries.count > 2_000)
        #expect(result.index.growths == 0, "the record table doubled \(result.index.growths) times")
    }

    /// The result's index is the layout's table of records: entry i is record i, so every entry's
    /// item maps to its own position, including a leaf's margins guide, which is registered only
    /// when a constraint uses it (after the tree).
    @Test func theResultIndexesEveryEntryAtItsPosition() {
        let (root, size) = makeList(views: 61)
        let leaf = View(id: "leaf"), follower = View(id: "follower")
        root.addSubview(leaf)
        root.addSubview(follower)
        Constraint.activate([
            leaf.topAnchor.constraint(equalTo: root.topAnchor),
            leaf.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            leaf.widthAnchor.constraint(equalToConstant: 40),
            leaf.heightAnchor.constraint(equalToConstant: 30),
            follower.leadingAnchor.constraint(equalTo: leaf.layoutMarginsGuide.leadingAnchor),
            follower.topAnchor.constraint(equalTo: leaf.layoutMarginsGuide.bottomAnchor),
            follower.widthAnchor.constraint(equalToConstant: 10),
            follower.heightAnchor.constraint(equalToConstant: 10),
        ])
        let result = LayoutEngine(canvasSize: size).layout(root)
        #expect(result.index.count == result.entries.count)
        for (i, entry) in result.entries.enumerated() {
            #expect(result.index[ObjectIdentifier(entry.item)] == i)
            #expect(result.frame(of: entry.item) == entry.frame)
        }
        let margins = result.entries.firstIndex { $0.item === leaf.layoutMarginsGuide }
        #expect(margins == result.entries.count - 1, "the leaf's margins guide is registered last, by the constraint")
        #expect(result.frame(of: leaf.layoutMarginsGuide) == Rect(x: 8, y: 8, width: 24, height: 14))
        #expect(result.frame(of: follower) == Rect(x: 8, y: 22, width: 10, height: 10))
    }

    /// A result made from frames computed elsewhere (SwiftUI's) indexes its entries too.
    @Test func aResultMadeFromFramesIndexesItsEntries() {
        let a = View(id: "a"), b = View(id: "b")
        let result = LayoutResult(canvasSize: Size(width: 10, height: 10), layoutDirection: .leftToRight,
                                  entries: [.init(item: a, frame: Rect(x: 1, y: 2, width: 3, height: 4)),
                                            .init(item: b, frame: Rect(x: 5, y: 6, width: 7, height: 8))],
                                  diagnostics: [])
        #expect(result.frame(of: a) == Rect(x: 1, y: 2, width: 3, height: 4))
        #expect(result.frame(of: b) == Rect(x: 5, y: 6, width: 7, height: 8))
        #expect(result.frame(of: View()) == nil)
        #expect(result.snapped(toScale: 1).frame(of: b) == Rect(x: 5, y: 6, width: 7, height: 8))
    }
}
