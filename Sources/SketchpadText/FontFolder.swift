import Foundation

/// A folder of your own fonts (`.ttf`, `.otf`, `.ttc`, in it or in folders below it), drawn
/// alongside the pinned ones for one run: found by family name (`"Comic Neue"`) and by PostScript
/// name (`"ComicNeue-Bold"`) wherever a font is named — `UIFont(name:size:)`, a template's
/// `family:`, `PangoTextMeasurer.font(named:size:)`. Nothing is installed: the fonts are added
/// to Sketchpad's private fontconfig set of the measurers that are given the folder.
///
/// Where it comes from, first found: the ``PangoTextMeasurer/init(fonts:)`` argument (`Scene`'s
/// `fonts:`), ``scoped`` (SketchpadTesting's `.fonts(_:)` trait and `withFonts`), ``current`` (set
/// by `--fonts DIR` on the command line), then the `SKETCHPAD_FONTS` environment variable.
///
/// With SF Pro in the folder (`SF Pro`, or `SF Pro Text` and `SF Pro Display`), text Sketchpad would
/// draw in Inter (the default font, system fonts, text styles) is drawn in San Francisco, tracked
/// as iOS tracks it (see ``SanFrancisco``).
///
/// ```swift
/// let fonts = try FontFolder("Design/Fonts")
/// let measurer = try PangoTextMeasurer(fonts: fonts)
/// let title = try measurer.font(named: "ComicNeue-Bold", size: 28)   // family Comic Neue, bold
/// ```
public struct FontFolder: Hashable, Sendable, CustomStringConvertible {
    /// The folder as given.
    public let path: String
    /// The font files, relative to ``path``, in byte order of their paths (the order fontconfig
    /// sees them in, so the same files give the same faces everywhere).
    public let files: [String]

    /// The environment variable naming a fonts folder for every measurer of the process.
    public static let environmentVariable = "SKETCHPAD_FONTS"

    /// The folder at `path`: it must exist and hold at least one font file.
    public init(_ path: String) throws {
        var isDirectory: ObjCBool = false
        guard !path.isEmpty, FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw TextError.fontFolderNotFound(path)
        }
        let extensions: Set<String> = ["ttf", "otf", "ttc"]
        var found: [String] = []
        if let walker = FileManager.default.enumerator(atPath: path) {
            while let relative = walker.nextObject() as? String {
                guard extensions.contains((relative as NSString).pathExtension.lowercased()) else { continue }
                var isFolder: ObjCBool = false
                let full = (path as NSString).appendingPathComponent(relative)
                if FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), !isFolder.boolValue { found.append(relative) }
            }
        }
        guard !found.isEmpty else { throw TextError.noFontsInFolder(path) }
        self.path = path
        self.files = found.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }

    /// Each font file's full path, in ``files`` order.
    public var filePaths: [String] { files.map { (path as NSString).appendingPathComponent($0) } }

    public var description: String { path }

    /// The folder measurers use when none is given: one set in code (``current``), else
    /// `SKETCHPAD_FONTS`, else none. A `SKETCHPAD_FONTS` naming no font folder is an error.
    public static func resolvedCurrent() throws -> FontFolder? {
        if let scoped { return scoped }
        if let explicit = current { return explicit }
        guard let path = ProcessInfo.processInfo.environment[environmentVariable], !path.isEmpty else { return nil }
        return try FontFolder(path)
    }

    /// The folder measurers made without one use in this task and its children (SketchpadTesting's
    /// `.fonts` trait and `withFonts` set it for a test); wins over ``current``.
    @TaskLocal public static var scoped: FontFolder?

    /// The folder every measurer made without one uses (nil: `SKETCHPAD_FONTS`, if set).
    public static var current: FontFolder? {
        get { lock.withLock { storage } }
        set { lock.withLock { storage = newValue } }
    }
    private static let lock = NSLock()
    // Only read and written under `lock`.
    nonisolated(unsafe) private static var storage: FontFolder?
}
