import Foundation
@testable import Sketchpad
import SketchpadSnapshotEngine
import Testing

/// Whether `libSketchpadScripting.so` is built next to the `sketchpad` executable.
let scriptingLibraryBuilt = sketchpadExecutable.map {
    FileManager.default.fileExists(atPath: ($0 as NSString).deletingLastPathComponent + "/libSketchpadScripting.so")
} ?? false

/// Whether `libSketchpadScriptingSwiftUI.so` is built next to `sketchpad` (`swift build --build-tests`
/// builds it; a release build makes it only when a script first imports SketchpadSwiftUI).
let swiftUIScriptingLibraryBuilt = sketchpadExecutable.map {
    FileManager.default.fileExists(atPath: ($0 as NSString).deletingLastPathComponent + "/libSketchpadScriptingSwiftUI.so")
} ?? false

/// One script cache for this test process: each distinct script is compiled once.
let scriptCache = NSTemporaryDirectory() + "sketchpad-run-tests-\(ProcessInfo.processInfo.processIdentifier)"

/// Runs `sketchpad run` (or another subcommand) with the tests' script cache.
func runScript(_ arguments: [String], in directory: String) throws -> (status: Int32, out: String, err: String) {
    let environment = ProcessInfo.processInfo.environment.merging([ScriptCache.environmentVariable: scriptCache]) { $1 }
    let r = try ChildProcess.run(sketchpadExecutable!, arguments, directory: directory, environment: environment)
    return (r.status, r.outputText, r.errorText)
}

final class Mutexed<Value>: @unchecked Sendable {   // every access holds `lock`
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func set(_ newValue: Value) { lock.lock(); value = newValue; lock.unlock() }
    func get() -> Value { lock.lock(); defer { lock.unlock() }; return value }
    func update(_ change: (inout Value) -> Void) { lock.lock(); change(&value); lock.unlock() }
}

/// `sketchpad run`: scripts compile once, run from the cache afterwards, and fail clearly.
@Suite(.enabled(if: scriptingLibraryBuilt, "libSketchpadScripting.so is not built next to sketchpad"))
struct RunScriptTests {
    static let mockup = """
        import Sketchpad
        let root = View()
        let title = Label("Hello from a script")
        root.addSubview(title)
        Constraint.activate([
            title.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            title.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ])
        print("args:", CommandLine.arguments.dropFirst().count)
        try Scene(size: Size(width: 200, height: 60), root: root).render(to: CommandLine.arguments[1])
        print("rendered")
        """

    @Test func aScriptImportsSketchpadAndRenders() throws {
        let dir = try temporaryFolder(["mockup.swift": Self.mockup])
        let r = try runScript(["run", "mockup.swift", dir + "/out.png"], in: dir)
        #expect(r.status == 0, "\(r.err)")
        #expect(r.out == "args: 1\nrendered\n")
        #expect(FileManager.default.fileExists(atPath: dir + "/out.png"))
    }

    /// UIKit code pasted into a script: `import SketchpadUIKit` compiles against the same
    /// library and cache, lays out and renders.
    @Test func aScriptImportsSketchpadUIKitAndRenders() throws {
        let script = """
            import Sketchpad
            import SketchpadUIKit
            let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
            card.backgroundColor = .systemBackground
            let title = UILabel()
            title.text = "Hello from UIKit"
            title.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(title)
            NSLayoutConstraint.activate([
                title.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
                title.centerYAnchor.constraint(equalTo: card.centerYAnchor),
            ])
            card.layoutIfNeeded()
            print(title.frame.minX)
            try Scene(view: card).render(to: CommandLine.arguments[1])
            """
        let dir = try temporaryFolder(["card.swift": script])
        let r = try runScript(["run", "card.swift", dir + "/card.png"], in: dir)
        #expect(r.status == 0, "\(r.err)")
        #expect(r.out == "8.0\n")
        #expect(FileManager.default.fileExists(atPath: dir + "/card.png"))
    }

    /// UIKit members that need Apple's runtime do not compile, and each error says what to do
    /// instead (issue 23: the `unavailable` homes listed in the UIKit article).
    @Test func uikitMembersThatNeedApplesRuntimeFailToCompileWithWhatToDoInstead() throws {
        let script = """
            import SketchpadUIKit
            let pattern = UIColor(patternImage: UIImage(systemName: "star")!)
            _ = UIApplication.shared.sendAction(Selector("refresh"), to: nil, from: nil, for: nil)
            let board = UIStoryboard(name: "Main", bundle: nil)
            UIViewController().performSegue(withIdentifier: "detail", sender: nil)
            _ = UIScreen.main.snapshotView(afterScreenUpdates: false)
            """
        let dir = try temporaryFolder(["runtime.swift": script])
        let r = try runScript(["run", "runtime.swift"], in: dir)
        #expect(r.status != 0)
        for advice in ["put a UIImageView with the image behind the view instead",
                       "call the method directly", "make the view controller in code",
                       "make the destination controller in code and push or present it",
                       "render the view with Scene(view:)"] {
            #expect(r.err.contains(advice), "\(advice) not in: \(r.err)")
        }
    }

    /// SwiftUI code in a script (the Swift scripts article's): `import SketchpadSwiftUI` links the
    /// SwiftUI scripting library (already built here, so nothing is built), lays out as SwiftUI
    /// does and renders.
    @Test(.enabled(if: swiftUIScriptingLibraryBuilt, "libSketchpadScriptingSwiftUI.so is not built next to sketchpad"))
    func aScriptImportsSketchpadSwiftUIAndRenders() throws {
        let article = try ReadmeCodeTests.document("Sources/Sketchpad/Sketchpad.docc/SwiftScripts.md")
        let script = try #require(ReadmeCodeTests.swiftBlocks(in: article)
            .first { $0.runBy == "RunScriptTests.aScriptImportsSketchpadSwiftUIAndRenders" }?.code)
        #expect(script.hasPrefix("import SketchpadSwiftUI\n"))
        let dir = try temporaryFolder(["swatches.swift": script])
        let r = try runScript(["run", "swatches.swift", dir + "/swatches.png"], in: dir)
        #expect(r.status == 0, "\(r.err)")
        #expect(r.out == "rendered\n")
        #expect(!r.err.contains("building"), "the library was already built: \(r.err)")
        let image = try RGBAImage(png: Array(try Data(contentsOf: URL(fileURLWithPath: dir + "/swatches.png"))))
        // 10 of padding around two 20-point squares side by side.
        #expect(image.width == 60 && image.height == 40)
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(image.bytes[(y * image.width + x) * 4 ..< (y * image.width + x) * 4 + 4]) }
        #expect(pixel(3, 3) == [255, 255, 255, 255])
        let red = pixel(20, 20), blue = pixel(40, 20)
        #expect(red[0] > 200 && red[1] < 100 && red[2] < 100, "\(red)")
        #expect(blue[0] < 60 && blue[2] > 200, "\(blue)")
        #expect(pixel(29, 20) == red && pixel(30, 20) == blue)
    }

    /// A library call that throws: one line at the call, after what the script printed, exit 1.
    @Test func anErrorThrownOutOfTheScriptIsOneLineWithItsLocation() throws {
        let dir = try temporaryFolder(["mockup.swift": Self.mockup])
        let r = try runScript(["run", "mockup.swift", "/no/such/folder/out.png"], in: dir)
        #expect(r.status == 1)
        #expect(r.out == "args: 1\n")
        #expect(r.err == "mockup.swift:10:59: error: cannot write /no/such/folder/out.png: No such file or directory\n", "\(r.err)")
        #expect(!r.err.contains("Fatal error") && !r.err.contains("Stack dump"))
    }

    /// A throw in the script's own code points at the `throw`; typed and async throws too.
    @Test func aThrowInTheScriptPointsAtTheThrow() throws {
        let script = """
            #!/usr/bin/env sketchpad run
            struct MissingTitle: Error, CustomStringConvertible { var description: String { "the screen has no title" } }
            func check(_ title: String) throws(MissingTitle) {
                if title.isEmpty { throw MissingTitle() }
            }
            func later() async throws { throw MissingTitle() }
            print("checking", terminator: "")
            if CommandLine.arguments.count > 1 { try await later() }
            try check("")
            """
        let dir = try temporaryFolder(["check.swift": script])
        let typed = try runScript(["run", "check.swift"], in: dir)
        #expect(typed.status == 1)
        #expect(typed.out == "checking")                    // kept, although it ends without a newline
        #expect(typed.err == "check.swift:4:24: error: the screen has no title\n", "\(typed.err)")
        let async = try runScript(["run", "check.swift", "async"], in: dir)
        #expect(async.err == "check.swift:6:29: error: the screen has no title\n", "\(async.err)")
        // The script can be anywhere: the path is printed as it was given.
        let other = try runScript(["run", dir + "/check.swift"], in: NSTemporaryDirectory())
        #expect(other.err == "\(dir)/check.swift:4:24: error: the screen has no title\n", "\(other.err)")
    }

    /// The script of the Swift scripts article runs, and fails as the article says.
    @Test func theScriptsArticleScriptRunsAndFailsAsItSays() throws {
        let article = try ReadmeCodeTests.document("Sources/Sketchpad/Sketchpad.docc/SwiftScripts.md")
        let script = try #require(ReadmeCodeTests.swiftBlocks(in: article)
            .first { $0.runBy == "RunScriptTests.theScriptsArticleScriptRunsAndFailsAsItSays" }?.code)
        let dir = try temporaryFolder(["hello.swift": script])
        try FileManager.default.createDirectory(atPath: dir + "/out", withIntermediateDirectories: true)
        let r = try runScript(["run", "hello.swift", "out/hello.png"], in: dir)
        #expect(r.status == 0 && r.out == "wrote out/hello.png\n", "\(r.err)")
        #expect(FileManager.default.fileExists(atPath: dir + "/out/hello.png"))
        let failed = try runScript(["run", "hello.swift", "/no/such/folder/x.png"], in: dir)
        #expect(failed.status == 1)
        let line = failed.err.trimmingCharacters(in: .newlines)
        #expect(article.contains("`\(line)`"), "the article should quote: \(line)")
    }

    @Test func compileErrorsAreTheCompilersDiagnosticsOnly() throws {
        let dir = try temporaryFolder(["bad.swift": "import Sketchpad\nprint(\"x\")\nlet v: Int = \"nope\"\n"])
        let r = try runScript(["run", "bad.swift"], in: dir)
        #expect(r.status == 1)
        #expect(r.out.isEmpty)
        #expect(r.err == """
            bad.swift:3:14: error: cannot convert value of type 'String' to specified type 'Int'
            let v: Int = "nope"
                         ^~~~~~

            """, "\(r.err)")
    }

    @Test func theExitStatusIsTheScriptsAndACrashNamesItsLine() throws {
        let dir = try temporaryFolder([
            "exit.swift": "import Foundation\nprint(\"bye\")\nexit(3)\n",
            "crash.swift": "let numbers: [Int] = []\nprint(\"before\")\nprint(numbers[3])\n",
        ])
        let exit = try runScript(["run", "exit.swift"], in: dir)
        #expect(exit.status == 3 && exit.out == "bye\n" && exit.err.isEmpty)
        let crash = try runScript(["run", "crash.swift"], in: dir)
        #expect(crash.status == 128 + SIGILL)
        #expect(crash.out == "before\n")
        #expect(crash.err.contains("Fatal error: Index out of range"))
        #expect(crash.err.hasSuffix("crash.swift:3:14: error: the script crashed (signal 4); the runtime's message is above\n"), "\(crash.err)")
    }

    @Test func aMissingScriptIsAClearError() throws {
        let dir = try temporaryFolder([:])
        let r = try runScript(["run", "nothere.swift"], in: dir)
        #expect(r.status == 2)
        #expect(r.err == "error: cannot read the script nothere.swift: no such file\n")
    }

    @Test func anUnwritableCacheIsAClearError() throws {
        let dir = try temporaryFolder(["hello.swift": "print(\"hello\")\n", "blocker": "a file, not a folder"])
        let environment = ProcessInfo.processInfo.environment.merging([ScriptCache.environmentVariable: dir + "/blocker/cache"]) { $1 }
        let r = try ChildProcess.run(sketchpadExecutable!, ["run", "hello.swift"], directory: dir, environment: environment, standardOutput: .discard)
        let text = r.errorText
        #expect(r.status == 2)
        #expect(text.hasPrefix("error: cannot write the script cache \(dir)/blocker/cache:"), "\(text)")
        #expect(text.contains("(set SKETCHPAD_CACHE to a writable folder)"))
    }

    /// The second run of an unchanged script uses the executable the first compiled; a change
    /// compiles again.
    @Test func anUnchangedScriptIsNotCompiledAgain() throws {
        let dir = try temporaryFolder(["hello.swift": "print(\"hello\")\n"])
        let runner = ScriptRunner(
            buildDirectory: (sketchpadExecutable! as NSString).deletingLastPathComponent, packageRoot: packageRoot,
            compiler: try #require(try? ScriptRunner.findCompiler(ProcessInfo.processInfo.environment)),
            cache: ScriptCache(folder: dir + "/cache"))
        let script = dir + "/hello.swift"
        guard case .ready(let first, cached: false) = try runner.prepare(script: script) else { Issue.record("not compiled"); return }
        guard case .ready(let second, cached: true) = try runner.prepare(script: script) else { Issue.record("not cached"); return }
        #expect(first == second)
        #expect(try runner.run(executable: second, script: script, arguments: []) == ScriptRunner.Result(status: 0, errorLine: nil))
        try "print(\"changed\")\n".write(toFile: script, atomically: true, encoding: .utf8)
        guard case .ready(let third, cached: false) = try runner.prepare(script: script) else { Issue.record("not recompiled"); return }
        #expect(third != first)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/cache").filter { $0.count == 16 }.count == 2)
    }

    /// `--watch` runs the script, then again after it is saved.
    @Test func watchRunsTheScriptAgainWhenItIsSaved() throws {
        let dir = try temporaryFolder(["live.swift": "print(\"version 1\")\n"])
        let p = Process()
        p.executableURL = URL(fileURLWithPath: sketchpadExecutable!)
        p.arguments = ["run", "--watch", "--interval", "0.1", "--polls", "200", "live.swift"]
        p.currentDirectoryURL = URL(fileURLWithPath: dir)
        p.environment = ProcessInfo.processInfo.environment.merging([ScriptCache.environmentVariable: scriptCache]) { $1 }
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        let seen = Mutexed("")
        out.fileHandleForReading.readabilityHandler = { handle in
            let chunk = String(decoding: handle.availableData, as: UTF8.self)
            seen.set(seen.get() + chunk)
        }
        try p.run()
        defer { if p.isRunning { p.terminate() } }
        func wait(for text: String) -> Bool {
            let deadline = Date().addingTimeInterval(60)
            while !seen.get().contains(text) && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
            return seen.get().contains(text)
        }
        #expect(wait(for: "version 1\n"))
        try "print(\"version 2\")\n".write(toFile: dir + "/live.swift", atomically: true, encoding: .utf8)
        #expect(wait(for: "version 2\n"), "\(seen.get())")
        p.terminate()
        p.waitUntilExit()
        out.fileHandleForReading.readabilityHandler = nil
    }
}

/// The pieces of `sketchpad run` that need no compiler.
@Suite struct ScriptRunnerPartsTests {
    @Test func theMainFileKeepsTheScriptsLinesAndDropsAShebang() {
        let main = ScriptSources.main(script: "#!/usr/bin/env sketchpad run\nprint(1)", path: "a \"b\".swift")
        #expect(main == "_ = __sketchpadInstallRunReporting()\n#sourceLocation(file: \"a \\\"b\\\".swift\", line: 1)\n//\nprint(1)\n#sourceLocation()\n")
    }

    /// A path's newline or tab used to be written raw into `#sourceLocation(file: "…")`, which
    /// then did not compile: the path is now a Swift literal with every control character escaped.
    @Test func aPathWithControlCharactersIsAValidLiteral() {
        let main = ScriptSources.main(script: "print(1)\n", path: "dir\nname\t\u{1}.swift")
        #expect(main.contains(#"#sourceLocation(file: "dir\nname\t\u{1}.swift", line: 1)"#))
        #expect(!main.contains("dir\n"))
    }

    @Test func aReportIsParsedAndWithoutLocationNamesTheScript() {
        let report = ScriptErrorReport(parsing: "sketchpad-run-report 1\n1a2b\nff\n--\nfirst line\nsecond line")
        #expect(report == ScriptErrorReport(description: "first line\nsecond line", offsets: [0x1a2b, 0xff]))
        #expect(report?.line(for: "x.swift", executable: "/x", symbolizer: nil) == "x.swift: error: first line\n    second line")
        #expect(ScriptErrorReport(parsing: "garbage") == nil)
    }

    @Test func aCrashingCompilersStackDumpIsLeftOut() {
        let output = """
            x.swift:1:1: error: something
            error: compile command failed due to signal 11 (use -v to see invocation)
            Stack dump:
            0.	Program arguments: swift-frontend -frontend -c
            1.	Swift version 6.3.1
            """
        #expect(ScriptRunner.diagnosticsOnly(output) == "x.swift:1:1: error: something")
    }

    @Test func theCacheFolderComesFromTheEnvironment() {
        #expect(ScriptCache.defaultFolder(["SKETCHPAD_CACHE": "/c", "HOME": "/h"]) == "/c")
        #expect(ScriptCache.defaultFolder(["XDG_CACHE_HOME": "/x", "HOME": "/h"]) == "/x/sketchpad/scripts")
        #expect(ScriptCache.defaultFolder(["HOME": "/h"]) == "/h/.cache/sketchpad/scripts")
    }

    @Test func theLeastRecentlyUsedEntriesArePruned() throws {
        let dir = try temporaryFolder([:])
        var cache = ScriptCache(folder: dir)
        cache.capacity = 2
        for (index, key) in ["000000000000000a", "000000000000000b", "000000000000000c"].enumerated() {
            try FileManager.default.createDirectory(atPath: dir + "/" + key, withIntermediateDirectories: true)
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: Double(1_000_000 + index))], ofItemAtPath: dir + "/" + key)
        }
        cache.prune()
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["000000000000000b", "000000000000000c"])
    }
}
