import Foundation

/// The tokenizer text fields and text views hand out (UIKit's `UITextInputStringTokenizer`):
/// characters, words (runs of letters and digits), lines and paragraphs (the text between line
/// breaks) and the document.
///
/// ```swift
/// let word = field.tokenizer.rangeEnclosingPosition(field.endOfDocument, with: .word, inDirection: .storage(.backward))
/// ```
@preconcurrency @MainActor
open class UITextInputStringTokenizer: NSObject, UITextInputTokenizer {
    private weak var textInput: (UIResponder & UITextInput)?

    public init(textInput: UIResponder & UITextInput) {
        self.textInput = textInput
        super.init()
    }

    private var units: [UInt16] {
        guard let input = textInput, let all = input.textRange(from: input.beginningOfDocument, to: input.endOfDocument) else { return [] }
        return Array((input.text(in: all) ?? "").utf16)
    }

    /// Whether the unit at `index` belongs to a token of `granularity`.
    private func inToken(_ units: [UInt16], _ index: Int, _ granularity: UITextGranularity) -> Bool {
        guard index >= 0, index < units.count else { return false }
        let unit = units[index]
        switch granularity {
        case .character, .document: return true
        case .word, .sentence:
            guard let scalar = Unicode.Scalar(unit) else { return true }
            return CharacterSet.alphanumerics.contains(scalar)
        case .line, .paragraph: return unit != 10
        }
    }

    /// The token around `offset` in `direction` (the one after it going forward, before it going back).
    private func token(_ units: [UInt16], at offset: Int, _ granularity: UITextGranularity, forward: Bool) -> (Int, Int)? {
        if granularity == .document { return (0, units.count) }
        let index = forward ? offset : offset - 1
        guard inToken(units, index, granularity) else { return nil }
        if granularity == .character { return (index, index + 1) }
        var a = index, b = index + 1
        while inToken(units, a - 1, granularity) { a -= 1 }
        while inToken(units, b, granularity) { b += 1 }
        return (a, b)
    }

    open func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity,
                                     inDirection direction: UITextDirection) -> UITextRange? {
        token(units, at: TextInputModel.offset(of: position), granularity, forward: direction.isForward).map { IndexedTextRange($0.0, $0.1) }
    }

    open func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity,
                         inDirection direction: UITextDirection) -> Bool {
        let units = units, offset = TextInputModel.offset(of: position)
        return granularity == .character || offset == 0 || offset == units.count
            || inToken(units, offset - 1, granularity) != inToken(units, offset, granularity)
    }

    open func position(from position: UITextPosition, toBoundary granularity: UITextGranularity,
                       inDirection direction: UITextDirection) -> UITextPosition? {
        let units = units, offset = TextInputModel.offset(of: position), forward = direction.isForward
        if granularity == .character {
            let next = offset + (forward ? 1 : -1)
            return (0...units.count).contains(next) ? IndexedTextPosition(next) : nil
        }
        var i = offset
        // Skip what separates tokens, then the token.
        while forward ? (i < units.count && !inToken(units, i, granularity)) : (i > 0 && !inToken(units, i - 1, granularity)) { i += forward ? 1 : -1 }
        while forward ? (i < units.count && inToken(units, i, granularity)) : (i > 0 && inToken(units, i - 1, granularity)) { i += forward ? 1 : -1 }
        return i == offset ? nil : IndexedTextPosition(i)
    }

    open func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity,
                         inDirection direction: UITextDirection) -> Bool {
        token(units, at: TextInputModel.offset(of: position), granularity, forward: direction.isForward) != nil
    }
}
