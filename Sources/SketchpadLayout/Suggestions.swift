/// "Did you mean" hints: candidates nearest to a misspelt word by edit distance.
///
/// ```swift
/// Suggestions.nearest(to: "titel", in: ["title", "button"])   // ["title"]
/// ```
package enum Suggestions {
    /// Edit distance (insertions, deletions, substitutions and swaps of neighbours: "widht" is one
    /// edit from "width"), case-insensitive.
    package static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a.lowercased()), b = Array(b.lowercased())
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[a.count][b.count]
    }

    /// Up to `limit` candidates within a distance that grows with the word, nearest first
    /// (ties in the candidates' order).
    package static func nearest(to word: String, in candidates: [String], limit: Int = 3) -> [String] {
        let threshold = max(2, word.count / 3)
        var seen = Set<String>()
        return candidates.enumerated()
            .map { (offset: $0.offset, name: $0.element, d: distance(word, $0.element)) }
            .filter { $0.d <= threshold && seen.insert($0.name).inserted }
            .sorted { ($0.d, $0.offset) < ($1.d, $1.offset) }
            .prefix(limit).map(\.name)
    }

    /// `did you mean 'x'?` or nil.
    package static func didYouMean(_ word: String, in candidates: [String]) -> String? {
        guard let best = nearest(to: word, in: candidates, limit: 1).first else { return nil }
        return "did you mean '\(best)'?"
    }
}
