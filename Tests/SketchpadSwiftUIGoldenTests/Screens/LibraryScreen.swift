import SketchpadSwiftUI

/// Disclosure and gauges: a list with an outline of folders (collapsed, as iOS first shows it),
/// disclosure groups expanded and collapsed, and a gauge in each iOS style.
struct LibraryScreen: View {
    struct Item: Identifiable {
        var name: String
        var children: [Item]? = nil
        var id: String { name }
    }

    let folders = [
        Item(name: "Documents", children: [Item(name: "Notes.txt"), Item(name: "Drafts", children: [])]),
        Item(name: "Photos", children: [Item(name: "Beach.jpg")]),
        Item(name: "Readme.md"),
    ]

    var body: some View {
        NavigationStack {
            List {
                Section("Files") {
                    OutlineGroup(folders, children: \.children) { item in
                        Label(item.name, systemImage: item.children == nil ? "doc" : "folder")
                    }
                }
                Section("Settings") {
                    DisclosureGroup("Network", isExpanded: .constant(true)) {
                        Toggle("Wi-Fi", isOn: .constant(true))
                        Text("Proxy: none").foregroundStyle(.secondary)
                    }
                    DisclosureGroup("Privacy") { Text("Hidden") }
                }
                Section("Storage") {
                    Gauge(value: 3.1, in: 0...5) {
                        Text("iCloud")
                    } currentValueLabel: {
                        Text("3.1 GB of 5 GB")
                    } minimumValueLabel: {
                        Text("0")
                    } maximumValueLabel: {
                        Text("5")
                    }
                    HStack(spacing: 20) {
                        Gauge(value: 0.4) { Text("CPU") } currentValueLabel: { Text("40") }
                            .gaugeStyle(.accessoryCircularCapacity)
                        Gauge(value: 0.7) { Text("km/h") } currentValueLabel: { Text("70") }
                            .gaugeStyle(.accessoryCircular)
                            .tint(.orange)
                        Gauge(value: 0.25) { Text("Level") } currentValueLabel: { Text("25") }
                            .gaugeStyle(.accessoryLinear)
                    }
                    Gauge(value: 0.8) { Text("Battery") }
                        .gaugeStyle(.accessoryLinearCapacity)
                        .tint(.green)
                }
            }
            .navigationTitle("Library")
        }
    }
}
