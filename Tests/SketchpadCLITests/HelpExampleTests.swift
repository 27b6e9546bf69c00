import Foundation
import Testing

/// Every example in every `--help` runs as written (issue 17: `layout --help` named a variant that
/// does not exist, and examples named `Templates/login.yaml`, which does not exist). The examples
/// are read from the help text itself, so a new or edited example is tested without touching this
/// file. They run from a copy of the package's `Templates/`, `Golden/` and `Examples/`, so what they
/// write stays in a temporary folder.
@Suite(.enabled(if: sketchpadExecutable != nil, "the sketchpad executable is not built next to the tests"))
struct HelpExampleTests {
    /// The subcommands `sketchpad --help` lists.
    static func subcommands() throws -> [String] {
        let help = try runCLI(["--help"]).out
        guard let section = help.components(separatedBy: "SUBCOMMANDS:").last else { return [] }
        // A subcommand's line is indented by two spaces; its abstract's wrapped lines by more.
        return section.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("  "), !line.hasPrefix("   "), let first = line.split(separator: " ").first,
                  first.allSatisfy(\.isLetter), line.contains(first + "   ") else { return nil }
            return String(first)
        }
    }

    /// The example command lines of a help text: the lines under `Examples…:` that start with
    /// `sketchpad `, without a trailing `# comment`, split into words.
    static func examples(in help: String) -> [[String]] {
        var result: [[String]] = []
        var inExamples = false
        for raw in help.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("Examples") { inExamples = true; continue }
            guard inExamples else { continue }
            guard line.hasPrefix("sketchpad ") else {
                if line.isEmpty || line.hasSuffix(":") { inExamples = false }
                continue
            }
            // (An example too long for the help's 80 columns is wrapped onto a second line: what is
            // left on the first then fails to run, as a reader copying it would.)
            let command = line.components(separatedBy: " #").first!
            result.append(command.split(separator: " ").map(String.init))
        }
        return result
    }

    @Test func theHelpTextsHaveExamples() throws {
        let names = try Self.subcommands()
        #expect(Set(names) == ["render", "check", "layout", "run", "watch", "test", "schema", "previews", "serve"], "\(names)")
        for name in names {
            #expect(!Self.examples(in: try runCLI([name, "--help"]).out).isEmpty, "\(name) --help has no example")
        }
        #expect(Self.examples(in: try runCLI(["--help"]).out).count >= 5)
    }

    @Test func everyHelpExampleRuns() throws {
        let dir = try temporaryFolder([:])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for folder in ["Templates", "Golden", "Examples"] {
            try FileManager.default.copyItem(atPath: packageRoot + "/" + folder, toPath: dir + "/" + folder)
        }
        let runnable = FileManager.default.fileExists(
            atPath: (sketchpadExecutable! as NSString).deletingLastPathComponent + "/libSketchpadScripting.so")
        var tried = 0
        for help in [["--help"]] + (try Self.subcommands()).map({ [$0, "--help"] }) {
            for example in Self.examples(in: try runCLI(help).out) {
                var arguments = Array(example.dropFirst())
                // `watch` runs until Ctrl-C: bounded here by its own option for scripts and tests.
                if arguments.first == "watch" { arguments += ["--polls", "1", "--interval", "0.01"] }
                // `serve` too, on a free port (the last --port given is the one used).
                if arguments.first == "serve" { arguments += ["--stop-after", "0", "--port", "0"] }
                if arguments.first == "run" && !runnable && !arguments.contains("--print-command") { continue }
                // `previews` builds the package's preview runner (minutes): scripts/test-previews.sh runs
                // those examples in CI; here only the listing, which builds nothing.
                if arguments.first == "previews" && !arguments.contains("--list") { continue }
                if arguments.first == "watch" && arguments.contains("Examples/Gallery") { continue }
                // `> file`: standard output into the file, as the shell would.
                var redirect: String?
                if let arrow = arguments.firstIndex(of: ">"), arrow + 1 < arguments.count {
                    redirect = arguments[arrow + 1]
                    arguments = Array(arguments[..<arrow])
                }
                let r = try runCLI(arguments, in: dir)
                if let redirect { try r.out.write(toFile: dir + "/" + redirect, atomically: true, encoding: .utf8) }
                tried += 1
                #expect(r.status == 0, "`\(example.joined(separator: " "))` (from `sketchpad \(help.joined(separator: " "))`) exited \(r.status): \(r.err)")
                #expect(!r.err.contains("error:"), "`\(example.joined(separator: " "))`: \(r.err)")
            }
        }
        #expect(tried >= 15)
    }
}
