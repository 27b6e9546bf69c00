import Foundation
import SketchpadDrawing
import SketchpadRender
import SketchpadSwiftUI
import Testing

/// iOS 15 and later draw a tab bar two ways. `UITabBar.scrollEdgeAppearance`: "The appearance
/// settings for the tab bar when the edge of scrollable content aligns with the edge of the tab
/// bar" (nil: the standard appearance "modified to have a transparent background"), so the bar is
/// clear while the page's content ends at or above it; when content goes on under it, its standard
/// appearance: the bar material and a hairline on top. An iPhone 15: 852 tall, the bar's top at
/// 852 − 34 − 49 = 769.
@MainActor @Suite struct TabBarAppearanceTests {
    private static func backdrops(_ view: some View) throws -> [Rect] {
        try Sketch(view, device: .iPhone15).still.displayList().commands.compactMap { command in
            if case .backdrop(let shape, _) = command { return shape.bounds }
            return nil
        }
    }

    private static func rows(_ count: Int) -> some View {
        VStack(spacing: 0) { ForEach(0..<count, id: \.self) { _ in Color.red.frame(height: 100) } }
    }

    @Test func contentUnderTheBarShowsItsMaterial() throws {
        let view = TabView { ScrollView { Self.rows(20) }.tabItem { Label("Home", systemImage: "house") } }
        // From the bar's top down under the home indicator.
        #expect(try Self.backdrops(view) == [Rect(x: 0, y: 769, width: 393, height: 83)])
    }

    @Test func contentEndingAboveTheBarLeavesItClear() throws {
        let short = TabView { Text("Hello").tabItem { Label("Home", systemImage: "house") } }
        #expect(try Self.backdrops(short).isEmpty)
        let image = try RasterImage(png: Sketch(short, device: .iPhone15).data(format: .png, scale: 1))
        #expect(image.pixel(x: 5, y: 800) == RasterImage.Pixel(red: 255, green: 255, blue: 255), "the page's white: \(image.pixel(x: 5, y: 800))")
        let fits = TabView { ScrollView { Self.rows(3) }.tabItem { Label("Home", systemImage: "house") } }
        #expect(try Self.backdrops(fits).isEmpty, "rows that fit")
        let list = TabView { List(0..<3, id: \.self) { Text("Row \($0)") }.tabItem { Label("Home", systemImage: "house") } }
        #expect(try Self.backdrops(list).isEmpty, "a short list")
        // A grouped form's grey goes on under the clear bar, as its background does on iOS.
        let form = TabView { Form { Text("One") }.tabItem { Label("Settings", systemImage: "gear") } }
        let grey = try RasterImage(png: Sketch(form, device: .iPhone15).data(format: .png, scale: 1)).pixel(x: 5, y: 800)
        #expect(grey == RasterImage.Pixel(red: 242, green: 242, blue: 247), "\(grey)")
    }

    @Test func contentScrolledToItsEndLeavesItClear() throws {
        let view = TabView { ScrollView { Self.rows(20) }.defaultScrollAnchor(.bottom).tabItem { Label("Home", systemImage: "house") } }
        #expect(try Self.backdrops(view).isEmpty)
        let list = TabView {
            NavigationStack {
                List(0..<40, id: \.self) { Text("Row \($0)") }.navigationTitle("Rows")
            }
            .tabItem { Label("Home", systemImage: "house") }
        }
        #expect(try Self.backdrops(list).contains(Rect(x: 0, y: 769, width: 393, height: 83)), "a long list in a navigation stack")
    }

    @Test func toolbarBackgroundSetsTheTabBarsVisibility() throws {
        let visible = TabView {
            Text("Hello").toolbarBackground(.visible, for: .tabBar).tabItem { Label("Home", systemImage: "house") }
        }
        #expect(try Self.backdrops(visible) == [Rect(x: 0, y: 769, width: 393, height: 83)])
        let hidden = TabView {
            ScrollView { Self.rows(20) }.toolbarBackground(.hidden, for: .tabBar).tabItem { Label("Home", systemImage: "house") }
        }
        #expect(try Self.backdrops(hidden).isEmpty)
        let navigationOnly = TabView {
            Text("Hello").toolbarBackground(.visible, for: .navigationBar).tabItem { Label("Home", systemImage: "house") }
        }
        #expect(try Self.backdrops(navigationOnly).isEmpty, "the navigation bar's setting is not the tab bar's")
    }
}
