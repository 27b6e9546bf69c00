import SketchpadLayout
import SketchpadWidgets

// Immutable: every stored property is a `let` of a Sendable type; open only to mirror UIKit.
/// An image: a PNG or JPEG file or an asset catalog's image set found by name, a file, data, or
/// a system symbol — drawn with Sketchpad's icon set where it maps the SF Symbols name (see
/// ICONS.md), else as a named placeholder.
///
/// `UIImage(named:)` looks in the folders of ``searchPaths`` (default: the working directory),
/// then in the main bundle, as iOS does: an image set `name.imageset` in an asset catalog
/// (`….xcassets`) first, at the screen's scale or the nearest, with its dark-appearance file for
/// dark renders and its template rendering intent; then loose files `name@3x.png`, `name@2x.png`,
/// `name.png` (a `.jpg` must be named with its extension).
///
/// ```swift
/// UIImage.searchPaths.append("Tests/Assets")
/// let logo = UIImage(named: "logo")
/// let photo = UIImage(named: "photo.jpg")
/// let star = UIImage(systemName: "star.fill")   // the icon set's star, 20 × 18 (its glyph's ink)
/// ```
open class UIImage: NSObject, @unchecked Sendable {
    // @unchecked: every stored property is a `let`; UIKit's `UIImage` is immutable and Sendable.
    /// The PNG or JPEG file drawn (in the light appearance), or nil for a symbol or placeholder.
    public let path: String?
    /// The image found by name, file or data: its files per appearance, scale and rendering intent.
    package let asset: ImageAsset?
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
    /// The distance from the image's bottom edge up to its baseline: a symbol's text baseline,
    /// or what ``withBaselineOffset(fromBottom:)`` gave; nil for an image without one.
    public let baselineOffsetFromBottom: CGFloat?
    /// Whether the image has a baseline (symbols do).
    var hasBaseline: Bool { baselineOffsetFromBottom != nil }
    /// How the image is drawn: as given, or as a template in a tint (``withRenderingMode(_:)``;
    /// symbols are always drawn as templates; an image set's file follows its template rendering
    /// intent when this is `.automatic`).
    public let renderingMode: RenderingMode
    /// The colour ``withTintColor(_:)`` gave the image (nil: the image view's tint).
    let fixedTintColor: UIColor?
    /// The traits and symbol values the image was made for (a symbol's is always a
    /// ``UIImage/SymbolConfiguration``, unspecified until given; nil for other images until
    /// ``withConfiguration(_:)``).
    public let configuration: UIImage.Configuration?
    /// How the image is stretched, oriented and animated (see `UIImage+Resizing.swift`,
    /// `UIImage+Orientation.swift`, `UIImage+Animation.swift`).
    let presentation: Presentation

    init(path: String?, name: String, size: CGSize, scale: CGFloat, symbol: Icon? = nil, symbolDiagnostic: Diagnostic? = nil,
         alignmentRectInsets: UIEdgeInsets = .zero, baselineOffsetFromBottom: CGFloat? = nil,
         renderingMode: RenderingMode = .automatic, fixedTintColor: UIColor? = nil, configuration: UIImage.Configuration? = nil,
         asset: ImageAsset? = nil, presentation: Presentation = Presentation()) {
        self.path = asset?.path ?? path
        self.asset = asset
        self.name = name
        self.size = size
        self.scale = scale
        self.symbol = symbol
        self.symbolDiagnostic = symbolDiagnostic
        self.alignmentRectInsets = alignmentRectInsets
        self.baselineOffsetFromBottom = baselineOffsetFromBottom
        self.renderingMode = renderingMode
        self.fixedTintColor = fixedTintColor
        self.configuration = configuration
        self.presentation = presentation
        super.init()
    }

    /// A copy of the image with some of its settings changed.
    func copy(alignmentRectInsets: UIEdgeInsets? = nil, renderingMode: RenderingMode? = nil,
              fixedTintColor: UIColor?? = nil, configuration: UIImage.Configuration?? = nil,
              baselineOffsetFromBottom: CGFloat?? = nil, size: CGSize? = nil, presentation: Presentation? = nil) -> UIImage {
        UIImage(path: path, name: name, size: size ?? self.size, scale: scale, symbol: symbol, symbolDiagnostic: symbolDiagnostic,
                alignmentRectInsets: alignmentRectInsets ?? self.alignmentRectInsets,
                baselineOffsetFromBottom: baselineOffsetFromBottom ?? self.baselineOffsetFromBottom,
                renderingMode: renderingMode ?? self.renderingMode, fixedTintColor: fixedTintColor ?? self.fixedTintColor,
                configuration: configuration ?? self.configuration, asset: asset, presentation: presentation ?? self.presentation)
    }

    /// The asset as drawn: a template when the rendering mode says so, or when it is automatic
    /// and the image set's intent is template.
    package var drawnAsset: ImageAsset? {
        guard var asset else { return nil }
        switch renderingMode {
        case .alwaysTemplate: asset.isTemplate = true
        case .alwaysOriginal: asset.isTemplate = false
        case .automatic: break
        }
        return asset
    }

    /// Whether the image is a system symbol (``init(systemName:file:line:)``).
    public var isSymbolImage: Bool { symbolConfiguration != nil }

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

    /// An empty image: no size, draws nothing (UIKit's `UIImage()`, used for a bar's invisible shadow).
    public override convenience init() {
        self.init(path: nil, name: "", size: .zero, scale: 1)
    }

    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The image `#imageLiteral(resourceName:)` makes: the image named `name`, found as
    /// ``init(named:)`` finds it. Where iOS stops the app on a name with no image, this makes an
    /// empty image (no size, draws nothing), as an image view shows a missing asset.
    ///
    /// ```swift
    /// let logo = UIImageView(image: #imageLiteral(resourceName: "logo"))
    /// ```
    public required convenience init(imageLiteralResourceName name: String) {
        if case .success(let asset) = UIImage.lookup(in: nil, scale: UIImage.mainScreenScale).find(name) {
            self.init(asset: asset)
        } else {
            self.init(path: nil, name: name, size: .zero, scale: 1)
        }
    }

    /// An image by name as ``init(named:in:compatibleWith:)`` finds it, for the traits of
    /// `configuration` (its scale and appearance), which the image keeps as its ``configuration``.
    ///
    /// ```swift
    /// let dark = UIImage.Configuration(traitCollection: UITraitCollection(userInterfaceStyle: .dark))
    /// let logo = UIImage(named: "logo", in: nil, with: dark)
    /// ```
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: UIImage.Configuration?) {
        let scale = configuration?.traitCollection.map(\.displayScale).flatMap { $0 > 0 ? $0 : nil } ?? UIImage.mainScreenScale
        guard case .success(let asset) = UIImage.lookup(in: bundle, scale: scale).find(name) else { return nil }
        self.init(asset: asset, configuration: configuration)
    }

    /// An image by name from `bundle`'s resources (nil: the search paths, then the main bundle),
    /// for the scale of `traitCollection` (nil: the main screen's). Nil when nothing is found
    /// (see ``lookupFailure(named:in:)`` for why).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let scale = traitCollection.map(\.displayScale).flatMap { $0 > 0 ? $0 : nil } ?? UIImage.mainScreenScale
        guard case .success(let asset) = UIImage.lookup(in: bundle, scale: scale).find(name) else { return nil }
        self.init(asset: asset)
    }

    /// An image from the file at `path` (PNG or JPEG); a name ending in `@2x` or `@3x` gives its
    /// scale, as on iOS. Nil when the file is missing or not an image.
    public convenience init?(contentsOfFile path: String) {
        let base = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let scale: Double = base.hasSuffix("@3x") ? 3 : base.hasSuffix("@2x") ? 2 : 1
        guard UIImage.pixelSize(ofImage: path) != nil else { return nil }
        self.init(asset: ImageAsset(name: (path as NSString).lastPathComponent, path: path, scale: scale))
    }

    /// An image from the bytes of a PNG or JPEG file; nil when they are not one.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// An image from the bytes of a PNG or JPEG file, at `scale` pixels per point; nil when they are not one.
    public convenience init?(data: Data, scale: CGFloat) {
        let key = ImageFileCache.shared.register([UInt8](data))
        guard UIImage.pixelSize(ofImage: key) != nil else { return nil }
        self.init(asset: ImageAsset(name: "data", path: key, scale: max(1, Double(scale))))
    }

    /// An image found by the shared lookup, `size` in points.
    convenience init(asset: ImageAsset, configuration: UIImage.Configuration? = nil) {
        let pixels = UIImage.pixelSize(ofImage: asset.path) ?? Size(width: 0, height: 0)
        self.init(path: asset.path, name: asset.name, size: CGSize(width: pixels.width / asset.scale, height: pixels.height / asset.scale),
                  scale: CGFloat(asset.scale), configuration: configuration, asset: asset)
    }

    /// The lookup `UIImage(named:in:compatibleWith:)` uses: `bundle`'s resources, or the search
    /// paths and then the main bundle.
    static func lookup(in bundle: Bundle?, scale: CGFloat) -> ImageLookup {
        let folders = bundle.map { [$0.resourcePath, $0.bundlePath].compactMap { $0 } }
            ?? UIImage.searchPaths + [Bundle.main.resourcePath].compactMap { $0 }
        return ImageLookup(folders: folders, scale: Double(scale))
    }

    /// Why `UIImage(named:)` finds nothing for `name` in `bundle` (nil when it finds an image):
    /// UIKit returns nil without a word; Sketchpad says which file or folder to look at.
    ///
    /// ```swift
    /// if UIImage(named: "logo") == nil { print(UIImage.lookupFailure(named: "logo") ?? "") }
    /// ```
    public static func lookupFailure(named name: String, in bundle: Bundle? = nil) -> String? {
        if case .failure(let error) = lookup(in: bundle, scale: mainScreenScale).find(name) { return error.description }
        return nil
    }

    /// `UIScreen.main.scale` on the main thread (where UIKit code runs), else iOS phones' 3.
    static var mainScreenScale: CGFloat {
        Thread.isMainThread ? MainActor.assumeIsolated { UIScreen.main.scale } : 3
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

    /// The pixel size of a PNG or JPEG file as shown, from the one image file cache, or nil.
    static func pixelSize(ofImage path: String) -> Size? {
        guard let size = ImageFileCache.shared.pixelSize(ofImage: path), size.width > 0, size.height > 0 else { return nil }
        return size
    }

    /// The image with `renderingMode` (stored; see ``renderingMode``).
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { copy(renderingMode: renderingMode) }
    public enum RenderingMode: Int, Sendable { case automatic = 0, alwaysOriginal, alwaysTemplate }
}
