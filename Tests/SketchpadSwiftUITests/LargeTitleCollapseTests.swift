import Foundation
import SketchpadDrawing
import SketchpadRender
import SketchpadSwiftUI
import Testing

/// A large title collapses as content scrolls: Apple (`ToolbarTitleDisplayMode.large`) "displays
/// the toolbar title below the content of the navigation bar when scrollable content is scrolled
/// to the top and transitions to the center of the toolbar as content is scrolled". The content
/// first slides the 52-point large title up under the bar's 44-point row; scrolled further, the
/// inline title shows in the bar and the content goes on under it, where the bar shows its
/// standard appearance (the `.bar` material and a hairline). An iPhone 15: 59 points of status bar.
@MainActor @Suite struct LargeTitleCollapseTests {
    private struct Drawn {
        var titles: [GlyphRun] = []
        var backdrops: [Rect] = []
        var clips: [Rect] = []
    }

    private static func drawn(_ view: some View) throws -> Drawn {
        var drawn = Drawn()
        for command in try Sketch(view, device: .iPhone15).still.displayList().commands {
            switch command {
            case .glyphs(let run) where run.text == "Inbox": drawn.titles.append(run)
            case .backdrop(let shape, _): drawn.backdrops.append(shape.bounds)
            case .pushClip(let shape): drawn.clips.append(shape.bounds)
            default: break
            }
        }
        return drawn
    }

    private static func inbox(height: CGFloat, scrolled: Bool) -> some View {
        NavigationStack {
            ScrollView { Color.red.frame(height: height) }.navigationTitle("Inbox")
        }
        .defaultScrollAnchor(scrolled ? .bottom : nil)
    }

    @Test func atTheTopTheTitleIsLargeAndTheBarClear() throws {
        let drawn = try Self.drawn(Self.inbox(height: 2000, scrolled: false))
        let title = try #require(drawn.titles.first)
        #expect(drawn.titles.count == 1 && title.font.size == 34, "\(drawn.titles)")
        #expect(title.origin.x < 30, "leading: \(title.origin)")
        #expect(drawn.backdrops.isEmpty)
    }

    @Test func contentStartingScrolledShowsTheInlineTitleInAMaterialBar() throws {
        let drawn = try Self.drawn(Self.inbox(height: 2000, scrolled: true))
        let title = try #require(drawn.titles.first)
        #expect(drawn.titles.count == 1 && title.font.size == 17, "the inline (headline) title only: \(drawn.titles)")
        #expect(title.origin.y > 59 && title.origin.y < 103, "in the bar's row: \(title.origin)")
        #expect(abs(title.origin.x + title.advance / 2 - 196.5) < 1, "centred: \(title.origin) + \(title.advance)")
        // The bar collapsed to its 44-point row: its material from the screen's top to 59 + 44.
        #expect(drawn.backdrops == [Rect(x: 0, y: 0, width: 393, height: 103)], "\(drawn.backdrops)")
    }

    /// Scrolled less than the large title's height: the title has slid up by as much, clipped
    /// at the bar's row, and nothing is under the bar yet (still the clear scroll-edge look).
    @Test func aShortScrollSlidesTheLargeTitleUnderTheBarsRow() throws {
        // 818 − 155 = 663 points visible under the large title: 20 points of overflow.
        let top = try #require(try Self.drawn(Self.inbox(height: 683, scrolled: false)).titles.first)
        let drawn = try Self.drawn(Self.inbox(height: 683, scrolled: true))
        let title = try #require(drawn.titles.first)
        #expect(drawn.titles.count == 1 && title.font.size == 34, "\(drawn.titles)")
        #expect(abs(title.origin.y - (top.origin.y - 20)) < 0.01, "moved up with the content: \(title.origin) from \(top.origin)")
        #expect(drawn.clips.contains(Rect(x: 0, y: 103, width: 393, height: 32)), "clipped at the bar's row: \(drawn.clips)")
        #expect(drawn.backdrops.isEmpty, "nothing under the bar yet: \(drawn.backdrops)")
    }

    private struct Messages: View {
        var body: some View {
            NavigationStack {
                ScrollViewReader { proxy in
                    List(0..<40, id: \.self) { Text("Message \($0)") }
                        .listStyle(.plain)
                        .navigationTitle("Inbox")
                        .onAppear { proxy.scrollTo(39, anchor: .bottom) }
                }
            }
        }
    }

    @Test func aListScrolledByAProxyCollapsesTheTitle() throws {
        let drawn = try Self.drawn(Messages())
        #expect(drawn.titles.map(\.font.size) == [17], "\(drawn.titles)")
        #expect(drawn.backdrops == [Rect(x: 0, y: 0, width: 393, height: 103)], "\(drawn.backdrops)")
    }
}
