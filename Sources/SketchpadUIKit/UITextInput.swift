import Foundation

/// A directional move through laid-out text (UIKit's raw values).
public enum UITextLayoutDirection: Int, Sendable { case right = 2, left, up, down }
/// A move through the text's storage order (UIKit's raw values).
public enum UITextStorageDirection: Int, Sendable { case forward = 0, backward }
/// The unit a tokenizer moves by (UIKit's raw values).
public enum UITextGranularity: Int, Sendable { case character = 0, word, sentence, paragraph, line, document }
/// The direction text is written in (UIKit's raw values).
public enum NSWritingDirection: Int, Sendable { case natural = -1, leftToRight = 0, rightToLeft = 1 }

/// A direction, in storage or layout order (UIKit's `UITextDirection`).
public struct UITextDirection: RawRepresentable, Hashable, Sendable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static func storage(_ direction: UITextStorageDirection) -> UITextDirection { UITextDirection(rawValue: direction.rawValue) }
    public static func layout(_ direction: UITextLayoutDirection) -> UITextDirection { UITextDirection(rawValue: direction.rawValue) }
    /// Whether the direction goes towards the end of the text (forward, right or down).
    var isForward: Bool { rawValue == 0 || rawValue == 2 || rawValue == 5 }
}

/// Text that takes typed characters (UIKit's `UIKeyInput`; the text input traits are the
/// conforming classes' own properties here, not a protocol).
@preconcurrency @MainActor
public protocol UIKeyInput: AnyObject {
    var hasText: Bool { get }
    func insertText(_ text: String)
    func deleteBackward()
}

/// Told about changes to a text input's text and selection (UIKit's `UITextInputDelegate`).
@preconcurrency @MainActor
public protocol UITextInputDelegate: AnyObject {
    func selectionWillChange(_ textInput: (any UITextInput)?)
    func selectionDidChange(_ textInput: (any UITextInput)?)
    func textWillChange(_ textInput: (any UITextInput)?)
    func textDidChange(_ textInput: (any UITextInput)?)
}

/// A selected part of laid-out text, one rectangle a line (UIKit's `UITextSelectionRect`).
@preconcurrency @MainActor
open class UITextSelectionRect: NSObject {
    open var rect: CGRect { .zero }
    open var writingDirection: NSWritingDirection { .natural }
    open var containsStart: Bool { false }
    open var containsEnd: Bool { false }
    open var isVertical: Bool { false }
}

/// Finds the boundaries of characters, words, lines… (UIKit's `UITextInputTokenizer`).
@preconcurrency @MainActor
public protocol UITextInputTokenizer: AnyObject {
    func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity,
                                inDirection direction: UITextDirection) -> UITextRange?
    func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity, inDirection direction: UITextDirection) -> Bool
    func position(from position: UITextPosition, toBoundary granularity: UITextGranularity,
                  inDirection direction: UITextDirection) -> UITextPosition?
    func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity,
                    inDirection direction: UITextDirection) -> Bool
}

/// Text that can be read, changed and measured by position (UIKit's `UITextInput`): text
/// fields and text views conform. Positions count UTF-16 units; rectangles come from the font's
/// metrics on one line a paragraph (no wrapping is measured); marked text and writing
/// directions are stored.
///
/// ```swift
/// let start = field.beginningOfDocument
/// if let caret = field.position(from: start, offset: 2), let range = field.textRange(from: start, to: caret) {
///     field.replace(range, withText: "Hi")
///     print(field.offset(from: start, to: field.endOfDocument), field.caretRect(for: caret))
/// }
/// ```
@preconcurrency @MainActor
public protocol UITextInput: UIKeyInput {
    func text(in range: UITextRange) -> String?
    func replace(_ range: UITextRange, withText text: String)
    var selectedTextRange: UITextRange? { get set }
    var markedTextRange: UITextRange? { get }
    var markedTextStyle: [NSAttributedString.Key: Any]? { get set }
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    func unmarkText()
    var beginningOfDocument: UITextPosition { get }
    var endOfDocument: UITextPosition { get }
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition?
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    var inputDelegate: (any UITextInputDelegate)? { get set }
    var tokenizer: any UITextInputTokenizer { get }
    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition?
    func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange?
    func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection
    func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange)
    func firstRect(for range: UITextRange) -> CGRect
    func caretRect(for position: UITextPosition) -> CGRect
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect]
    func closestPosition(to point: CGPoint) -> UITextPosition?
    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition?
    func characterRange(at point: CGPoint) -> UITextRange?
}
