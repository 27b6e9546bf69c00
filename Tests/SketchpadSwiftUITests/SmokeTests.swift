import Testing
import SketchpadSwiftUI

/// The first screens: a view resolves, lays out by SwiftUI's rules and draws.
@MainActor @Suite struct SmokeTests {
    struct Greeting: View {
        var name: String
        var body: some View {
            VStack(alignment: .leading) {
                Text("Hello, \(name)!").font(.title).accessibilityIdentifier("title")
                Text("Welcome back").foregroundStyle(.secondary)
                HStack {
                    Circle().fill(.green).frame(width: 12, height: 12).accessibilityIdentifier("dot")
                    Rectangle().fill(.blue).accessibilityIdentifier("bar")
                }
                .frame(height: 20)
            }
            .padding()
        }
    }

    @Test func aScreenRendersToPNG() throws {
        let sketch = try Sketch(Greeting(name: "Ada"), size: CGSize(width: 300, height: 200))
        let title = try #require(sketch.frame(ofID: "title"))
        let dot = try #require(sketch.frame(ofID: "dot"))
        let bar = try #require(sketch.frame(ofID: "bar"))
        // Padding 16 on a stack of maximal width (the bar takes what is offered).
        #expect(title.minX == 16)
        #expect(dot.size == CGSize(width: 12, height: 12))
        #expect(bar.minX == dot.maxX + 8)
        #expect(bar.maxX == 284, "\(bar.maxX.native) \(bar)")
        let png = try sketch.data()
        #expect(Array(png.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
        try sketch.render(to: "/tmp/swiftui-smoke.png")
    }
}
