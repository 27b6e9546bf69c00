import SketchpadLayout

/// One face of a font file as fontconfig reads it: its family names, PostScript name, weight and
/// slant. Sketchpad finds a font by family or PostScript name through these.
///
/// ```swift
/// measurer.faces.first { $0.postScriptName == "ComicNeue-Bold" }?.weight   // .bold
/// ```
public struct FontFace: Hashable, Sendable {
    /// The family names (the first is the main one).
    public let families: [String]
    public let postScriptName: String
    public let weight: FontDescription.Weight
    public let style: FontDescription.Style
    /// The file the face comes from.
    public let file: String
}
