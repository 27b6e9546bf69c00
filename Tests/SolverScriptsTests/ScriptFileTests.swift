import Foundation
import Testing
@testable import SolverScripts

/// Runs every `Scripts/*.txt` (see Scripts/README.md): every `check VAR VALUE` must hold, and
/// the errors must be exactly the `# expect-error` ones.
@Suite struct ScriptFileTests {
    static let folder: URL = Bundle.module.url(forResource: "Scripts", withExtension: nil)!

    static let files: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".txt") }.sorted()
    }()

    static func script(_ name: String) throws -> SolverScript {
        try SolverScript(contentsOfFile: folder.appendingPathComponent(name).path)
    }

    @Test(arguments: files)
    func scriptRunsAsExpected(_ name: String) throws {
        let script = try Self.script(name)
        let result = ScriptRunner(script: script).run()
        for mismatch in result.mismatches {
            Issue.record("\(name):\(mismatch)")
        }
        #expect(result.errors == script.expectedErrors, "\(name): errors \(result.lines.filter { $0.hasPrefix("error") })")
        let checkLines = script.operations.filter {
            if case .check = $0.kind { return true }
            return false
        }.count
        #expect(result.events.count - result.errors.count == checkLines, "\(name): one output line per check")
    }

    /// Guards the data-driven test against passing vacuously.
    @Test func theScriptsHoldEnoughExpectations() throws {
        #expect(Self.files.count >= 19, "scripts found: \(Self.files)")
        var expectations = 0
        var kinds = Set<String>()
        for name in Self.files {
            let script = try Self.script(name)
            for op in script.operations {
                if case .check(_, _?) = op.kind { expectations += 1 }
            }
            for e in script.expectedErrors { kinds.insert(e.kind) }
        }
        #expect(expectations >= 120)
        #expect(kinds == Set(ExpectedError.kinds), "every error kind is expected somewhere")
    }

    @Test func theSharedScenesAreThereAndUnchanged() throws {
        // Copies of ../shared/solver-scenes; their headers name them.
        for scene in ["chain-10", "chain-100", "chain-100-edit", "grid-10", "grid-10-edit", "gridal-10",
                      "form-200", "form-200-edit"] {
            let text = try String(contentsOf: Self.folder.appendingPathComponent(scene + ".txt"), encoding: .utf8)
            #expect(text.hasPrefix("# scene \(scene): "), "\(scene).txt")
        }
    }
}
