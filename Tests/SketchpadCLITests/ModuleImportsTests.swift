import Foundation
import Testing

/// The layers of DESIGN.md's target table, checked on the sources' `import` lines: Package.swift
/// lets a target import any dependency it lists, and a dependency added for one file would
/// quietly let every file reach past its layer (issue 25: SketchpadText imported the widgets to get
/// the drawing vocabulary).
struct ModuleImportsTests {
    /// The package's own modules a target may import; system modules (Foundation, Glibc…) are not
    /// listed, C modules are (C stays at the edges).
    static let allowed: [(target: String, modules: Set<String>)] = [
        ("SketchpadGeometry", []),
        ("SketchpadDrawing", ["SketchpadGeometry"]),
        ("SketchpadLayout", ["Cassowary", "SketchpadGeometry"]),
        ("SketchpadWidgets", ["SketchpadLayout", "SketchpadDrawing", "SketchpadGeometry"]),
        ("SketchpadText", ["SketchpadLayout", "SketchpadDrawing", "SketchpadGeometry", "CPangoCairo"]),
        ("SketchpadRender", ["SketchpadLayout", "SketchpadDrawing", "SketchpadGeometry", "SketchpadWidgets", "SketchpadText", "CPangoCairo"]),
        ("SketchpadTemplates", ["SketchpadLayout", "SketchpadDrawing", "SketchpadGeometry", "SketchpadWidgets", "Yams"]),
    ]
    static let system: Set<String> = ["Foundation", "FoundationEssentials", "Glibc", "Darwin", "Dispatch", "Musl"]

    @Test(arguments: allowed.map(\.target))
    func targetImportsOnlyItsLayers(_ target: String) throws {
        let modules = try #require(Self.allowed.first { $0.target == target }).modules
        let folder = packageRoot + "/Sources/" + target
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }.sorted()
        #expect(!files.isEmpty, "no Swift files in \(folder)")
        for file in files {
            let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
            for module in Self.imports(in: text) where !modules.contains(module) && !Self.system.contains(module) {
                Issue.record("Sources/\(target)/\(file) imports \(module), outside its layer (DESIGN.md's target table)")
            }
        }
    }

    /// The modules of `import` lines (`@_exported`, `@testable`, `package` and `import struct M.T` too).
    static func imports(in text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            var words = line.split(separator: " ").map(String.init)
            while let first = words.first, first.hasPrefix("@") || first == "package" || first == "public" || first == "internal" {
                words.removeFirst()
            }
            guard words.first == "import", words.count >= 2 else { return nil }
            let kinds: Set<String> = ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"]
            let path = kinds.contains(words[1]) && words.count >= 3 ? words[2] : words[1]
            return String(path.split(separator: ".").first ?? "")
        }
    }

    @Test func importLinesAreRead() {
        let text = "import Foundation\n@_exported import SketchpadGeometry\nimport struct SketchpadLayout.Rect\n// import Nothing\n"
        #expect(Self.imports(in: text) == ["Foundation", "SketchpadGeometry", "SketchpadLayout"])
    }
}
