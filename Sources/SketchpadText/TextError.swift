/// Why a piece of text could not be measured or laid out. Each case carries the offending value.
///
/// ```swift
/// do { _ = try measurer.measure("a\u{0}b", font: FontDescription(), maxWidth: nil, maxLines: nil) }
/// catch TextError.nulCharacter(let text, let offset) { print("NUL at byte \(offset) of \(text.debugDescription)") }
/// ```
public enum TextError: Error, Equatable, CustomStringConvertible {
    /// The bytes are not valid UTF-8; `offset` is the index of the first bad byte.
    case invalidUTF8(bytes: [UInt8], offset: Int)
    /// The text holds a NUL character, which C string APIs would silently cut at; `offset` is its UTF-8 offset.
    case nulCharacter(text: String, offset: Int)
    /// The font size is zero, negative, NaN or infinite.
    case invalidFontSize(Double)
    /// The line spacing multiple is zero, negative, NaN or infinite.
    case invalidLineSpacing(Double)
    /// Points between lines (`FontDescription.interlineSpacing`) that are negative or not finite.
    case invalidInterlineSpacing(Double)
    /// The wrapping width is negative, NaN or infinite.
    case invalidWidth(Double)
    /// The maximum number of lines is negative (0 or nil mean "no limit").
    case invalidMaxLines(Int)
    /// A styled span's UTF-8 range runs past the text, or starts or ends inside a character.
    case invalidSpan(range: Range<Int>, text: String)
    /// A span's kern (extra points between characters) is NaN, infinite or beyond ±10 000.
    case invalidKern(Double)
    /// None of the pinned font directories exist (install `fonts-inter` and `fonts-dejavu-core`).
    case noPinnedFonts(searched: [String])
    /// Fontconfig or Pango refused the pinned configuration.
    case fontConfigurationFailed(String)
    /// A fonts folder (`--fonts`, `SKETCHPAD_FONTS`, `FontFolder`) that does not exist or is not a folder.
    case fontFolderNotFound(String)
    /// A fonts folder with no `.ttf`, `.otf` or `.ttc` file in it.
    case noFontsInFolder(String)
    /// A file of a fonts folder that fontconfig cannot read as a font.
    case unreadableFont(String)
    /// A font name that is neither a family nor a PostScript name of the fonts available; `nearest`
    /// is the closest family (or PostScript name), if one is close.
    case unknownFont(name: String, nearest: String?)

    public var description: String {
        switch self {
        case .invalidUTF8(let bytes, let offset):
            return "text is not valid UTF-8 at byte \(offset) of \(bytes.count)"
        case .nulCharacter(let text, let offset):
            return "text \(text.debugDescription) contains a NUL character at UTF-8 offset \(offset)"
        case .invalidFontSize(let size):
            return "font size must be a finite number greater than 0, got \(size)"
        case .invalidLineSpacing(let spacing):
            return "line spacing must be a finite number greater than 0, got \(spacing)"
        case .invalidInterlineSpacing(let points):
            return "points between lines must be a finite number ≥ 0, got \(points)"
        case .invalidWidth(let width):
            return "wrapping width must be a finite number ≥ 0, got \(width)"
        case .invalidMaxLines(let lines):
            return "maximum number of lines must be ≥ 0 (0 = no limit), got \(lines)"
        case .invalidSpan(let range, let text):
            return "span \(range.lowerBound)..<\(range.upperBound) does not fit text \(text.debugDescription) of \(text.utf8.count) UTF-8 bytes: "
                + "spans must count UTF-8 bytes and start and end between characters (TextSpan(_:in:) converts a String range)"
        case .invalidKern(let kern):
            return "kern must be a finite number of points between -10000 and 10000, got \(kern)"
        case .noPinnedFonts(let searched):
            return "none of the pinned font folders exist: \(searched.joined(separator: ", ")); run scripts/setup.sh"
        case .fontConfigurationFailed(let reason):
            return "could not set up the pinned font configuration: \(reason)"
        case .fontFolderNotFound(let path):
            return "fonts folder '\(path)' does not exist or is not a folder (--fonts, SKETCHPAD_FONTS)"
        case .noFontsInFolder(let path):
            return "fonts folder '\(path)' holds no .ttf, .otf or .ttc file"
        case .unreadableFont(let path):
            return "'\(path)' is not a font fontconfig can read; remove it from the fonts folder or replace it"
        case .unknownFont(let name, let nearest):
            return "no font is called '\(name)' (neither a family nor a PostScript name)"
                + (nearest.map { "; nearest: '\($0)'" } ?? "; add its files to the fonts folder (--fonts DIR or SKETCHPAD_FONTS)")
        }
    }
}
