import SketchpadSwiftUI

/// A settings form: a navigation stack with a large title, grouped sections with headers and a
/// footer, toggles, a picker, a navigation link and a destructive button.
struct SettingsScreen: View {
    @State private var notifications = true
    @State private var sounds = false
    @State private var badgeStyle = 1

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    HStack(spacing: 12) {
                        Image(systemName: "person.crop.circle")
                            .font(.system(size: 44))
                            .foregroundStyle(.gray)
                        VStack(alignment: .leading, spacing: 2) {
                            Text("Ada Lovelace").font(.title3)
                            Text("Apple ID, iCloud, Media & Purchases")
                                .font(.footnote)
                                .foregroundStyle(.secondary)
                        }
                    }
                }
                Section("Notifications") {
                    Toggle("Push notifications", isOn: $notifications)
                    Toggle("Sounds", isOn: $sounds)
                    Picker("Badge style", selection: $badgeStyle) {
                        Text("None").tag(0)
                        Text("Count").tag(1)
                    }
                }
                Section {
                    NavigationLink("Privacy & Security") { Text("Privacy") }
                    NavigationLink("About") { Text("About") }
                } footer: {
                    Text("Notifications are delivered when the app is in the background.")
                }
                Section {
                    Button("Sign Out", role: .destructive) {}
                }
            }
            .navigationTitle("Settings")
        }
    }
}
