import SketchpadLayout
import SketchpadWidgets

// Immutable: every stored property is a `let` of a Sendable type; open only to mirror UIKit.
/// An image: a PNG file found by name, or a system symbol — drawn with Sketchpad's icon set where
/// it maps the SF Symbols name (see ICONS.md), else as a named placeholder.
///
/// `UIImage(named:)` looks for `name`, `name.png`, `name@2x.png` and `name@3x.png` in the
/// folders of ``searchPaths`` (default: the working directory), then in the main bundle.
///
/// ```swift
/// UIImage.searchPaths.append("Tests/Assets")
/// let logo = UIImage(named: "logo")
/// let star = UIImage(systemName: "star.fill")   // the icon set's star, 20 × 18 (its glyph's ink)
/// ```
open class UIImage: NSObject, @unchecked Sendable {
    // @unchecked: every stored property is a `let`; UIKit's `UIImage` is immutable and Sendable.
    /// The PNG file, or nil for a placeholder.
    public let path: String?
    /// The name of a system image or asset, for placeholders and descriptions.
    public let name: String
    public let size: CGSize
    public let scale: CGFloat
    /// The icon a system image is drawn with (nil: a file, or a symbol the icon set lacks).
    let symbol: Icon?
    /// For a system image the icon set lacks: the warning, at the line that asked for it.
    let symbolDiagnostic: Diagnostic?
    /// The insets from the image's rectangle to the part that aligns (none unless given by
    /// ``withAlignmentRectInsets(_:)``; a symbol's are typographic: see
    /// ``init(systemName:file:line:)``). An image view showing the image takes them as its own
    /// `alignmentRectInsets`, so constraints align the content, not the image's padding.
    public let alignmentRectInsets: UIEdgeInsets
    /// The distance from the image's bottom edge up to its baseline (a symbol's text baseline;
    /// 0 for an image without one, as ``hasBaseline`` then says).
    public let baselineOffsetFromBottom: CGFloat
    /// Whether the image has a baseline (symbols do).
    public let hasBaseline: Bool
    /// How the image is drawn: as given, or as a template in a tint (``withRenderingMode(_:)``;
    /// stored: symbols are drawn as templates and files as given, whatever it says).
    public let renderingMode: RenderingMode
    /// The colour ``withTintColor(_:)`` gave the image (nil: the image view's tint).
    let fixedTintColor: UIColor?
    /// The traits and symbol values the image was made for (a symbol's is always a
    /// ``UIImage/SymbolConfiguration``, unspecified until given; nil for other images until
    /// ``withConfiguration(_:)``).
    public let configuration: UIImage.Configuration?

    init(path: String?, name: String, size: CGSize, scale: CGFloat, symbol: Icon? = nil, symbolDiagnostic: Diagnostic? = nil,
         alignmentRectInsets: UIEdgeInsets = .zero, baselineOffsetFromBottom: CGFloat? = nil,
         renderingMode: RenderingMode = .automatic, fixedTintColor: UIColor? = nil, configuration: UIImage.Configuration? = nil) {
        self.path = path
        self.name = name
        self.size = size
        self.scale = scale
        self.symbol = symbol
        self.symbolDiagnostic = symbolDiagnostic
        self.alignmentRectInsets = alignmentRectInsets
        self.baselineOffsetFromBottom = baselineOffsetFromBottom ?? 0
        self.hasBaseline = baselineOffsetFromBottom != nil
        self.renderingMode = renderingMode
        self.fixedTintColor = fixedTintColor
        self.configuration = configuration
        super.init()
    }

    /// A copy of the image with some of its settings changed.
    func copy(alignmentRectInsets: UIEdgeInsets? = nil, renderingMode: RenderingMode? = nil,
              fixedTintColor: UIColor?? = nil, configuration: UIImage.Configuration?? = nil) -> UIImage {
        UIImage(path: path, name: name, size: size, scale: scale, symbol: symbol, symbolDiagnostic: symbolDiagnostic,
                alignmentRectInsets: alignmentRectInsets ?? self.alignmentRectInsets,
                baselineOffsetFromBottom: hasBaseline ? baselineOffsetFromBottom : nil,
                renderingMode: renderingMode ?? self.renderingMode, fixedTintColor: fixedTintColor ?? self.fixedTintColor,
                configuration: configuration ?? self.configuration)
    }

    /// Whether the image is a system symbol (``init(systemName:file:line:)``).
    public var isSymbolImage: Bool { path == nil && hasBaseline }

    /// The image drawn in `color` (a symbol in an image view takes it instead of the view's tint).
    ///
    /// ```swift
    /// let warning = UIImage(systemName: "exclamationmark.triangle.fill")?.withTintColor(.systemOrange)
    /// ```
    open func withTintColor(_ color: UIColor) -> UIImage {
        copy(fixedTintColor: .some(color))
    }

    /// The image drawn in `color`, with `renderingMode` stored.
    open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        copy(renderingMode: renderingMode, fixedTintColor: .some(color))
    }

    /// The same image with `alignmentInsets` as its ``alignmentRectInsets``.
    ///
    /// ```swift
    /// // A 44 × 44 badge whose last 4 points at the bottom are a shadow.
    /// let badge = UIImage(named: "badge")?.withAlignmentRectInsets(UIEdgeInsets(top: 0, left: 0, bottom: 4, right: 0))
    /// ```
    open func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> UIImage {
        copy(alignmentRectInsets: alignmentInsets)
    }

    /// Folders `UIImage(named:)` searches, in order.
    public static var searchPaths: [String] {
        get { searchPathsLock.withLock { searchPathsStorage } }
        set { searchPathsLock.withLock { searchPathsStorage = newValue } }
    }
    private static let searchPathsLock = NSLock()
    // Only read and written under `searchPathsLock`.
    nonisolated(unsafe) private static var searchPathsStorage: [String] = ["."]

    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// An image by name from `bundle`'s resources (nil: the search paths, then the main bundle).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let fm = FileManager.default
        let candidates = [(name, 1.0), (name + ".png", 1.0), (name + "@2x.png", 2.0), (name + "@3x.png", 3.0)]
        let folders = bundle.map { [$0.resourcePath, $0.bundlePath].compactMap { $0 } }
            ?? UIImage.searchPaths + [Bundle.main.resourcePath].compactMap { $0 }
        for folder in folders {
            for (file, scale) in candidates {
                let path = (folder as NSString).appendingPathComponent(file)
                guard fm.fileExists(atPath: path), let pixels = UIImage.pixelSize(ofPNG: path) else { continue }
                self.init(path: path, name: name, size: CGSize(width: pixels.width / scale, height: pixels.height / scale), scale: CGFloat(scale))
                return
            }
        }
        return nil
    }

    /// A PNG file by path.
    public convenience init?(contentsOfFile path: String) {
        guard let pixels = UIImage.pixelSize(ofPNG: path) else { return nil }
        self.init(path: path, name: (path as NSString).lastPathComponent, size: CGSize(width: pixels.width, height: pixels.height), scale: 1)
    }

    /// A system symbol at iOS's default 17 pt, as large as its glyph's ink (an approximation of
    /// SF Symbols' per-symbol sizes: a circled symbol is 20 × 19, `ellipsis` wide and flat), with
    /// a symbol's typographic alignment-rect insets and baseline (see the rules in
    /// `SymbolMetrics.swift`): drawn with the icon set's glyph for `name` where it has
    /// one (`Icon.names`), tinted like a template image. A real SF Symbols name the set lacks is a
    /// named placeholder, and a warning at the caller's line that an image view showing it reports;
    /// a name iOS does not know is nil, as on iOS (`Icon.lookup` decides which).
    ///
    /// ```swift
    /// UIImage(systemName: "star.fill")       // the icon set's star
    /// UIImage(systemName: "chevron.rigth")   // nil
    /// ```
    public convenience init?(systemName name: String, file: StaticString = #fileID, line: UInt = #line) {
        self.init(systemName: name, withConfiguration: nil, file: file, line: line)
    }

    /// A system symbol sized and styled by `configuration` (a ``UIImage/SymbolConfiguration``, or
    /// plain traits), as ``init(systemName:file:line:)`` makes it otherwise.
    ///
    /// ```swift
    /// let large = UIImage(systemName: "heart.fill", withConfiguration: UIImage.SymbolConfiguration(scale: .large))
    /// ```
    public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?,
                             file: StaticString = #fileID, line: UInt = #line) {
        let symbolConfiguration = UIImage.SymbolConfiguration.unspecified.applying(configuration)
        let lookup = Icon.lookup(name)
        switch lookup {
        case .unknown:
            return nil
        case .icon(let icon):
            self.init(symbol: icon, named: name, diagnostic: nil, configuration: symbolConfiguration)
        case .unmapped:
            self.init(symbol: nil, named: name, diagnostic: lookup.diagnostic(at: SourceLocation(file: "\(file)", line: Int(line))),
                      configuration: symbolConfiguration)
        }
    }

    /// A system symbol for the traits of `traitCollection`.
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?,
                             file: StaticString = #fileID, line: UInt = #line) {
        self.init(systemName: name, withConfiguration: UIImage.Configuration(traitCollection: traitCollection), file: file, line: line)
    }

    /// The pixel size of a PNG file, as Sketchpad's image view reads it (header only), or nil.
    static func pixelSize(ofPNG path: String) -> Size? {
        let m = try? ImageView(pngFile: path).measureContent(using: FixedAdvanceTextMeasurer(), fittingWidth: nil)
        guard let size = m?.size, size.width > 0, size.height > 0 else { return nil }
        return size
    }

    /// The image with `renderingMode` (stored; see ``renderingMode``).
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { copy(renderingMode: renderingMode) }
    public enum RenderingMode: Int, Sendable { case automatic = 0, alwaysOriginal, alwaysTemplate }
}
