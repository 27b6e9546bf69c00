/// A line diff for failure messages: the changed region with a few lines of context, `-` for
/// the reference's lines and `+` for the actual ones.
///
/// ```swift
/// TextDiff.unified(reference: "a\nb\nc", actual: "a\nB\nc")
/// // @@ line 2 @@
/// //  a
/// // -b
/// // +B
/// //  c
/// ```
package enum TextDiff {
    /// The diff, or nil when the texts are equal. At most `maxLines` lines of output.
    package static func unified(reference: String, actual: String, context: Int = 2, maxLines: Int = 60) -> String? {
        guard reference != actual else { return nil }
        let old = reference.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
              old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        let oldMiddle = Array(old[prefix..<(old.count - suffix)])
        let newMiddle = Array(new[prefix..<(new.count - suffix)])

        var body: [String] = []
        body += old[max(0, prefix - context)..<prefix].map { " " + clip($0) }
        body += middleDiff(oldMiddle, newMiddle)
        body += old[(old.count - suffix)..<min(old.count, old.count - suffix + context)].map { " " + clip($0) }
        var lines = ["@@ line \(prefix + 1) @@"] + body
        if lines.count > maxLines {
            let hidden = lines.count - maxLines
            lines = Array(lines.prefix(maxLines)) + ["… \(hidden) more line\(hidden == 1 ? "" : "s")"]
        }
        return lines.joined(separator: "\n")
    }

    /// Longest-common-subsequence diff of the changed middle, or all of old then all of new
    /// when it is too large to align cheaply.
    private static func middleDiff(_ old: [String], _ new: [String]) -> [String] {
        guard old.count * new.count <= 250_000 else {
            return old.map { "-" + clip($0) } + new.map { "+" + clip($0) }
        }
        let n = old.count, m = new.count
        var table = [Int](repeating: 0, count: (n + 1) * (m + 1))
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                table[i * (m + 1) + j] = old[i] == new[j]
                    ? table[(i + 1) * (m + 1) + j + 1] + 1
                    : max(table[(i + 1) * (m + 1) + j], table[i * (m + 1) + j + 1])
            }
        }
        var out: [String] = []
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, old[i] == new[j] {
                out.append(" " + clip(old[i])); i += 1; j += 1
            } else if i < n, j == m || table[(i + 1) * (m + 1) + j] >= table[i * (m + 1) + j + 1] {
                out.append("-" + clip(old[i])); i += 1
            } else {
                out.append("+" + clip(new[j])); j += 1
            }
        }
        return out
    }

    private static func clip(_ line: String) -> String {
        line.count > 160 ? String(line.prefix(160)) + "…" : line
    }
}
