import CPangoCairo
import Foundation
import SketchpadLayout

/// A Pango font map that sees only the pinned fonts (and a fonts folder's, if given), at 72 dpi
/// so one Pango point is one user-space unit. Owns its fontconfig configuration and font map and
/// releases them in deinit.
final class PinnedFontMap {
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    private let config: OpaquePointer
    /// Family names as the pinned configuration spells them, sorted for a stable order.
    let families: [String]
    /// Every face, pinned then the folder's, each set in file order.
    let faces: [FontFace]
    /// The San Francisco families the folder has, for text and display sizes (nil: none).
    let sanFrancisco: (text: String, display: String)?

    /// `sanFrancisco` lists the families recognised as San Francisco's text and display faces
    /// (tests stand another family in for it: SF Pro cannot be shipped).
    init(fonts folder: FontFolder? = nil,
         sanFrancisco candidates: (text: [String], display: [String]) = (SanFrancisco.textFamilies, SanFrancisco.displayFamilies)) throws {
        let directories = PinnedFonts.candidateDirectories.filter {
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: $0, isDirectory: &isDirectory) && isDirectory.boolValue
        }
        guard !directories.isEmpty else { throw TextError.noPinnedFonts(searched: PinnedFonts.candidateDirectories) }
        guard let config = FcConfigCreate() else { throw TextError.fontConfigurationFailed("FcConfigCreate failed") }
        let xml = PinnedFonts.fontsConf(directories: directories)
        let parsed = xml.withCString { FcConfigParseAndLoadFromMemory(config, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self), 1) }
        guard parsed != 0, FcConfigBuildFonts(config) != 0 else {
            FcConfigDestroy(config)
            throw TextError.fontConfigurationFailed("fontconfig rejected the pinned fonts.conf")
        }
        // A fonts folder's files are added to this configuration only (fontconfig's application
        // set), one by one in the folder's order, so the same files give the same faces everywhere.
        for path in folder?.filePaths ?? [] {
            let before = Self.count(FcConfigGetFonts(config, FcSetApplication))
            guard FcConfigAppFontAddFile(config, path) != 0, Self.count(FcConfigGetFonts(config, FcSetApplication)) > before else {
                FcConfigDestroy(config)
                throw TextError.unreadableFont(path)
            }
        }
        self.config = config
        faces = Self.faces(in: FcConfigGetFonts(config, FcSetSystem)) + Self.faces(in: FcConfigGetFonts(config, FcSetApplication))

        // The FreeType-backed Cairo font map is a PangoFcFontMap, which takes a fontconfig config.
        guard let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else {
            FcConfigDestroy(config)
            throw TextError.fontConfigurationFailed("Pango has no FreeType font map")
        }
        pango_fc_font_map_set_config(OpaquePointer(map), config)
        pango_cairo_font_map_set_resolution(OpaquePointer(map), 72)
        self.fontMap = map

        var names: [String] = []
        var list: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
        var count: Int32 = 0
        pango_font_map_list_families(map, &list, &count)
        if let list {
            for i in 0..<Int(count) {
                if let family = list[i], let name = pango_font_family_get_name(family) { names.append(String(cString: name)) }
            }
            g_free(list)
        }
        // Pango lists its generic aliases (Sans, Serif, Monospace, System-ui) as families too;
        // they are resolved through PinnedFonts.genericFamilies instead.
        families = names.filter { PinnedFonts.genericFamilies[$0.lowercased()] == nil }.sorted()
        let available = Set(families)
        if let text = candidates.text.first(where: available.contains), let display = candidates.display.first(where: available.contains) {
            sanFrancisco = (text, display)
        } else {
            sanFrancisco = nil
        }
    }

    private static func count(_ set: UnsafeMutablePointer<FcFontSet>?) -> Int { Int(set?.pointee.nfont ?? 0) }

    /// The faces of a fontconfig font set, in its order.
    private static func faces(in set: UnsafeMutablePointer<FcFontSet>?) -> [FontFace] {
        guard let set, let fonts = set.pointee.fonts else { return [] }
        var faces: [FontFace] = []
        for i in 0..<Int(set.pointee.nfont) {
            guard let pattern = fonts[i] else { continue }
            func strings(_ object: String) -> [String] {
                var values: [String] = []
                var n: Int32 = 0
                var value: UnsafeMutablePointer<FcChar8>?
                while FcPatternGetString(pattern, object, n, &value) == FcResultMatch, let value {
                    values.append(String(cString: value))
                    n += 1
                }
                return values
            }
            var weight: Int32 = 80, slant: Int32 = 0
            _ = FcPatternGetInteger(pattern, FC_WEIGHT, 0, &weight)
            _ = FcPatternGetInteger(pattern, FC_SLANT, 0, &slant)
            let css = Int(FcWeightToOpenType(weight))
            let nearest = FontDescription.Weight.allCases.min { abs($0.rawValue - css) < abs($1.rawValue - css) } ?? .regular
            faces.append(FontFace(families: strings(FC_FAMILY), postScriptName: strings(FC_POSTSCRIPT_NAME).first ?? "",
                                  weight: nearest, style: slant == 0 ? .normal : .italic, file: strings(FC_FILE).first ?? ""))
        }
        return faces
    }

    deinit {
        g_object_unref(fontMap)
        FcConfigDestroy(config)
    }

    /// The names of the fonts this map sees, to resolve requests against.
    var names: FontNames { FontNames(families: families, faces: faces) }

    /// See ``FontNames/resolve(family:)``.
    func resolve(family requested: String) -> ResolvedFamily { names.resolve(family: requested) }
}

/// What a requested family name resolved to (see ``PinnedFontMap/resolve(family:)``).
struct ResolvedFamily: Hashable {
    var family: String
    /// The family was not found: ``family`` stands in for it.
    var substituted: Bool
    /// A PostScript name's face's weight and style, which win over the font's.
    var weight: FontDescription.Weight?
    var style: FontDescription.Style?
    /// The closest family or PostScript name to a substituted one, if one is close.
    var nearest: String?
    /// The UI face: drawn in San Francisco when the fonts folder has it.
    var isSystem: Bool
}
