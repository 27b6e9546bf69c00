import Foundation
import Testing

/// Docs that cannot rot: every Swift block of the README and of every DocC article
/// (`Sources/*/*.docc/**/*.md`) is code that compiles. Each block must appear, verbatim (but for
/// its `import` lines and indentation), in a Swift file the build compiles or a script
/// `ExamplesTests` compiles and runs: the test files under `Tests/`, the scripts in `Examples/`, or
/// the sources. A block right after `<!-- run by Suite.testName -->` is instead taken from the
/// document by that test, which compiles and runs it (the test must exist). Package manifest
/// fragments (a block whose first line is `// Package.swift`) are exempt: they are checked by
/// SwiftPM in a consumer's package, not here.
@Suite struct ReadmeCodeTests {
    /// The README and every article and root page of the DocC catalogs, by path from the package
    /// root, in path order.
    static func documents() throws -> [(path: String, text: String)] {
        var paths = ["README.md"]
        let sources = packageRoot + "/Sources"
        for relative in BadInputCatalogue.listing(sources) where relative.hasSuffix(".md")
            && relative.split(separator: "/").contains(where: { $0.hasSuffix(".docc") }) {
            paths.append("Sources/" + relative)
        }
        return try paths.map { ($0, try String(contentsOfFile: packageRoot + "/" + $0, encoding: .utf8)) }
    }

    /// One document's text, by path from the package root (an article moved or renamed fails here,
    /// naming the path, instead of in every test that quotes it).
    static func document(_ path: String) throws -> String {
        try String(contentsOfFile: packageRoot + "/" + path, encoding: .utf8)
    }

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

    /// The compiled files as blocks are compared with them: without `import` lines and indentation
    /// (so a block may show an `#if canImport(UIKit)` import switch, which is only imports inside).
    static func compiledSwift() throws -> [(path: String, text: String)] {
        var files: [(String, String)] = []
        for folder in ["Tests", "Examples", "Sources"] {
            let root = packageRoot + "/" + folder
            for relative in BadInputCatalogue.listing(root) where relative.hasSuffix(".swift") {
                files.append((folder + "/" + relative, code(try String(contentsOfFile: root + "/" + relative, encoding: .utf8))))
            }
        }
        return files
    }

    @Test func everySwiftBlockOfTheDocumentationIsCompiledCode() throws {
        let documents = try Self.documents()
        // The catalogs are there (a moved folder would otherwise check nothing).
        for catalog in ["Sketchpad", "Cassowary", "SketchpadTesting", "SketchpadUIKit"] {
            #expect(documents.contains { $0.path == "Sources/\(catalog)/\(catalog).docc/\(catalog).md" }, "no root page for \(catalog)")
        }
        let sources = try Self.compiledSwift()
        var checked = 0
        for document in documents {
            let blocks = Self.swiftBlocks(in: document.text).filter { !$0.code.hasPrefix("// Package.swift") }
            checked += blocks.count
            for (block, runBy) in blocks {
                if let runBy {
                    let test = runBy.split(separator: ".").last.map(String.init) ?? runBy
                    #expect(sources.contains { $0.path.hasPrefix("Tests/") && $0.text.contains("func \(test)(") },
                            "\(document.path) says \(runBy) runs a block, but no test has that name")
                    continue
                }
                let code = Self.code(block)
                #expect(sources.contains { $0.text.contains(code) },
                        "this block of \(document.path) is not in any compiled file — copy it into a test or an example:\n\(code)")
            }
        }
        #expect(checked >= 10)
    }

    /// The finder sees what a reader sees: a block the checks above would skip (a ```swift fence
    /// with trailing text, an indented fence) would go unchecked, so none may exist.
    @Test func everySwiftFenceIsOneTheCheckReads() throws {
        for document in try Self.documents() {
            for (number, line) in document.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.trimmingCharacters(in: .whitespaces).hasPrefix("```swift") {
                #expect(line == "```swift", "\(document.path):\(number + 1): write the fence as ```swift alone at the start of the line")
            }
        }
    }
}
