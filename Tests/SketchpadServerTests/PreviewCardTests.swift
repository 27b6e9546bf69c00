import Foundation
import SketchpadPreviewModel
import Testing
@testable import SketchpadServer

/// SwiftUI previews of a package under the served paths are cards: one per file with previews,
/// its previews' pictures (drawn by `sketchpad previews`' machinery), failures at their lines.
@Suite(.serialized) struct PreviewCardTests {
    static let cards = """
        import SketchpadSwiftUI

        #Preview("Profile card") {
            Text("Hello")
        }

        #Preview {
            Text("Second")
        }
        """

    @Test func eachFileWithPreviewsInAPackageIsACardAndScriptsAreNot() throws {
        let dir = try temporaryFolder([
            "Gallery/Package.swift": "// swift-tools-version: 6.1\n",
            "Gallery/Sources/G/Cards.swift": Self.cards,
            "Gallery/Sources/G/Model.swift": "import SketchpadSwiftUI\nstruct Model {}\n",
            "Gallery/Sources/G/Sub/More.swift": "struct More_Previews: PreviewProvider {}\n",
            "mockup.swift": "import Sketchpad\n",
        ])
        let roots = [ServedRoot(path: dir, realPath: ServedRoot.realPath(dir), isFolder: true)]
        #expect(PreviewCardSource().files(in: roots).map(\.id) == ["0/Gallery/Sources/G/Cards.swift", "0/Gallery/Sources/G/Sub/More.swift"])
        #expect(ScriptCardSource().files(in: roots).map(\.id) == ["0/mockup.swift"])   // nothing inside the package
        #expect(PreviewCardSource.packageFolder(of: dir + "/Gallery/Sources/G/Sub/More.swift") == dir + "/Gallery")
    }

    static func declaration(_ file: String, name: String?, line: Int, index: Int) -> PreviewDeclaration {
        PreviewDeclaration(kind: .macro, module: "G", file: file, relativePath: "Sources/G/Cards.swift", line: line, column: 1,
                           endLine: line + 2, name: name, providerType: nil, indexInFile: index)
    }

    @Test func aFilesPreviewsAreItsPicturesAndAFailureMakesItBrokenAtItsLine() throws {
        let dir = try temporaryFolder(["Gallery/Package.swift": "", "Gallery/Sources/G/Cards.swift": Self.cards])
        let path = dir + "/Gallery/Sources/G/Cards.swift"
        let output = try temporaryFolder([:])
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 1, 2, 3]
        try Data(png).write(to: URL(fileURLWithPath: output + "/Cards--Profile-card.png"))
        try Data(png + [4]).write(to: URL(fileURLWithPath: output + "/Cards--2.png"))
        let file = CardFile(id: "0/Gallery/Sources/G/Cards.swift", path: path, root: dir, relativePath: "Gallery/Sources/G/Cards.swift",
                            kind: "preview")
        let first = Self.declaration(path, name: "Profile card", line: 3, index: 1)
        let second = Self.declaration(path, name: nil, line: 7, index: 2)
        let pictures = CardPictures()
        let drawn = PreviewCardSource.card(
            of: file, outcomes: [.init(preview: first, drawn: true, outputs: ["Cards--Profile-card.png"], message: nil, problems: []),
                                 .init(preview: second, drawn: true, outputs: ["Cards--2.png"], message: nil,
                                       problems: ["\(path):8:5: warning: ambiguous: Text's width"])],
            packageProblems: [], output: output, dependencies: [dir + "/Gallery/Package.swift"], hash: .init(), pictures: pictures)
        #expect(drawn.problems.isEmpty)
        #expect(drawn.variants.map(\.name) == ["Profile-card", "2"])
        #expect(pictures.rendered(file.id, variant: 1).png == png + [4])
        #expect(pictures.rendered(file.id, variant: 1).problems.map(\.line) == [8])
        #expect(pictures.rendered(file.id, variant: 2).png == nil)

        let broken = PreviewCardSource.card(
            of: file, outcomes: [.init(preview: first, drawn: true, outputs: ["Cards--Profile-card.png"], message: nil, problems: []),
                                 .init(preview: second, drawn: false, outputs: [],
                                       message: "\(path):8:10: error: cannot find 'undefinedName' in scope", problems: [])],
            packageProblems: [], output: output, dependencies: [], hash: .init(), pictures: pictures)
        #expect(broken.variants.isEmpty)
        #expect(broken.problems.map(\.line) == [8])
        #expect(broken.problems.first?.message == "cannot find 'undefinedName' in scope")
        #expect(broken.contentHash != drawn.contentHash)
    }

    /// End to end: `Examples/Gallery` served, its previews drawn by its runner (a build of minutes
    /// the first time), so only with SKETCHPAD_SERVE_PREVIEW_TESTS=1 (scripts/test-previews.sh,
    /// after its own run built that runner).
    @Test(.enabled(if: ProcessInfo.processInfo.environment["SKETCHPAD_SERVE_PREVIEW_TESTS"] == "1"))
    func theGallerysPreviewsAreServedAfterBuilding() async throws {
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { root.deleteLastPathComponent() }
        // The package itself: its runner is the one scripts/test-previews.sh built (nothing is written into it).
        let dir = root.path + "/Examples/Gallery"
        let server = try await startServer([dir])
        let first = try decode([CardSummary].self, await RawHTTP.get(port: server.port, "/api/files"))
        #expect(first.map(\.id) == ["0/Sources/PreviewGallery/Badges.swift", "0/Sources/PreviewGallery/Onboarding.swift",
                                    "0/Sources/PreviewGallery/ProfileCard.swift", "0/Sources/PreviewGallery/Shapes.swift"])
        #expect(first.allSatisfy { $0.building && $0.kind == "preview" })
        #expect(await eventually(1500) { await server.context.isIdle })
        let cards = try decode([CardSummary].self, await RawHTTP.get(port: server.port, "/api/files"))
        for card in cards {
            #expect(!card.building && !card.broken && !card.variants.isEmpty, "\(card.id): \(card.problems)")
            let picture = await RawHTTP.get(port: server.port, "/render/\(card.id)?variant=0")
            #expect(picture?.status == 200 && picture?.body.prefix(4) == [0x89, 0x50, 0x4E, 0x47], "\(card.id)")
        }
        // The golden of a preview is the picture its card shows.
        let welcome = try #require(cards.first { $0.id.hasSuffix("Onboarding.swift") })
        let index = try #require(welcome.variants.first { $0.name == "Welcome" }?.index)
        let golden = try Data(contentsOf: URL(fileURLWithPath: root.path + "/Examples/Gallery/Golden/Onboarding--Welcome.png"))
        #expect(await RawHTTP.get(port: server.port, "/render/\(welcome.id)?variant=\(index)")?.body == [UInt8](golden))
        await server.stop()
    }
}
