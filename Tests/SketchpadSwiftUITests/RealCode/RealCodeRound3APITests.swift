import Foundation
import SketchpadRender
import SketchpadSwiftUI
import Testing

/// The SwiftUI (and UIKit, through SwiftUI's re-export) members a third set of real screens
/// (Hacking with Swift's Moonshot, SnowSeeker, Cupcake Corner, WeSplit, iExpense, Flashzilla)
/// needed with only the import switched.
@MainActor @Suite struct RealCodeRound3APITests {
    private static let canvas = CGSize(width: 300, height: 200)

    private func image(_ sketch: Sketch) throws -> RasterImage {
        try RasterImage(png: sketch.data(format: .png, scale: 1))
    }

    // MARK: AsyncImage draws its empty phase and says the URL was not loaded

    @Test func anAsyncImageShowsItsPlaceholderAndWarnsAtItsLine() throws {
        let url = URL(string: "https://example.com/cupcakes.jpg")
        let line = #line + 1
        let custom = try Sketch(AsyncImage(url: url) { $0.resizable() } placeholder: { Color(red: 1, green: 0, blue: 0) }
                                    .frame(width: 100, height: 50), size: Self.canvas)
        #expect(try image(custom).pixel(x: 150, y: 100) == RasterImage.Pixel(red: 255, green: 0, blue: 0))
        #expect(custom.diagnostics.map(\.kind.rawValue) == ["asyncImageNotLoaded"])
        #expect(custom.diagnostics.first?.location?.line == line)
        #expect(custom.diagnostics.first?.message.contains("https://example.com/cupcakes.jpg") == true)
        // The standard placeholder is a grey that fills the space offered.
        let standard = try image(Sketch(AsyncImage(url: url).accessibilityIdentifier("i"), size: Self.canvas))
        let grey = standard.pixel(x: 10, y: 10)
        #expect(abs(Int(grey.red) - Int(grey.blue)) <= 3 && grey.red < 245 && grey.red > 200)
        // The phase form is given `.empty`.
        let phases = try Sketch(AsyncImage(url: nil) { phase in
            if phase.image == nil && phase.error == nil { Color(red: 0, green: 0, blue: 1) } else { Color.green }
        }, size: Self.canvas)
        #expect(try image(phases).pixel(x: 150, y: 100) == RasterImage.Pixel(red: 0, green: 0, blue: 255))
        #expect(phases.diagnostics.isEmpty)   // no URL, nothing that was not loaded
    }

    // MARK: A text field bound to a value shows it formatted

    @Test func aTextFieldWithAFormatShowsTheValueFormatted() throws {
        let sketch = try Sketch(TextField("Amount", value: .constant(12.5), format: .currency(code: "USD")).keyboardType(.decimalPad),
                                size: Self.canvas)
        #expect(sketch.still.root.texts == ["$12.50"])
        let formatter = NumberFormatter()
        formatter.minimumFractionDigits = 2
        let older = try Sketch(TextField("Amount", value: .constant(3.0), formatter: formatter), size: Self.canvas)
        #expect(older.still.root.texts == ["3.00"])
        let plain = try Sketch(TextField("Amount", value: .constant(12.5), format: .currency(code: "USD")), size: Self.canvas)
        #expect(try plain.data() == sketch.data())   // the keyboard type draws nothing
    }

    // MARK: Values are formatted in the render's locale, not the machine's

    @Test func formatStylesWriteInTheRendersLocale() throws {
        let total: Decimal = 6
        let sketch = try Sketch(VStack {
            Text(12.5, format: .currency(code: "USD"))
            Text("Your total cost is \(total, format: .currency(code: "USD"))")
            Text(1234567, format: .number)
        }, size: Self.canvas)
        #expect(sketch.still.root.texts == ["$12.50", "Your total cost is $6.00", "1,234,567"])
    }

    // MARK: dynamicTypeSize(_:) with a range clamps the environment's size

    @Test func aDynamicTypeRangeDrawsALargerSizeAtItsEnd() throws {
        let text = Text("Elevation").accessibilityIdentifier("t")
        let clamped = try Sketch(text.dynamicTypeSize(...DynamicTypeSize.xxxLarge), size: Self.canvas, textSize: .accessibility3)
        let atEnd = try Sketch(text, size: Self.canvas, textSize: .xxxLarge)
        let unclamped = try Sketch(text, size: Self.canvas, textSize: .accessibility3)
        #expect(clamped.frame(ofID: "t") == atEnd.frame(ofID: "t"))
        #expect(try #require(unclamped.frame(ofID: "t")).height > #require(atEnd.frame(ofID: "t")).height)
        let small = try Sketch(text.dynamicTypeSize(DynamicTypeSize.large...), size: Self.canvas, textSize: .xSmall)
        let large = try Sketch(text, size: Self.canvas, textSize: .large)
        #expect(small.frame(ofID: "t") == large.frame(ofID: "t"))
    }

    // MARK: remove(atOffsets:) and move(fromOffsets:toOffset:), as lists' onDelete and onMove give them

    @Test func collectionsRemoveAndMoveByOffsets() {
        var letters = ["a", "b", "c", "d", "e"]
        letters.remove(atOffsets: IndexSet([1, 3]))
        #expect(letters == ["a", "c", "e"])
        var items = ["a", "b", "c", "d", "e"]
        items.move(fromOffsets: IndexSet([0]), toOffset: 3)   // before the original "d"
        #expect(items == ["b", "c", "a", "d", "e"])
        items = ["a", "b", "c", "d", "e"]
        items.move(fromOffsets: IndexSet([3, 4]), toOffset: 1)
        #expect(items == ["a", "d", "e", "b", "c"])
        items = ["a", "b", "c"]
        items.move(fromOffsets: IndexSet([1]), toOffset: 3)   // to the end
        #expect(items == ["a", "c", "b"])
    }

    // MARK: Presentation, accessibility and gestures compile and leave the picture as it is

    private struct Sheet: View {
        @Environment(\.dismiss) private var dismiss
        @Environment(\.isPresented) private var isPresented
        @Environment(\.accessibilityVoiceOverEnabled) private var voiceOver
        @GestureState private var dragged = CGSize.zero
        @State private var offset = CGSize.zero
        @State private var showing = false
        var body: some View {
            Color(red: isPresented || voiceOver || dragged != .zero ? 0 : 1, green: 0, blue: 0)
                .frame(width: 40, height: 40)
                .accessibilityLabel("Card" as String)
                .accessibilityHint("Swipe" as String)
                .offset(offset)
                .gesture(DragGesture().onChanged { offset = $0.translation }.onEnded { _ in dismiss() })
                .simultaneousGesture(TapGesture(count: 2).onEnded { showing = true })
                .highPriorityGesture(LongPressGesture().updating($dragged) { _, state, _ in state = CGSize(width: 1, height: 1) })
                .alert("Facility" as String, isPresented: $showing, presenting: "Beginners" as String?) { _ in
                } message: { Text($0) }
                .scrollBounceBehavior(.basedOnSize)
                .accessibilityIdentifier("card")
        }
    }

    @Test func presentationAccessibilityAndGesturesDrawNothing() throws {
        let sketch = try Sketch(Sheet(), size: Self.canvas)
        let plain = try Sketch(Color(red: 1, green: 0, blue: 0).frame(width: 40, height: 40).accessibilityIdentifier("card"), size: Self.canvas)
        #expect(sketch.frame(ofID: "card") == plain.frame(ofID: "card"))
        #expect(try sketch.data() == plain.data())
        #expect(sketch.diagnostics.isEmpty)
    }

    // MARK: UIKit members SwiftUI files use through SwiftUI's import

    @Test func theDeviceIsAnUprightIPhoneAndFeedbackIsSilent() {
        #expect(UIDevice.current.userInterfaceIdiom == .phone)
        #expect(UIDevice.current.orientation.isPortrait && UIDevice.current.systemName == "iOS")
        #expect(UIDevice.current.batteryState == .unknown && UIDevice.current.batteryLevel == -1)
        UIDevice.current.beginGeneratingDeviceOrientationNotifications()
        #expect(UIDevice.current.isGeneratingDeviceOrientationNotifications)
        UIDevice.current.endGeneratingDeviceOrientationNotifications()
        #expect(!UIDevice.current.isGeneratingDeviceOrientationNotifications)
        let feedback = UINotificationFeedbackGenerator()
        feedback.prepare()
        feedback.notificationOccurred(.success)
        #expect(UIImpactFeedbackGenerator().style == .medium && UIImpactFeedbackGenerator(style: .rigid).style == .rigid)
        // URLRequest is Foundation's on iOS, FoundationNetworking's on Linux: SwiftUI's import brings both.
        var request = URLRequest(url: URL(string: "https://example.com")!)
        request.httpMethod = "POST"
        #expect(request.httpMethod == "POST")
    }

    // MARK: Images, labels and localized string resources

    @Test func aDecorativeImageIsDrawnAsTheNamedOne() throws {
        let decorative = try Sketch(Image(decorative: "missing-photo").resizable().frame(width: 50, height: 50), size: Self.canvas)
        let named = try Sketch(Image("missing-photo").resizable().frame(width: 50, height: 50), size: Self.canvas)
        let labelled = try Sketch(Image("missing-photo", label: Text("A photo")).resizable().frame(width: 50, height: 50), size: Self.canvas)
        #expect(try decorative.data() == named.data())
        #expect(try labelled.data() == named.data())
    }

    private struct Banner: View {
        let title: LocalizedStringResource
        var body: some View { Text(title) }
    }

    @Test func aLocalizedStringResourceIsShownByText() throws {
        let count = 124
        let sketch = try Sketch(VStack { Banner(title: "Import **complete**"); Banner(title: "\(count) transactions") }, size: Self.canvas)
        #expect(sketch.still.root.texts == ["Import complete", "124 transactions"])
        let resource: LocalizedStringResource = "Card delivery delayed"
        #expect(resource.key == "Card delivery delayed" && resource.description == resource.key)
        let key = try Sketch(Text("Import **complete**"), size: Self.canvas)
        let fromResource = try Sketch(Banner(title: "Import **complete**"), size: Self.canvas)
        #expect(try key.data() == fromResource.data())   // Markdown applies, as for a key
    }

    @Test func aLiteralPicksTheLocalizedStringKeyInitialiserNotTheResourceOne() {
        let counter = EventCounter()
        LocalizedStringResource.$textsShown.withValue(counter) {
            _ = Text("pts")                                     // SwiftUI: init(_:tableName:bundle:comment:)
            #expect(counter.count == 0)
            let resource: LocalizedStringResource = "pts"
            _ = Text(resource)                                  // an explicit resource still takes its own
            #expect(counter.count == 1)
        }
    }

    @Test func aLabelsLiteralTitleIsALocalizedStringKeyWithItsMarkdown() throws {
        let sketch = try Sketch(Label("Import **complete**", systemImage: "star"), size: Self.canvas)
        #expect(sketch.still.root.texts == ["Import complete"])
        let title = "Import **complete**"                       // a String is shown as it is
        #expect(try Sketch(Label(title, systemImage: "star"), size: Self.canvas).still.root.texts == [title])
    }
}
