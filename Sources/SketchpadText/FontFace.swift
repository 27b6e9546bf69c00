import SketchpadLayout

/// One face of a font file as fontconfig reads it: its family names, PostScript name, weight and
/// slant. Sketchpad finds a font by family or PostScript name through these.
///
/// ```swift
/// measurer.faces.first { $0.postScriptName == "ComicNeue-Bold" }?.weight   // .bold
/// ```
package struct FontFace: Hashable, Sendable {
    /// The family names (the first is the main one).
    package let families: [String]
    package let postScriptName: String
    package let weight: FontDescription.Weight
    package let style: FontDescription.Style
    /// The file the face comes from.
    package let file: String
}
