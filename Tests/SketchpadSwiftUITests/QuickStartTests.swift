import Foundation
import Testing
import SketchpadSwiftUI

// The quick start of the report (and the README's SwiftUI section): it must compile and render.
struct ProfileCard: View {
    var name: String
    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: "person.crop.circle").font(.largeTitle).foregroundStyle(.blue)
            VStack(alignment: .leading, spacing: 2) {
                Text(name).font(.headline)
                Text("Joined **2024**").foregroundStyle(.secondary)
            }
            Spacer()
        }
        .padding()
        .background(.background, in: RoundedRectangle(cornerRadius: 12))
    }
}

@MainActor @Suite struct QuickStartTests {
    @Test func quickStartCompilesAndRenders() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("profile-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let sketch = try Sketch(ProfileCard(name: "Ada Lovelace"), device: .iPhone15, appearance: .dark)
        let found = try sketch.render(to: path)
        #expect(found.isEmpty, "\(found)")
        #expect(FileManager.default.fileExists(atPath: path))
    }
}
