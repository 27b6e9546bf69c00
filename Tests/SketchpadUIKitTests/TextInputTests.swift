import Foundation
import Sketchpad
import SketchpadUIKit
import Testing

/// `UIPress` with the responder's press methods, and `UITextInput` on text fields and text
/// views (issue 23): positions, ranges, editing, the tokenizer and the caret's rectangle.
@MainActor @Suite struct TextInputTests {
    final class Remote: UIView {
        var received: [String] = []
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { received.append("began \(presses.count)") }
    }

    final class Screen: UIViewController {
        var ended = 0
        override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { ended += 1 }
    }

    /// The press methods are overridable and pass what they do not handle up the responder chain.
    @Test func pressesGoUpTheResponderChain() {
        let screen = Screen()
        let remote = Remote()
        screen.view.addSubview(remote)
        remote.pressesBegan([], with: nil)
        remote.pressesEnded([], with: nil)      // not overridden: to the root view, then its controller
        #expect(remote.received == ["began 0"] && screen.ended == 1)
        #expect(UIPress.PressType.select.rawValue == 4 && UIPress.PressType.pageUp.rawValue == 30 && UIPress.Phase.cancelled.rawValue == 4)
        #expect(UIPressesEvent().allPresses.isEmpty)
    }

    @Test func positionsRangesAndEditingOfATextField() throws {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.text = "Hello, wörld"
        let start = field.beginningOfDocument, end = field.endOfDocument
        #expect(field.offset(from: start, to: end) == 12 && field.hasText)
        let five = try #require(field.position(from: start, offset: 5))
        #expect(field.position(from: start, offset: 13) == nil && field.compare(five, to: end) == .orderedAscending)
        let hello = try #require(field.textRange(from: start, to: five))
        #expect(field.text(in: hello) == "Hello" && !hello.isEmpty)
        // The caret starts at the end; replacing puts it after the new text.
        #expect(field.selectedTextRange.map { field.offset(from: start, to: $0.start) } == 12)
        field.replace(hello, withText: "Hi")
        #expect(field.text == "Hi, wörld")
        #expect(field.selectedTextRange.map { field.offset(from: start, to: $0.start) } == 2)
        field.insertText("!")
        field.deleteBackward()
        field.deleteBackward()
        #expect(field.text == "H, wörld")
        // Select all, then type over it.
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.endOfDocument)
        field.insertText("Bye")
        #expect(field.text == "Bye")
        let word = field.tokenizer.rangeEnclosingPosition(field.endOfDocument, with: .word, inDirection: .storage(.backward))
        #expect(word.flatMap { field.text(in: $0) } == "Bye")
        // Marked text replaces itself until unmarked.
        field.setMarkedText("に", selectedRange: NSRange(location: 1, length: 0))
        field.setMarkedText("にほ", selectedRange: NSRange(location: 2, length: 0))
        #expect(field.text == "Byeにほ" && field.markedTextRange.flatMap { field.text(in: $0) } == "にほ")
        field.unmarkText()
        #expect(field.markedTextRange == nil)
    }

    /// The caret is 2 points wide and a line tall, after the text before it; the first rectangle
    /// of a range spans its text on the first line.
    @Test func caretAndFirstRectFollowTheText() throws {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 34))
        field.font = .systemFont(ofSize: 17)
        field.text = "Wide words"
        let start = field.beginningOfDocument
        let atStart = field.caretRect(for: start), atEnd = field.caretRect(for: field.endOfDocument)
        #expect(atStart.minX == 0 && atStart.width == 2 && abs(atStart.height - UIFont.systemFont(ofSize: 17).lineHeight) < 1e-9)
        #expect(abs(atStart.midY - 17) < 1e-9 && atEnd.minX > 60 && atEnd.minY == atStart.minY)
        let all = try #require(field.textRange(from: start, to: field.endOfDocument))
        #expect(abs(field.firstRect(for: all).width - atEnd.minX) < 1e-9)
        #expect(field.closestPosition(to: CGPoint(x: atEnd.minX + 30, y: 17)).map { field.offset(from: start, to: $0) } == 10)
        // A bordered field draws its text 7 points in.
        field.borderStyle = .roundedRect
        #expect(field.caretRect(for: start).minX == 7)
    }

    @Test func aTextViewMovesByLinesAndUsesItsSelectedRange() throws {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.text = "one\ntwo"
        view.selectedRange = NSRange(location: 1, length: 2)
        #expect(view.selectedTextRange.flatMap { view.text(in: $0) } == "ne")
        let start = view.beginningOfDocument
        let down = try #require(view.position(from: start, in: .down, offset: 1))
        #expect(view.offset(from: start, to: down) == 4)
        #expect(view.position(from: down, in: .down, offset: 1) == nil)
        let first = view.caretRect(for: start), second = view.caretRect(for: down)
        #expect(first.minX == 5 && first.minY == 8 && abs(second.minY - 8 - UIFont.systemFont(ofSize: 12).lineHeight) < 1e-9)
        view.replace(try #require(view.selectedTextRange), withText: "ld")
        #expect(view.text == "old\ntwo" && view.selectedRange == NSRange(location: 3, length: 0))
        let line = view.tokenizer.rangeEnclosingPosition(down, with: .paragraph, inDirection: .storage(.forward))
        #expect(line.flatMap { view.text(in: $0) } == "two")
    }
}
