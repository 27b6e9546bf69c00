import SketchpadLayout
extension TemplateLoader {
    /// The characters that end an anchor or alias name in a line (besides white space).
    private static let nameEnds: Set<Character> = [",", "[", "]", "{", "}"]

    /// The name of the alias (`*name`) at `column` (1-based) of `line`, if one starts there.
    static func undefinedAlias(_ line: Substring, column: Int) -> String? {
        let characters = Array(line)
        guard column >= 1, column <= characters.count, characters[column - 1] == "*" else { return nil }
        let name = characters[column...].prefix { !$0.isWhitespace && !nameEnds.contains($0) }
        return name.isEmpty ? nil : String(name)
    }

    /// Every anchor (`&name`) written in `text`, with its line and column, in file order. Read from
    /// the text (libyaml's error says only that an alias is undefined), so an `&` inside a quoted
    /// string may be listed too: it is only used for a hint.
    static func anchors(in text: String) -> [(name: String, line: Int, column: Int)] {
        var found: [(name: String, line: Int, column: Int)] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let characters = Array(line)
            for (i, c) in characters.enumerated() where c == "&" && (i == 0 || characters[i - 1].isWhitespace || nameEnds.contains(characters[i - 1])) {
                let name = characters[(i + 1)...].prefix { !$0.isWhitespace && !nameEnds.contains($0) }
                if !name.isEmpty { found.append((String(name), index + 1, i + 1)) }
            }
        }
        return found
    }

    /// What to say about an undefined alias: the nearest anchor (and where it is), or that there is none.
    static func aliasHint(_ alias: String, line: Int, text: String) -> String {
        let all = anchors(in: text)
        let rule = "an alias names an anchor written before it"
        if let same = all.first(where: { $0.name == alias }) {
            return "the anchor '&\(alias)' is at line \(same.line), column \(same.column), after the alias; \(rule)"
        }
        guard let nearest = Suggestions.nearest(to: alias, in: all.map(\.name), limit: 1).first,
              let anchor = all.first(where: { $0.name == nearest }) else {
            let names = all.map { "'&\($0.name)'" }
            return names.isEmpty ? "no anchor is defined in this file; \(rule)" : "anchors in this file: \(names.joined(separator: ", "))"
        }
        return "did you mean '*\(nearest)'? The anchor '&\(nearest)' is at line \(anchor.line), column \(anchor.column)"
    }
}
