import CPangoCairo
import SketchpadLayout

extension PangoTextMeasurer {
    /// The families of the pinned fonts and of the process's fonts folder, sorted: what
    /// `UIFont.familyNames` lists. Empty when the folder cannot be read.
    ///
    /// ```swift
    /// PangoTextMeasurer.familyNames().contains("Inter")   // true
    /// ```
    package static func familyNames() -> [String] {
        guard let names = try? fontNames(for: FontFolder.resolvedCurrent()) else { return [] }
        return Array(Set(names.families)).sorted()
    }

    /// The PostScript names of `family`'s faces (any case), sorted: what
    /// `UIFont.fontNames(forFamilyName:)` lists; empty for a family there is not.
    package static func postScriptNames(inFamily family: String) -> [String] {
        guard let names = try? fontNames(for: FontFolder.resolvedCurrent()) else { return [] }
        let key = family.lowercased()
        return Array(Set(names.faces.filter { $0.families.contains { $0.lowercased() == key } }.map(\.postScriptName)
            .filter { !$0.isEmpty })).sorted()
    }

    /// The height of the lowercase x above the baseline in `font`, from its ink: `UIFont.xHeight`.
    package func xHeight(for font: FontDescription) throws -> Double {
        var key = font
        key.lineSpacing = 1
        key.interlineSpacing = 0
        key.smallCaps = []
        let line = try layout("x", font: key)
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(line.pangoLayout, &ink, &logical)
        return Double(pango_layout_get_baseline(line.pangoLayout) - ink.y) / Double(PANGO_SCALE)
    }
}
