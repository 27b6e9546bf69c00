import SketchpadLayout
import SketchpadWidgets

/// A view type that supports immediate mode drawing (SwiftUI's `Canvas`): the renderer draws
/// paths, gradients, text, images and tagged symbol views into a ``GraphicsContext`` the size
/// of the canvas. Like a shape it takes the space it is offered (10 × 10 points for an
/// unspecified dimension).
///
/// The renderer runs once per render, and what it draws goes into the same display list as every
/// other view (no second renderer), in the canvas's coordinates: its origin is the canvas's top-left corner.
///
/// ```swift
/// Canvas { context, size in
///     context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.green))
///     context.draw(Text("Hello"), at: CGPoint(x: size.width / 2, y: size.height / 2))
/// }
/// .frame(width: 300, height: 200)
/// ```
public struct Canvas<Symbols: View>: View {
    /// The views the renderer may draw, each found by its `tag(_:)` (``GraphicsContext/resolveSymbol(id:)``).
    public var symbols: Symbols
    /// The drawing callback.
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    /// Whether the canvas is fully opaque (no effect on a still).
    public var isOpaque: Bool
    /// The working colour space (drawn in sRGB here).
    public var colorMode: ColorRenderingMode
    /// Whether the canvas renders asynchronously (no effect on a still).
    public var rendersAsynchronously: Bool
    package var location: SourceLocation?

    /// Creates and configures a canvas that you supply with renderable child views.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols,
                fileID: StaticString = #fileID, line: UInt = #line) {
        self.symbols = symbols()
        self.renderer = renderer
        self.isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
        self.location = SourceLocation(fileID: fileID, line: line, column: 0)
    }

    public typealias Body = Never
}

extension Canvas where Symbols == EmptyView {
    /// Creates and configures a canvas.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void, fileID: StaticString = #fileID, line: UInt = #line) {
        self.init(opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously, renderer: renderer,
                  symbols: { EmptyView() }, fileID: fileID, line: line)
    }
}

/// The set of possible working color spaces for color-compositing operations (everything is
/// composited in sRGB here).
public enum ColorRenderingMode: Hashable, Sendable {
    /// The non-linear sRGB working color space.
    case nonLinear
    /// The linear sRGB working color space.
    case linear
    /// The extended linear sRGB working color space.
    case extendedLinear
}

extension Canvas: PrimitiveView {
    package func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
        var symbolNodes: [LayoutNode] = []
        try context.child(1).resolve(symbols, into: &symbolNodes)
        nodes.append(CanvasNode(renderer: renderer, symbols: symbolNodes, location: location, session: context.session,
                                environment: context.environment))
    }
}

/// A canvas: as large as offered; its drawing is recorded when the drawing tree is built (so
/// warnings reach the render's diagnostics) and replayed at the canvas's frame.
package final class CanvasNode: LayoutNode, @unchecked Sendable {
    let renderer: (inout GraphicsContext, CGSize) -> Void
    let symbols: [LayoutNode]
    let location: SourceLocation?
    let session: RenderSession

    @MainActor init(renderer: @escaping (inout GraphicsContext, CGSize) -> Void, symbols: [LayoutNode], location: SourceLocation?,
                    session: RenderSession, environment: EnvironmentValues) {
        self.renderer = renderer
        self.symbols = symbols
        self.location = location
        self.session = session
        super.init(environment: environment)
    }

    package override func measure(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    @MainActor package override func drawingView(in builder: DrawingTreeBuilder) throws -> SketchpadLayout.View? {
        let recorder = GraphicsContext.Recorder(session: session, location: location, symbols: symbols, builder: builder)
        var context = GraphicsContext(recorder: recorder, environment: environment, size: frame.size)
        renderer(&context, frame.size)
        return CanvasDrawing(operations: recorder.operations)
    }
}

/// Replays a canvas's recorded drawing at its frame.
package final class CanvasDrawing: SketchpadLayout.View, Drawable {
    let operations: [GraphicsContext.Operation]

    init(operations: [GraphicsContext.Operation]) {
        self.operations = operations
        super.init()
    }

    package func draw(in context: DrawingContext) throws {
        let origin = Transform2D.translation(x: context.frame.minX, y: context.frame.minY)
        for operation in operations { try operation(context, origin) }
    }
}
