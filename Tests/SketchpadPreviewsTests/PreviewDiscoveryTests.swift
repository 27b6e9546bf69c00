import Foundation
import SketchpadPreviewDiscovery
import SketchpadPreviewModel
import Testing

@Suite struct PreviewDiscoveryTests {
    static let source = """
    import SketchpadSwiftUI

    struct Card: View {
        var body: some View { Text("Card") }
    }

    #Preview("Profile card") {
        Card()
    }

    #Preview(traits: .sizeThatFitsLayout) {
        @Previewable @State var on = true
        Toggle("Loud", isOn: $on)
    }

    struct Card_Previews: PreviewProvider {
        static var previews: some View { Card() }
    }

    enum Outer {
        struct Inner_Previews: SketchpadSwiftUI.PreviewProvider {
            static var previews: some View { Card() }
        }
    }

    func notAPreview() {
        // #Preview in a comment is not a preview
        let text = "#Preview { }"
    }
    """

    @Test func findsMacrosAndProvidersWithTheirPlaces() {
        let found = PreviewDiscovery.previews(inSource: Self.source, file: "/pkg/Sources/Gallery/Cards.swift",
                                              relativePath: "Sources/Gallery/Cards.swift", module: "Gallery")
        #expect(found.map(\.kind) == [.macro, .macro, .provider, .provider])
        #expect(found.map(\.line) == [7, 11, 16, 21])
        #expect(found.map(\.column) == [1, 1, 1, 5])
        #expect(found[0].name == "Profile card")
        #expect(found[1].name == nil)
        #expect(found[2].providerType == "Card_Previews")
        #expect(found[3].providerType == "Outer.Inner_Previews")
        #expect(found[0].endLine == 9)
        #expect(found.map(\.outputName) == ["Cards--Profile-card", "Cards--2", "Cards--Card_Previews", "Cards--Outer.Inner_Previews"])
        #expect(found[0].fileID == "Gallery/Cards.swift")
        #expect(found[0].symbol == "sketchpad_preview_Gallery_Cards_swift_L7C1")
    }

    @Test func aPreviewDependsOnTheFilesDeclaringWhatItNames() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("preview-deps-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let files = [
            "Screen.swift": "struct Screen: View { var body: some View { Header() } }\n#Preview { Screen() }\n",
            "Header.swift": "struct Header: View { var body: some View { Text(title) } }\nlet title = \"Hi\"\n",
            "Unrelated.swift": "struct Footer: View { var body: some View { Text(\"x\") } }\n#Preview { Footer() }\n",
            "Extensions.swift": "extension Header { var padded: some View { self } }\n",
        ]
        for (name, text) in files { try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8) }
        let request = PreviewDiscoveryRequest(packageDirectory: folder, modules: [
            .init(name: "App", files: files.keys.map { folder + "/" + $0 })])
        let response = PreviewDiscovery.discover(request)
        #expect(response.problems.isEmpty)
        let screen = try #require(response.previews.first { $0.fileName == "Screen.swift" })
        #expect(screen.dependencies == ["Extensions.swift", "Header.swift", "Screen.swift"].map { folder + "/" + $0 })
        let footer = try #require(response.previews.first { $0.fileName == "Unrelated.swift" })
        #expect(footer.dependencies == [folder + "/Unrelated.swift"])
    }

    @Test func anUnreadableFileIsAProblemNotAFailure() {
        let response = PreviewDiscovery.discover(PreviewDiscoveryRequest(packageDirectory: "/nonexistent", modules: [
            .init(name: "App", files: ["/nonexistent/A.swift"])]))
        #expect(response.previews.isEmpty)
        #expect(response.problems == [.init(file: "/nonexistent/A.swift", message: "cannot read the file")])
    }

    @Test func symbolsAreSafeLinkNames() {
        #expect(PreviewSymbol.name(fileID: "My App/Café view.swift", line: 3, column: 5) == "sketchpad_preview_My_App_Cafue9_view_swift_L3C5")
    }
}
