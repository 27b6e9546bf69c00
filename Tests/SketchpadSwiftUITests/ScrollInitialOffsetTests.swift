import Foundation
import SketchpadSwiftUI
import Testing

/// A still shows a scroll view where it is first scrolled: `defaultScrollAnchor` (also on a
/// `ScrollView`, not only a `List`), `scrollPosition(id:anchor:)` with an initial id, and a
/// `ScrollViewProxy.scrollTo(_:anchor:)` run in `onAppear`. Apple (`scrollTo(_:anchor:)`): "If
/// anchor is nil, this method … scrolls the minimum amount to make the identified view wholly
/// visible. If anchor is non-nil, it defines the points in the identified view and the scroll view
/// to align." Canvas 320 × 400; 30 rows of 50 points (1,500 tall: 1,100 of overflow).
@MainActor @Suite struct ScrollInitialOffsetTests {
    static let canvas = CGSize(width: 320, height: 400)

    static var rows: some View {
        VStack(spacing: 0) {
            ForEach(0..<30) { index in Text("Row \(index)").frame(maxWidth: .infinity).frame(height: 50).accessibilityIdentifier("row\(index)") }
        }
    }

    private struct ProxyScroll: View {
        let id: Int
        let anchor: UnitPoint?
        var body: some View {
            ScrollViewReader { proxy in
                ScrollView { ScrollInitialOffsetTests.rows }
                    .onAppear { proxy.scrollTo(id, anchor: anchor) }
            }
        }
    }

    private struct ProxyInsideScroll: View {
        var body: some View {
            ScrollView {
                ScrollViewReader { proxy in
                    ScrollInitialOffsetTests.rows.onAppear { proxy.scrollTo(29) }
                }
            }
        }
    }

    private struct ProxyList: View {
        var body: some View {
            ScrollViewReader { proxy in
                List(0..<30, id: \.self) { index in Text("Message \(index)").accessibilityIdentifier("m\(index)") }
                    .listStyle(.plain)
                    .onAppear { proxy.scrollTo(29, anchor: .bottom) }
            }
        }
    }

    static func frame(_ id: String, _ view: some View) throws -> CGRect {
        try #require(try Sketch(view, size: canvas).frame(ofID: id))
    }

    @Test func theBottomAnchorShowsAScrollViewsEnd() throws {
        #expect(try Self.frame("row0", ScrollView { Self.rows }).minY == 0, "unscrolled")
        let last = try Self.frame("row29", ScrollView { Self.rows }.defaultScrollAnchor(.bottom))
        #expect(last.maxY == 400, "the last row ends at the bottom: \(last)")
        let role = try Self.frame("row29", ScrollView { Self.rows }.defaultScrollAnchor(.bottom, for: .initialOffset))
        #expect(role == last)
        let edge = try Self.frame("row29", ScrollView { Self.rows }.scrollPosition(.constant(ScrollPosition(edge: .bottom))))
        #expect(edge == last)
    }

    @Test func anInitialScrollPositionIDShowsThatView() throws {
        let top = try Self.frame("row10", ScrollView { Self.rows }.scrollPosition(id: .constant(Optional(10)), anchor: .top))
        #expect(top.minY == 0, "its top at the scroll view's top: \(top)")
        let centre = try Self.frame("row10", ScrollView { Self.rows }.scrollPosition(id: .constant(Optional(10)), anchor: .center))
        #expect(centre.midY == 200, "its centre at the scroll view's centre: \(centre)")
        let position = try Self.frame("row10", ScrollView { Self.rows }.scrollPosition(.constant(ScrollPosition(id: 10, anchor: .top))))
        #expect(position == top)
        let none = try Self.frame("row10", ScrollView { Self.rows }.scrollPosition(id: .constant(Int?.none)))
        #expect(none.minY == 500, "no id: unscrolled")
        // Past the end: a scroll view cannot scroll beyond its content.
        let clamped = try Self.frame("row29", ScrollView { Self.rows }.scrollPosition(id: .constant(Optional(28)), anchor: .top))
        #expect(clamped.maxY == 400, "\(clamped)")
    }

    @Test func aProxysScrollToInOnAppearShowsTheView() throws {
        let centred = try Self.frame("row20", ProxyScroll(id: 20, anchor: .center))
        #expect(centred.midY == 200, "\(centred)")
        // No anchor: the least scroll that shows the whole view (it ends at the bottom).
        let least = try Self.frame("row20", ProxyScroll(id: 20, anchor: nil))
        #expect(least.maxY == 400, "\(least)")
        let visible = try Self.frame("row3", ProxyScroll(id: 3, anchor: nil))
        #expect(visible.minY == 150, "already visible: not scrolled")
        let inside = try Self.frame("row29", ProxyInsideScroll())
        #expect(inside.maxY == 400, "a reader inside the scroll view scrolls it: \(inside)")
    }

    @Test func aProxyScrollsAListToItsLastRow() throws {
        let last = try Self.frame("m29", ProxyList())
        #expect(abs(last.maxY - 400) < 12, "the last message at the bottom: \(last)")
    }

    @Test func pinnedHeadersFollowTheScroll() throws {
        let view = ScrollView {
            LazyVStack(spacing: 0, pinnedViews: [.sectionHeaders]) {
                ForEach(0..<3) { section in
                    Section {
                        ForEach(0..<10) { row in Color.blue.frame(height: 50).accessibilityIdentifier("s\(section)r\(row)") }
                    } header: {
                        Text("Section \(section)").frame(height: 30).accessibilityIdentifier("h\(section)")
                    }
                }
            }
        }
        .defaultScrollAnchor(.bottom)
        let sketch = try Sketch(view, size: Self.canvas)
        let header = try #require(sketch.frame(ofID: "h2")), last = try #require(sketch.frame(ofID: "s2r9"))
        #expect(last.maxY == 400, "\(last)")
        #expect(header.minY == 0, "the last section's header is pinned at the top: \(header)")
    }
}
