import SketchpadLayout
import SketchpadWidgets

/// A view that displays an image: a symbol of Sketchpad's icon set (`systemName`, sized by the
/// font like SF Symbols), or an image by name (`Image("name")`), found as iOS finds it in the
/// render's image folders and then the bundle: an asset catalog's image set first (the file for
/// the render's scale or the nearest, its dark-appearance file in dark renders, its template
/// rendering intent), then `name.png` or `name@2x.png`/`@3x` (`name.jpg` with its extension);
/// a placeholder and a warning at the source line otherwise.
///
/// ```swift
/// Image(systemName: "star.fill").foregroundStyle(.yellow)
/// Image("avatar").resizable().scaledToFill().frame(width: 48, height: 48).clipShape(Circle())
/// ```
public struct Image: View, Equatable {
    package enum Source: Equatable {
        case system(String)
        case named(String, Bundle?)
        case uiImage(UIImage)
    }

    package var source: Source
    package var isResizable = false
    /// The rendering mode asked for (nil: the image's own, a template for symbols).
    package var renderingMode: TemplateRenderingMode?
    package var location: SourceLocation?

    /// Creates a system symbol image (from Sketchpad's icon set; see ICONS.md).
    nonisolated public init(systemName: String, fileID: StaticString = #fileID, line: UInt = #line) {
        source = .system(systemName)
        location = SourceLocation(fileID: fileID, line: line, column: 0)
    }

    /// Creates a labeled image from an image set or file called `name` in `bundle` (nil: the main
    /// bundle; the render's image folders are searched first).
    nonisolated public init(_ name: String, bundle: Bundle? = nil, fileID: StaticString = #fileID, line: UInt = #line) {
        source = .named(name, bundle)
        location = SourceLocation(fileID: fileID, line: line, column: 0)
    }

    /// Creates an unlabeled, decorative image from a file called `name` (drawn as `Image(name)`;
    /// only accessibility tells them apart).
    nonisolated public init(decorative name: String, bundle: Bundle? = nil, fileID: StaticString = #fileID, line: UInt = #line) {
        self.init(name, bundle: bundle, fileID: fileID, line: line)
    }

    /// Creates a labeled image from a file called `name`, the label for accessibility only.
    nonisolated public init(_ name: String, bundle: Bundle? = nil, label: Text, fileID: StaticString = #fileID, line: UInt = #line) {
        self.init(name, bundle: bundle, fileID: fileID, line: line)
    }

    /// Creates an image from a UIKit image: its file (from a name, a file or data) at its scale, or its symbol.
    nonisolated public init(uiImage: UIImage) {
        source = .uiImage(uiImage)
    }

    /// Sets the mode by which SwiftUI resizes an image to fit its space.
    nonisolated public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.isResizable = true
        return copy
    }

    /// Specifies the current rendering mode for the image: `.template` draws its shape in the
    /// foreground style, `.original` its own colours (symbols always draw as templates here).
    nonisolated public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var copy = self
        copy.renderingMode = renderingMode
        return copy
    }

    /// Specifies the image's interpolation (no effect on a vector render).
    nonisolated public func interpolation(_ interpolation: Interpolation) -> Image { self }

    /// Sets the symbol rendering mode (symbols draw in one colour here).
    nonisolated public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }

    public enum ResizingMode: Hashable, Sendable { case tile, stretch }
    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }
    public enum Interpolation: Hashable, Sendable { case none, low, medium, high }

    public typealias Body = Never

    nonisolated public static func == (a: Image, b: Image) -> Bool {
        a.source == b.source && a.isResizable == b.isResizable && a.renderingMode == b.renderingMode
    }
}

/// A symbol rendering mode.
public struct SymbolRenderingMode: Hashable, Sendable {
    let name: String
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    public static let palette = SymbolRenderingMode(name: "palette")
}

extension Image: PrimitiveView {
    package func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
        switch source {
        case .system(let name) where name.isEmpty:
            // iOS draws no image for an empty name (no placeholder, no warning: code passes "" on
            // purpose, `Label("Title", systemImage: hasIcon ? "star" : "")`).
            nodes.append(SymbolNode(icon: nil, resizable: isResizable, measurer: context.session.measurer, environment: context.environment,
                                    blank: true))
        case .system(let name):
            let variants = context.environment.symbolVariants
            let icon = variants == .none ? Icon(name) : variants.candidates(for: name).lazy.compactMap { Icon($0) }.first
            if icon == nil {
                context.session.report(.warning, "unknownSymbol", "no symbol named \"\(name)\" in Sketchpad's icon set; drawn as a placeholder",
                                       hint: "see ICONS.md for the names available", at: location)
            }
            nodes.append(SymbolNode(icon: icon, resizable: isResizable, measurer: context.session.measurer, environment: context.environment))
        case .named(let name, let bundle):
            let folders = context.session.imageFolders + [(bundle ?? Bundle.main).resourcePath].compactMap { $0 }
            switch ImageLookup(folders: folders, scale: Double(max(1, context.environment.displayScale))).find(name) {
            case .success(let asset):
                nodes.append(bitmapNode(asset, in: context))
            case .failure(let error):
                context.session.report(.warning, "unknownImage", "\(error); drawn as a placeholder",
                                       hint: "pass the folder holding Assets.xcassets or the image files as imageFolders: to the render", at: location)
                nodes.append(BitmapNode(asset: nil, naturalSize: CGSize(width: 100, height: 100), resizable: isResizable, environment: context.environment))
            }
        case .uiImage(let image):
            if let asset = image.drawnAsset {
                nodes.append(bitmapNode(asset, in: context))
            } else if image.isSymbolImage {
                try Image(systemName: image.name).resolve(in: context, into: &nodes)
            } else {
                nodes.append(BitmapNode(asset: nil, naturalSize: image.size, resizable: isResizable, environment: context.environment))
            }
        }
    }

    /// The node drawing `asset` at its size in points, as a template if it is one or this image's mode says so.
    private func bitmapNode(_ asset: ImageAsset, in context: ResolveContext) -> BitmapNode {
        var asset = asset
        if let renderingMode { asset.isTemplate = renderingMode == .template }
        let pixels = ImageFileCache.shared.pixelSize(ofImage: asset.path) ?? Size(width: 0, height: 0)
        let size = CGSize(width: CGFloat(pixels.width / asset.scale), height: CGFloat(pixels.height / asset.scale))
        return BitmapNode(asset: asset, naturalSize: size, resizable: isResizable, environment: context.environment)
    }
}

/// A symbol: a square glyph of the font's size (about SF Symbols' box at that size), or as
/// large as offered when resizable. Unless resizable it lays out as text, as SwiftUI's symbol
/// images do: text-like spacing above and below (``ViewSpacing/symbol(baselineOffset:)``).
package final class SymbolNode: LayoutNode, @unchecked Sendable {
    let icon: Icon?
    let resizable: Bool
    let measurer: any TextMeasuring
    /// An empty name's image: no size (unless resizable) and nothing drawn.
    let blank: Bool

    init(icon: Icon?, resizable: Bool, measurer: any TextMeasuring, environment: EnvironmentValues, blank: Bool = false) {
        self.icon = icon
        self.resizable = resizable
        self.measurer = measurer
        self.blank = blank
        super.init(environment: environment)
        hasTextBaselines = !resizable && !blank
    }

    private var font: FontDescription {
        (environment.font ?? .body).description(size: environment.dynamicTypeSize, weight: nil, italic: false)
    }

    /// The square's side: 1.2 × the font's size at the medium image scale, scaled by the
    /// environment's `imageScale` (``Image/Scale``).
    private var side: CGFloat { (CGFloat(font.size) * 1.2 * environment.imageScale.symbolSizeFactor).rounded() }

    /// From the glyph's bottom up to the font's baseline: SF Symbols centre on the cap height,
    /// so the square's middle is half a cap height above the baseline.
    private lazy var baselineOffset: CGFloat = {
        let metrics = (measurer as? any FontMetricsMeasuring).flatMap { try? $0.fontMetrics(for: font) }
        // Without the font's metrics, Inter's cap height (2048 of 2816 units).
        let capHeight = metrics.map { CGFloat($0.capHeight) } ?? CGFloat(font.size) * 2048 / 2816
        return (side - capHeight) / 2
    }()

    private var symbolSpacing: ViewSpacing?

    /// Its leading and trailing edges have no preference: only a gap above or below reads the
    /// font's metrics.
    package override func spacing(on edges: Edge.Set) -> ViewSpacing {
        if resizable { return .nonText }
        if edges.isDisjoint(with: .vertical) { return ViewSpacing() }
        if let symbolSpacing { return symbolSpacing }
        let made = ViewSpacing.symbol(baselineOffset: baselineOffset)
        symbolSpacing = made
        return made
    }

    package override func measure(_ proposal: ProposedViewSize) -> CGSize {
        if resizable { return proposal.replacingUnspecifiedDimensions(by: blank ? .zero : CGSize(width: side, height: side)) }
        return blank ? .zero : CGSize(width: side, height: side)
    }

    /// Its first and last text baselines are the font's baseline through the glyph, as a
    /// SwiftUI symbol image's are (`ResolvedImageLayoutEngine.explicitAlignment`).
    package override func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        guard !resizable, !blank, key == VerticalAlignment.firstTextBaseline.key || key == VerticalAlignment.lastTextBaseline.key else { return nil }
        return size.height - baselineOffset
    }

    @MainActor package override func drawingView(in builder: DrawingTreeBuilder) throws -> SketchpadLayout.View? {
        if blank { return nil }
        return SymbolDrawing(icon: icon, color: environment.foregroundPaint)
    }
}

package final class SymbolDrawing: SketchpadLayout.View, Drawable {
    let icon: Icon?
    let color: SketchpadWidgets.Color

    init(icon: Icon?, color: SketchpadWidgets.Color) {
        self.icon = icon
        self.color = color
        super.init()
    }

    package func draw(in context: DrawingContext) throws {
        if let icon {
            try context.icon(icon, color: color, in: context.frame)
        } else {
            context.fill(.rect(context.frame), context.theme.imagePlaceholder)
        }
    }
}

/// A bitmap from a file: its size in points, or as large as offered when resizable; a template
/// is drawn in the foreground style.
package final class BitmapNode: LayoutNode, @unchecked Sendable {
    let asset: ImageAsset?
    let naturalSize: CGSize
    let resizable: Bool

    init(asset: ImageAsset?, naturalSize: CGSize, resizable: Bool, environment: EnvironmentValues) {
        self.asset = asset
        self.naturalSize = naturalSize
        self.resizable = resizable
        super.init(environment: environment)
    }

    package override func measure(_ proposal: ProposedViewSize) -> CGSize {
        resizable ? proposal.replacingUnspecifiedDimensions(by: naturalSize) : naturalSize
    }

    @MainActor package override func drawingView(in builder: DrawingTreeBuilder) throws -> SketchpadLayout.View? {
        asset.map { ImageView(asset: $0, tint: $0.isTemplate ? environment.foregroundPaint : nil) } ?? ImageView()
    }
}
