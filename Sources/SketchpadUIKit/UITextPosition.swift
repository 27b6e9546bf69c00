import Foundation

/// A place in a text input's text (UIKit's `UITextPosition`): text fields and text views hand
/// out positions that count UTF-16 units from the start, as UIKit's do.
///
/// ```swift
/// let caret = field.position(from: field.beginningOfDocument, offset: 3)
/// ```
@preconcurrency @MainActor
open class UITextPosition: NSObject {}

/// A position `offset` UTF-16 units from the start of a field's or view's text.
final class IndexedTextPosition: UITextPosition {
    let offset: Int
    init(_ offset: Int) { self.offset = offset }
    override var description: String { "<UITextPosition \(offset)>" }
}
