import Foundation
import SketchpadSwiftUI
import Testing

/// A plain list shown scrolled — `defaultScrollAnchor` (Apple: "which part of the scroll view's
/// content should be visible initially"), a `ScrollPosition` at a point or an edge — keeps the
/// header of the section at the top pinned there, as iOS's plain lists do, pushed up by the
/// section's end. Canvas 320 × 400; the list fills it.
@MainActor @Suite struct StickyListHeaderTests {
    static let canvas = CGSize(width: 320, height: 400)

    static var list: some View {
        List {
            Section { ForEach(0..<20, id: \.self) { Text("Row \($0)").accessibilityIdentifier("r\($0)") } } header: {
                Text("First").accessibilityIdentifier("h1")
            }
            Section { Text("Last").accessibilityIdentifier("last") } header: { Text("Second").accessibilityIdentifier("h2") }
        }
        .listStyle(.plain)
    }

    static func frames(_ view: some View, _ ids: [String]) throws -> [String: CGRect] {
        let sketch = try Sketch(view, size: canvas)
        var frames: [String: CGRect] = [:]
        for id in ids {
            // Bound first: assigned straight into the dictionary, `#require` would see `CGRect??` and never fail.
            let frame = try #require(sketch.frame(ofID: id), "no view with id \(id)")
            frames[id] = frame
        }
        return frames
    }

    @Test func aScrollPositionMovesTheRowsAndPinsTheTopSectionsHeader() throws {
        let top = try Self.frames(Self.list, ["h1", "r0", "r10"])
        #expect(top["h1"]?.minY == 8, "unscrolled: 8 points under the list's top")
        let scrolled = try Self.frames(Self.list.scrollPosition(.constant(ScrollPosition(y: 200))), ["h1", "r0", "r10"])
        #expect(scrolled["r10"]!.minY == top["r10"]!.minY - 200, "the rows scroll by 200 points")
        #expect(scrolled["h1"]?.minY == 8, "the header stays pinned at the top")
    }

    @Test func theBottomAnchorShowsTheEndAndTheHeaderOfTheSectionAtTheTop() throws {
        let bottom = try Self.frames(Self.list.defaultScrollAnchor(.bottom), ["h1", "h2", "last"])
        #expect(abs(bottom["last"]!.maxY - 400) < 12, "the last row at the bottom: \(bottom["last"]!)")
        #expect(bottom["h1"]?.minY == 8, "the first section still fills the top: its header is pinned")
        #expect(bottom["h2"]!.minY > 300, "the second header in its place")
        let edge = try Self.frames(Self.list.scrollPosition(.constant(ScrollPosition(edge: .bottom))), ["last"])
        #expect(edge["last"] == bottom["last"])
        let role = try Self.frames(Self.list.defaultScrollAnchor(.bottom, for: .initialOffset), ["last"])
        #expect(role["last"] == bottom["last"])
    }

    @Test func aHeaderIsPushedUpByItsSectionsEnd() throws {
        // Scrolled so the first section's last rows are at the top: its header rides up with them.
        let list = List {
            Section { ForEach(0..<20, id: \.self) { Text("Row \($0)").accessibilityIdentifier("r\($0)") } } header: {
                Text("First").accessibilityIdentifier("h1")
            }
            Section { ForEach(0..<20, id: \.self) { Text("More \($0)") } } header: { Text("Second").accessibilityIdentifier("h2") }
        }
        .listStyle(.plain)
        let top = try Self.frames(list, ["r19", "h2"])
        let offset = top["h2"]!.minY - 8 - 30
        let scrolled = try Self.frames(list.scrollPosition(.constant(ScrollPosition(y: offset))), ["h1", "h2", "r19"])
        #expect(scrolled["h1"]!.minY < 8, "pushed up by its section's end: \(scrolled["h1"]!)")
        #expect(scrolled["h1"]!.maxY <= scrolled["r19"]!.maxY + 8 + 0.5)
    }

    @Test func groupedListsDoNotPin() throws {
        let grouped = List {
            Section { ForEach(0..<20, id: \.self) { Text("Row \($0)") } } header: { Text("First").accessibilityIdentifier("h1") }
        }
        let top = try Self.frames(grouped, ["h1"])
        let scrolled = try Self.frames(grouped.scrollPosition(.constant(ScrollPosition(y: 100))), ["h1"])
        #expect(scrolled["h1"]!.minY == top["h1"]!.minY - 100)
    }
}
