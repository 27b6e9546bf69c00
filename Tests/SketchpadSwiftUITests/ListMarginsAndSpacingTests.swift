import Foundation
import SketchpadSwiftUI
import Testing

/// iOS 17's list layout modifiers: `contentMargins` (Apple: a scrollable view insets "its content
/// by the safe area plus" the margins; in a list the set edges replace the list's own margins),
/// `listSectionSpacing` and `listRowSpacing`. Canvas 320 wide: the list's margin is 16.
@MainActor @Suite struct ListMarginsAndSpacingTests {
    static let canvas = CGSize(width: 320, height: 600)

    static func frame(_ view: some View, _ id: String) throws -> CGRect {
        try #require(try Sketch(view, size: canvas).frame(ofID: id))
    }

    static var twoSections: some View {
        List {
            Section { Text("A").accessibilityIdentifier("a") }
            Section { Text("B").accessibilityIdentifier("b") }
        }
    }

    @Test func horizontalContentMarginsReplaceTheCardInsetOfAnInsetGroupedListAndForm() throws {
        let plain = try Self.frame(Self.twoSections, "a")
        #expect(plain.minX == 32, "card 16 in, row content 16 further")
        let wide = try Self.frame(Self.twoSections.contentMargins(.horizontal, 40), "a")
        #expect(wide.minX == 56)
        let edge = try Self.frame(Form { Text("A").accessibilityIdentifier("a") }.contentMargins(.horizontal, 0, for: .scrollContent), "a")
        #expect(edge.minX == 16, "cards edge to edge")
        let indicators = try Self.frame(Self.twoSections.contentMargins(.horizontal, 40, for: .scrollIndicators), "a")
        #expect(indicators.minX == 32, "indicator margins leave the content alone")
    }

    @Test func verticalContentMarginsAreAddedAboveTheFirstSection() throws {
        let plain = try Self.frame(Self.twoSections, "a")
        let margined = try Self.frame(Self.twoSections.contentMargins(.top, 30), "a")
        #expect(margined.minY - plain.minY == 30)
        #expect(margined.minX == plain.minX, "other edges keep the list's margins")
    }

    @Test func plainListsInsetTheirRowsByTheHorizontalMargins() throws {
        let list = List { Text("A").accessibilityIdentifier("a") }.listStyle(.plain)
        #expect(try Self.frame(list, "a").minX == 16)
        #expect(try Self.frame(list.contentMargins(.leading, 24), "a").minX == 24)
    }

    @Test func sectionSpacingReplacesTheGapBetweenSections() throws {
        func gap(_ view: some View) throws -> CGFloat {
            let sketch = try Sketch(view, size: Self.canvas)
            let a = try #require(sketch.frame(ofID: "a")), b = try #require(sketch.frame(ofID: "b"))
            return b.minY - a.maxY
        }
        let standard = try gap(Self.twoSections)
        #expect(try gap(Self.twoSections.listSectionSpacing(.default)) == standard)
        #expect(try gap(Self.twoSections.listSectionSpacing(10)) == standard - 25, "35 points become 10")
        #expect(try gap(Self.twoSections.listSectionSpacing(.custom(50))) == standard + 15)
        #expect(try gap(Self.twoSections.listSectionSpacing(.compact)) == standard - 15, "compact: 20 points (an approximation)")
    }

    @Test func rowSpacingSeparatesRowsIntoCardsOfTheirOwn() throws {
        let rows = List { Text("A").accessibilityIdentifier("a"); Text("B").accessibilityIdentifier("b") }
        let tight = try Sketch(rows, size: Self.canvas)
        let spaced = try Sketch(rows.listRowSpacing(12), size: Self.canvas)
        let gap = { (sketch: Sketch) in (sketch.frame(ofID: "b")?.minY ?? 0) - (sketch.frame(ofID: "a")?.minY ?? 0) }
        #expect(gap(spaced) - gap(tight) == 12)
        #expect(try spaced.data(format: .png) != tight.data(format: .png))
    }
}
