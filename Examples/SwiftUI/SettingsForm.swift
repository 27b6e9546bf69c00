// A settings screen in SwiftUI: a Form in a NavigationStack with toggles, a picker, a stepper,
// a slider, a date picker, text fields, navigation links and a destructive button. Written as
// for iOS; only the import is switched (`import SwiftUI` → `import SketchpadSwiftUI`).
// Rendered in light and dark by SwiftUIExamplesTests into Examples/SwiftUI/golden/.
import SketchpadSwiftUI

struct SettingsForm: View {
    enum Appearance: String, CaseIterable, Identifiable {
        case system, light, dark
        var id: Self { self }
    }

    @State private var name = "Ada Lovelace"
    @State private var email = ""
    @State private var notifications = true
    @State private var sounds = false
    @State private var appearance = Appearance.system
    @State private var fontSize = 3
    @State private var volume = 0.6
    @State private var reminder = Date(timeIntervalSince1970: 1_767_225_600)   // 1 Jan 2026, 00:00 UTC

    var body: some View {
        NavigationStack {
            Form {
                Section("Profile") {
                    TextField("Name", text: $name)
                    TextField("Email", text: $email, prompt: Text("you@example.com"))
                }
                Section {
                    Toggle("Notifications", isOn: $notifications)
                    Toggle("Sounds", isOn: $sounds)
                    DatePicker("Daily reminder", selection: $reminder, displayedComponents: .hourAndMinute)
                } header: {
                    Text("Alerts")
                } footer: {
                    Text("Reminders arrive at the same time every day.")
                }
                Section("Display") {
                    Picker("Appearance", selection: $appearance) {
                        ForEach(Appearance.allCases) { Text($0.rawValue.capitalized) }
                    }
                    .pickerStyle(.segmented)
                    Stepper("Text size: \(fontSize)", value: $fontSize, in: 1...7)
                    Slider(value: $volume) {
                        Text("Volume")
                    } minimumValueLabel: {
                        Image(systemName: "speaker.fill")
                    } maximumValueLabel: {
                        Image(systemName: "speaker.wave.2.fill")
                    }
                }
                Section {
                    NavigationLink("Privacy") { Text("Privacy") }
                    NavigationLink("About") { Text("About") }
                        .badge("2.1")
                }
                Section {
                    Button("Sign Out", role: .destructive) {}
                }
            }
            .navigationTitle("Settings")
        }
    }
}
