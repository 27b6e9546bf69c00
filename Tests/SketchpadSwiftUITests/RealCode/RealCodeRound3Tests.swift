import Foundation
import SketchpadRender
import SketchpadSwiftUI
import Testing

/// The views a third set of real open-source screens needed: `GroupBox` and its styles,
/// `ContentUnavailableView`, `LabeledContent`, toggles over collections, and a render's "now".
@MainActor @Suite struct GroupBoxTests {
    private static let canvas = CGSize(width: 300, height: 200)
    private let secondaryBackground = RasterImage.Pixel(red: 0xF2, green: 0xF2, blue: 0xF7)
    private let white = RasterImage.Pixel(red: 255, green: 255, blue: 255)

    private func image(_ sketch: Sketch) throws -> RasterImage {
        try RasterImage(png: sketch.data(format: .png, scale: 1))
    }

    @Test func aGroupBoxIsACardAsWideAsOfferedWithItsLabelAtTheLeadingEdge() throws {
        let sketch = try Sketch(GroupBox { Text("Body").accessibilityIdentifier("body") } label: { Text("Title").accessibilityIdentifier("title") }
                                    .accessibilityIdentifier("box"), size: Self.canvas)
        let box = try #require(sketch.frame(ofID: "box")), title = try #require(sketch.frame(ofID: "title"))
        let body = try #require(sketch.frame(ofID: "body"))
        #expect(box.width == Self.canvas.width)
        #expect(title.minX == box.minX + 16 && title.minY == box.minY + 16)   // 16 points of padding
        #expect(abs(body.midX - box.midX) <= 0.5)                              // the content is centred
        #expect(body.minY >= title.maxY && box.maxY == body.maxY + 16)
        let picture = try image(sketch)
        #expect(picture.pixel(x: Int(box.midX), y: Int(box.minY) + 4).distance(to: secondaryBackground) <= 2)
        #expect(picture.pixel(x: Int(box.minX), y: Int(box.minY)).distance(to: white) <= 40)   // a rounded corner
        #expect(picture.pixel(x: Int(box.midX), y: Int(box.minY) - 4) == white)
    }

    @Test func aGroupBoxWithoutALabelHugsItsContent() throws {
        let sketch = try Sketch(GroupBox { Color.red.frame(width: 50, height: 20) }.accessibilityIdentifier("box"), size: Self.canvas)
        let box = try #require(sketch.frame(ofID: "box"))
        #expect(box.size == CGSize(width: 82, height: 52))
    }

    @Test func theLabelIsAHeadlineAndTheStringInitialisersMakeIt() throws {
        let titled = try Sketch(GroupBox("Today") { Text("3 tasks") }, size: Self.canvas)
        let built = try Sketch(GroupBox { Text("3 tasks") } label: { Text("Today").font(.headline) }, size: Self.canvas)
        #expect(try titled.data() == built.data())
        #expect(titled.still.root.texts == ["Today", "3 tasks"])
    }

    @Test func aGroupBoxInsideAGroupBoxGoesOneBackgroundLevelUp() throws {
        let sketch = try Sketch(GroupBox { GroupBox { Color.clear.frame(width: 60, height: 60) }.accessibilityIdentifier("inner") },
                                size: Self.canvas)
        let inner = try #require(sketch.frame(ofID: "inner"))
        let picture = try image(sketch)
        #expect(picture.pixel(x: Int(inner.midX), y: Int(inner.midY)) == white)   // tertiarySystemBackground
        #expect(picture.pixel(x: Int(inner.minX) - 4, y: Int(inner.midY)).distance(to: secondaryBackground) <= 2)
        let dark = try image(Sketch(GroupBox { Color.clear.frame(width: 60, height: 60) }.accessibilityIdentifier("box"),
                                    size: Self.canvas, appearance: .dark))
        #expect(dark.pixel(x: 150, y: 100).distance(to: RasterImage.Pixel(red: 0x1C, green: 0x1C, blue: 0x1E)) <= 2)
    }

    private struct StripeStyle: GroupBoxStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 0) {
                Color(red: 1, green: 0, blue: 0).frame(width: 10, height: 10)
                GroupBox(configuration)   // the automatic style, not this one again
            }
        }
    }

    @Test func aCustomStyleDrawsTheBoxAndGroupBoxOfItsConfigurationIsTheAutomaticOne() throws {
        let styled = try Sketch(GroupBox("Title") { Text("Body") }.groupBoxStyle(StripeStyle()).accessibilityIdentifier("box"), size: Self.canvas)
        let box = try #require(styled.frame(ofID: "box"))
        let picture = try image(styled)
        #expect(picture.pixel(x: Int(box.minX) + 5, y: Int(box.midY)) == RasterImage.Pixel(red: 255, green: 0, blue: 0))
        #expect(picture.pixel(x: Int(box.midX), y: Int(box.minY) + 4).distance(to: secondaryBackground) <= 2)
        let automatic = try Sketch(GroupBox("Title") { Text("Body") }.groupBoxStyle(.automatic), size: Self.canvas)
        let plain = try Sketch(GroupBox("Title") { Text("Body") }.groupBoxStyle(DefaultGroupBoxStyle()), size: Self.canvas)
        #expect(try automatic.data() == plain.data())
    }

    @Test func theBackgroundStyleInsideAGroupBoxIsTheBoxs() throws {
        let sketch = try Sketch(GroupBox { Color.clear.frame(width: 60, height: 60).background(.background).accessibilityIdentifier("c") },
                                size: Self.canvas)
        let c = try #require(sketch.frame(ofID: "c"))
        #expect(try image(sketch).pixel(x: Int(c.midX), y: Int(c.midY)).distance(to: secondaryBackground) <= 2)
    }
}

@MainActor @Suite struct ContentUnavailableViewTests {
    private static let canvas = CGSize(width: 390, height: 600)

    @Test func itFillsTheSpaceOfferedWithItsLabelCentred() throws {
        let sketch = try Sketch(ContentUnavailableView {
            Label("No Mail", systemImage: "tray.fill").accessibilityIdentifier("label")
        } description: {
            Text("New mails you receive will appear here.").accessibilityIdentifier("description")
        }.accessibilityIdentifier("view"), size: Self.canvas)
        let view = try #require(sketch.frame(ofID: "view")), label = try #require(sketch.frame(ofID: "label"))
        let description = try #require(sketch.frame(ofID: "description"))
        #expect(view.size == Self.canvas)
        #expect(abs(label.midX - view.midX) <= 0.5 && abs(description.midX - view.midX) <= 0.5)
        #expect(label.maxY < description.minY && label.height > 70)   // a 48-point icon over a title2 title
        #expect(abs((label.minY + description.maxY) / 2 - view.midY) <= 1)
        #expect(sketch.diagnostics.isEmpty)
    }

    @Test func theTitleAndImageInitialisersMakeTheSameView() throws {
        let short = try Sketch(ContentUnavailableView("No Favorites", systemImage: "star", description: Text("Tap the star.")), size: Self.canvas)
        let long = try Sketch(ContentUnavailableView {
            Label("No Favorites", systemImage: "star")
        } description: { Text("Tap the star.") }, size: Self.canvas)
        #expect(try short.data() == long.data())
        let title: String = "No Favorites"
        let fromString = try Sketch(ContentUnavailableView(title, systemImage: "star", description: Text("Tap the star.")), size: Self.canvas)
        #expect(try fromString.data() == short.data())
        let noDescription = try Sketch(ContentUnavailableView("No Favorites", systemImage: "star"), size: Self.canvas)
        #expect(noDescription.still.root.texts == ["No Favorites"])
    }

    @Test func theSearchViewSaysNoResultsAndNamesTheQuery() throws {
        let search = try Sketch(ContentUnavailableView.search, size: Self.canvas)
        #expect(search.still.root.texts == ["No Results", "Check the spelling or try a new search."])
        let query = try Sketch(ContentUnavailableView.search(text: "Kyoto"), size: Self.canvas)
        #expect(query.still.root.texts == ["No Results for \u{201C}Kyoto\u{201D}", "Check the spelling or try a new search."])
        #expect(search.diagnostics.isEmpty)
    }

    @Test func anUnknownSymbolIsReportedAtTheLineThatNamedIt() throws {
        let line = #line + 1
        let sketch = try Sketch(ContentUnavailableView("Nothing", systemImage: "no.such.symbol"), size: Self.canvas)
        #expect(sketch.diagnostics.first?.location?.line == line)
    }

    @Test func actionsSitUnderTheDescription() throws {
        let sketch = try Sketch(ContentUnavailableView {
            Label("Offline", systemImage: "wifi.slash")
        } description: {
            Text("Check your connection.").accessibilityIdentifier("d")
        } actions: {
            Button("Retry") {}.accessibilityIdentifier("a")
        }, size: Self.canvas)
        let d = try #require(sketch.frame(ofID: "d")), a = try #require(sketch.frame(ofID: "a"))
        #expect(a.minY > d.maxY && abs(a.midX - d.midX) <= 0.5)
    }
}

@MainActor @Suite struct LabeledContentTests {
    private static let canvas = CGSize(width: 300, height: 60)

    @Test func theLabelLeadsAndTheValueTrailsInTheSecondaryColour() throws {
        let sketch = try Sketch(HStack { LabeledContent { Text("2.1").accessibilityIdentifier("v") } label: { Text("Version").accessibilityIdentifier("l") } }
                                    .padding(.horizontal, 20), size: Self.canvas)
        let l = try #require(sketch.frame(ofID: "l")), v = try #require(sketch.frame(ofID: "v"))
        #expect(l.minX == 20 && v.maxX == 280)
        #expect(sketch.still.root.texts == ["Version", "2.1"])
        let strings = try Sketch(HStack { LabeledContent("Version", value: "2.1") }.padding(.horizontal, 20), size: Self.canvas)
        let titled = try Sketch(HStack { LabeledContent("Version") { Text("2.1") } }.padding(.horizontal, 20), size: Self.canvas)
        let bytes = try sketch.data()
        #expect(try strings.data() == bytes)
        #expect(try titled.data() == bytes)
        // The value is grey: its ink is lighter than the label's.
        let picture = try RasterImage(png: sketch.data(format: .png, scale: 1))
        func darkest(_ r: CGRect) -> Int {
            var m = 255
            for y in Int(r.minY)..<Int(r.maxY) { for x in Int(r.minX)..<Int(r.maxX) { m = min(m, Int(picture.pixel(x: x, y: y).red)) } }
            return m
        }
        #expect(darkest(l) < 40 && darkest(v) > 80)
    }

    @Test func aFormattedValueIsWrittenInItsFormat() throws {
        let sketch = try Sketch(LabeledContent("Count", value: 1234, format: .number), size: Self.canvas)
        #expect(sketch.still.root.texts == ["Count", "1,234"])
    }

    private struct Stacked: LabeledContentStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack { configuration.label; LabeledContent(configuration) }
        }
    }

    @Test func aCustomStyleDrawsIt() throws {
        let sketch = try Sketch(LabeledContent("Owner", value: "Jane").labeledContentStyle(Stacked()), size: CGSize(width: 300, height: 100))
        #expect(sketch.still.root.texts == ["Owner", "Owner", "Jane"])
    }
}

@MainActor @Suite struct ToggleSourcesTests {
    private struct Option { var isOn: Bool }

    private final class Box { var options: [Option]; init(_ o: [Option]) { options = o } }

    private func isOn(_ options: [Option]) throws -> [Bool] {
        let box = Box(options)
        let binding = Binding(get: { box.options }, set: { box.options = $0 })
        var seen: (Bool, Bool) = (false, false)
        struct Probe: ToggleStyle {
            let seen: (Bool, Bool) -> Void
            func makeBody(configuration: Configuration) -> some View {
                seen(configuration.isOn, configuration.isMixed)
                return configuration.label
            }
        }
        _ = try Sketch(Toggle(sources: binding, isOn: \.isOn) { Text("All") }.toggleStyle(Probe { seen = ($0, $1) }), size: nil)
        return [seen.0, seen.1]
    }

    @Test func theToggleIsOnWhenEverySourceIsAndMixedWhenSomeAre() throws {
        #expect(try self.isOn([Option(isOn: true), Option(isOn: true)]) == [true, false])
        #expect(try self.isOn([Option(isOn: true), Option(isOn: false)]) == [false, true])
        #expect(try self.isOn([Option(isOn: false), Option(isOn: false)]) == [false, false])
        #expect(try self.isOn([]) == [false, false])
    }

    @Test func settingItSetsEverySource() {
        let box = Box([Option(isOn: true), Option(isOn: false)])
        let binding = Binding(get: { box.options }, set: { box.options = $0 })
        let toggle = Toggle("All", sources: binding, isOn: \.isOn)
        toggle.isOn.wrappedValue = true
        #expect(box.options.map(\.isOn) == [true, true])
        let labelled = Toggle("All", systemImage: "bell", sources: binding, isOn: \.isOn)
        labelled.isOn.wrappedValue = false
        #expect(box.options.map(\.isOn) == [false, false])
    }

    @Test func itDrawsAsAToggleOfItsState() throws {
        let box = Box([Option(isOn: true), Option(isOn: true)])
        let binding = Binding(get: { box.options }, set: { box.options = $0 })
        let size = CGSize(width: 300, height: 44)
        let sources = try Sketch(Toggle("All", sources: binding, isOn: \.isOn), size: size)
        let single = try Sketch(Toggle("All", isOn: .constant(true)), size: size)
        #expect(try sources.data() == single.data())
    }
}

@MainActor @Suite struct RenderNowTests {
    private let start = Date(timeIntervalSinceReferenceDate: 0)

    @Test func textCountingFromNowCountsFromTheRendersReferenceDate() throws {
        let view = VStack {
            Text(start.addingTimeInterval(150), style: .timer)
            Text(start.addingTimeInterval(2 * 3600 + 23 * 60), style: .relative)
            Text(start.addingTimeInterval(-7200), style: .offset)
        }
        let sketch = try Sketch(view, size: nil)
        #expect(sketch.still.root.texts == ["2:30", "2 hours, 23 minutes", "-2 hours"])
        let later = try Sketch(view, size: nil, now: start.addingTimeInterval(60))
        #expect(later.still.root.texts == ["1:30", "2 hours, 22 minutes", "-2 hours"])
    }

    @Test func twoRendersOfTheSameViewGiveTheSameBytes() throws {
        // A date in the past of any clock: counted from the clock, the text would change every second.
        let view = Text(Date(timeIntervalSince1970: 1_700_000_000), style: .timer).padding()
        let first = try Sketch(view, size: nil).data()
        Thread.sleep(forTimeInterval: 1.1)
        #expect(try Sketch(view, size: nil).data() == first)
        let onDevice = try Sketch(view, device: .iPhone15, now: start).data()
        #expect(try Sketch(view, device: .iPhone15, now: start).data() == onDevice)
    }

    @Test func absoluteStylesDoNotDependOnNow() throws {
        let date = Date(timeIntervalSince1970: 1_559_602_980)
        let a = try Sketch(Text(date, style: .date), size: nil, now: start)
        let b = try Sketch(Text(date, style: .date), size: nil, now: date)
        #expect(a.still.root.texts == ["June 3, 2019"] && b.still.root.texts == a.still.root.texts)
    }
}
