import Foundation
import SketchpadSwiftUI
import Testing

/// `containerRelativeFrame` (iOS 17): "a size for a view's width, height, or both that is
/// dependent on the size of the nearest container" — the screen on iOS, or a scrollable view —
/// "subtracting any safe area insets that might be applied to that container" (Apple's
/// documentation of `containerRelativeFrame(_:alignment:)`). The count form divides the length
/// into `count` parts `spacing` apart and spans `span` of them.
@MainActor @Suite struct ContainerRelativeFrameTests {
    static func frames(_ view: some View, size: CGSize, _ ids: [String]) throws -> [String: CGRect] {
        let sketch = try Sketch(view, size: size)
        var frames: [String: CGRect] = [:]
        for id in ids { frames[id] = sketch.frame(ofID: id) }
        return frames
    }

    @Test func outsideAScrollViewTheContainerIsTheWindowNotTheParent() throws {
        let view = VStack {
            Color.red.containerRelativeFrame(.horizontal) { length, _ in length / 2 }.frame(height: 20).accessibilityIdentifier("half")
        }
        .frame(width: 100)
        let frames = try Self.frames(view, size: CGSize(width: 300, height: 200), ["half"])
        // Half the 300-point window, centred in the 100-point frame (itself centred at x 100…200).
        #expect(frames["half"] == CGRect(x: 75, y: 90, width: 150, height: 20))
    }

    @Test func onAPhoneTheWindowIsTheScreenLessItsSafeArea() throws {
        let sketch = try Sketch(Color.red.containerRelativeFrame([.horizontal, .vertical]).accessibilityIdentifier("full").frame(width: 10, height: 10),
                                device: .iPhone15)
        let safe = try Sketch(Color.red.accessibilityIdentifier("full"), device: .iPhone15)
        #expect(sketch.frame(ofID: "full") == safe.frame(ofID: "full"))
        #expect(sketch.frame(ofID: "full")?.height ?? 0 < 852, "the 852-point screen less its status bar and home indicator")
    }

    @Test func inAHorizontalScrollViewTheCountFormSpansColumnsOfTheScrollViewsWidth() throws {
        let view = ScrollView(.horizontal) {
            HStack(spacing: 10) {
                ForEach(0..<4, id: \.self) { Color.blue.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10).accessibilityIdentifier("c\($0)") }
            }
        }
        let frames = try Self.frames(view, size: CGSize(width: 320, height: 100), ["c0", "c1"])
        // (320 − 2 × 10) ÷ 3 × 2 + 10 = 210 wide; the height is the scroll view's, which proposes it.
        #expect(frames["c0"] == CGRect(x: 0, y: 0, width: 210, height: 100))
        #expect(frames["c1"] == CGRect(x: 220, y: 0, width: 210, height: 100))
    }

    @Test func theContainerSizeIsTheOneTheScrollViewIsPlacedAtNotOneItWasProbedWith() throws {
        // The stack asks the scroll view for its size at several heights before placing it at 160.
        let view = VStack(spacing: 0) {
            Color.red.frame(height: 40)
            ScrollView { Color.blue.containerRelativeFrame(.vertical).accessibilityIdentifier("page") }
        }
        let frames = try Self.frames(view, size: CGSize(width: 300, height: 200), ["page"])
        #expect(frames["page"] == CGRect(x: 0, y: 40, width: 300, height: 160))
    }

    @Test func theContainerIsTheScrollViewLessItsSafeAreaPaddingAndContentMargins() throws {
        func pages(_ scroll: some View) throws -> [String: CGRect] {
            try Self.frames(scroll, size: CGSize(width: 300, height: 100), ["p0", "p1"])
        }
        let scroll = ScrollView(.horizontal) {
            HStack(spacing: 0) { ForEach(0..<3, id: \.self) { Color.blue.containerRelativeFrame(.horizontal).accessibilityIdentifier("p\($0)") } }
        }
        let padded = try pages(scroll.safeAreaPadding(.horizontal, 20))
        #expect(padded["p0"] == CGRect(x: 20, y: 0, width: 260, height: 100))
        #expect(padded["p1"] == CGRect(x: 280, y: 0, width: 260, height: 100))
        let margined = try pages(scroll.contentMargins(.horizontal, 30, for: .scrollContent))
        #expect(margined["p0"] == CGRect(x: 30, y: 0, width: 240, height: 100))
    }

    /// Apple lists a `NavigationStack`, a `NavigationSplitView` column and a `TabView` tab among
    /// the containers: the content area, under the bar and above the tab bar.
    @Test func inNavigationAndTabContainersTheContainerIsTheirContentArea() throws {
        let size = CGSize(width: 320, height: 480)
        let relative = Color.red.containerRelativeFrame([.horizontal, .vertical]).accessibilityIdentifier("c")
        let stack = try Self.frames(NavigationStack { relative.navigationTitle("T").navigationBarTitleDisplayMode(.inline) }, size: size, ["c"])
        #expect(stack["c"] == CGRect(x: 0, y: 44, width: 320, height: 436), "under the 44-point bar")
        let large = try Self.frames(NavigationStack { relative.navigationTitle("Title") }, size: size, ["c"])
        #expect(large["c"] == CGRect(x: 0, y: 96, width: 320, height: 384), "under the bar and the 52-point large title")
        let split = try Self.frames(NavigationSplitView { relative.navigationTitle("T").navigationBarTitleDisplayMode(.inline) } detail: { Text("D") },
                                    size: size, ["c"])
        #expect(split["c"] == CGRect(x: 0, y: 44, width: 320, height: 436), "the first column, compact width")
        let tabs = try Self.frames(TabView { relative.tabItem { Label("Home", systemImage: "house") } }, size: size, ["c"])
        let tabBar = 480 - (tabs["c"]?.height ?? 0)
        #expect(tabs["c"]?.minY == 0 && tabs["c"]?.width == 320 && tabBar > 40 && tabBar < 60, "above the tab bar: \(String(describing: tabs["c"]))")
    }

    @Test func theClosureFormGetsEachAxisLength() throws {
        var asked: [Axis] = []
        let view = Color.red.containerRelativeFrame([.horizontal, .vertical], alignment: .topLeading) { length, axis in
            asked.append(axis)
            return axis == .horizontal ? length / 3 : length / 4
        }
        let frames = try Self.frames(view.accessibilityIdentifier("third"), size: CGSize(width: 300, height: 200), ["third"])
        #expect(frames["third"] == CGRect(x: 100, y: 75, width: 100, height: 50))
        #expect(asked.contains(.horizontal) && asked.contains(.vertical))
    }

    @Test func aCountBelowOneIsReportedAndTakenAsOne() throws {
        let sketch = try Sketch(Color.red.containerRelativeFrame(.horizontal, count: 0, spacing: 8).accessibilityIdentifier("bad"),
                                size: CGSize(width: 300, height: 100))
        #expect(sketch.frame(ofID: "bad")?.width == 300)
        #expect(sketch.diagnostics.contains { $0.description.contains("count 0") }, "\(sketch.diagnostics)")
    }
}
