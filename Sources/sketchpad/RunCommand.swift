import ArgumentParser
import Foundation
import Sketchpad

struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run a Swift script that does `import Sketchpad` (no Package.swift needed).",
        discussion: """
        Runs the toolchain's `swift` on the script with -I pointing at the built Sketchpad modules
        and -L/-l at libSketchpadScripting.so, built next to this executable by
          swift build -c release --product SketchpadScripting
        (scripts/render-templates.sh builds it). Arguments after the script are passed to it.
        Print the command instead of running it with --print-command.

        Examples:
          sketchpad run mockup.swift
          sketchpad run mockup.swift out/mockup.png
        """)

    @Flag(help: "Print the swift command line instead of running it.")
    var printCommand = false

    @Argument(help: "The script.")
    var script: String

    @Argument(parsing: .captureForPassthrough, help: "Arguments for the script.")
    var arguments: [String] = []

    func run() throws {
        let command: [String]
        do {
            command = try ScriptRunner.locate().command(script: script, arguments: arguments)
        } catch {
            printError("error: \(error)")
            throw ExitCode(2)
        }
        if printCommand {
            print(command.map { $0.contains(" ") ? "'\($0)'" : $0 }.joined(separator: " "))
            return
        }
        let status = try ScriptRunner.execute(command)
        if status != 0 { throw ExitCode(status) }
    }
}
