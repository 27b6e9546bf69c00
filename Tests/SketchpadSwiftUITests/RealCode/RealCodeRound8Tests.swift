import Foundation
import SketchpadSwiftUI
import Testing

/// The SwiftUI members a seventh set of real screens (product pages, carts, chats, recipes,
/// rings, calendars, chips, ratings, Apple's "Develop in Swift" tutorials) needed with only the
/// import switched, and what their renders showed wrong.
@MainActor @Suite struct RealCodeRound8Tests {
    // MARK: Font.lowercaseSmallCaps() / uppercaseSmallCaps() (DiceRoller's title)

    /// `Text("Dice Roller").font(.largeTitle.lowercaseSmallCaps().bold())` did not compile. The
    /// face has no small-caps variant here, so the title keeps the large title's size and weight.
    @Test func smallCapsFontsKeepTheirTextStyle() throws {
        let plain = try Sketch(Text("Dice Roller").font(.largeTitle.bold()).accessibilityIdentifier("t"), size: CGSize(width: 300, height: 100))
        let lower = try Sketch(Text("Dice Roller").font(.largeTitle.lowercaseSmallCaps().bold()).accessibilityIdentifier("t"), size: CGSize(width: 300, height: 100))
        let upper = try Sketch(Text("Dice Roller").font(.largeTitle.uppercaseSmallCaps()).bold().accessibilityIdentifier("t"), size: CGSize(width: 300, height: 100))
        let expected = try #require(plain.frame(ofID: "t"))
        // Still a bold large title (the lines as tall: the capitals D and R keep their size)…
        let lowerFrame = try #require(lower.frame(ofID: "t")), upperFrame = try #require(upper.frame(ofID: "t"))
        #expect(lowerFrame.height == expected.height && upperFrame.height == expected.height)
        #expect(expected.height > 40, "a large title, not body text: \(expected)")
        let regular = try #require(Sketch(Text("Dice Roller").font(.largeTitle.lowercaseSmallCaps()).accessibilityIdentifier("t"),
                                          size: CGSize(width: 300, height: 100)).frame(ofID: "t"))
        #expect(regular.width < lowerFrame.width, "bold kept")
        // …with its small capitals drawn (TextSmallCapsTests checks their shapes).
        #expect(lowerFrame.width != expected.width && upperFrame.width < expected.width)
    }

    // MARK: UIApplication.windows (Touchdown's product page)

    /// `.padding(.top, UIApplication.shared.windows.first?.safeAreaInsets.top)` did not compile.
    /// Outside a render there is no app window (no connected scene): this view is made before the
    /// render, so the optional length falls back to SwiftUI's default padding, 16 (a body read
    /// during a render sees the render's window: RealCodeRound9Tests).
    @Test func theAppsWindowsAreItsConnectedScenesWindows() throws {
        #expect(UIApplication.shared.windows.isEmpty)
        #expect(UIApplication.shared.keyWindow == nil)
        let view = Color.red.frame(width: 10, height: 10).accessibilityIdentifier("box")
            .padding(.top, UIApplication.shared.windows.first?.safeAreaInsets.top)
            .fixedSize()
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        let sketch = try Sketch(view, size: CGSize(width: 100, height: 100))
        #expect(sketch.frame(ofID: "box") == CGRect(x: 0, y: 16, width: 10, height: 10))
        #expect(UIApplication.shared.windows.isEmpty, "the render's window goes with the render")
    }

    // MARK: A button's label of several views is one row (Touchdown's "Add to cart")

    /// `Button(action: {}) { Spacer(); Text("Add to cart"); Spacer() }.padding(15).background(.red)
    /// .clipShape(Capsule())` is a full-width capsule on iOS. Each of the three views became its own
    /// padded, clipped button, stacked by the parent: two red blobs and a short capsule.
    @Test func aLabelOfSeveralViewsIsOneRow() throws {
        let button = Button(action: {}) {
            Spacer()
            Text("Add to cart").accessibilityIdentifier("title")
            Spacer()
        }
        .padding(15)
        .background(Color.red)
        .clipShape(Capsule())
        .accessibilityIdentifier("button")
        let sketch = try Sketch(VStack { button }.padding(), size: CGSize(width: 300, height: 200))
        let frame = try #require(sketch.frame(ofID: "button")), title = try #require(sketch.frame(ofID: "title"))
        #expect(abs(frame.width - (300 - 32)) < 0.01, "the spacers push the button to the full width: \(frame)")
        #expect(abs(title.midX - 150) <= 1, "the title is centred: \(title)")
        #expect(frame.height < 60, "one row, not three stacked buttons: \(frame)")
    }

    @Test func anImageBesideTextInAButtonLabelSitsBesideIt() throws {
        let button = Button {} label: {
            Image(systemName: "star.fill").accessibilityIdentifier("icon")
            Text("Favourite").accessibilityIdentifier("title")
        }
        let sketch = try Sketch(button, size: CGSize(width: 300, height: 200))
        let icon = try #require(sketch.frame(ofID: "icon")), title = try #require(sketch.frame(ofID: "title"))
        #expect(icon.maxX <= title.minX, "\(icon) \(title)")
        #expect(abs(icon.midY - title.midY) < 1, "on one row: \(icon) \(title)")
    }
}
