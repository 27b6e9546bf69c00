import Foundation
import SketchpadRender
import SketchpadSwiftUI
import Testing

/// Modifiers real apps use: each is drawn as iOS draws it, or (when it changes nothing in a
/// still) compiles with SwiftUI's signature and leaves the picture as it was.
@MainActor @Suite struct RealCodeModifierTests {
    private let size = CGSize(width: 200, height: 300)

    @Test func lineSpacingAddsItsPointsBetweenEveryTwoLines() throws {
        let three = "one\ntwo\nthree"
        let plain = try #require(Sketch(Text(three).accessibilityIdentifier("t"), size: size).frame(ofID: "t"))
        let spaced = try #require(Sketch(Text(three).lineSpacing(10).accessibilityIdentifier("t"), size: size).frame(ofID: "t"))
        // Three lines have two gaps: exactly 20 points more (the text engine's own spacing).
        #expect(spaced.height == plain.height + 20, "\(plain.height) → \(spaced.height)")
        // It is an environment value: set on a container, it reaches the text inside.
        let inherited = try #require(Sketch(VStack { Text(three).accessibilityIdentifier("t") }.lineSpacing(10), size: size).frame(ofID: "t"))
        #expect(inherited.height == spaced.height)
        // One line has no gap; a negative spacing is none (the value is always nonnegative).
        let single = try #require(Sketch(Text("one").accessibilityIdentifier("t"), size: size).frame(ofID: "t"))
        #expect(try Sketch(Text("one").lineSpacing(10).accessibilityIdentifier("t"), size: size).frame(ofID: "t") == single)
        #expect(try Sketch(Text(three).lineSpacing(-5).accessibilityIdentifier("t"), size: size).frame(ofID: "t") == plain)
    }

    private func png(_ view: some View, size: CGSize = CGSize(width: 200, height: 300)) throws -> [UInt8] {
        try Sketch(view, size: size).data(format: .png)
    }

    /// How close to black the darkest pixel of `view` is (0: a black glyph was drawn).
    private func darkest(_ view: some View) throws -> Int {
        let picture = try RasterImage(png: png(view.frame(width: 200, height: 40, alignment: .leading), size: CGSize(width: 200, height: 40)))
        var darkest = 255
        for x in 0..<200 { for y in 0..<40 { darkest = min(darkest, picture.pixel(x: x, y: y).distance(to: RasterImage.Pixel(red: 0, green: 0, blue: 0))) } }
        return darkest
    }

    @Test func privacySensitiveTextIsRedactedOnlyForPrivacy() throws {
        #expect(try darkest(Text("4111 1111").privacySensitive().redacted(reason: .privacy)) > 150, "drawn as bars")
        #expect(try darkest(Text("4111 1111").redacted(reason: .privacy)) < 60, "not marked sensitive: shown")
        #expect(try darkest(Text("4111 1111").privacySensitive()) < 60, "no privacy redaction: shown")
        #expect(try darkest(Text("4111 1111").privacySensitive(false).redacted(reason: .privacy)) < 60)
    }

    @Test func toolbarTitleDisplayModeSetsTheNavigationBarTitleMode() throws {
        func screen(_ view: some View) throws -> [UInt8] { try Sketch(NavigationStack { view.navigationTitle("Inbox") }, device: .iPhone15).data(format: .png) }
        let inline = try screen(Text("Row").navigationBarTitleDisplayMode(.inline))
        #expect(try screen(Text("Row").toolbarTitleDisplayMode(.inline)) == inline)
        #expect(try screen(Text("Row").toolbarTitleDisplayMode(.large)) == screen(Text("Row").navigationBarTitleDisplayMode(.large)))
        #expect(try screen(Text("Row").toolbarTitleDisplayMode(.large)) != inline)
        #expect(try screen(Text("Row").toolbarTitleDisplayMode(.automatic)) == screen(Text("Row")))
    }

    @Test func badgeProminenceIsInTheEnvironmentAndTheIncreasedPlatterWarns() throws {
        struct Probe: View {
            @Environment(\.badgeProminence) var prominence
            var body: some View { Color.red.frame(width: prominence == .decreased ? 10 : 20, height: 10).accessibilityIdentifier("p") }
        }
        #expect(try Sketch(Probe(), size: size).frame(ofID: "p")?.width == 20)
        #expect(try Sketch(Probe().badgeProminence(.decreased), size: size).frame(ofID: "p")?.width == 10)
        let list = List { Text("Inbox").badge(3) }
        #expect(try Sketch(list.badgeProminence(.standard), size: size).diagnostics.isEmpty)
        let warned = try Sketch(list.badgeProminence(.increased), size: size).diagnostics
        #expect(warned.count == 1 && warned.first?.message.contains("badgeProminence(.increased)") == true, "\(warned)")
    }

    @Test func modifiersWithNothingToDrawLeaveThePictureAsItWas() throws {
        let view = VStack { Text("Event Invite").font(.title); Text("Code 0042"); Circle().fill(.blue).frame(width: 40, height: 40) }
        let plain = try png(view)
        #expect(try png(view.transaction { $0.animation = nil }) == plain)
        #expect(try png(view.transaction(value: 1) { $0.disablesAnimations = true }) == plain)
        #expect(try png(view.drawingGroup()) == plain)
        #expect(try png(view.drawingGroup(opaque: true, colorMode: .linear)) == plain)
        #expect(try png(view.textSelection(.enabled)) == plain)
        #expect(try png(view.textSelection(.disabled)) == plain)
        #expect(EnabledTextSelectability.allowsSelection && !DisabledTextSelectability.allowsSelection)
        #expect(try png(view.containerShape(RoundedRectangle(cornerRadius: 20))) == plain)
        #expect(try png(view.presentationCornerRadius(24)) == plain)
        #expect(try png(view.presentationBackground(.thickMaterial)) == plain)
        #expect(try png(view.presentationBackground(alignment: .bottom) { Color.yellow }) == plain)
        #expect(try png(view.listItemTint(.fixed(.orange))) == plain)
        #expect(try png(view.listItemTint(Color.red)) == plain)
        #expect(try png(view.listItemTint(.monochrome)) == plain)
        #expect(try png(view.listItemTint(.preferred(.green))) == plain)
        #expect(try Sketch(view.drawingGroup().textSelection(.enabled).transaction { _ in }, size: size).diagnostics.isEmpty)
    }
}
