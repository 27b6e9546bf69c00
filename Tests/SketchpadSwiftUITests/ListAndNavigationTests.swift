import Foundation
import Testing
@testable import SketchpadSwiftUI
import class SketchpadWidgets.SegmentedControl
import class SketchpadWidgets.TabBar

/// Lists, forms, sections, navigation and tab containers: where they put rows, bars and titles.
@MainActor @Suite struct ListAndNavigationTests {
    static let canvas = CGSize(width: 300, height: 400)

    static func square(_ id: String) -> some View { Color.red.frame(width: 20, height: 20).accessibilityIdentifier(id) }

    @Test func insetGroupedRowsAreAtLeast44PointsInACardInsetByTheMargin() throws {
        let sketch = try Sketch(List {
            Self.square("a")
            Self.square("b")
        }, size: Self.canvas)
        // 35 above the first section; the card inset 16; the content 16 into it; rows 44 tall.
        #expect(sketch.frame(ofID: "a") == CGRect(x: 32, y: 35 + 12, width: 20, height: 20))
        #expect(sketch.frame(ofID: "b") == CGRect(x: 32, y: 35 + 44 + 12, width: 20, height: 20))
    }

    @Test func plainRowsRunEdgeToEdgeAndTallContentMakesTallRows() throws {
        let sketch = try Sketch(List {
            Color.red.frame(width: 20, height: 60).accessibilityIdentifier("tall")
            Self.square("next")
        }.listStyle(.plain), size: Self.canvas)
        #expect(sketch.frame(ofID: "tall") == CGRect(x: 16, y: 6, width: 20, height: 60))
        #expect(sketch.frame(ofID: "next") == CGRect(x: 16, y: 72 + 12, width: 20, height: 20))
    }

    @Test func listRowInsetsReplaceTheDefaultInsets() throws {
        let sketch = try Sketch(List {
            Self.square("a").listRowInsets(EdgeInsets())
        }.listStyle(.plain), size: Self.canvas)
        #expect(sketch.frame(ofID: "a") == CGRect(x: 0, y: 12, width: 20, height: 20))
    }

    @Test func sectionHeadersAreUppercaseFootnotesAboveTheirCards() throws {
        let sketch = try Sketch(Form {
            Section("Account") { Self.square("row") }
            Section { Self.square("second") } footer: { Text("Footer note") }
        }, size: Self.canvas)
        let texts = sketch.still.root.texts
        #expect(texts.contains("ACCOUNT") && texts.contains("Footer note"))
        let row = try #require(sketch.frame(ofID: "row")), second = try #require(sketch.frame(ofID: "second"))
        // The second section starts 35 under the first card.
        #expect(second.minY - row.maxY == 59)   // 12 under the row, 35, 12 above the next
        #expect(row.minY > 18 + 7 + 12)
    }

    @Test func separatorsAreHiddenOnTheLastRowAndWhenAsked() throws {
        func separators(_ view: some View) throws -> Int {
            let sketch = try Sketch(view, size: Self.canvas)
            var count = 0
            sketch.still.root.forEachNode { node in
                if let list = node as? ListNode { count = list.parts.flatMap(\.rows).filter { $0.separator != nil }.count }
            }
            return count
        }
        #expect(try separators(List { Text("A"); Text("B"); Text("C") }) == 2)
        #expect(try separators(List { Text("A").listRowSeparator(.hidden); Text("B"); Text("C") }) == 1)
    }

    @Test func navigationLinksInListsGetAChevron() throws {
        let sketch = try Sketch(List { NavigationLink("Wi-Fi") { Text("Detail") } }, size: Self.canvas)
        var symbols: [String] = []
        sketch.still.root.forEachNode { if let symbol = $0 as? SymbolNode, let icon = symbol.icon { symbols.append(icon.name) } }
        #expect(symbols == ["chevron.right"])
        #expect(sketch.still.root.texts == ["Wi-Fi"])
    }

    @Test func badgesShowAtTheTrailingEndOfRows() throws {
        let sketch = try Sketch(List { Text("Inbox").badge(3) }, size: Self.canvas)
        #expect(sketch.still.root.texts == ["Inbox", "3"])
    }

    @Test func aLinksBadgeGoesBeforeItsChevron() throws {
        let sketch = try Sketch(List { NavigationLink("About") { Text("Detail") }.badge("2.1") }, size: Self.canvas)
        var badge: CGRect?, chevron: CGRect?
        sketch.still.root.forEachNode { node in
            if let text = node as? TextNode, text.string == "2.1" { badge = node.frame }
            if node is SymbolNode { chevron = node.frame }
        }
        let b = try #require(badge), c = try #require(chevron)
        #expect(b.maxX <= c.minX)
    }

    @Test func aListsBackgroundReachesUnderTheStatusBarAndHomeIndicator() throws {
        let sketch = try Sketch(List { Text("Row") }, device: .iPhone15)
        var backdrop: CGRect?
        sketch.still.root.forEachNode { node in
            if let list = node as? ListNode { backdrop = list.backdrop?.frame }
        }
        #expect(backdrop == CGRect(x: 0, y: 0, width: 393, height: 852))
    }

    @Test func largeTitlesSitUnderTheBarAndTheContentUnderThem() throws {
        let large = try Sketch(NavigationStack {
            Color.red.accessibilityIdentifier("content").navigationTitle("Settings")
        }, size: Self.canvas)
        #expect(large.frame(ofID: "content") == CGRect(x: 0, y: 96, width: 300, height: 304))
        #expect(large.still.root.texts == ["Settings"])
        let inline = try Sketch(NavigationStack {
            Color.red.accessibilityIdentifier("content").navigationTitle("Settings").navigationBarTitleDisplayMode(.inline)
        }, size: Self.canvas)
        #expect(inline.frame(ofID: "content") == CGRect(x: 0, y: 44, width: 300, height: 356))
        let searchable = try Sketch(NavigationStack {
            Color.red.accessibilityIdentifier("content").navigationTitle("Recipes").searchable(text: .constant(""), prompt: "Find")
        }, size: Self.canvas)
        #expect(searchable.frame(ofID: "content")?.minY == 148)
        #expect(searchable.still.root.texts.contains("Find"))
    }

    @Test func toolbarItemsGoToTheirEndsOfTheBar() throws {
        let sketch = try Sketch(NavigationStack {
            Color.clear
                .navigationTitle("Notes")
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { Button("Edit") {}.accessibilityIdentifier("edit") }
                    ToolbarItem(placement: .topBarTrailing) { Button("Add") {}.accessibilityIdentifier("add") }
                    ToolbarItem(placement: .bottomBar) { Text("3 notes").accessibilityIdentifier("status") }
                }
        }, size: Self.canvas)
        let edit = try #require(sketch.frame(ofID: "edit")), add = try #require(sketch.frame(ofID: "add"))
        #expect(edit.minX == 16 && abs(edit.midY - 22) <= 0.5)
        #expect(add.maxX == 300 - 16 && abs(add.midY - 22) <= 0.5)
        let status = try #require(sketch.frame(ofID: "status"))
        #expect(abs(status.midY - (400 - 22)) <= 0.5)
    }

    @Test func tabViewShowsTheSelectedTabAboveTheTabBar() throws {
        let sketch = try Sketch(TabView(selection: .constant(1)) {
            Color.red.accessibilityIdentifier("first").tabItem { Label("Home", systemImage: "house") }.tag(0)
            Color.blue.accessibilityIdentifier("second").tabItem { Label("Search", systemImage: "magnifyingglass") }.tag(1).badge(2)
        }, size: Self.canvas)
        #expect(sketch.frame(ofID: "first") == nil)
        #expect(sketch.frame(ofID: "second") == CGRect(x: 0, y: 0, width: 300, height: 400 - 49))
        var bar: TabBar?
        func visit(_ view: SketchpadLayoutView) {
            if let found = view as? TabBar { bar = found }
            view.subviews.forEach(visit)
        }
        visit(sketch.still.tree.root)
        #expect(bar?.items == ["Home", "Search"] && bar?.selectedIndex == 1)
        #expect(bar?.icons.map { $0?.name } == ["house", "magnifyingglass"])
        #expect(sketch.still.root.texts.contains("2"))
    }

    @Test func iOS18TabsSelectByValue() throws {
        let sketch = try Sketch(TabView(selection: .constant("b")) {
            Tab("A", systemImage: "house", value: "a") { Color.red.accessibilityIdentifier("a") }
            Tab("B", systemImage: "gear", value: "b") { Color.blue.accessibilityIdentifier("b") }
        }, size: Self.canvas)
        #expect(sketch.frame(ofID: "a") == nil && sketch.frame(ofID: "b") != nil)
    }

    @Test func splitViewCollapsesToItsSidebarOnAPhone() throws {
        let sketch = try Sketch(NavigationSplitView {
            Color.red.accessibilityIdentifier("sidebar").navigationTitle("Folders")
        } detail: {
            Color.blue.accessibilityIdentifier("detail")
        }, size: Self.canvas)
        #expect(sketch.frame(ofID: "sidebar") != nil && sketch.frame(ofID: "detail") == nil)
    }

    @Test func disclosureGroupsShowTheirContentWhenExpanded() throws {
        let closed = try Sketch(DisclosureGroup("More") { Text("Hidden") }, size: Self.canvas)
        #expect(closed.still.root.texts == ["More"])
        let open = try Sketch(DisclosureGroup("More", isExpanded: .constant(true)) { Text("Shown") }, size: Self.canvas)
        #expect(open.still.root.texts == ["More", "Shown"])
    }
}
