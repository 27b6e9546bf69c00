import Foundation
import SketchpadLayout
import SketchpadRender
import SketchpadSwiftUI
import SketchpadWidgets
import Testing

/// The SwiftUI members an eighth set of real screens (settings forms, weather, news rows,
/// Observation, feeds, onboarding pages, split views, design-system styles, toolbars, context
/// menus, sheets' content) needed with only the import switched, and what their renders showed wrong.
@MainActor @Suite struct RealCodeRound10Tests {
    private func image(_ view: some SketchpadSwiftUI.View, size: CGSize = CGSize(width: 100, height: 40)) throws -> RasterImage {
        try RasterImage(png: Sketch(view, size: size).data(format: .png, scale: 1))
    }

    // MARK: ShapeStyle's levels (a weather forecast's `.foregroundStyle(.black.tertiary)`)

    /// `Text(time).foregroundStyle(.black.tertiary)` did not compile: iOS 17's `ShapeStyle`
    /// instance properties `secondary`…`quinary` return the style's lower levels, drawn here as
    /// the style at the opacities the hierarchical styles use over a foreground style.
    @Test func aStylesLevelsDrawTheStyleFainter() throws {
        func swatch(_ style: some ShapeStyle) throws -> RasterImage.Pixel {
            try image(Rectangle().fill(style).frame(width: 20, height: 20).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
                .pixel(x: 10, y: 10)
        }
        #expect(try swatch(Color.black.tertiary) == swatch(Color.black.opacity(0.3)))
        #expect(try swatch(Color.black.secondary) == swatch(Color.black.opacity(0.6)))
        #expect(try swatch(Color.black.quaternary) == swatch(Color.black.opacity(0.18)))
        #expect(try swatch(Color.black.quinary) == swatch(Color.black.opacity(0.1)))
        let red = try swatch(Color.red.secondary)
        #expect(red.red == 255 && red.green > 60 && red.green < 200, "a paler red, not grey: \(red)")
        // In a view builder's implicit member chain, as the forecast wrote it.
        let text = try image(Text("13:00").foregroundStyle(.black.tertiary).padding(4).fixedSize()
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
        var darkest = 255
        for x in 0..<40 { for y in 0..<24 { darkest = min(darkest, Int(text.pixel(x: x, y: y).red)) } }
        #expect(darkest > 150 && darkest < 200, "the text is drawn at about 30% black: \(darkest)")
    }

    // MARK: List(data, selection:) (a split view's sidebar)

    /// `List(items, id: \.self, selection: $selected) { Text($0.name) }` did not compile (only
    /// `List(selection:content:)` and the data forms without a selection existed). As in SwiftUI
    /// each row is wrapped in an `HStack`; the rows lie where the forms without a selection put them.
    @Test func aListOfDataWithASelectionLaysOutItsRowsAsWithout() throws {
        struct Item: Identifiable, Hashable { let id: Int; let name: String }
        let items = [Item(id: 1, name: "Apple"), Item(id: 2, name: "Banana"), Item(id: 3, name: "Cherry")]
        let size = CGSize(width: 320, height: 400)
        func frames(_ view: some SketchpadSwiftUI.View) throws -> [CGRect?] {
            let sketch = try Sketch(view, size: size)
            return items.map { sketch.frame(ofID: $0.name) }
        }
        let plain = try frames(List(items) { Text($0.name).accessibilityIdentifier($0.name) })
        #expect(plain.allSatisfy { $0 != nil } && plain[0] != plain[1])
        var single: Item? = nil, several = Set<Item.ID>(), byName = Set<Item>()
        #expect(try frames(List(items, selection: Binding(get: { single?.id }, set: { _ in })) { Text($0.name).accessibilityIdentifier($0.name) }) == plain)
        #expect(try frames(List(items, selection: Binding(get: { several }, set: { several = $0 })) { Text($0.name).accessibilityIdentifier($0.name) }) == plain)
        #expect(try frames(List(items, id: \.self, selection: Binding(get: { single }, set: { single = $0 })) { Text($0.name).accessibilityIdentifier($0.name) }) == plain)
        #expect(try frames(List(items, id: \.self, selection: Binding(get: { byName }, set: { byName = $0 })) { Text($0.name).accessibilityIdentifier($0.name) }) == plain)
        var index: Int? = nil
        #expect(try frames(List(0..<3, selection: Binding(get: { index }, set: { index = $0 })) { Text(items[$0].name).accessibilityIdentifier(items[$0].name) }) == plain)
    }

    // MARK: NavigationSplitView(preferredCompactColumn:) (a sample app's split view)

    /// `@State var column = NavigationSplitViewColumn.sidebar` and `NavigationSplitView(preferredCompactColumn:
    /// $column) { … } detail: { … }` did not compile. On an iPhone the split view collapses to one
    /// stack with the preferred column on top: the sidebar by default, the detail when asked.
    @Test func thePreferredCompactColumnIsTheOneAnIPhoneShows() throws {
        func split(_ column: NavigationSplitViewColumn?, threeColumns: Bool = false) throws -> Sketch {
            let sidebar = List { Text("Inbox").accessibilityIdentifier("sidebar") }
            let detail = Text("Message").accessibilityIdentifier("detail")
            let content = Text("Messages").accessibilityIdentifier("content")
            if threeColumns, let column {
                return try Sketch(NavigationSplitView(preferredCompactColumn: .constant(column)) { sidebar } content: { content } detail: { detail },
                                  device: .iPhone15)
            }
            if let column {
                return try Sketch(NavigationSplitView(preferredCompactColumn: .constant(column)) { sidebar } detail: { detail }, device: .iPhone15)
            }
            return try Sketch(NavigationSplitView { sidebar } detail: { detail }, device: .iPhone15)
        }
        for sketch in [try split(nil), try split(.sidebar)] {
            #expect(sketch.frame(ofID: "sidebar") != nil && sketch.frame(ofID: "detail") == nil)
        }
        let detail = try split(.detail)
        #expect(detail.frame(ofID: "detail") != nil && detail.frame(ofID: "sidebar") == nil)
        let content = try split(.content, threeColumns: true)
        #expect(content.frame(ofID: "content") != nil && content.frame(ofID: "sidebar") == nil && content.frame(ofID: "detail") == nil)
        #expect(NavigationSplitViewColumn.sidebar != .detail && NavigationSplitViewColumn.detail == .detail)
    }

    // MARK: The bottom toolbar's scroll-edge appearance (a toolbar sample's bottom bar)

    /// `ToolbarItemGroup(placement: .bottomBar)` over a `Text` drew the toolbar's grey background.
    /// Since iOS 15, "UINavigationBar, UIToolbar, and UITabBar will use their scrollEdgeAppearance
    /// when your view controller's associated scroll view is at the appropriate edge (or always if
    /// you don't have a UIScrollView in your hierarchy)" (Apple's UIKit engineers, developer forums;
    /// WWDC21 "What's new in UIKit"), and the default scroll-edge appearance is transparent. The
    /// background shows only while content scrolls on under the bar.
    @Test func theBottomToolbarIsTransparentUnlessContentScrollsUnderIt() throws {
        func hasBottomBar(_ content: some SketchpadSwiftUI.View) throws -> Bool {
            let sketch = try Sketch(NavigationStack {
                content.navigationTitle("Title").toolbar {
                    ToolbarItemGroup(placement: .bottomBar) { Button("First") {}.accessibilityIdentifier("first"); Button("Second") {} }
                }
            }, device: .iPhone15)
            #expect(sketch.frame(ofID: "first") != nil, "the items are drawn either way")
            var found = false
            func visit(_ view: SketchpadLayoutView) {
                if view is TabBar { found = true }
                view.subviews.forEach(visit)
            }
            visit(sketch.still.tree.root)
            return found
        }
        #expect(try !hasBottomBar(Text("Hello, World!").padding()), "no scroll view: transparent")
        #expect(try !hasBottomBar(List(0..<3, id: \.self) { Text("Row \($0)") }), "rows end above the bar")
        #expect(try !hasBottomBar(ScrollView { Text("Short") }))
        #expect(try hasBottomBar(List(0..<60, id: \.self) { Text("Row \($0)") }), "rows go on under the bar")
        #expect(try hasBottomBar(ScrollView { VStack { ForEach(0..<80, id: \.self) { Text("Line \($0)") } } }))
    }
}
