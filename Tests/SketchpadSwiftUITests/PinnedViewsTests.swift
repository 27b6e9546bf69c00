import Foundation
import SketchpadSwiftUI
import Testing

/// Pinned section headers and footers in `LazyHStack`, `LazyVGrid` and `LazyHGrid`, as in
/// `LazyVStack` ("Grouping data with lazy stack views": headers and footers "that you can pin to
/// the top or bottom of the ScrollView"); in a lazy grid a section's header and footer span the grid.
@MainActor @Suite struct PinnedViewsTests {
    static func frames(_ view: some View, size: CGSize, _ ids: [String]) throws -> [String: CGRect] {
        let sketch = try Sketch(view, size: size)
        var frames: [String: CGRect] = [:]
        for id in ids { frames[id] = sketch.frame(ofID: id) }
        return frames
    }

    static func hSection(_ pinned: PinnedScrollableViews) -> some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 0, pinnedViews: pinned) {
                Section {
                    ForEach(0..<3, id: \.self) { Color.blue.frame(width: 100).accessibilityIdentifier("row\($0)") }
                } header: {
                    Color.red.frame(width: 20).accessibilityIdentifier("header")
                } footer: {
                    Color.green.frame(width: 20).accessibilityIdentifier("footer")
                }
            }
        }
    }

    @Test func aLazyHStackPinsALongSectionsFooterToTheTrailingEdgeOfTheVisiblePart() throws {
        let pinned = try Self.frames(Self.hSection([.sectionHeaders, .sectionFooters]), size: CGSize(width: 200, height: 50),
                                     ["header", "row0", "footer"])
        #expect(pinned["header"] == CGRect(x: 0, y: 0, width: 20, height: 50))
        #expect(pinned["row0"] == CGRect(x: 20, y: 0, width: 100, height: 50))
        #expect(pinned["footer"] == CGRect(x: 180, y: 0, width: 20, height: 50), "200 − 20")
        let unpinned = try Self.frames(Self.hSection([]), size: CGSize(width: 200, height: 50), ["footer"])
        #expect(unpinned["footer"] == CGRect(x: 320, y: 0, width: 20, height: 50), "after its rows: 20 + 3 × 100")
    }

    @Test func aLazyVGridsSectionHeaderAndFooterSpanTheGrid() throws {
        let grid = LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 0) {
            Section {
                ForEach(0..<3, id: \.self) { Color.blue.frame(height: 50).accessibilityIdentifier("cell\($0)") }
            } header: {
                Color.red.frame(height: 20).accessibilityIdentifier("header")
            } footer: {
                Color.green.frame(height: 10).accessibilityIdentifier("footer")
            }
        }
        let frames = try Self.frames(grid.frame(width: 200).frame(maxHeight: .infinity, alignment: .top), size: CGSize(width: 200, height: 300), ["header", "cell0", "cell1", "cell2", "footer"])
        // Two 96-point columns 8 apart; the header a line of its own, the cells after it.
        #expect(frames["header"] == CGRect(x: 0, y: 0, width: 200, height: 20))
        #expect(frames["cell0"] == CGRect(x: 0, y: 20, width: 96, height: 50))
        #expect(frames["cell1"] == CGRect(x: 104, y: 20, width: 96, height: 50))
        #expect(frames["cell2"] == CGRect(x: 0, y: 70, width: 96, height: 50))
        #expect(frames["footer"] == CGRect(x: 0, y: 120, width: 200, height: 10), "the footer starts a line of its own")
    }

    @Test func aLazyVGridPinsALongSectionsFooterToTheBottomOfTheVisiblePart() throws {
        func grid(_ pinned: PinnedScrollableViews) -> some View {
            ScrollView {
                LazyVGrid(columns: [GridItem(.flexible())], spacing: 0, pinnedViews: pinned) {
                    Section {
                        ForEach(0..<5, id: \.self) { _ in Color.blue.frame(height: 100) }
                    } header: {
                        Color.red.frame(height: 20).accessibilityIdentifier("header")
                    } footer: {
                        Color.green.frame(height: 30).accessibilityIdentifier("footer")
                    }
                }
            }
        }
        let pinned = try Self.frames(grid([.sectionHeaders, .sectionFooters]), size: CGSize(width: 200, height: 300), ["header", "footer"])
        #expect(pinned["header"] == CGRect(x: 0, y: 0, width: 200, height: 20))
        #expect(pinned["footer"] == CGRect(x: 0, y: 270, width: 200, height: 30), "300 − 30")
        let unpinned = try Self.frames(grid([]), size: CGSize(width: 200, height: 300), ["footer"])
        #expect(unpinned["footer"] == CGRect(x: 0, y: 520, width: 200, height: 30), "after its rows: 20 + 5 × 100")
    }

    @Test func aLazyHGridPinsAlongItsAxisAndItsHeaderSpansItsRows() throws {
        let grid = ScrollView(.horizontal) {
            LazyHGrid(rows: [GridItem(.flexible()), GridItem(.flexible())], spacing: 0, pinnedViews: [.sectionFooters]) {
                Section {
                    ForEach(0..<6, id: \.self) { _ in Color.blue.frame(width: 100) }
                } header: {
                    Color.red.frame(width: 20).accessibilityIdentifier("header")
                } footer: {
                    Color.green.frame(width: 20).accessibilityIdentifier("footer")
                }
            }
        }
        let frames = try Self.frames(grid, size: CGSize(width: 200, height: 100), ["header", "footer"])
        #expect(frames["header"] == CGRect(x: 0, y: 0, width: 20, height: 100), "across both rows")
        #expect(frames["footer"] == CGRect(x: 180, y: 0, width: 20, height: 100), "pinned at the trailing edge: 200 − 20")
    }
}
