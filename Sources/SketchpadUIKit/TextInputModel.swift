import Foundation
import SketchpadLayout

/// What `UITextInput` answers from, for a text field or text view: the text, the selection and
/// the marked range (UTF-16 units), and where the first line starts in the view, in which font.
/// Lines are the text's paragraphs (no wrapping is measured), each `font.lineHeight` tall.
@MainActor
struct TextInputModel {
    var text: String
    var selection: NSRange
    var font: UIFont
    var origin: CGPoint

    var length: Int { text.utf16.count }

    func position(_ offset: Int) -> UITextPosition? { (0...length).contains(offset) ? IndexedTextPosition(offset) : nil }

    static func offset(of position: UITextPosition) -> Int { (position as? IndexedTextPosition)?.offset ?? 0 }

    static func bounds(of range: UITextRange) -> (Int, Int) {
        (offset(of: range.start), offset(of: range.end))
    }

    func substring(_ lower: Int, _ upper: Int) -> String {
        let units = Array(text.utf16)
        let a = max(0, min(lower, units.count)), b = max(a, min(upper, units.count))
        return String(decoding: units[a..<b], as: UTF16.self)
    }

    func text(in range: UITextRange) -> String? {
        let (a, b) = Self.bounds(of: range)
        return a >= 0 && b <= length ? substring(a, b) : nil
    }

    /// The text with `range` replaced, and the caret after what was inserted.
    func replacing(_ range: NSRange, with string: String) -> (text: String, selection: NSRange) {
        let a = max(0, min(range.location, length)), b = max(a, min(range.location + range.length, length))
        let result = substring(0, a) + string + substring(b, length)
        return (result, NSRange(location: a + string.utf16.count, length: 0))
    }

    /// The range the delete key removes: the selection, or the character before the caret.
    var deletion: NSRange? {
        if selection.length > 0 { return selection }
        guard selection.location > 0 else { return nil }
        let before = substring(0, selection.location)
        let last = before.last.map { String($0).utf16.count } ?? 1
        return NSRange(location: selection.location - last, length: last)
    }

    func width(of string: String) -> CGFloat {
        guard !string.isEmpty else { return 0 }
        let size = try? UIView.textMeasurer.measure(string, font: font.fontDescription, maxWidth: nil, maxLines: 1)
        return CGFloat(size?.width ?? 0)
    }

    /// The line holding `offset` and where on it the offset is.
    func line(of offset: Int) -> (index: Int, start: Int) {
        let before = substring(0, offset)
        let index = before.filter { $0 == "\n" }.count
        let start = before.lastIndex(of: "\n").map { before[before.index(after: $0)...].utf16.count }.map { offset - $0 } ?? 0
        return (index, start)
    }

    /// The caret at `offset`: 2 points wide, a line tall.
    func caretRect(_ offset: Int) -> CGRect {
        let (index, start) = line(of: offset)
        let x = origin.x + width(of: substring(start, offset))
        return CGRect(x: x, y: origin.y + CGFloat(index) * font.lineHeight, width: 2, height: font.lineHeight)
    }

    /// The first line's part of `lower..<upper`.
    func firstRect(_ lower: Int, _ upper: Int) -> CGRect {
        let start = caretRect(lower)
        let lineEnd = substring(lower, upper).firstIndex(of: "\n").map { lower + substring(lower, upper)[..<$0].utf16.count } ?? upper
        let end = caretRect(lineEnd)
        return CGRect(x: start.minX, y: start.minY, width: max(0, end.minX - start.minX), height: font.lineHeight)
    }

    /// The offset nearest `point`.
    func closest(to point: CGPoint) -> Int {
        let lines = text.components(separatedBy: "\n")
        let index = max(0, min(lines.count - 1, Int(((point.y - origin.y) / max(1, font.lineHeight)).rounded(.down))))
        let start = lines[..<index].reduce(0) { $0 + $1.utf16.count + 1 }
        let lineLength = lines[index].utf16.count
        var best = start, distance = CGFloat.infinity
        for offset in start...(start + lineLength) {
            let d = abs(caretRect(offset).minX - point.x)
            if d < distance { (best, distance) = (offset, d) }
        }
        return best
    }

    /// `position` moved `offset` places left or right (storage order), or lines up or down.
    func moved(_ from: Int, _ direction: UITextLayoutDirection, _ offset: Int) -> Int? {
        switch direction {
        case .right: return position(from + offset).map { _ in from + offset }
        case .left: return position(from - offset).map { _ in from - offset }
        case .up, .down:
            let caret = caretRect(from)
            let y = caret.midY + CGFloat(direction == .down ? offset : -offset) * font.lineHeight
            let lines = text.components(separatedBy: "\n").count
            guard y >= origin.y, y < origin.y + CGFloat(lines) * font.lineHeight else { return nil }
            return closest(to: CGPoint(x: caret.minX, y: y))
        }
    }
}
