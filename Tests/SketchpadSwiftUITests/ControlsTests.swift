import Foundation
import Testing
@testable import SketchpadSwiftUI
import class SketchpadWidgets.SegmentedControl
import class SketchpadWidgets.TabBar

/// Controls: their sizes (iOS's where published), styles, and what they draw.
@MainActor @Suite struct ControlsTests {
    static let canvas = CGSize(width: 300, height: 200)

    /// The colours of the glyphs a render draws (light appearance).
    static func glyphColors(_ sketch: Sketch) throws -> [SketchpadWidgetsColor] {
        try sketch.still.displayList().commands.compactMap { if case .glyphs(let run) = $0 { return run.color } else { return nil } }
    }

    static func fills(_ sketch: Sketch) throws -> [SketchpadWidgetsColor] {
        try sketch.still.displayList().commands.compactMap { if case .fill(_, let color) = $0 { return color } else { return nil } }
    }

    @Test func automaticButtonIsItsLabelInTheTintColour() throws {
        let plain = try Sketch(Text("Save").accessibilityIdentifier("t"), size: Self.canvas)
        let button = try Sketch(Button("Save") {}.accessibilityIdentifier("t"), size: Self.canvas)
        #expect(button.frame(ofID: "t") == plain.frame(ofID: "t"))
        #expect(try Self.glyphColors(button).allSatisfy { $0 == SketchpadWidgetsColor(hex: 0x007AFF) })
        let tinted = try Sketch(Button("Save") {}.tint(.orange), size: Self.canvas)
        #expect(try Self.glyphColors(tinted).allSatisfy { $0 == SketchpadWidgetsColor(hex: 0xFF9500) })
    }

    @Test func destructiveRoleDrawsRed() throws {
        let sketch = try Sketch(Button("Delete", role: .destructive) {}, size: Self.canvas)
        let colors = try Self.glyphColors(sketch)
        #expect(!colors.isEmpty && colors.allSatisfy { $0 == SketchpadWidgetsColor(hex: 0xFF3B30) })
    }

    @Test func borderedStylesPadTheLabelByControlSize() throws {
        let label = try #require(try Sketch(Text("Buy").accessibilityIdentifier("b"), size: Self.canvas).frame(ofID: "b"))
        let regular = try #require(try Sketch(Button("Buy") {}.buttonStyle(.bordered).accessibilityIdentifier("b"), size: Self.canvas).frame(ofID: "b"))
        #expect(regular.width == label.width + 24 && regular.height == label.height + 14)
        let large = try #require(try Sketch(Button("Buy") {}.buttonStyle(.borderedProminent).controlSize(.large).accessibilityIdentifier("b"),
                                            size: Self.canvas).frame(ofID: "b"))
        #expect(large.width == label.width + 40 && large.height == label.height + 28)
        // Prominent: the tint fills the shape and the title is white.
        let prominent = try Sketch(Button("Buy") {}.buttonStyle(.borderedProminent), size: Self.canvas)
        #expect(try Self.fills(prominent).contains(SketchpadWidgetsColor(hex: 0x007AFF)))
        #expect(try Self.glyphColors(prominent).allSatisfy { $0 == SketchpadWidgetsColor(hex: 0xFFFFFF) })
    }

    struct Pill: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.padding(10).background(Capsule().fill(configuration.role == .destructive ? Color.red : Color.green))
        }
    }

    struct Framed: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            Button(configuration).padding(5).border(.gray)
        }
    }

    @Test func customButtonStylesMakeTheBody() throws {
        let label = try #require(try Sketch(Text("Go").accessibilityIdentifier("b"), size: Self.canvas).frame(ofID: "b"))
        let pill = try Sketch(Button("Go") {}.buttonStyle(Pill()).accessibilityIdentifier("b"), size: Self.canvas)
        #expect(pill.frame(ofID: "b")?.width == label.width + 20)
        #expect(try Self.fills(pill).contains(SketchpadWidgetsColor(hex: 0x34C759)))
        let framed = try Sketch(Button("Go") {}.buttonStyle(Framed()).accessibilityIdentifier("b"), size: Self.canvas)
        #expect(framed.frame(ofID: "b")?.width == label.width + 10)
        // Button(configuration) inside a primitive style draws in the automatic style: tinted.
        #expect(try Self.glyphColors(framed).allSatisfy { $0 == SketchpadWidgetsColor(hex: 0x007AFF) })
    }

    @Test func toggleFillsItsRowWithTheSwitchAtTheTrailingEnd() throws {
        let sketch = try Sketch(VStack(spacing: 0) {
            Toggle("Wi-Fi", isOn: .constant(true)).accessibilityIdentifier("toggle")
            Spacer()
        }, size: Self.canvas)
        #expect(sketch.frame(ofID: "toggle") == CGRect(x: 0, y: 0, width: 300, height: 31))
        let hidden = try Sketch(Toggle("Wi-Fi", isOn: .constant(false)).labelsHidden().accessibilityIdentifier("toggle"), size: Self.canvas)
        #expect(hidden.frame(ofID: "toggle")?.size == CGSize(width: 51, height: 31))
    }

    struct CheckboxStyle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack { Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle"); configuration.label }
        }
    }

    @Test func toggleStylesDrawTheToggle() throws {
        let custom = try Sketch(Toggle("Remember", isOn: .constant(true)).toggleStyle(CheckboxStyle()).accessibilityIdentifier("t"), size: Self.canvas)
        let frame = try #require(custom.frame(ofID: "t"))
        #expect(frame.width < 200)
        let button = try Sketch(Toggle("Bold", isOn: .constant(true)).toggleStyle(.button), size: Self.canvas)
        #expect(try Self.fills(button).contains(SketchpadWidgetsColor(hex: 0x007AFF)))
    }

    @Test func sliderStepperAndProgressTakeIOSSizes() throws {
        let sketch = try Sketch(VStack(spacing: 0) {
            Slider(value: .constant(0.3)).accessibilityIdentifier("slider")
            Stepper("Count", value: .constant(2), in: 0...5).accessibilityIdentifier("stepper")
            ProgressView(value: 0.5).accessibilityIdentifier("bar")
            ProgressView().accessibilityIdentifier("spinner")
            Spacer()
        }, size: Self.canvas)
        #expect(sketch.frame(ofID: "slider") == CGRect(x: 0, y: 0, width: 300, height: 28))
        #expect(sketch.frame(ofID: "stepper") == CGRect(x: 0, y: 28, width: 300, height: 32))
        #expect(sketch.frame(ofID: "bar") == CGRect(x: 0, y: 60, width: 300, height: 4))
        #expect(sketch.frame(ofID: "spinner") == CGRect(x: 140, y: 64, width: 20, height: 20))
    }

    enum Flavor: String, CaseIterable, Identifiable {
        case chocolate, vanilla, strawberry
        var id: Self { self }
    }

    @Test func segmentedPickerSelectsTheTaggedOption() throws {
        let explicit = Picker("Flavor", selection: .constant(Flavor.vanilla)) {
            Text("Chocolate").tag(Flavor.chocolate)
            Text("Vanilla").tag(Flavor.vanilla)
        }.pickerStyle(.segmented)
        let still = try Sketch(explicit.accessibilityIdentifier("p"), size: Self.canvas)
        #expect(still.frame(ofID: "p")?.size == CGSize(width: 300, height: 32))
        let control = try #require(Self.segmented(still))
        #expect(control.segments == ["Chocolate", "Vanilla"] && control.selectedIndex == 1)
        // ForEach's ids tag the options (as SwiftUI does inside a picker).
        let implicit = try Sketch(Picker("Flavor", selection: .constant(Flavor.strawberry)) {
            ForEach(Flavor.allCases) { Text($0.rawValue.capitalized) }
        }.pickerStyle(.segmented), size: Self.canvas)
        #expect(Self.segmented(implicit)?.selectedIndex == 2)
    }

    static func segmented(_ sketch: Sketch) -> SegmentedControl? {
        var found: SegmentedControl?
        func visit(_ view: SketchpadLayoutView) {
            if let control = view as? SegmentedControl, found == nil { found = control }
            view.subviews.forEach(visit)
        }
        visit(sketch.still.tree.root)
        return found
    }

    @Test func menuPickerShowsTheSelectionTinted() throws {
        let sketch = try Sketch(Picker("Flavor", selection: .constant(1)) {
            Text("One").tag(0)
            Text("Two").tag(1)
        }, size: Self.canvas)
        let texts = sketch.still.root.texts
        #expect(texts == ["Two"])
        #expect(try Self.glyphColors(sketch).allSatisfy { $0 == SketchpadWidgetsColor(hex: 0x007AFF) })
    }

    @Test func textFieldsShowTextOrPrompt() throws {
        let empty = try Sketch(TextField("Email", text: .constant("")), size: Self.canvas)
        #expect(empty.still.root.texts == ["Email"])
        let prompt = try Sketch(TextField("Email", text: .constant(""), prompt: Text("you@example.com")), size: Self.canvas)
        #expect(prompt.still.root.texts == ["you@example.com"])
        let secure = try Sketch(SecureField("Password", text: .constant("abc")), size: Self.canvas)
        #expect(secure.still.root.texts == ["•••"])
        let bordered = try Sketch(TextField("Name", text: .constant("Ada")).textFieldStyle(.roundedBorder).accessibilityIdentifier("f"), size: Self.canvas)
        #expect(bordered.frame(ofID: "f")?.width == 300)
        #expect((bordered.frame(ofID: "f")?.height ?? 0) >= 34)
    }

    @Test func labelStylesChooseTitleIconOrBoth() throws {
        let both = try #require(try Sketch(Label("Star", systemImage: "star").accessibilityIdentifier("l"), size: Self.canvas).frame(ofID: "l"))
        let icon = try #require(try Sketch(Label("Star", systemImage: "star").labelStyle(.iconOnly).accessibilityIdentifier("l"), size: Self.canvas).frame(ofID: "l"))
        let title = try #require(try Sketch(Label("Star", systemImage: "star").labelStyle(.titleOnly).accessibilityIdentifier("l"), size: Self.canvas).frame(ofID: "l"))
        #expect(icon.width < both.width && title.width < both.width)
        #expect(icon.width == icon.height)
    }

    @Test func datePickerFormatsInTheEnvironmentsLocaleAndTimeZone() throws {
        let date = Date(timeIntervalSince1970: 1_700_000_000)   // 2023-11-14 22:13:20 UTC
        let sketch = try Sketch(DatePicker("Start", selection: .constant(date)), size: Self.canvas)
        let texts = sketch.still.root.texts
        #expect(texts.first == "Start")
        #expect(texts.contains("Nov 14, 2023"))
        #expect(texts.contains { $0.hasPrefix("10:13") })
    }

    @Test func stillOnlyModifiersLeaveTheLayoutAlone() throws {
        let base = try Sketch(Text("Hi").accessibilityIdentifier("t"), size: Self.canvas)
        let decorated = try Sketch(Text("Hi")
            .sheet(isPresented: .constant(true)) { Text("Sheet") }
            .alert("Title", isPresented: .constant(true)) { Button("OK") {} }
            .popover(isPresented: .constant(true)) { Text("Pop") }
            .confirmationDialog("Sure?", isPresented: .constant(true), titleVisibility: .visible) { Button("Yes") {} }
            .refreshable {}
            .swipeActions { Button("Delete", role: .destructive) {} }
            .contextMenu { Button("Copy") {} }
            .textInputAutocapitalization(.never)
            .submitLabel(.done)
            .accessibilityIdentifier("t"), size: Self.canvas)
        #expect(decorated.frame(ofID: "t") == base.frame(ofID: "t"))
        #expect(decorated.still.root.texts == ["Hi"])
    }
}

extension LayoutNode {
    /// The strings of the subtree's text, depth first.
    var texts: [String] {
        var texts: [String] = []
        forEachNode { if let text = $0 as? TextNode { texts.append(text.string) } }
        return texts
    }
}
