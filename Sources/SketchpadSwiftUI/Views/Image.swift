import SketchpadLayout
import SketchpadWidgets

/// A view that displays an image: a symbol of Sketchpad's icon set (`systemName`, sized by the
/// font like SF Symbols), or a PNG file (`Image("name")`, looked up in the render's image folders
/// and the main bundle; a placeholder and a warning otherwise).
///
/// ```swift
/// Image(systemName: "star.fill").foregroundStyle(.yellow)
/// Image("avatar").resizable().scaledToFill().frame(width: 48, height: 48).clipShape(Circle())
/// ```
public struct Image: View, Equatable {
    package enum Source: Equatable {
        case system(String)
        case named(String, Bundle?)
    }

    package var source: Source
    package var isResizable = false
    package var location: SourceLocation?

    /// Creates a system symbol image (from Sketchpad's icon set; see ICONS.md).
    nonisolated public init(systemName: String, fileID: StaticString = #fileID, line: UInt = #line) {
        source = .system(systemName)
        location = SourceLocation(fileID: fileID, line: line, column: 0)
    }

    /// Creates a labeled image from a file called `name` (name.png).
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

    /// Creates an image from a UIKit image (drawn as a placeholder of its size).
    nonisolated public init(uiImage: UIImage) {
        source = .named("uiImage", nil)
    }

    /// Sets the mode by which SwiftUI resizes an image to fit its space.
    nonisolated public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.isResizable = true
        return copy
    }

    /// Specifies the current rendering mode for the image (symbols always draw as templates here).
    nonisolated public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }

    /// Specifies the image's interpolation (no effect on a vector render).
    nonisolated public func interpolation(_ interpolation: Interpolation) -> Image { self }

    /// Sets the symbol rendering mode (symbols draw in one colour here).
    nonisolated public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }

    public enum ResizingMode: Hashable, Sendable { case tile, stretch }
    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }
    public enum Interpolation: Hashable, Sendable { case none, low, medium, high }

    public typealias Body = Never

    nonisolated public static func == (a: Image, b: Image) -> Bool { a.source == b.source && a.isResizable == b.isResizable }
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
        case .system(let name):
            let icon = Icon(name)
            if icon == nil {
                context.session.report(.warning, "unknownSymbol", "no symbol named \"\(name)\" in Sketchpad's icon set; drawn as a placeholder",
                                       hint: "see ICONS.md for the names available", at: location)
            }
            nodes.append(SymbolNode(icon: icon, resizable: isResizable, environment: context.environment))
        case .named(let name, let bundle):
            let path = Image.findFile(name, bundle: bundle, folders: context.session.imageFolders)
            var size = CGSize(width: 100, height: 100)
            if let path, let measured = try? ImageView(pngFile: path).measureContent(using: context.session.measurer, fittingWidth: nil) {
                size = CGSize(width: CGFloat(measured.size.width), height: CGFloat(measured.size.height))
            } else {
                context.session.report(.warning, "unknownImage", "no image named \"\(name)\" (looked for \(name).png in the image folders and the main bundle); drawn as a placeholder",
                                       hint: "pass imageFolders: to the render", at: location)
            }
            nodes.append(BitmapNode(path: path, naturalSize: size, resizable: isResizable, environment: context.environment))
        }
    }

    static func findFile(_ name: String, bundle: Bundle?, folders: [String]) -> String? {
        let file = name.hasSuffix(".png") ? name : name + ".png"
        for folder in folders {
            let path = (folder as NSString).appendingPathComponent(file)
            if FileManager.default.fileExists(atPath: path) { return path }
        }
        return (bundle ?? Bundle.main).path(forResource: name, ofType: "png")
    }
}

/// A symbol: a square glyph of the font's size (about SF Symbols' box at that size), or as
/// large as offered when resizable.
package final class SymbolNode: LayoutNode, @unchecked Sendable {
    let icon: Icon?
    let resizable: Bool

    init(icon: Icon?, resizable: Bool, environment: EnvironmentValues) {
        self.icon = icon
        self.resizable = resizable
        super.init(environment: environment)
    }

    private var side: CGFloat {
        let font = (environment.font ?? .body).description(size: environment.dynamicTypeSize, weight: nil, italic: false)
        return (CGFloat(font.size) * 1.2).rounded()
    }

    package override func measure(_ proposal: ProposedViewSize) -> CGSize {
        if resizable { return proposal.replacingUnspecifiedDimensions(by: CGSize(width: side, height: side)) }
        return CGSize(width: side, height: side)
    }

    @MainActor package override func drawingView(in builder: DrawingTreeBuilder) throws -> SketchpadLayout.View? {
        SymbolDrawing(icon: icon, color: environment.foregroundPaint)
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

/// A bitmap from a file: its pixel size in points, or as large as offered when resizable.
package final class BitmapNode: LayoutNode, @unchecked Sendable {
    let path: String?
    let naturalSize: CGSize
    let resizable: Bool

    init(path: String?, naturalSize: CGSize, resizable: Bool, environment: EnvironmentValues) {
        self.path = path
        self.naturalSize = naturalSize
        self.resizable = resizable
        super.init(environment: environment)
    }

    package override func measure(_ proposal: ProposedViewSize) -> CGSize {
        resizable ? proposal.replacingUnspecifiedDimensions(by: naturalSize) : naturalSize
    }

    @MainActor package override func drawingView(in builder: DrawingTreeBuilder) throws -> SketchpadLayout.View? {
        path.map { ImageView(pngFile: $0) } ?? ImageView()
    }
}
