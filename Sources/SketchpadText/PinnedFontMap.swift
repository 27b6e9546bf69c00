import CPangoCairo
import Foundation

/// A Pango font map that sees only the pinned fonts, at 72 dpi so one Pango point is one
/// user-space unit. Owns its fontconfig configuration and font map and releases them in deinit.
final class PinnedFontMap {
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    private let config: OpaquePointer
    /// Family names as the pinned configuration spells them, sorted for a stable order.
    let families: [String]

    init() throws {
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
        self.config = config

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
    }

    deinit {
        g_object_unref(fontMap)
        FcConfigDestroy(config)
    }

    /// The pinned family to use for `requested`, and whether that is a substitution to warn about.
    func resolve(family requested: String) -> (family: String, substituted: Bool) {
        let key = requested.trimmingCharacters(in: .whitespaces).lowercased()
        if let generic = PinnedFonts.genericFamilies[key] { return (generic, false) }
        if let match = families.first(where: { $0.lowercased() == key }) { return (match, false) }
        let fallback = families.contains(PinnedFonts.uiFamily) ? PinnedFonts.uiFamily : PinnedFonts.fallbackFamily
        return (fallback, true)
    }
}
