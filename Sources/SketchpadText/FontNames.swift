import SketchpadLayout

/// The family and PostScript names of the fonts a measurer sees (pinned, and a fonts folder's),
/// and how a requested name resolves against them: what `UIFont(name:size:)` and SwiftUI's
/// `Font.custom(_:size:)` ask through `PangoTextMeasurer.font(named:size:)`.
struct FontNames: Sendable {
    let families: [String]
    let faces: [FontFace]

    /// The family to draw `requested` in: a generic name's, a family's (any case), or a PostScript
    /// name's family with its weight and style; else the UI face, a substitution to warn about,
    /// with the nearest family or PostScript name.
    func resolve(family requested: String) -> ResolvedFamily {
        let key = requested.trimmingCharacters(in: .whitespaces).lowercased()
        func found(_ family: String, weight: FontDescription.Weight? = nil, style: FontDescription.Style? = nil) -> ResolvedFamily {
            ResolvedFamily(family: family, substituted: false, weight: weight, style: style, nearest: nil,
                           isSystem: family == PinnedFonts.uiFamily)
        }
        if let generic = PinnedFonts.genericFamilies[key] { return found(generic) }
        if let match = families.first(where: { $0.lowercased() == key }) { return found(match) }
        if let face = faces.first(where: { $0.postScriptName.lowercased() == key }), let family = face.families.first {
            return found(family, weight: face.weight, style: face.style)
        }
        let fallback = families.contains(PinnedFonts.uiFamily) ? PinnedFonts.uiFamily : PinnedFonts.fallbackFamily
        let names = families + faces.map(\.postScriptName).filter { !$0.isEmpty }
        return ResolvedFamily(family: fallback, substituted: true, weight: nil, style: nil,
                              nearest: Suggestions.nearest(to: requested, in: names, limit: 1).first, isSystem: fallback == PinnedFonts.uiFamily)
    }

    /// The font called `name` (a family or a PostScript name) at `size`, or
    /// ``TextError/unknownFont(name:nearest:)``.
    func font(named name: String, size: Double) throws -> FontDescription {
        let resolved = resolve(family: name)
        if resolved.substituted { throw TextError.unknownFont(name: name, nearest: resolved.nearest) }
        return FontDescription(family: name, size: size, weight: resolved.weight ?? .regular, style: resolved.style ?? .normal)
    }
}
