import SketchpadLayout
import SketchpadWidgets

extension GraphicsContext {
    /// A text view resolved to a particular environment: measured and drawn as a `Text` view is.
    public struct ResolvedText {
        let text: Text
        let node: TextNode
        /// The shading to fill uncolored text regions with (default: the foreground style).
        public var shading: Shading = .foreground

        /// Measures the size of the resolved text for a given area into which the text should be placed.
        public func measure(in size: CGSize) -> CGSize { node.sizeThatFits(ProposedViewSize(size)) }

        /// Gets the distance from the first line's ascender to its baseline.
        public func firstBaseline(in size: CGSize) -> CGFloat { CGFloat(node.metrics(for: ProposedViewSize(size)).0.firstBaseline) }

        /// Gets the distance from the first line's ascender to the last line's baseline.
        public func lastBaseline(in size: CGSize) -> CGFloat { CGFloat(node.metrics(for: ProposedViewSize(size)).0.lastBaseline) }
    }

    /// Gets a version of a text view that's fixed with the current values of the graphics context's environment.
    public func resolve(_ text: Text) -> ResolvedText {
        let (text, environment) = (text, environment)
        let session = recorder.session
        return ResolvedText(text: text, node: onMainActor { TextNode(text: text, session: session, environment: environment) })
    }

    /// Draws resolved text into the context using the specified rectangle as a layout frame.
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        var node = text.node
        if case .foreground = text.shading.kind {} else if let paint = text.shading.paint(for: rect, in: self) {
            // Text in another shading: the text resolved again with that colour as its foreground style.
            var environment = self.environment
            environment.foregroundStyle = AnyShapeStyle(Color(value: paint.color))
            let (source, shaded) = (text.text, environment)
            let session = recorder.session
            node = onMainActor { TextNode(text: source, session: session, environment: shaded) }
        }
        drawNode(node, in: rect, what: "text")
    }

    /// Draws resolved text into the context, aligning an anchor within the ideal size of the text to a point in the context.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(text, in: Self.rect(size: text.measure(in: CGSize(width: CGFloat.infinity, height: .infinity)), at: point, anchor: anchor))
    }

    /// Draws text into the context using the specified rectangle as a layout frame.
    public func draw(_ text: Text, in rect: CGRect) { draw(resolve(text), in: rect) }

    /// Draws text into the context, aligning an anchor within the ideal size of the rendered text to a point in the context.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) { draw(resolve(text), at: point, anchor: anchor) }

    /// An image resolved to a particular environment: found, sized and drawn as an `Image` view is.
    public struct ResolvedImage {
        let node: LayoutNode?
        /// The size of the image.
        public var size: CGSize
        /// The distance from the top of the image to its baseline (its height when it has none).
        public let baseline: CGFloat
        /// An optional shading to fill the image with: the foreground for template images and
        /// symbols, nil otherwise (templates are drawn in the foreground style here).
        public var shading: Shading?
    }

    /// Gets a version of an image that's fixed with the current values of the graphics context's environment.
    public func resolve(_ image: Image) -> ResolvedImage {
        let (image, environment) = (image, environment)
        let session = recorder.session
        let node: LayoutNode? = onMainActor { (try? ResolveContext(environment: environment, session: session).resolve(image))?.first }
        guard let node else { return ResolvedImage(node: nil, size: .zero, baseline: 0, shading: nil) }
        let size = node.sizeThatFits(.unspecified)
        let baseline = node.explicitAlignment(VerticalAlignment.lastTextBaseline.key, size: size, proposal: .unspecified) ?? size.height
        let template = node is SymbolNode || (node as? BitmapNode)?.asset?.isTemplate == true
        return ResolvedImage(node: node, size: size, baseline: baseline, shading: template ? .foreground : nil)
    }

    /// Draws a resolved image into the context, using the specified rectangle as a layout frame
    /// (a bitmap keeps its aspect ratio inside it).
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        guard let node = image.node else { return }
        drawNode(node, in: rect, what: "an image")
    }

    /// Draws a resolved image into the context, aligning an anchor within the image to a point in the context.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(image, in: Self.rect(size: image.size, at: point, anchor: anchor))
    }

    /// Draws an image into the context, using the specified rectangle as a layout frame.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) { draw(resolve(image), in: rect, style: style) }

    /// Draws an image into the context, aligning an anchor within the image to a point in the context.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) { draw(resolve(image), at: point, anchor: anchor) }

    /// A view from the canvas's `symbols`, resolved for drawing (any number of times).
    public struct ResolvedSymbol {
        let node: LayoutNode
        /// The dimensions of the resolved symbol (its ideal size).
        public var size: CGSize
    }

    /// Gets the identified child view as a resolved symbol, if the view exists: the symbol view tagged `id`.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
        let key = AnyHashable(id)
        guard let node = recorder.symbols.first(where: { $0.tag == key }) else { return nil }
        return ResolvedSymbol(node: node, size: node.sizeThatFits(.unspecified))
    }

    /// Draws a resolved symbol into the context, using the specified rectangle as a layout frame.
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) { drawNode(symbol.node, in: rect, what: "a symbol") }

    /// Draws a resolved symbol into the context, aligning an anchor within the symbol to a point in the context.
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(symbol, in: Self.rect(size: symbol.size, at: point, anchor: anchor))
    }

    /// Provides a Core Graphics context that you can use as a proxy to draw into this context.
    @available(*, unavailable, message: "Core Graphics needs Apple's runtime; draw with fill(_:with:style:), stroke(_:with:style:) and draw(_:in:) instead")
    public func withCGContext(content: (CGContext) throws -> Void) rethrows {}

    /// The rectangle of `size` whose `anchor` is at `point`.
    static func rect(size: CGSize, at point: CGPoint, anchor: UnitPoint) -> CGRect {
        CGRect(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height, width: size.width, height: size.height)
    }

    /// Records `node`'s views laid out in `rect` (user space), drawn in this context's state: each
    /// view of the subtree that draws (text, shapes, images, symbols) at the frame layout gave it.
    func drawNode(_ node: LayoutNode, in rect: CGRect, what: String) {
        guard capturesNothing(what) else { return }
        // The renderer runs on the main actor (while the drawing tree is built), as views resolve.
        nonisolated(unsafe) var drawings: [(Drawable, Rect)] = []
        let builder = recorder.builder
        onMainActor {
            node.place(in: CGRect(origin: rect.origin, size: node.sizeThatFits(ProposedViewSize(rect.size))), proposal: ProposedViewSize(rect.size))
            @MainActor func walk(_ node: LayoutNode) {
                if let view = try? node.drawingView(in: builder) as? Drawable, view.opacity > 0 {
                    drawings.append((view, Rect(node.frame)))
                }
                for child in DrawingTreeBuilder.drawingOrder(node.children) { walk(child) }
            }
            walk(node)
        }
        let views = drawings
        draw { context in
            let outer = context.frame
            defer { context.frame = outer }
            for (view, frame) in views {
                context.frame = frame
                if view.opacity < 1 { try context.withOpacity(view.opacity) { try view.draw(in: context) } } else { try view.draw(in: context) }
            }
        }
    }
}

/// Core Graphics' drawing context, which needs Apple's runtime (`GraphicsContext.withCGContext` is unavailable).
@available(*, unavailable, message: "Core Graphics needs Apple's runtime; draw with GraphicsContext's fill, stroke and draw instead")
public final class CGContext {}
