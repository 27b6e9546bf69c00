import Foundation
import SketchpadDrawing
import SketchpadRender
import SketchpadSwiftUI
import Testing

/// On iOS a scroll view's (and a list's) content scrolls on under the home indicator, a tab bar
/// and a navigation bar: the scroll view's frame ends at the safe area, but what it draws reaches
/// the screen's edge (UIKit's content insets, not a clip). An iPhone 15: 393 × 852, 59 points
/// of status bar and 34 of home indicator.
@MainActor @Suite struct ScrollUnderBarsTests {
    private static let red = RasterImage.Pixel(red: 255, green: 59, blue: 48)

    private static var rows: some View {
        VStack(spacing: 0) {
            ForEach(0..<20) { index in Color.red.frame(height: 100).accessibilityIdentifier("row\(index)") }
        }
    }

    /// The bounding boxes of the clips the render pushes.
    private static func clips(_ sketch: Sketch) throws -> [Rect] {
        try sketch.still.displayList().commands.compactMap { command in
            if case .pushClip(let shape) = command { return shape.bounds }
            return nil
        }
    }

    @Test func aScrollViewsRowsGoOnUnderTheHomeIndicator() throws {
        let sketch = try Sketch(ScrollView { Self.rows }.accessibilityIdentifier("scroll"), device: .iPhone15)
        let scroll = try #require(sketch.frame(ofID: "scroll"))
        #expect(abs(scroll.maxY - 818) < 0.01, "the frame ends at the safe area: \(scroll)")
        let image = try RasterImage(png: sketch.data(format: .png, scale: 1))
        #expect(image.pixel(x: 200, y: 845) == Self.red, "a row under the home indicator: \(image.pixel(x: 200, y: 845))")
    }

    @Test func aListsRowsGoOnUnderTheHomeIndicator() throws {
        let list = List(0..<20) { _ in Color.red.frame(height: 100) }.listStyle(.plain)
        let sketch = try Sketch(list, device: .iPhone15)
        let image = try RasterImage(png: sketch.data(format: .png, scale: 1))
        // Rows 100 tall with 6-point insets: the eighth runs from 737 to 837, past the safe bottom (818).
        #expect(image.pixel(x: 50, y: 830) == Self.red, "a row under the home indicator: \(image.pixel(x: 50, y: 830))")
    }

    @Test func aScrollViewInATabViewDrawsOnUnderTheTabBar() throws {
        let view = TabView {
            ScrollView { Self.rows }.tabItem { Label("Home", systemImage: "house") }
        }
        let clips = try Self.clips(try Sketch(view, device: .iPhone15))
        // The page ends at the tab bar's top (852 − 34 − 49 = 769); its scroll view draws to the screen's bottom.
        #expect(clips.contains { abs($0.maxY - 852) < 0.01 && $0.height > 700 }, "\(clips)")
    }

    @Test func aScrollViewInANavigationStackDrawsOnUnderTheBar() throws {
        let view = NavigationStack {
            ScrollView { Self.rows }.accessibilityIdentifier("scroll").navigationTitle("Inbox")
        }
        let sketch = try Sketch(view, device: .iPhone15)
        let scroll = try #require(sketch.frame(ofID: "scroll"))
        // Under the 44-point bar and the 52-point large title.
        #expect(abs(scroll.minY - (59 + 44 + 52)) < 0.01, "\(scroll)")
        #expect(try #require(sketch.frame(ofID: "row0")).minY == scroll.minY, "the content starts under the bar")
        let clips = try Self.clips(sketch)
        #expect(clips.contains { abs($0.minY) < 0.01 && abs($0.maxY - 852) < 0.01 }, "\(clips)")
    }

    /// iOS 15+: the navigation bar is transparent while its content is at the top (scroll-edge
    /// appearance) and shows the bar material, with a hairline, once content scrolls under it.
    @Test func aNavigationBarShowsItsMaterialOnlyOverContentScrolledUnderIt() throws {
        func backdrops(_ view: some View) throws -> [Rect] {
            try Sketch(view, device: .iPhone15).still.displayList().commands.compactMap { command in
                if case .backdrop(let shape, _) = command { return shape.bounds }
                return nil
            }
        }
        func inbox(scrolled: Bool) -> some View {
            NavigationStack {
                List(0..<40, id: \.self) { Text("Message \($0)") }.listStyle(.plain)
                    .navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline)
            }
            .defaultScrollAnchor(scrolled ? .bottom : nil)
        }
        #expect(try backdrops(inbox(scrolled: false)).isEmpty, "at the top: no bar background")
        let scrolled = try backdrops(inbox(scrolled: true))
        // From the screen's top (under the status bar) to the bar's bottom: 59 + 44.
        #expect(scrolled == [Rect(x: 0, y: 0, width: 393, height: 103)], "\(scrolled)")
    }

    @Test func toolbarBackgroundSetsTheNavigationBarsStyleAndVisibility() throws {
        let view = NavigationStack {
            Text("Detail").navigationTitle("Title").navigationBarTitleDisplayMode(.inline)
                .toolbarBackground(Color.indigo, for: .navigationBar)
                .toolbarBackground(.visible, for: .navigationBar)
        }
        let image = try RasterImage(png: Sketch(view, device: .iPhone15).data(format: .png, scale: 1))
        let indigo = RasterImage.Pixel(red: 88, green: 86, blue: 214)
        #expect(image.pixel(x: 20, y: 80) == indigo, "the bar: \(image.pixel(x: 20, y: 80))")
        #expect(image.pixel(x: 20, y: 20) == indigo, "under the status bar: \(image.pixel(x: 20, y: 20))")
        #expect(image.pixel(x: 20, y: 300) != indigo)
        let hidden = NavigationStack {
            List(0..<40, id: \.self) { Text("Row \($0)") }.navigationTitle("Title").navigationBarTitleDisplayMode(.inline)
                .toolbarBackground(.hidden, for: .navigationBar)
        }
        .defaultScrollAnchor(.bottom)
        let commands = try Sketch(hidden, device: .iPhone15).still.displayList().commands
        #expect(!commands.contains { if case .backdrop = $0 { return true } else { return false } }, "hidden: never drawn")
    }
}
