import Foundation
import SketchpadRender
import SketchpadSwiftUI
import Testing

/// The SwiftUI members real app code needed that SketchpadSwiftUI lacked (found by compiling
/// open-source SwiftUI screens with only the import switched): each is drawn where it shows, or
/// compiles and changes nothing where a still cannot show it, or warns where it is not drawn yet.
@MainActor @Suite struct RealCodeAPITests {
    private func image(_ view: some SketchpadSwiftUI.View, size: CGSize = CGSize(width: 100, height: 100)) throws -> RasterImage {
        try RasterImage(png: Sketch(view, size: size).data(format: .png, scale: 1))
    }

    private let red = RasterImage.Pixel(red: 255, green: 0, blue: 0), blue = RasterImage.Pixel(red: 0, green: 0, blue: 255)
    private let white = RasterImage.Pixel(red: 255, green: 255, blue: 255)
    private let pureRed = SketchpadSwiftUI.Color(red: 1, green: 0, blue: 0), pureBlue = SketchpadSwiftUI.Color(red: 0, green: 0, blue: 1)

    // MARK: Angles add and scale (Apple's Landmarks badge: `.degrees(Double(index) / 8) * 360`)

    @Test func anglesAddSubtractNegateAndScale() {
        #expect(abs((Angle.degrees(1.0 / 8) * 360).degrees - 45) < 1e-9)
        #expect(abs((Angle.degrees(30) + .degrees(15)).degrees - 45) < 1e-9)
        #expect(abs((Angle.degrees(30) - .degrees(45)).degrees + 15) < 1e-9)
        #expect(abs((Angle.degrees(90) / 2).degrees - 45) < 1e-9)
        #expect(abs((-Angle.degrees(10)).degrees + 10) < 1e-9)
        var angle = Angle.radians(1)
        angle *= 3
        angle += .radians(1)
        #expect(abs(angle.radians - 4) < 1e-12)
        #expect(abs(Angle.radians(-2).magnitude - 2) < 1e-12)
    }

    // MARK: zIndex orders siblings front to back

    @Test func aHigherZIndexIsDrawnInFront() throws {
        let inFront = try image(ZStack { pureRed.zIndex(1); pureBlue })
        #expect(inFront.pixel(x: 50, y: 50).distance(to: red) <= 2)
        let declared = try image(ZStack { pureRed; pureBlue })
        #expect(declared.pixel(x: 50, y: 50).distance(to: blue) <= 2)
        // Through a modifier that wraps the view, too.
        let wrapped = try image(ZStack { pureRed.zIndex(2).padding(0); pureBlue.zIndex(1) })
        #expect(wrapped.pixel(x: 50, y: 50).distance(to: red) <= 2)
    }

    // MARK: A Path is a shape and a view (BadgeBackground, BadgeSymbol)

    @Test func aPathIsDrawnAsAViewInItsOwnCoordinates() throws {
        let path = Path { p in
            p.addLines([CGPoint(x: 10, y: 10), CGPoint(x: 60, y: 10), CGPoint(x: 60, y: 60), CGPoint(x: 10, y: 60)])
            p.closeSubpath()
        }
        let picture = try image(path.fill(pureRed))
        #expect(picture.pixel(x: 30, y: 30).distance(to: red) <= 2)
        #expect(picture.pixel(x: 80, y: 80) == white)
        #expect(path.path(in: CGRect(x: 0, y: 0, width: 5, height: 5)) == path)
    }

    // MARK: Shape.rotation (Scrumdinger's speaker arcs)

    @Test func aRotatedShapeTurnsItsPathAboutTheAnchor() {
        let bar = Rectangle().rotation(.degrees(90))
        let bounds = bar.path(in: CGRect(x: 0, y: 40, width: 100, height: 20)).boundingRect
        #expect(abs(bounds.minX - 40) < 1e-9 && abs(bounds.width - 20) < 1e-9)
        #expect(abs(bounds.minY) < 1e-9 && abs(bounds.height - 100) < 1e-9)
        // Clockwise on screen: a point right of the top-left anchor turns to below it.
        let turned = Rectangle().rotation(.degrees(90), anchor: .topLeading).path(in: CGRect(x: 0, y: 0, width: 10, height: 2)).boundingRect
        #expect(abs(turned.minX + 2) < 1e-9 && abs(turned.maxY - 10) < 1e-9)
    }

    @Test func aRotatedShapeIsDrawnRotated() throws {
        let picture = try image(Rectangle().rotation(.degrees(90)).fill(pureRed).frame(width: 100, height: 20))
        #expect(picture.pixel(x: 50, y: 10).distance(to: red) <= 2)    // above the unrotated bar
        #expect(picture.pixel(x: 10, y: 50) == white)                  // its unrotated left end
    }

    // MARK: Custom progress view styles (Scrumdinger's ScrumProgressViewStyle)

    struct Percent: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            Text("\(Int((configuration.fractionCompleted ?? 0) * 100))% done")
        }
    }

    struct Framed: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            ZStack {
                RoundedRectangle(cornerRadius: 10).fill(SketchpadSwiftUI.Color(red: 0, green: 0, blue: 0)).frame(height: 20)
                ProgressView(configuration).tint(SketchpadSwiftUI.Color(red: 1, green: 0, blue: 0)).frame(height: 12).padding(.horizontal)
            }
        }
    }

    @Test func aCustomProgressViewStyleDrawsItsBody() throws {
        let sketch = try Sketch(ProgressView(value: 0.25).progressViewStyle(Percent()), size: CGSize(width: 200, height: 100))
        #expect(sketch.still.root.texts.contains("25% done"))
    }

    @Test func progressViewOfAConfigurationDrawsTheDefaultLookInsideTheStyle() throws {
        let picture = try image(ProgressView(value: 1.0).progressViewStyle(Framed()), size: CGSize(width: 200, height: 40))
        // The black capsule behind, the red (tinted, full) bar in front of it.
        #expect(picture.pixel(x: 100, y: 20).distance(to: red) <= 40)
        #expect(picture.pixel(x: 8, y: 20).distance(to: RasterImage.Pixel(red: 0, green: 0, blue: 0)) <= 40)
    }

    @Test func builtInStylesStillDrawABarAndASpinner() throws {
        let bar = try Sketch(ProgressView("Loading", value: 0.5).progressViewStyle(.linear), size: CGSize(width: 200, height: 100))
        let spinner = try Sketch(ProgressView("Loading", value: 0.5).progressViewStyle(.circular), size: CGSize(width: 200, height: 100))
        #expect(bar.still.root.texts == ["Loading"] && spinner.still.root.texts == ["Loading"])
        #expect(try bar.data() != spinner.data())
    }

    // MARK: Text(date, style:) (Landmarks' ProfileSummary)

    @Test func aDateIsWrittenInItsStyle() {
        let date = Date(timeIntervalSince1970: 1_559_602_980)   // 3 June 2019, 23:03 UTC
        let now = date.addingTimeInterval(-(2 * 3600 + 23 * 60))
        #expect(Text(date, style: .date).plainString == "June 3, 2019")
        #expect(Text(date, style: .time).plainString.replacingOccurrences(of: "\u{202F}", with: " ") == "11:03 PM")
        #expect(Text.DateStyle.relative.string(date, now: now) == "2 hours, 23 minutes")
        #expect(Text.DateStyle.offset.string(date, now: now) == "+2 hours")
        #expect(Text.DateStyle.offset.string(now, now: date) == "-2 hours")
        #expect(Text.DateStyle.timer.string(date, now: now) == "2:23:00")
        #expect(Text.DateStyle.timer.string(now.addingTimeInterval(152), now: now) == "2:32")
        #expect((Text("Goal Date: ") + Text(date, style: .date)).plainString == "Goal Date: June 3, 2019")
    }

    // MARK: What a still cannot show compiles and changes nothing

    @Test func accessibilityAndAnimationModifiersDrawNothing() throws {
        let plain = try Sketch(Text("Design").font(.headline), size: CGSize(width: 100, height: 40)).data()
        let annotated = try Sketch(Text("Design").font(.headline).accessibilityAddTraits(.isHeader).accessibilityRemoveTraits(.isImage)
            .accessibilityElement(children: .combine).accessibilityValue("3 minutes").accessibilityValue(Text("x"))
            .animation(.spring(response: 0.3, dampingFraction: 0.5, blendDuration: 1)), size: CGSize(width: 100, height: 40)).data()
        #expect(plain == annotated)
        #expect(Binding.constant(true).animation().wrappedValue)
    }

    @Test func accessibilityTraitsAreASet() {
        var traits: AccessibilityTraits = [.isHeader, .isButton]
        #expect(traits.contains(.isHeader) && !traits.contains(.isLink))
        #expect(traits.remove(.isButton) == .isButton && traits.remove(.isButton) == nil)
        #expect(traits.insert(.isLink).inserted && !traits.insert(.isLink).inserted)
        #expect(traits.union(.isImage).contains(.isImage) && traits.intersection(.isImage).isEmpty)
        #expect(traits.symmetricDifference(.isLink) == .isHeader)
    }

    @Test func scrollViewReaderShowsItsContent() throws {
        let sketch = try Sketch(ScrollView { ScrollViewReader { proxy in VStack { Text("Top").id(0); Text("Bottom") }.onAppear { proxy.scrollTo(0) } } },
                                size: CGSize(width: 200, height: 200))
        #expect(sketch.still.root.texts == ["Top", "Bottom"])
    }

    // MARK: Older spellings real code still uses

    @Test func accentColorTintsLikeTint() throws {
        let picture = try image(Rectangle().fill(.tint).accentColor(pureRed))
        #expect(picture.pixel(x: 50, y: 50).distance(to: red) <= 2)
    }

    @Test func theSliderInitializerWithValueLabelsBeforeTheLabelDrawsThem() throws {
        let sketch = try Sketch(Slider(value: .constant(50.0), in: 0...100, minimumValueLabel: Text("0%"), maximumValueLabel: Text("100%"),
                                       label: { Text("Volume") }), size: CGSize(width: 300, height: 60))
        #expect(sketch.still.root.texts == ["0%", "100%"])
        let stepped = try Sketch(Slider(value: .constant(5.0), in: 1...10, step: 1, minimumValueLabel: Text("0"), maximumValueLabel: Text("10"),
                                        label: { Text("Rating") }), size: CGSize(width: 300, height: 60))
        #expect(stepped.still.root.texts == ["0", "10"])
    }

    // MARK: Effects not drawn yet warn where they would change the picture

    @Test func anEffectNotDrawnWarnsAtItsLineAndFiltersDrawWithoutWarning() throws {
        let line = #line + 1
        let prominent = try Sketch(Text("Inbox").badge(3).badgeProminence(.increased), size: CGSize(width: 100, height: 50))
        #expect(prominent.diagnostics.map(\.kind.rawValue) == ["effectNotDrawn"])
        #expect(prominent.diagnostics.first?.location?.line == line)
        #expect(prominent.diagnostics.first?.location?.column == 0)   // the caller's column is not known; not the library's
        // Blur and the colour effects are drawn (FilterEffectTests checks their pixels): no warning.
        let views: [AnyView] = [AnyView(Text("A").blur(radius: 4)), AnyView(Text("A").grayscale(0.5)),
                                AnyView(Text("A").hueRotation(.degrees(45))), AnyView(Text("A").saturation(0.2)),
                                AnyView(Text("A").brightness(0.1)), AnyView(Text("A").contrast(2)), AnyView(Text("A").colorInvert()),
                                AnyView(Image(systemName: "star.fill").imageScale(.medium)),
                                AnyView(Image(systemName: "star.fill").imageScale(.large))]
        for view in views {
            #expect(try Sketch(view, size: CGSize(width: 50, height: 50)).diagnostics.isEmpty)
        }
    }

    // MARK: Named colours come from asset catalogs (Scrumdinger's themes, SwiftUI-Kit's StrokeColor)

    /// A folder holding `Assets.xcassets/Themes/bubblegum.colorset` (light: 8-bit red; dark: blue as 0-to-1).
    private func catalogFolder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("assets-\(UUID().uuidString)").path
        let set = folder + "/Assets.xcassets/Themes/bubblegum.colorset"
        try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
        let contents = """
        {
          "colors" : [
            { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0x00", "green" : "0", "red" : "255" } }, "idiom" : "universal" },
            { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
              "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "1.000", "green" : "0.000", "red" : "0.000" } }, "idiom" : "universal" }
          ],
          "info" : { "author" : "xcode", "version" : 1 }
        }
        """
        try Data(contents.utf8).write(to: URL(fileURLWithPath: set + "/Contents.json"))
        return folder
    }

    @Test func aNamedColorIsReadFromAnAssetCatalogInItsAppearance() throws {
        let folder = try catalogFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let light = try Sketch(SketchpadSwiftUI.Color("bubblegum"), size: CGSize(width: 20, height: 20), imageFolders: [folder])
        #expect(light.diagnostics.isEmpty, "\(light.diagnostics)")
        #expect(try RasterImage(png: light.data(scale: 1)).pixel(x: 10, y: 10).distance(to: red) <= 2)
        let dark = try Sketch(SketchpadSwiftUI.Color("bubblegum"), size: CGSize(width: 20, height: 20), appearance: .dark, imageFolders: [folder])
        #expect(try RasterImage(png: dark.data(scale: 1)).pixel(x: 10, y: 10).distance(to: blue) <= 2)
        // The catalog itself may be the folder given, and opacity applies to the named colour.
        let faded = try Sketch(SketchpadSwiftUI.Color("bubblegum").opacity(0.5), size: CGSize(width: 20, height: 20),
                               imageFolders: [folder + "/Assets.xcassets"])
        #expect(try RasterImage(png: faded.data(scale: 1)).pixel(x: 10, y: 10).distance(to: RasterImage.Pixel(red: 255, green: 128, blue: 128)) <= 3)
    }

    @Test func aMissingNamedColorWarnsAtItsLineAndIsAPlaceholder() throws {
        let line = #line + 1
        let sketch = try Sketch(VStack { SketchpadSwiftUI.Color("seafoam"); SketchpadSwiftUI.Color("seafoam") }, size: CGSize(width: 20, height: 20))
        #expect(sketch.diagnostics.map(\.kind.rawValue) == ["unknownColor"])
        #expect(sketch.diagnostics.first?.location?.line == line)
        #expect(sketch.diagnostics.first?.message.contains("seafoam") == true)
        #expect(SketchpadSwiftUI.Color("seafoam") == SketchpadSwiftUI.Color("seafoam"))
    }

    // MARK: Row backgrounds in an inset grouped list (Scrumdinger's themed scrum cards)

    @Test func aRowBackgroundTakesTheCardsRoundedCorners() throws {
        let list = List { Text("Design").listRowBackground(pureRed); Text("App Dev").listRowBackground(pureRed) }
        let picture = try image(list, size: CGSize(width: 300, height: 200))
        // The card starts 16 pt in and 35 pt down; its corner pixel is outside the 10 pt arc.
        #expect(picture.pixel(x: 100, y: 45).distance(to: red) <= 2)
        #expect(picture.pixel(x: 16, y: 35).distance(to: red) > 100, "top-left corner: \(picture.pixel(x: 16, y: 35))")
        #expect(picture.pixel(x: 283, y: 35).distance(to: red) > 100)
        // Between the rows the background runs square to the card's edge.
        #expect(picture.pixel(x: 16, y: 79).distance(to: red) <= 2)
    }

    // MARK: SwiftUI-Kit's gallery: a navigation view's detail column, redacted text

    @Test func onAnIPhoneANavigationViewShowsItsFirstColumn() throws {
        let sketch = try Sketch(NavigationView { List { Text("Buttons") }.navigationBarTitle("SwiftUI"); Text("Select a group") }, device: .iPhone15)
        #expect(sketch.still.root.texts.contains("Buttons") && sketch.still.root.texts.contains("SwiftUI"))
        #expect(!sketch.still.root.texts.contains("Select a group"))
    }

    @Test func placeholderRedactedTextIsDrawnAsBars() throws {
        let size = CGSize(width: 240, height: 40)
        let redacted = try image(Text("You cannot read me").redacted(reason: .placeholder).frame(maxWidth: .infinity, alignment: .leading), size: size)
        let black = RasterImage.Pixel(red: 0, green: 0, blue: 0)
        func darkest(_ picture: RasterImage) -> Int {
            var darkest = 255
            for x in 0..<240 { for y in 0..<40 { darkest = min(darkest, picture.pixel(x: x, y: y).distance(to: black)) } }
            return darkest
        }
        #expect(darkest(redacted) > 150, "a glyph was drawn: a pixel \(darkest(redacted)) from black")
        #expect(redacted.pixel(x: 20, y: 20) != white)    // the bar
        #expect(redacted.pixel(x: 230, y: 20) == white)   // past the text's width
        // unredacted() nearer the text shows the glyphs again.
        let unredacted = try image(Text("You cannot read me").unredacted().redacted(reason: .placeholder)
            .frame(maxWidth: .infinity, alignment: .leading), size: size)
        #expect(darkest(unredacted) < 60)
    }

    @Test func imageScaleIsInTheEnvironment() throws {
        struct Reader: View {
            @Environment(\.imageScale) var scale
            var body: some View { Text("\(scale)") }
        }
        let sketch = try Sketch(Reader().imageScale(.small), size: CGSize(width: 100, height: 40))
        #expect(sketch.still.root.texts == ["small"])
    }
}

/// Model code outside any actor makes images and text, as Apple's Landmarks model does
/// (`var image: Image { Image(imageName) }`): their initializers are nonisolated.
struct NonisolatedModel {
    var imageName = "turtlerock"
    var image: Image { Image(imageName) }
    var caption: Text { Text("Turtle Rock") + Text(verbatim: "!") }
}
