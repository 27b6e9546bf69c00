/// How the lines of a text run sit within its width.
///
/// `natural` and `leading` follow each paragraph's own direction (an Arabic or Hebrew paragraph
/// starts at the right); `left` and `right` never flip.
public enum TextRunAlignment: String, Hashable, Sendable, CaseIterable {
    case natural, leading, center, trailing, left, right, justified
}
