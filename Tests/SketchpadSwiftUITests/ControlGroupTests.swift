import Foundation
import SketchpadSwiftUI
import Testing

/// `ControlGroup` and its styles. Apple's documentation: `.navigation` "on iOS … renders as
/// individual borderless buttons"; `.palette` "when used outside of menus … is rendered as a
/// segmented control"; `.menu` and `.compactMenu` present the content "as a menu when the user
/// presses the control" (a still shows the control: its label).
@MainActor @Suite struct ControlGroupTests {
    static var group: some View {
        ControlGroup {
            Button("Cut") {}.accessibilityIdentifier("cut")
            Button("Copy") {}.accessibilityIdentifier("copy")
        } label: {
            Text("Edit")
        }
    }

    @Test func theAutomaticStyleSplitsTheWidthIntoEqualSegmentsAtLeast32Tall() throws {
        let sketch = try Sketch(Self.group.accessibilityIdentifier("group"), size: CGSize(width: 300, height: 100))
        let group = try #require(sketch.frame(ofID: "group"))
        let cut = try #require(sketch.frame(ofID: "cut")), copy = try #require(sketch.frame(ofID: "copy"))
        #expect(group.width == 300)
        #expect(group.height >= 32)
        #expect(abs(cut.midX - 75) <= 0.5 && abs(copy.midX - 225) <= 0.5, "each centred in its 150-point segment (frames snapped to pixels): \(cut), \(copy)")
        #expect(sketch.still.root.texts == ["Cut", "Copy"], "the label is not shown")
    }

    @Test func theNavigationStyleIsBorderlessButtonsSideBySide() throws {
        let sketch = try Sketch(Self.group.controlGroupStyle(.navigation).accessibilityIdentifier("group"), size: CGSize(width: 300, height: 100))
        let group = try #require(sketch.frame(ofID: "group"))
        let cut = try #require(sketch.frame(ofID: "cut")), copy = try #require(sketch.frame(ofID: "copy"))
        #expect(group.width < 200, "as wide as its buttons, not the width offered: \(group)")
        #expect(copy.minX - cut.maxX == 8, "default spacing")
    }

    @Test func theMenuStylesShowTheLabel() throws {
        for style in [AnyView(Self.group.controlGroupStyle(.menu)), AnyView(Self.group.controlGroupStyle(.compactMenu))] {
            let sketch = try Sketch(style, size: CGSize(width: 300, height: 100))
            #expect(sketch.still.root.texts == ["Edit"])
        }
    }

    @Test func aCustomStyleGetsTheContentAndLabel() throws {
        struct Stacked: ControlGroupStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack(spacing: 0) { configuration.label; configuration.content }
            }
        }
        let sketch = try Sketch(Self.group.controlGroupStyle(Stacked()), size: CGSize(width: 300, height: 200))
        #expect(sketch.still.root.texts == ["Edit", "Cut", "Copy"])
        let cut = try #require(sketch.frame(ofID: "cut")), copy = try #require(sketch.frame(ofID: "copy"))
        #expect(copy.minY >= cut.maxY, "stacked by the custom style")
    }
}
