import Foundation
import Testing
@testable import Sketchpad

/// `--fonts DIR` on every command that lays out or draws, `SKETCHPAD_FONTS`, and the fonts'
/// content in the skip-unchanged key.
@Suite struct FontsOptionTests {
    static let fonts = packageRoot + "/Tests/Fixtures/Fonts"
    static let template = """
    canvas: {width: 240, height: 60}
    views:
      - {id: title, type: label, text: "Hello there", font: {family: ComicNeue-Bold, size: 20}}
    constraints:
      - "title.leading == root.leading + 10"
      - "title.top == root.top + 10"
    """

    @Test func everyCommandTakesAFontsFolder() throws {
        let dir = try temporaryFolder(["t.yaml": Self.template])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // Without the folder the family is a warning naming the nearest family there is.
        let plain = try runCLI(["check", dir + "/t.yaml"])
        #expect(plain.out.contains("font family \"ComicNeue-Bold\" is not available") || plain.err.contains("font family \"ComicNeue-Bold\" is not available"),
                "\(plain)")
        let check = try runCLI(["check", "--fonts", Self.fonts, dir + "/t.yaml"])
        #expect(check.status == 0 && !(check.out + check.err).contains("not available"), "\(check)")
        let layout = try runCLI(["layout", "--fonts", Self.fonts, "--json", dir + "/t.yaml"])
        #expect(layout.status == 0 && !layout.out.contains("not available"), "\(layout)")
        let render = try runCLI(["render", "--fonts", Self.fonts, dir + "/t.yaml", "-o", dir + "/out"])
        #expect(render.status == 0 && !(render.out + render.err).contains("not available"), "\(render)")
        // SKETCHPAD_FONTS does the same.
        var environment = ProcessInfo.processInfo.environment
        environment["SKETCHPAD_FONTS"] = Self.fonts
        let viaEnvironment = try runCLI(["check", dir + "/t.yaml"], environment: environment)
        #expect(viaEnvironment.status == 0 && !(viaEnvironment.out + viaEnvironment.err).contains("not available"), "\(viaEnvironment)")
        for command in ["render", "check", "layout", "test", "watch", "run"] {
            let help = try runCLI([command, "--help"])
            #expect(help.out.contains("--fonts <dir>"), "\(command) --help")
        }
    }

    @Test func aMissingOrEmptyFontsFolderIsAUsageErrorNamingIt() throws {
        let dir = try temporaryFolder(["t.yaml": Self.template, "empty/readme.txt": "no fonts here"])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let missing = try runCLI(["check", "--fonts", dir + "/nope", dir + "/t.yaml"])
        #expect(missing.status == 64 && missing.err.contains("fonts folder '\(dir)/nope' does not exist"), "\(missing)")
        let empty = try runCLI(["render", "--fonts", dir + "/empty", dir + "/t.yaml", "-o", dir + "/out"])
        #expect(empty.status == 64 && empty.err.contains("holds no .ttf, .otf or .ttc file"), "\(empty)")
    }

    /// The same fonts give the same key; a font's content changing changes it.
    @Test func theFontsContentIsPartOfTheRenderKey() throws {
        let copy = try temporaryFolder([:])
        defer { try? FileManager.default.removeItem(atPath: copy) }
        for name in ["ComicNeue-Regular.otf", "ComicNeue-Bold.otf"] {
            try FileManager.default.copyItem(atPath: Self.fonts + "/" + name, toPath: copy + "/" + name)
        }
        var options = BatchOptions(outputDirectory: "out")
        options.fonts = try FontFolder(copy)
        let first = RenderStamp(options: options).shared
        #expect(RenderStamp(options: options).shared == first)
        var none = BatchOptions(outputDirectory: "out")
        none.fonts = nil
        #expect(FontFolder.current != nil || RenderStamp(options: none).shared != first)
        // Same name and size, other bytes.
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: copy + "/ComicNeue-Bold.otf")))
        bytes[bytes.count - 1] ^= 0xFF
        try Data(bytes).write(to: URL(fileURLWithPath: copy + "/ComicNeue-Bold.otf"))
        #expect(RenderStamp(options: options).shared != first)
    }
}
