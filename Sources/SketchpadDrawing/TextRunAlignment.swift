import SketchpadGeometry

/// How the lines of a text run sit within its width.
///
/// `natural` and `leading` follow each paragraph's own direction (an Arabic or Hebrew paragraph
/// starts at the right); `left` and `right` never flip.
///
/// ```swift
/// let layout = try measurer.layout("Total", font: FontDescription(), width: 120, alignment: .right)
/// ```
public enum TextRunAlignment: String, Hashable, Sendable, CaseIterable {
    case natural, leading, center, trailing, left, right, justified
}
