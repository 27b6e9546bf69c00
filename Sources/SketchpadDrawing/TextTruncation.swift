/// Where text that does not fit its frame loses characters: to an ellipsis at the head, middle
/// or tail (UIKit's truncating line break modes), or with no ellipsis, cut after the last line
/// that fits (`byWordWrapping`, `byCharWrapping`) or clipped at the frame's edge (`byClipping`).
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
    /// No ellipsis: lines wrap between words, and a line that does not fit is clipped at the
    /// frame's edge (a one-line label draws its text unwrapped and clipped).
    case clip
    /// No ellipsis: lines wrap between words (a word longer than a line breaks between
    /// characters), and lines beyond the last allowed are dropped.
    case wordWrap
    /// No ellipsis: lines wrap between any two characters, and lines beyond the last allowed are
    /// dropped.
    case charWrap

    /// Whether cut text ends with an ellipsis.
    package var isEllipsized: Bool { self == .head || self == .middle || self == .tail }
}
