import Foundation
import SketchpadRender
import SketchpadSwiftUI
import Testing

/// `DisclosureGroup`, `disclosureGroupStyle`, `OutlineGroup` and hierarchical lists: where the
/// chevron is, which way it points, and which rows a still shows.
@MainActor @Suite struct DisclosureAndOutlineTests {
    struct Item: Identifiable {
        let id: String
        var children: [Item]? = nil
    }

    static let tree = [
        Item(id: "Documents", children: [Item(id: "notes.txt"), Item(id: "Old", children: [Item(id: "draft.txt")])]),
        Item(id: "todo.txt"),
        Item(id: "Empty", children: []),
    ]

    /// The points drawn in the tint colour (iOS's blue: much more blue than red) in `rect`.
    static func tinted(_ picture: RasterImage, in rect: (x: Range<Int>, y: Range<Int>)) -> [(x: Int, y: Int)] {
        var points: [(x: Int, y: Int)] = []
        for y in rect.y { for x in rect.x {
            let p = picture.pixel(x: x, y: y)
            if Int(p.blue) - Int(p.red) > 90 && p.alpha > 0 { points.append((x, y)) }
        } }
        return points
    }

    /// Which way a chevron of `points` opens: its tip is the end whose outermost column or row is shortest.
    static func direction(of points: [(x: Int, y: Int)]) -> String {
        let xs = points.map(\.x), ys = points.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return "none" }
        func span(_ values: [Int]) -> Int { (values.max() ?? 0) - (values.min() ?? 0) }
        let left = span(points.filter { $0.x <= minX + 1 }.map(\.y)), right = span(points.filter { $0.x >= maxX - 1 }.map(\.y))
        let top = span(points.filter { $0.y <= minY + 1 }.map(\.x)), bottom = span(points.filter { $0.y >= maxY - 1 }.map(\.x))
        if maxX - minX < maxY - minY { return right < left ? "right" : "left" }
        return bottom < top ? "down" : "up"
    }

    static func picture(_ view: some View, size: CGSize, direction: LayoutDirection = .leftToRight) throws -> RasterImage {
        try RasterImage(png: Sketch(view, size: size, layoutDirection: direction).data(format: .png, scale: 2))
    }

    @Test func aCollapsedGroupsChevronPointsToTheTrailingEdgeInTheTintAndMirrorsRightToLeft() throws {
        let group = DisclosureGroup("More") { Text("Hidden") }
        let ltr = Self.tinted(try Self.picture(group, size: CGSize(width: 200, height: 30)), in: (0..<400, 0..<60))
        #expect(!ltr.isEmpty, "the chevron is drawn in the tint colour")
        #expect(ltr.allSatisfy { $0.x > 340 }, "at the trailing edge")
        #expect(Self.direction(of: ltr) == "right")
        let rtl = Self.tinted(try Self.picture(group, size: CGSize(width: 200, height: 30), direction: .rightToLeft), in: (0..<400, 0..<60))
        #expect(rtl.allSatisfy { $0.x < 60 }, "right to left, the trailing edge is the left")
        #expect(Self.direction(of: rtl) == "left", "and the chevron points left")
    }

    @Test func anExpandedGroupsChevronPointsDownAndItsContentIsUnderTheLabel() throws {
        let group = DisclosureGroup(isExpanded: .constant(true)) {
            Color.red.frame(width: 20, height: 20).accessibilityIdentifier("content")
        } label: {
            Text("More").accessibilityIdentifier("label")
        }
        let sketch = try Sketch(group.frame(width: 200), size: nil)
        let label = try #require(sketch.frame(ofID: "label")), content = try #require(sketch.frame(ofID: "content"))
        #expect(content.minX == label.minX && content.minY >= label.maxY, "leading-aligned under the label: \(label) \(content)")
        let points = Self.tinted(try Self.picture(group, size: CGSize(width: 200, height: 60)), in: (0..<400, 0..<50))
        #expect(Self.direction(of: points) == "down")
    }

    @Test func aGroupWithoutABindingStartsCollapsed() throws {
        let sketch = try Sketch(DisclosureGroup(content: { Text("Inside") }, label: { Text("Title") }), size: CGSize(width: 200, height: 100))
        #expect(sketch.still.root.texts == ["Title"])
    }

    struct ShowHide: DisclosureGroupStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack {
                HStack {
                    configuration.label
                    Text(configuration.isExpanded ? "hide" : "show")
                }
                configuration.content
            }
        }
    }

    @Test func aDisclosureGroupStyleDrawsTheGroup() throws {
        let open = try Sketch(DisclosureGroup("Details", isExpanded: .constant(true)) { Text("More") }
            .disclosureGroupStyle(ShowHide()), size: CGSize(width: 200, height: 100))
        #expect(open.still.root.texts == ["Details", "hide", "More"])
        let closed = try Sketch(DisclosureGroup("Details") { Text("More") }.disclosureGroupStyle(ShowHide()), size: CGSize(width: 200, height: 100))
        #expect(closed.still.root.texts == ["Details", "show", "More"], "the style decides what a collapsed group shows")
        let automatic = try Sketch(DisclosureGroup("Details") { Text("More") }.disclosureGroupStyle(.automatic), size: CGSize(width: 200, height: 100))
        #expect(automatic.still.root.texts == ["Details"])
    }

    @Test func inAListTheGroupIsARowWithItsChevronAtTheTrailingEdgeAndItsContentRowsUnderIt() throws {
        let list = List {
            DisclosureGroup(isExpanded: .constant(true)) {
                Color.red.frame(width: 20, height: 20).accessibilityIdentifier("child")
            } label: {
                Color.red.frame(width: 20, height: 20).accessibilityIdentifier("label")
            }
        }
        let sketch = try Sketch(list, size: CGSize(width: 300, height: 200))
        #expect(sketch.frame(ofID: "label") == CGRect(x: 32, y: 35 + 12, width: 20, height: 20))
        #expect(sketch.frame(ofID: "child") == CGRect(x: 32, y: 35 + 44 + 12, width: 20, height: 20), "the content is the next row")
        let points = Self.tinted(try Self.picture(list, size: CGSize(width: 300, height: 200)), in: (0..<600, 70..<158))
        #expect(!points.isEmpty && points.allSatisfy { $0.x > 2 * 240 && $0.x < 2 * 268 }, "at the row's trailing inset")
    }

    @Test func anOutlineShowsItsTopLevelRowsCollapsedWithAChevronOnThoseWithChildren() throws {
        let list = List(Self.tree, children: \.children) { item in Text(item.id) }
        let sketch = try Sketch(list, size: CGSize(width: 300, height: 250))
        #expect(sketch.still.root.texts == ["Documents", "todo.txt", "Empty"])
        let picture = try Self.picture(list, size: CGSize(width: 300, height: 250))
        func chevron(row: Int) -> [(x: Int, y: Int)] {
            Self.tinted(picture, in: (0..<600, (2 * (35 + 44 * row))..<(2 * (35 + 44 * (row + 1)))))
        }
        #expect(Self.direction(of: chevron(row: 0)) == "right")
        #expect(chevron(row: 1).isEmpty, "a leaf has no chevron")
        #expect(Self.direction(of: chevron(row: 2)) == "right", "an empty, non-nil children collection can be disclosed")
    }

    @Test func anOutlineGroupWithAnIDKeyPathAndARootElement() throws {
        let byName = try Sketch(VStack { OutlineGroup(Self.tree, id: \.id, children: \.children) { Text($0.id) } },
                                size: CGSize(width: 200, height: 200))
        #expect(byName.still.root.texts == ["Documents", "todo.txt", "Empty"])
        let root = try Sketch(VStack { OutlineGroup(Self.tree[0], children: \.children) { Text($0.id) } }, size: CGSize(width: 200, height: 200))
        #expect(root.still.root.texts == ["Documents"])
    }

    @Test func aStyleThatShowsContentShowsTheWholeTree() throws {
        let sketch = try Sketch(VStack { OutlineGroup(Self.tree, children: \.children) { Text($0.id) } }.disclosureGroupStyle(ShowHide()),
                                size: CGSize(width: 300, height: 400))
        #expect(sketch.still.root.texts == ["Documents", "show", "notes.txt", "Old", "show", "draft.txt", "todo.txt", "Empty", "show"])
    }
}
