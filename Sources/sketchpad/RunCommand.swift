import ArgumentParser
import Foundation
import Sketchpad

/// `sketchpad run`: compiles a script that imports Sketchpad (once; later runs of the unchanged
/// script reuse the executable), runs it, and reports an error thrown out of it as one line with
/// its location.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run a Swift script that does `import Sketchpad` (no Package.swift needed).",
        discussion: """
        The script is compiled with swiftc against the built Sketchpad modules and \
        libSketchpadScripting.so (built next to this executable by
          swift build -c release --product SketchpadScripting
        which scripts/render-templates.sh does). The executable is cached by a \
        hash of the script, the library and the compiler ($SKETCHPAD_CACHE, else \
        ~/.cache/sketchpad/scripts), so running an unchanged script again does \
        not compile it. Arguments after the script are passed to it.

        A script may also import SketchpadUIKit. One that imports SketchpadSwiftUI \
        links libSketchpadScriptingSwiftUI.so instead, which the first such run \
        builds next to this executable (a few minutes: it needs swift-syntax).

        An error thrown out of the script prints one line,
          mockup.swift:12:5: error: <the error>
        after whatever the script printed, and the exit status is 1. A script \
        that does not compile prints the compiler's diagnostics and exits 1. \
        Otherwise the exit status is the script's.

        --watch runs the script again whenever it is saved (Ctrl-C stops), as in \
        `sketchpad run --watch Examples/mockup.swift .`.

        Examples:
          sketchpad run Examples/mockup.swift .
          sketchpad run --print-command Examples/mockup.swift
        """)

    @Flag(help: "Print the compiler's command line instead of running the script.")
    var printCommand = false

    @Flag(help: "Run the script again whenever it changes.")
    var watch = false

    @Option(help: "With --watch: seconds between checks for changes.")
    var interval = 0.3

    @Option(help: "With --watch: stop after this many checks (for scripts and tests; default: never).")
    var polls: Int?

    @Argument(help: "The script.")
    var script: String

    @Argument(parsing: .captureForPassthrough, help: "Arguments for the script.")
    var arguments: [String] = []

    @OptionGroup var fontsOption: FontsOption

    func run() throws {
        try fontsOption.apply()
        let runner: ScriptRunner
        do {
            runner = try ScriptRunner.locate()
        } catch {
            printError("error: \(error)")
            throw ExitCode(2)
        }
        if printCommand {
            let source = (FileManager.default.contents(atPath: script)).map { String(decoding: $0, as: UTF8.self) } ?? ""
            let library = runner.library(forScript: source)
            let command = [runner.compiler] + runner.compilerArguments(library: library) + ["main.swift", "support.swift", "-o", "script"]
            print(command.map { $0.contains(" ") ? "'\($0)'" : $0 }.joined(separator: " "))
            print("# main.swift is the script after one line that installs error reporting; support.swift is ScriptSources.support")
            return
        }
        guard watch else {
            let status = try runOnce(runner)
            if status != 0 { throw ExitCode(status) }
            return
        }
        try watchLoop(runner)
    }

    /// Compiles if needed and runs; the exit status to pass on.
    func runOnce(_ runner: ScriptRunner) throws -> Int32 {
        let preparation: ScriptRunner.Preparation
        do {
            preparation = try runner.prepare(script: script, building: { printError($0) })
        } catch {
            printError("error: \(error)")
            return 2
        }
        switch preparation {
        case .compileFailed(let diagnostics):
            if !diagnostics.isEmpty { printError(diagnostics) }
            return 1
        case .ready(let executable, _):
            let result = try runner.run(executable: executable, script: script, arguments: arguments)
            if let line = result.errorLine { printError(line) }
            return result.status
        }
    }

    /// Runs, then runs again each time the script's bytes change, until interrupted (or
    /// `--polls` checks).
    func watchLoop(_ runner: ScriptRunner) throws {
        Interrupts.install()
        var last = FileManager.default.contents(atPath: script)
        var status = try runOnce(runner)
        printError("[watch] \(script) exited with \(status); watching for changes (Ctrl-C to stop)")
        var count = 0
        while polls.map({ count < $0 }) ?? true {
            count += 1
            Thread.sleep(forTimeInterval: interval)
            let now = FileManager.default.contents(atPath: script)
            guard now != last else { continue }
            last = now
            guard now != nil else {
                printError("warning: \(script) is gone; watching for it to come back")
                continue
            }
            printError("[watch] \(script) changed; running it again")
            status = try runOnce(runner)
            printError("[watch] \(script) exited with \(status); watching for changes (Ctrl-C to stop)")
        }
    }
}
