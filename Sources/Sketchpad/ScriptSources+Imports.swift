extension ScriptSources {
    /// The modules a script imports, in order of first appearance: the first component of each
    /// `import` declaration's path (`import SketchpadSwiftUI`, `@testable import A.B`,
    /// `import struct Sketchpad.Size`, `@preconcurrency import X`), also inside `#if` blocks.
    /// Comments and string literals (multi-line ones too) are skipped, so a commented-out
    /// import chooses nothing. `sketchpad run` reads it to choose the library a script links.
    ///
    /// ```swift
    /// ScriptSources.imports(in: "import SketchpadSwiftUI\n// import Sketchpad\n")   // ["SketchpadSwiftUI"]
    /// ```
    package static func imports(in script: String) -> [String] {
        var found: [String] = []
        for line in codeLines(script) {
            var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == ";" })[...]
            // Attributes in front: `@testable`, `@_exported`, `@preconcurrency`, `@_implementationOnly`.
            while let first = words.first, first.hasPrefix("@") { words = words.dropFirst() }
            // Access levels (`public import X`, SE-0409).
            if let first = words.first, ["public", "package", "internal", "fileprivate", "private"].contains(first) {
                words = words.dropFirst()
            }
            guard words.first == "import", words.count >= 2 else { continue }
            words = words.dropFirst()
            let kinds: Set<Substring> = ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"]
            if let kind = words.first, kinds.contains(kind), words.count >= 2 { words = words.dropFirst() }
            guard let path = words.first, let module = path.split(separator: ".").first,
                  let head = module.first, head.isLetter || head == "_" else { continue }
            let name = String(module)
            if !found.contains(name) { found.append(name) }
        }
        return found
    }

    /// The script's lines with comments and string literals blanked out (each line keeps its
    /// code outside them, so a declaration's words stay together).
    private static func codeLines(_ script: String) -> [String] {
        var lines: [String] = []
        var current = ""
        var blockDepth = 0                 // nested `/* */`
        var inMultilineString = false      // inside `"""`
        var characters = Array(script)[...]
        while let character = characters.first {
            let rest = characters.dropFirst()
            if character == "\n" {
                lines.append(current)
                current = ""
                characters = rest
                continue
            }
            if blockDepth > 0 {
                if character == "*" && rest.first == "/" { blockDepth -= 1; characters = rest.dropFirst(); continue }
                if character == "/" && rest.first == "*" { blockDepth += 1; characters = rest.dropFirst(); continue }
                characters = rest
                continue
            }
            if inMultilineString {
                if characters.starts(with: "\"\"\"") { inMultilineString = false; characters = characters.dropFirst(3); continue }
                characters = rest
                continue
            }
            if character == "/" && rest.first == "/" {
                // The rest of the line is a comment.
                while let next = characters.first, next != "\n" { characters = characters.dropFirst() }
                continue
            }
            if character == "/" && rest.first == "*" { blockDepth = 1; characters = rest.dropFirst(); continue }
            if characters.starts(with: "\"\"\"") { inMultilineString = true; characters = characters.dropFirst(3); continue }
            if character == "\"" {
                // A one-line string: to its closing quote (escapes skipped) or the end of the line.
                characters = rest
                while let next = characters.first, next != "\n", next != "\"" {
                    characters = characters.dropFirst(next == "\\" ? 2 : 1)
                }
                if characters.first == "\"" { characters = characters.dropFirst() }
                current.append(" ")
                continue
            }
            current.append(character)
            characters = rest
        }
        lines.append(current)
        return lines
    }
}
