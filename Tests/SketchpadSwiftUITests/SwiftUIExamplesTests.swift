import Foundation
import Testing
@testable import SketchpadSwiftUI

/// The SwiftUI screens of `Examples/SwiftUI/` (compiled into this target through symlinks in
/// `Examples/`, as written for iOS with the import switched) and a control gallery, rendered on
/// an iPhone 15 in light and dark and compared byte for byte with their goldens in
/// `Examples/SwiftUI/golden/`. Goldens are only written with `SKETCHPAD_RECORD=missing` (new
/// ones) or `SKETCHPAD_RECORD=all`; open every one you record.
@MainActor @Suite struct SwiftUIExamplesTests {
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/SwiftUI/golden").path

    static var recordMode: String? {
        ProcessInfo.processInfo.environment["SKETCHPAD_RECORD"].flatMap { ["missing", "all", "failed"].contains($0) ? $0 : nil }
    }

    enum Screen: String, CaseIterable, Sendable { case settingsForm = "settings-form", mailboxList = "mailbox-list", controlGallery = "control-gallery" }

    static func view(_ screen: Screen) -> AnyView {
        switch screen {
        case .settingsForm: AnyView(SettingsForm())
        case .mailboxList: AnyView(MailboxList())
        case .controlGallery: AnyView(ControlGallery())
        }
    }

    @Test(arguments: Screen.allCases, [false, true])
    func screenRendersItsGolden(_ screen: Screen, dark: Bool) throws {
        let sketch = try Sketch(Self.view(screen), device: .iPhone15, appearance: dark ? .dark : .light)
        // Every symbol is in the icon set and no text is cut short.
        #expect(sketch.diagnostics.isEmpty, "\(screen.rawValue): \(sketch.diagnostics)")
        let png = try sketch.data()
        let name = "\(screen.rawValue)-\(dark ? "dark" : "light").png"
        let golden = Self.goldens + "/" + name
        guard let expected = FileManager.default.contents(atPath: golden) else {
            if Self.recordMode != nil { try record(png, golden) }
            Issue.record("no golden \(name)\(Self.recordMode != nil ? " — recorded it; look at it" : " — run with SKETCHPAD_RECORD=missing to record it")")
            return
        }
        if [UInt8](expected) != png {
            if ["all", "failed"].contains(Self.recordMode) { try record(png, golden) }
            Issue.record("\(name) differs from its golden")
        }
    }

    func record(_ png: [UInt8], _ path: String) throws {
        try FileManager.default.createDirectory(atPath: Self.goldens, withIntermediateDirectories: true)
        try Data(png).write(to: URL(fileURLWithPath: path))
    }

    /// The example of ControlsAndContainers.md, as it is written there.
    @Test func theArticlesExampleRenders() throws {
        struct Settings: View {
            @State private var notifications = true
            @State private var size = 3

            var body: some View {
                NavigationStack {
                    Form {
                        Section("Alerts") {
                            Toggle("Notifications", isOn: $notifications)
                            Stepper("Text size: \(size)", value: $size, in: 1...7)
                        }
                        Section { Button("Sign Out", role: .destructive) {} }
                    }
                    .navigationTitle("Settings")
                }
            }
        }

        let png = try Sketch(Settings(), device: .iPhone15).data()
        #expect(Array(png.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
    }

    @Test func settingsFormLaysOutItsSections() throws {
        let sketch = try Sketch(SettingsForm(), device: .iPhone15)
        let texts = sketch.still.root.texts
        for expected in ["Settings", "PROFILE", "Ada Lovelace", "you@example.com", "Notifications", "ALERTS", "Text size: 3", "Privacy", "Sign Out"] {
            #expect(texts.contains(expected), "no \(expected) in \(texts)")
        }
    }
}

/// Every control, one per row, as a gallery screen.
struct ControlGallery: View {
    @State private var on = true
    @State private var value = 0.4
    @State private var choice = 1
    @State private var text = ""

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 14) {
                HStack {
                    Button("Automatic") {}
                    Button("Bordered") {}.buttonStyle(.bordered)
                    Button("Prominent") {}.buttonStyle(.borderedProminent)
                }
                HStack {
                    Button("Delete", role: .destructive) {}.buttonStyle(.bordered)
                    Button("Small") {}.buttonStyle(.borderedProminent).controlSize(.small)
                    Button("Capsule") {}.buttonStyle(.bordered).buttonBorderShape(.capsule).tint(.purple)
                    Button("Off") {}.buttonStyle(.borderedProminent).disabled(true)
                }
                Button("Large prominent") {}.buttonStyle(.borderedProminent).controlSize(.large)
                Toggle("Switch", isOn: $on)
                Toggle("Tinted switch", isOn: $on).tint(.orange)
                Toggle("Button toggle", isOn: $on).toggleStyle(.button)
                Slider(value: $value)
                Stepper("Stepper: \(choice)", value: $choice, in: 0...5)
                ProgressView(value: 0.7)
                HStack(spacing: 24) {
                    ProgressView()
                    ProgressView("Loading")
                }
                Picker("Segmented", selection: $choice) {
                    Text("One").tag(0)
                    Text("Two").tag(1)
                    Text("Three").tag(2)
                }
                .pickerStyle(.segmented)
                HStack {
                    Text("Menu picker")
                    Spacer()
                    Picker("Menu", selection: $choice) {
                        Text("One").tag(0)
                        Text("Two").tag(1)
                    }
                }
                TextField("Plain text field", text: $text)
                TextField("Rounded border", text: $text).textFieldStyle(.roundedBorder)
                SecureField("Password", text: .constant("secret")).textFieldStyle(.roundedBorder)
                HStack {
                    Link("A link", destination: URL(string: "https://example.com")!)
                    Spacer()
                    Menu("A menu") { Button("Item") {} }
                    Spacer()
                    Label("Icon only", systemImage: "star").labelStyle(.iconOnly)
                }
                ColorPicker("Colour", selection: .constant(Color.teal))
            }
            .padding()
        }
    }
}
