import Foundation
import SketchpadSwiftUI
import Testing

/// `safeAreaPadding` and `contentMargins` (iOS 17). Apple's documentation: `contentMargins`
/// makes "the scroll view … automatically inset its content by the safe area plus an additional
/// 20 points" and applies to the scrollable views below it; `.scrollIndicators` insets "their
/// scroll indicators, but not their content". `safeAreaPadding` adds to the safe area: a scroll
/// view keeps its frame and its content starts inside the padding ("Beyond scroll views", WWDC23).
@MainActor @Suite struct SafeAreaPaddingTests {
    static func frames(_ view: some View, size: CGSize, _ ids: [String]) throws -> [String: CGRect] {
        let sketch = try Sketch(view, size: size)
        var frames: [String: CGRect] = [:]
        for id in ids { frames[id] = sketch.frame(ofID: id) }
        return frames
    }

    static var cards: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 0) { ForEach(0..<3, id: \.self) { Color.blue.frame(width: 100).accessibilityIdentifier("c\($0)") } }
        }
    }

    @Test func aScrollViewKeepsItsFrameAndInsetsItsContent() throws {
        let frames = try Self.frames(Self.cards.accessibilityIdentifier("scroll").safeAreaPadding(.horizontal, 20),
                                     size: CGSize(width: 300, height: 100), ["scroll", "c0", "c1"])
        #expect(frames["scroll"] == CGRect(x: 0, y: 0, width: 300, height: 100))
        #expect(frames["c0"] == CGRect(x: 20, y: 0, width: 100, height: 100))
        #expect(frames["c1"] == CGRect(x: 120, y: 0, width: 100, height: 100))
    }

    @Test func anotherViewIsInsetAsByPadding() throws {
        let frames = try Self.frames(Color.blue.accessibilityIdentifier("box").safeAreaPadding(24), size: CGSize(width: 300, height: 100), ["box"])
        #expect(frames["box"] == CGRect(x: 24, y: 24, width: 252, height: 52))
        let defaulted = try Self.frames(Color.blue.accessibilityIdentifier("box").safeAreaPadding(.leading), size: CGSize(width: 300, height: 100), ["box"])
        #expect(defaulted["box"] == CGRect(x: 16, y: 0, width: 284, height: 100), "nil is the default padding, 16")
    }

    @Test func contentMarginsInsetTheContentOfEveryScrollViewBelow() throws {
        let view = VStack(spacing: 0) {
            ScrollView { Color.blue.frame(height: 50).accessibilityIdentifier("r0") }
            ScrollView { Color.green.frame(height: 50).accessibilityIdentifier("r1") }
        }
        .contentMargins(.vertical, 30)
        let frames = try Self.frames(view, size: CGSize(width: 300, height: 200), ["r0", "r1"])
        #expect(frames["r0"] == CGRect(x: 0, y: 30, width: 300, height: 50))
        #expect(frames["r1"] == CGRect(x: 0, y: 130, width: 300, height: 50))
    }

    @Test func scrollIndicatorMarginsLeaveTheContentWhereItWas() throws {
        let view = ScrollView { Color.blue.frame(height: 50).accessibilityIdentifier("r0") }
            .contentMargins(.horizontal, EdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 40), for: .scrollIndicators)
            .contentMargins(.top, 12, for: .scrollContent)
        let frames = try Self.frames(view, size: CGSize(width: 300, height: 200), ["r0"])
        #expect(frames["r0"] == CGRect(x: 0, y: 12, width: 300, height: 50))
    }

    @Test func theInnerModifierWinsOnTheEdgesItSets() throws {
        let view = ScrollView { Color.blue.frame(height: 50).accessibilityIdentifier("r0") }
            .contentMargins(.leading, 8)
            .contentMargins(.horizontal, 40)
        let frames = try Self.frames(view, size: CGSize(width: 300, height: 200), ["r0"])
        #expect(frames["r0"] == CGRect(x: 8, y: 0, width: 252, height: 50), "leading 8 (inner), trailing 40 (outer)")
    }
}

extension SafeAreaPaddingTests {
    @Test func aScrollViewReachesThroughThePaddingPastFramesAndStacks() throws {
        let view = VStack(spacing: 0) {
            Self.cards.accessibilityIdentifier("scroll").frame(height: 80)
            Color.red.accessibilityIdentifier("below")
        }
        .safeAreaPadding(.horizontal, 20)
        let frames = try Self.frames(view, size: CGSize(width: 300, height: 200), ["scroll", "c0", "below"])
        #expect(frames["scroll"] == CGRect(x: 0, y: 0, width: 300, height: 80), "it touches both padded edges, so it reaches the frame's")
        #expect(frames["c0"] == CGRect(x: 20, y: 0, width: 100, height: 80))
        #expect(frames["below"] == CGRect(x: 20, y: 80, width: 260, height: 120), "a colour stays in the padded area")
    }

    @Test func aViewIgnoringTheSafeAreaReachesThroughThePadding() throws {
        let view = Color.blue.ignoresSafeArea().accessibilityIdentifier("fill").safeAreaPadding(30)
        let frames = try Self.frames(view, size: CGSize(width: 300, height: 200), ["fill"])
        #expect(frames["fill"] == CGRect(x: 0, y: 0, width: 300, height: 200))
    }
}
