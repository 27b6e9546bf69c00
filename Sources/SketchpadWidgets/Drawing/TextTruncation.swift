/// Where text that does not fit its frame loses characters to an ellipsis: UIKit's truncating
/// line break modes (`byTruncatingHead`, `byTruncatingMiddle`, `byTruncatingTail`).
///
/// ```swift
/// let path = Label("/Users/ada/Documents/Notes/engine.txt")
/// path.truncation = .middle   // "/Users/ada/Do…/engine.txt"
/// ```
public enum TextTruncation: String, Hashable, Sendable, CaseIterable {
    /// "…of the line": the start goes.
    case head
    /// "The start…line": the middle goes.
    case middle
    /// "The start of…": the end goes (the default).
    case tail
}
