import Foundation

/// A range of a text input's text between two positions (UIKit's `UITextRange`).
///
/// ```swift
/// if let all = field.textRange(from: field.beginningOfDocument, to: field.endOfDocument) {
///     field.selectedTextRange = all
/// }
/// ```
@preconcurrency @MainActor
open class UITextRange: NSObject {
    open var isEmpty: Bool { true }
    open var start: UITextPosition { IndexedTextPosition(0) }
    open var end: UITextPosition { IndexedTextPosition(0) }
}

/// The range of UTF-16 units `lower..<upper` of a field's or view's text.
final class IndexedTextRange: UITextRange {
    let lower: Int, upper: Int
    init(_ lower: Int, _ upper: Int) { (self.lower, self.upper) = (min(lower, upper), max(lower, upper)) }
    override var isEmpty: Bool { lower == upper }
    override var start: UITextPosition { IndexedTextPosition(lower) }
    override var end: UITextPosition { IndexedTextPosition(upper) }
    var nsRange: NSRange { NSRange(location: lower, length: upper - lower) }
}
