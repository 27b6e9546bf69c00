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

// The example of Sources/SketchpadSwiftUI/SketchpadSwiftUI.docc/SwiftUIOnLinux.md, verbatim.
struct Greeting: View {
    var name: String
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Hello, **\(name)**!").font(.title)
            Text("Welcome back").foregroundStyle(.secondary)
        }
        .padding()
    }
}

@MainActor @Suite struct ArticleExampleTests {
    @Test func theArticlesExampleIsThisCodeAndRenders() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let article = try String(contentsOf: root.appendingPathComponent("Sources/SketchpadSwiftUI/SketchpadSwiftUI.docc/SwiftUIOnLinux.md"),
                                 encoding: .utf8)
        let block = """
            struct Greeting: View {
                var name: String
                var body: some View {
                    VStack(alignment: .leading, spacing: 4) {
                        Text("Hello, **\\(name)**!").font(.title)
                        Text("Welcome back").foregroundStyle(.secondary)
                    }
                    .padding()
                }
            }

            let sketch = try Sketch(Greeting(name: "Ada"), device: .iPhone15, appearance: .dark)
            """
        #expect(article.contains(block))
        let sketch = try Sketch(Greeting(name: "Ada"), device: .iPhone15, appearance: .dark)
        #expect(sketch.diagnostics.isEmpty)
        #expect(try sketch.data().count > 1000)
    }
}
