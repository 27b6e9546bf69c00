import SketchpadDrawing

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
/// - **WenQuanYi Micro Hei** (`fonts-wqy-microhei`, `wqy-microhei.ttc` only, in
///   `/usr/share/fonts/truetype/wqy`): the fallback for Chinese, Japanese and Korean (Han, kana,
///   Hangul syllables), which iOS draws with PingFang, Hiragino and Apple SD Gothic Neo and the
///   faces above lack (they drew as boxes). A sans-serif CJK face, 1.6 MB to download (Noto Sans
///   CJK, the closer match, is 56 MB). Droid Sans Fallback (`fonts-droid-fallback`) was tried
///   first: fontconfig lists Hangul in its character set, but HarfBuzz finds no glyph for it and
///   Korean still drew as boxes. It covers no emoji Noto Color Emoji has, so emoji still draw in
///   colour. Debian 12's file (`0.2.0-beta-3.1`) has SHA-256
///   `2420e8078af796b19a3f6ef13de527a1a91c1e7171eea115926c614ced1009b3`.
/// - **Noto Color Emoji** (`fonts-noto-color-emoji`, `NotoColorEmoji.ttf` only, whatever else
///   shares its folder): the last fallback, for emoji (🎉, ✅) neither face above has.
/// - **Material Icons** (`fonts-material-design-icons-iconfont`): the glyphs of `Icon`, never a
///   fallback for text.
///
/// ```swift
/// let font = FontDescription(family: PinnedFonts.uiFamily, size: 15, weight: .semibold)
/// ```
package enum PinnedFonts {
    /// The UI face, and the stand-in for a family that is not available.
    package static let uiFamily = "Inter"
    /// The face for characters the UI face does not cover.
    package static let fallbackFamily = "DejaVu Sans"
    /// The face for Chinese, Japanese and Korean (tried after ``fallbackFamily``).
    package static let cjkFamily = "WenQuanYi Micro Hei"
    /// The face for emoji no other pinned face covers (tried after ``cjkFamily``).
    package static let emojiFamily = "Noto Color Emoji"
    /// The face `Icon`s are drawn in.
    package static let iconFamily = Icon.fontFamily
    /// The fallbacks tried, in order, for characters a family lacks.
    package static let fallbackFamilies = [fallbackFamily, cjkFamily, emojiFamily]

    /// Folders searched for the pinned fonts, in order. Debian has shipped Inter both as OpenType
    /// and as TrueType over the years, so both places are listed; missing folders are skipped.
    package static let candidateDirectories = [
        "/usr/share/fonts/opentype/inter",
        "/usr/share/fonts/truetype/inter",
        "/usr/share/fonts/truetype/dejavu",
        "/usr/share/fonts/truetype/material-design-icons-iconfont",
        "/usr/share/fonts/truetype/noto",
        "/usr/share/fonts/truetype/wqy",
    ]

    /// Folders that hold one pinned font among others a machine may have installed (Debian puts
    /// every Noto font in one folder; `fonts-wqy-zenhei` installs beside WenQuanYi Micro Hei):
    /// only the file named is seen.
    package static let selectedFiles = [
        "/usr/share/fonts/truetype/noto": "NotoColorEmoji.ttf",
        "/usr/share/fonts/truetype/wqy": "wqy-microhei.ttc",
    ]

    /// Generic family names that map to a pinned family without a warning.
    package static let genericFamilies: [String: String] = [
        "sans-serif": "Inter", "sans": "Inter", "system-ui": "Inter", "system": "Inter",
        "serif": "DejaVu Serif", "monospace": "DejaVu Sans Mono", "mono": "DejaVu Sans Mono",
    ]

    /// The fontconfig configuration used instead of the machine's: only the pinned folders, no
    /// user or system `conf.d` rules (those differ from machine to machine), and the generic
    /// names mapped to the pinned faces.
    static func fontsConf(directories: [String]) -> String {
        func escape(_ s: String) -> String { s.xmlEscaped }
        var xml = """
            <?xml version="1.0"?>
            <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
            <fontconfig>

            """
        for directory in directories { xml += "  <dir>\(escape(directory))</dir>\n" }
        // Of a shared folder, only the pinned file: reject the folder, accept the file.
        let shared = selectedFiles.filter { directories.contains($0.key) }.sorted { $0.key < $1.key }
        if !shared.isEmpty {
            xml += "  <selectfont>\n    <rejectfont>"
            for (folder, _) in shared { xml += "<glob>\(escape(folder))/*</glob>" }
            xml += "</rejectfont>\n    <acceptfont>"
            for (folder, file) in shared { xml += "<glob>\(escape(folder))/\(escape(file))</glob>" }
            xml += "</acceptfont>\n  </selectfont>\n"
        }
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
        // Colour emoji come as bitmaps of one size: scale them to the size asked for, as
        // fontconfig's stock 10-scale-bitmap-fonts.conf does (this configuration loads no stock rules).
        xml += """
              <match target="font"><test name="outline" compare="eq"><bool>false</bool></test>
                <edit name="pixelsizefixupfactor" mode="assign"><divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide></edit></match>
              <match target="font"><test name="outline" compare="eq"><bool>false</bool></test>
                <test name="pixelsizefixupfactor" compare="not_eq"><double>1.0</double></test>
                <edit name="matrix" mode="assign"><times><name>matrix</name><matrix><name>pixelsizefixupfactor</name><double>0</double><double>0</double><name>pixelsizefixupfactor</name></matrix></times></edit>
                <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit></match>

            """
        xml += "</fontconfig>\n"
        return xml
    }
}
