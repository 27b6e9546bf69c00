/// The fonts Sketchpad draws with, whatever else the machine has.
///
/// Measurement and rendering never ask the machine's default fontconfig set-up; they use a
/// configuration of their own (see `fontsConf`) that only sees the folders below, all from
/// Debian packages that `scripts/setup.sh` installs:
///
/// - **Inter** (`fonts-inter`, `/usr/share/fonts/opentype/inter`): the UI face, and what an
///   unknown family falls back to (with a `TextWarning.unavailableFamily`).
/// - **DejaVu Sans** (`fonts-dejavu-core`, `/usr/share/fonts/truetype/dejavu`): the fallback for
///   characters Inter lacks — it covers Arabic and Hebrew, so right-to-left labels render — plus
///   DejaVu Sans Mono and DejaVu Serif for `monospace` and `serif`.
///
/// ```swift
/// let font = FontDescription(family: PinnedFonts.uiFamily, size: 15, weight: .semibold)
/// ```
public enum PinnedFonts {
    /// The UI face, and the stand-in for a family that is not available.
    public static let uiFamily = "Inter"
    /// The face for characters the UI face does not cover.
    public static let fallbackFamily = "DejaVu Sans"

    /// Folders searched for the pinned fonts, in order. Debian has shipped Inter both as OpenType
    /// and as TrueType over the years, so both places are listed; missing folders are skipped.
    public static let candidateDirectories = [
        "/usr/share/fonts/opentype/inter",
        "/usr/share/fonts/truetype/inter",
        "/usr/share/fonts/truetype/dejavu",
    ]

    /// Generic family names that map to a pinned family without a warning.
    public static let genericFamilies: [String: String] = [
        "sans-serif": "Inter", "sans": "Inter", "system-ui": "Inter", "system": "Inter",
        "serif": "DejaVu Serif", "monospace": "DejaVu Sans Mono", "mono": "DejaVu Sans Mono",
    ]

    /// The fontconfig configuration used instead of the machine's: only the pinned folders, no
    /// user or system `conf.d` rules (those differ from machine to machine), and the generic
    /// names mapped to the pinned faces.
    static func fontsConf(directories: [String]) -> String {
        func escape(_ s: String) -> String {
            s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        }
        var xml = """
            <?xml version="1.0"?>
            <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
            <fontconfig>

            """
        for directory in directories { xml += "  <dir>\(escape(directory))</dir>\n" }
        // The system cache is only read (fontconfig checks each folder's mtime); scanning ~40
        // files without it costs tens of milliseconds, with identical results.
        xml += "  <cachedir>/var/cache/fontconfig</cachedir>\n"
        let generics: [(String, [String])] = [
            ("sans-serif", ["Inter", "DejaVu Sans"]),
            ("serif", ["DejaVu Serif", "DejaVu Sans"]),
            ("monospace", ["DejaVu Sans Mono", "DejaVu Sans"]),
        ]
        for (generic, families) in generics {
            xml += "  <alias binding=\"same\"><family>\(generic)</family><prefer>"
            for family in families { xml += "<family>\(family)</family>" }
            xml += "</prefer></alias>\n"
        }
        xml += "</fontconfig>\n"
        return xml
    }
}
