import Foundation
import Testing
@testable import Sketchpad

/// Bad inputs that are paths and arguments rather than template contents (issue 17): a link out of
/// the output folder, outputs that differ only in case, the same file given twice, a bad shard, a
/// Swift script given to `render`. Listed in `BadInputs/README.md`.
extension BadInputCommandLineTests {
    /// A folder inside the output folder that is a symbolic link to elsewhere: the template that
    /// would write through it fails with an error naming the link, nothing is written there, and
    /// the batch goes on. (It used to write outside the output folder without a word.)
    @Test func anOutputFolderLinkedOutsideIsNeverWrittenThrough() throws {
        let dir = try temporaryFolder(["in/sub/x.yaml": Self.small, "in/ok/y.yaml": Self.small, "in/inner/z.yaml": Self.small])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/elsewhere", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: dir + "/out/real", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: dir + "/out/sub", withDestinationPath: dir + "/elsewhere")
        // A link to a folder inside the output folder stays inside it: allowed.
        try FileManager.default.createSymbolicLink(atPath: dir + "/out/inner", withDestinationPath: dir + "/out/real")
        let r = try run(sketchpadExecutable!, ["render", dir + "/in", "-o", dir + "/out"])
        #expect(r.status == 1)
        #expect(r.err == "\(dir)/in/sub/x.yaml: error: \(dir)/out/sub is a symbolic link to \(dir)/elsewhere, outside the output folder \(dir)/out; Sketchpad writes only inside the output folder — remove the link, or choose another folder with -o\n")
        #expect(r.out.hasSuffix("2 rendered, 1 failed\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/elsewhere") == [])
        #expect(isWholePNG(dir + "/out/ok/y.png"))
        #expect(isWholePNG(dir + "/out/real/z.png"))
    }

    /// `Screen.yaml` and `screen.yaml`: on a case-insensitive file system their outputs are one
    /// file. The run stops before anything is drawn, as for an exact collision.
    @Test func outputsDifferingOnlyInCaseStopTheRun() throws {
        let dir = try temporaryFolder(["Screen.yaml": Self.small, "screen.yaml": Self.small, "other.yaml": Self.small])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = try run(sketchpadExecutable!, ["render", dir, "-o", dir + "/out"])
        #expect(r.status == 2)
        #expect(r.err == "error: \(dir)/out/Screen.png and \(dir)/out/screen.png differ only in letter case (written by \(dir)/Screen.yaml and \(dir)/screen.yaml); on a case-insensitive file system one would replace the other — rename one of the templates\n")
        #expect(r.out == "")
        #expect(!FileManager.default.fileExists(atPath: dir + "/out"))
        // Through the library: a typed error carrying the outputs and their templates.
        #expect(throws: BatchError.outputsDifferingInCase([(outputs: [dir + "/out/Screen.png", dir + "/out/screen.png"],
                                                          sources: [dir + "/Screen.yaml", dir + "/screen.yaml"])])) {
            try BatchRenderer(options: BatchOptions(outputDirectory: dir + "/out")).render(paths: [dir])
        }
    }

    /// The same file given twice (as written, with `./`, or inside a folder also given) renders once.
    @Test func theSameFileGivenTwiceRendersOnce() throws {
        let dir = try temporaryFolder(["a.yaml": Self.small])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = try run(sketchpadExecutable!, ["render", dir + "/a.yaml", dir + "/./a.yaml", dir, dir + "/a.yaml", "-o", dir + "/out"])
        #expect(r.status == 0, "\(r.err)")
        #expect(r.out == "rendered \(dir)/a.yaml -> \(dir)/out/a.png\n1 rendered, 0 failed\n")
    }

    /// A bad shard is a run that cannot start: exit 2 (as the command line article says), one `error:` line
    /// (it was a usage error, 64, printed as `Error: error: …` with the usage after it).
    @Test func aBadShardExitsTwoWithOneErrorLine() throws {
        for shard in ["5/4", "0/3", "x"] {
            let r = try run(sketchpadExecutable!, ["render", packageRoot + "/Templates", "--shard", shard, "-o", "/nonexistent/never"])
            #expect(r.status == 2, "\(shard)")
            #expect(r.err == "error: bad shard '\(shard)' (use I/N with 1 ≤ I ≤ N, e.g. 2/4)\n")
            #expect(r.out == "")
        }
    }

    /// A Swift script given to `render` is not read as YAML (which failed with "unknown key" at
    /// its first line): one error says to use `sketchpad run`.
    @Test func aSwiftScriptIsNotReadAsATemplate() throws {
        let dir = try temporaryFolder(["mockup.swift": "import Sketchpad\nlet v = View()\n"])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = try run(sketchpadExecutable!, ["render", dir + "/mockup.swift", "-o", dir + "/out"])
        #expect(r.status == 1)
        #expect(r.err == "\(dir)/mockup.swift: error: a Swift script, not a template (run it with `sketchpad run \(dir)/mockup.swift`)\n")
        #expect(!FileManager.default.fileExists(atPath: dir + "/out"))
    }

    /// A link inside a template folder back to one of its own folders (`sub/up -> ..`) is not
    /// followed round the loop: it rendered the same template again under `sub/up/sub/up/…`,
    /// forty levels deep, until paths grew too long.
    @Test func aLinkLoopInATemplateFolderIsWalkedOnce() throws {
        let dir = try temporaryFolder(["in/sub/a.yaml": Self.small])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createSymbolicLink(atPath: dir + "/in/sub/up", withDestinationPath: "..")
        let r = try run(sketchpadExecutable!, ["render", dir + "/in", "-o", dir + "/out"], timeout: 20)
        #expect(r.status == 0, "\(r.err)")
        #expect(r.out == "rendered \(dir)/in/sub/a.yaml -> \(dir)/out/sub/a.png\n1 rendered, 0 failed\n")
    }

    /// An empty path, and a folder with no template in it: said so, instead of "no such file or
    /// folder: " with nothing after it, and a silent "0 rendered, 0 failed".
    @Test func anEmptyPathAndAFolderWithoutTemplatesAreSaidSo() throws {
        let dir = try temporaryFolder(["empty/_partial.yaml": Self.small, "empty/notes.txt": "x"])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let empty = try run(sketchpadExecutable!, ["render", "", "-o", dir + "/out"])
        #expect(empty.status == 2)
        #expect(empty.err == "error: an empty path was given — name a template file or folder\n")
        let none = try run(sketchpadExecutable!, ["check", dir + "/empty"])
        #expect(none.status == 0)
        #expect(none.err == "warning: no template in \(dir)/empty (templates are .yaml or .yml files; names starting with _ or . are partials)\n")
    }

    /// A template that is a symbolic link to a template is rendered like it (it was refused as
    /// "not a regular file"); a link to nothing fails with an error that says so.
    @Test func linkedTemplatesAreReadThroughTheirLinks() throws {
        let dir = try temporaryFolder(["shared/a.yaml": Self.small])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/in", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: dir + "/in/linked.yaml", withDestinationPath: dir + "/shared/a.yaml")
        try FileManager.default.createSymbolicLink(atPath: dir + "/in/gone.yaml", withDestinationPath: dir + "/nowhere.yaml")
        let r = try run(sketchpadExecutable!, ["render", dir + "/in", "-o", dir + "/out"])
        #expect(r.status == 1)
        #expect(r.err == "\(dir)/in/gone.yaml: error: a symbolic link to \(dir)/nowhere.yaml, which does not exist — fix or remove the link\n")
        #expect(isWholePNG(dir + "/out/linked.png"))
    }
}
