import Foundation
import Testing
import SketchpadSwiftUI

/// A small screen of ordinary SwiftUI code, rendered in each appearance, at the default and an
/// accessibility text size, left to right and right to left, compared byte for byte with the
/// PNGs in Goldens/ (renders are deterministic). `SKETCHPAD_RECORD=all` rewrites them, `missing`
/// writes absent ones; otherwise a difference fails and leaves the actual PNG next to the golden
/// (`.actual.png`) — open both before recording.
struct AccountScreen: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack {
                Image(systemName: "person.crop.circle").font(.largeTitle).foregroundStyle(.blue)
                VStack(alignment: .leading) {
                    Text("Ada Lovelace").font(.headline)
                    Text("ada@example.com").foregroundStyle(.secondary)
                }
                Spacer()
            }
            .padding()
            .background(Color.gray.opacity(0.15), in: RoundedRectangle(cornerRadius: 12))
            Text("Storage").font(.title2.bold())
            HStack(spacing: 0) {
                Color.blue.frame(width: 120)
                Color.orange.frame(width: 60)
                Color.green.frame(width: 40)
                Color.gray.opacity(0.3)
            }
            .frame(height: 12)
            .clipShape(Capsule())
            HStack {
                Label("Photos", systemImage: "photo")
                Spacer()
                Text("12.4 GB").foregroundStyle(.secondary)
            }
            Divider()
            HStack {
                Label("Messages", systemImage: "message")
                Spacer()
                Text("3.1 GB").foregroundStyle(.secondary)
            }
            Spacer()
            Text("Last backup *yesterday at 21:04*").font(.footnote).foregroundStyle(.secondary).frame(maxWidth: .infinity)
        }
        .padding()
    }
}

@MainActor @Suite struct ScreenGoldenTests {
    nonisolated static let variants: [(name: String, appearance: Sketch.Appearance, textSize: DynamicTypeSize, direction: LayoutDirection)] = [
        ("light", .light, .large, .leftToRight),
        ("dark", .dark, .large, .leftToRight),
        ("wireframe", .wireframe, .large, .leftToRight),
        ("light-accessibility3", .light, .accessibility3, .leftToRight),
        ("light-rtl", .light, .large, .rightToLeft),
        ("dark-rtl", .dark, .large, .rightToLeft),
    ]

    nonisolated static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens").path

    @Test(arguments: variants.map(\.name))
    func accountScreenMatchesItsGolden(_ name: String) throws {
        let variant = try #require(Self.variants.first { $0.name == name })
        let sketch = try Sketch(AccountScreen(), device: .iPhone15, appearance: variant.appearance, textSize: variant.textSize,
                                layoutDirection: variant.direction)
        #expect(sketch.diagnostics.isEmpty, "\(sketch.diagnostics)")
        let actual = Data(try sketch.data(format: .png, scale: 1))
        let golden = "\(Self.folder)/account-\(name).png"
        let mode = ProcessInfo.processInfo.environment["SKETCHPAD_RECORD"]?.lowercased()
        let expected = FileManager.default.contents(atPath: golden)
        if mode == "all" || (mode == "missing" && expected == nil) || (mode == "failed" && expected != actual) {
            try actual.write(to: URL(fileURLWithPath: golden))
            return
        }
        guard let expected else {
            Issue.record("no golden at \(golden): run with SKETCHPAD_RECORD=missing, then open it and mean it")
            return
        }
        if expected != actual {
            try actual.write(to: URL(fileURLWithPath: golden.replacingOccurrences(of: ".png", with: ".actual.png")))
        }
        #expect(expected == actual, "\(name) differs from \(golden); the render is next to it as .actual.png")
    }
}
