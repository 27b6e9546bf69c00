/// A font-free `TextMeasuring` for tests and quick mockups: every character is
/// `advance × size` wide, every line `lineHeight × size × lineSpacing` tall (plus `interlineSpacing`
/// between lines), and the baseline sits `baseline × size` below the top of its line. Small caps are
/// not drawn: every character has the one advance.
///
/// Text is split into paragraphs at `"\n"`; with a `maxWidth`, words (separated by spaces) are
/// wrapped greedily, and a word longer than the width is broken between characters. Lines beyond
/// `maxLines` are dropped. Empty text is one empty line.
///
/// ```swift
/// let m = FixedAdvanceTextMeasurer()
/// let metrics = try m.measure("Hello world", font: FontDescription(size: 10), maxWidth: 30, maxLines: nil)
/// // "Hello" / "world": width 25, height 24, baselines 8 and 20, 2 lines
/// ```
public struct FixedAdvanceTextMeasurer: TextMeasuring, Sendable {
    public var advance: Double
    public var lineHeight: Double
    public var baseline: Double

    public init(advance: Double = 0.5, lineHeight: Double = 1.2, baseline: Double = 0.8) {
        self.advance = advance
        self.lineHeight = lineHeight
        self.baseline = baseline
    }

    public func measure(_ text: String, font: FontDescription, maxWidth: Double?, maxLines: Int?) throws -> TextMetrics {
        let charWidth = advance * font.size
        let lineStep = lineHeight * font.size * font.lineSpacing
        var lines: [Int] = []   // the width of each line, in characters
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines.append(contentsOf: wrap(paragraph, charWidth: charWidth, maxWidth: maxWidth))
        }
        if let maxLines, maxLines > 0, lines.count > maxLines { lines.removeLast(lines.count - maxLines) }
        let width = Double(lines.max() ?? 0) * charWidth
        let count = max(lines.count, 1)
        // Points between lines (none after the last) when no factor spaces them, as Pango does.
        let gap = font.lineSpacing == 1 ? max(0, font.interlineSpacing) : 0
        return TextMetrics(width: width, height: Double(count) * lineStep + Double(count - 1) * gap,
                           firstBaseline: baseline * font.size,
                           lastBaseline: Double(count - 1) * (lineStep + gap) + baseline * font.size,
                           lineCount: count)
    }

    /// Greedy word wrap of one paragraph; returns the length of each line in characters.
    private func wrap(_ paragraph: Substring, charWidth: Double, maxWidth: Double?) -> [Int] {
        guard let maxWidth, charWidth > 0 else { return [paragraph.count] }
        // Tolerance so that a width solved as 99.99999999 still fits 100 points of text.
        let capacity = max(1, Int((maxWidth / charWidth) + 1e-6))
        var lines: [Int] = []
        var current = 0
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
            var length = word.count
            if current > 0 {
                if current + 1 + length <= capacity {
                    current += 1 + length
                    continue
                }
                lines.append(current)
                current = 0
            }
            while length > capacity {
                lines.append(capacity)
                length -= capacity
            }
            current = length
        }
        lines.append(current)
        return lines
    }
}
