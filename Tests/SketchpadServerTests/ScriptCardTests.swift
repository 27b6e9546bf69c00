import Foundation
import Testing
@testable import SketchpadServer

/// Whether `libSketchpadScripting.so` is built next to the test runner (`swift build --build-tests` builds it).
let scriptingLibraryBuilt: Bool = {
    let exe = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    var folder = (URL(fileURLWithPath: exe).resolvingSymlinksInPath().path as NSString).deletingLastPathComponent
    while !folder.isEmpty && folder != "/" {
        if FileManager.default.fileExists(atPath: folder + "/libSketchpadScripting.so") { return true }
        folder = (folder as NSString).deletingLastPathComponent
        if folder.hasSuffix(".build") { break }
    }
    return false
}()

/// Swift scripts under the served paths are cards: compiled through `sketchpad run`'s cache in the
/// background (building…), their pictures live, compile errors at their lines.
@Suite(.serialized, .enabled(if: scriptingLibraryBuilt, "libSketchpadScripting.so is not built next to the tests"))
struct ScriptCardTests {
    /// Two pictures; the label has no vertical position, so the layout is ambiguous (a warning at line 4).
    static let script = """
        import Sketchpad
        let root = View()
        let title = Label("From a script")
        root.addSubview(title)
        Constraint.activate([title.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8)])
        let folder = CommandLine.arguments[1]
        try Scene(size: Size(width: 160, height: 40), root: root).render(to: folder + "/a.png")
        try Scene(size: Size(width: 100, height: 30), root: View()).render(to: folder + "/b.png")
        """

    /// The server over `files`, with a compile cache of its own.
    static func serve(_ files: [String: String], configure: (inout ServeOptions) -> Void = { _ in }) async throws
        -> (PreviewServer, String) {
        let dir = try temporaryFolder(files)
        let server = try await startServer([dir]) { options in
            options.scriptCache = dir + "/.cache"
            configure(&options)
        }
        return (server, dir)
    }

    /// The next `card` event that `matches`, within `seconds`.
    static func nextCard(_ events: EventReader, _ seconds: Double, _ matches: (CardSummary) -> Bool) async -> CardSummary? {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            guard let data = await events.next("card", timeout: deadline.timeIntervalSinceNow),
                  let card = try? JSONDecoder().decode(CardSummary.self, from: Data(data.utf8)) else { return nil }
            if matches(card) { return card }
        }
        return nil
    }

    /// `script`, held before it draws until the file at `$SKETCHPAD_TEST_SCRIPT_GATE` exists, so a
    /// test sees the card while it is still building however fast the machine compiles.
    static let gatedScript = """
        import Foundation
        if let gate = ProcessInfo.processInfo.environment["SKETCHPAD_TEST_SCRIPT_GATE"] {
            while !FileManager.default.fileExists(atPath: gate) { usleep(20_000) }
        }
        """ + "\n" + script

    @Test func aScriptIsACardOfThePicturesItWritesBuiltWithoutHoldingUpTheOthers() async throws {
        // The script's run waits for this file: the card stays building until the test has looked.
        let gate = try temporaryFolder([:]) + "/open"
        setenv("SKETCHPAD_TEST_SCRIPT_GATE", gate, 1)
        let (server, _) = try await Self.serve([
            "mockup.swift": Self.gatedScript, "card.yaml": Fixtures.card, "notes.swift": "let x = 1\n",
            "Package/Package.swift": "// swift-tools-version: 6.0\n", "Package/Sources/P/P.swift": "import SketchpadSwiftUI\n",
        ])
        // At once: the template is drawn while the script still compiles.
        let first = try decode([CardSummary].self, await RawHTTP.get(port: server.port, "/api/files"))
        #expect(first.map(\.id) == ["0/card.yaml", "0/mockup.swift"])   // not a file without the import, nor a package's
        #expect(first.map(\.kind) == ["template", "script"])
        #expect(first[1].building && first[1].variants.isEmpty)
        #expect(await RawHTTP.get(port: server.port, "/render/0/card.yaml?variant=0")?.status == 200)
        try write("", to: gate)

        #expect(await eventually(300) { await server.context.isIdle })
        let card = try #require(await server.context.summary(of: "0/mockup.swift"))
        #expect(!card.building && !card.broken)
        #expect(card.variants.map(\.name) == ["a", "b"])
        let picture = await RawHTTP.get(port: server.port, "/render/0/mockup.swift?variant=0")
        #expect(picture?.status == 200)
        #expect(picture?.body.prefix(4) == [0x89, 0x50, 0x4E, 0x47])
        #expect(await RawHTTP.get(port: server.port, "/render/0/mockup.swift?variant=1")?.status == 200)
        #expect(await RawHTTP.get(port: server.port, "/render/0/mockup.swift?variant=2")?.status == 404)
        // What the scene found is the card's warning, at the script's line.
        let after = try #require(await server.context.summary(of: "0/mockup.swift"))
        #expect(after.warnings >= 1)
        #expect(after.problems.contains { $0.isWarning && $0.file?.hasSuffix("mockup.swift") == true && ($0.line ?? 0) > 0 })
        await server.stop()
    }

    @Test func aCompileErrorShowsAtItsLineWithTheLastGoodPicturesAndSavingRedraws() async throws {
        let (server, dir) = try await Self.serve(["mockup.swift": Self.script])
        let events = try #require(EventReader(port: server.port))
        let ready = try #require(await Self.nextCard(events, 300) { !$0.building })
        #expect(ready.variants.count == 2)
        let before = await RawHTTP.get(port: server.port, "/render/0/mockup.swift?variant=0")?.body

        try write(Self.script.replacingOccurrences(of: "Label(\"From a script\")", with: "Lable(\"From a script\")"), to: dir + "/mockup.swift")
        #expect(await Self.nextCard(events, 10) { $0.building } != nil)   // the page is told at once
        let card = try #require(await Self.nextCard(events, 300) { !$0.building })
        #expect(card.broken)
        #expect(card.variants.map(\.name) == ["a", "b"])   // the page keeps those pictures, greyed
        let error = try #require(card.problems.first)
        #expect(error.isError && error.line == 3 && error.message.contains("Lable"))
        #expect(await RawHTTP.get(port: server.port, "/render/0/mockup.swift?variant=0")?.status == 422)

        // Fixed, drawing something else: the new picture is served.
        try write(Self.script.replacingOccurrences(of: "From a script", with: "Fixed"), to: dir + "/mockup.swift")
        #expect(await eventually(300) {
            guard let now = await server.context.summary(of: "0/mockup.swift") else { return false }
            return !now.building && !now.broken
        })
        let fixed = await RawHTTP.get(port: server.port, "/render/0/mockup.swift?variant=0")
        #expect(fixed?.status == 200 && fixed?.body != before)
        await server.stop()
    }

    @Test func aScriptThatRunsTooLongIsStoppedAndSaysSo() async throws {
        let (server, _) = try await Self.serve(["forever.swift": "import Sketchpad\nvar turns = 0\nwhile CommandLine.arguments.count > 0 { turns &+= 1 }\n"]) {
            $0.scriptSeconds = 2
        }
        #expect(await eventually(300) { await server.context.isIdle })
        let card = try #require(await server.context.summary(of: "0/forever.swift"))
        #expect(card.broken)
        #expect(card.problems.first?.message.contains("ran for more than 2 s") == true)
        await server.stop()
    }
}

/// Compiler and scene lines read as problems.
struct CompilerLineTests {
    @Test func errorsAndWarningsAtTheirLinesOtherLinesNot() {
        let text = """
            /tmp/x/mockup.swift:3:13: error: cannot find 'Lable' in scope
            let title = Lable("From a script")
                        ^~~~~
            mockup.swift:4:1: warning: ambiguous: title's vertical position
            note: something
            /tmp/x/mockup.swift:3:13: error: cannot find 'Lable' in scope
            """
        let problems = Problem.compilerLines(in: text)
        #expect(problems.map(\.severity) == ["error", "warning"])
        #expect(problems.map(\.line) == [3, 4])
        #expect(problems.map(\.column) == [13, 1])
        #expect(problems[0].file == "/tmp/x/mockup.swift" && problems[0].message == "cannot find 'Lable' in scope")
        #expect(Problem(compilerLine: "error: no location") == nil)
        #expect(Problem(compilerLine: "a.swift:x:1: error: not a line") == nil)
    }
}
