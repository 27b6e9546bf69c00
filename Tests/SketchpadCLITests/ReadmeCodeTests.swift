import Foundation
import Testing

/// Docs that cannot rot: every Swift block of the README is code that compiles. Each block must
/// appear, verbatim (but for its `import` lines), in a Swift file the build compiles or a script
/// `ExamplesTests` compiles and runs: the test files under `Tests/`, the scripts in `Examples/`, or
/// the sources. A block right after `<!-- run by Suite.testName -->` is instead taken from the
/// README by that test, which compiles and runs it (the test must exist). Package manifest
/// fragments (a block whose first line is `// Package.swift`) are exempt: they are checked by
/// SwiftPM in a consumer's package, not here.
@Suite struct ReadmeCodeTests {
    /// The Swift blocks, each with the test named in a `<!-- run by … -->` line just before it.
    static func swiftBlocks(in markdown: String) -> [(code: String, runBy: String?)] {
        let parts = markdown.components(separatedBy: "```swift\n")
        return parts.indices.dropFirst().compactMap { i in
            guard let code = parts[i].components(separatedBy: "\n```").first else { return nil }
            let before = parts[i - 1].trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "\n").last.map(String.init) ?? ""
            let runBy = before.hasPrefix("<!-- run by ") && before.hasSuffix(" -->")
                ? String(before.dropFirst("<!-- run by ".count).dropLast(" -->".count)) : nil
            return (code, runBy)
        }
    }

    /// The block's lines without `import` lines, each without its indentation (a block may sit
    /// inside a function in the file that compiles it).
    static func code(_ block: String) -> String {
        unindented(block.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("import ") && !$0.hasPrefix("@testable import ") }
            .joined(separator: "\n").trimmingCharacters(in: .newlines))
    }

    static func unindented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { String($0.drop { $0 == " " }) }.joined(separator: "\n")
    }

    static func compiledSwift() throws -> [(path: String, text: String)] {
        var files: [(String, String)] = []
        for folder in ["Tests", "Examples", "Sources"] {
            let root = packageRoot + "/" + folder
            for relative in BadInputCatalogue.listing(root) where relative.hasSuffix(".swift") {
                files.append((folder + "/" + relative, unindented(try String(contentsOfFile: root + "/" + relative, encoding: .utf8))))
            }
        }
        return files
    }

    @Test func everySwiftBlockOfTheReadmeIsCompiledCode() throws {
        let readme = try String(contentsOfFile: packageRoot + "/README.md", encoding: .utf8)
        let blocks = Self.swiftBlocks(in: readme).filter { !$0.code.hasPrefix("// Package.swift") }
        #expect(blocks.count >= 5)
        let sources = try Self.compiledSwift()
        for (block, runBy) in blocks {
            if let runBy {
                let test = runBy.split(separator: ".").last.map(String.init) ?? runBy
                #expect(sources.contains { $0.path.hasPrefix("Tests/") && $0.text.contains("func \(test)(") },
                        "the README says \(runBy) runs a block, but no test has that name")
                continue
            }
            let code = Self.code(block)
            #expect(sources.contains { $0.text.contains(code) },
                    "this README block is not in any compiled file — copy it into a test or an example:\n\(code)")
        }
    }
}
