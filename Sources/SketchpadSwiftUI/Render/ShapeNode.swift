import SketchpadLayout
import SketchpadWidgets

/// A shape filled or stroked with a style: it takes the size the shape's `sizeThatFits` says
/// (by default all that is offered) and draws its path there.
package final class ShapeNode: LayoutNode, @unchecked Sendable {
    let outline: (CGRect) -> Path
    let sizing: (ProposedViewSize) -> CGSize
    let fill: AnyShapeStyle?
    let stroke: (AnyShapeStyle, StrokeStyle)?

    @MainActor init<S: Shape>(shape: S, fill: AnyShapeStyle?, stroke: (AnyShapeStyle, StrokeStyle)?, environment: EnvironmentValues) {
        outline = { rect in MainActor.assumeIsolated { shape.path(in: rect) } }
        sizing = { proposal in MainActor.assumeIsolated { shape.sizeThatFits(proposal) } }
        self.fill = fill
        self.stroke = stroke
        super.init(environment: environment)
    }

    package override func measure(_ proposal: ProposedViewSize) -> CGSize { sizing(proposal) }

    @MainActor package override func drawingView(in builder: DrawingTreeBuilder) throws -> SketchpadLayout.View? {
        if let fill {
            let environment = self.environment
            let gradient = { (rect: Rect) in fill.resolvedGradient(in: rect, environment: environment) }
            let drawing = ShapeDrawing(outline: outline, fill: fill.resolvedPaint(in: environment), stroke: nil, gradient: gradient)
            drawing.backdrop = (fill.base as? Material)?.backdrop ?? []
            return drawing
        }
        if let (style, strokeStyle) = stroke {
            let environment = self.environment
            let gradient = { (rect: Rect) in style.resolvedGradient(in: rect, environment: environment) }
            return ShapeDrawing(outline: outline, fill: nil, stroke: strokeStyle.sketchpad(color: style.resolvedPaint(in: environment)),
                                gradient: gradient)
        }
        return nil
    }
}

/// Draws one shape: the Sketchpad view a SwiftUI shape or colour becomes.
package final class ShapeDrawing: SketchpadLayout.View, Drawable {
    /// The shape's path in a frame (its own origin at the frame's).
    let outline: (CGRect) -> Path
    let fillColor: SketchpadWidgets.Color?
    let strokeStyle: SketchpadWidgets.StrokeStyle?
    /// The fill's (or the stroke's) gradient in the shape's bounding rectangle, when the style is
    /// one (it then replaces `fillColor` or the stroke's colour).
    let gradient: ((Rect) -> GradientPaint?)?
    /// What is drawn behind the shape is filtered through these first (a material's blur).
    var backdrop: [Filter] = []

    init(outline: @escaping (CGRect) -> Path, fill: SketchpadWidgets.Color?, stroke: SketchpadWidgets.StrokeStyle?,
         gradient: ((Rect) -> GradientPaint?)? = nil) {
        self.outline = outline
        self.fillColor = fill
        self.strokeStyle = stroke
        self.gradient = gradient
        super.init()
    }

    package func draw(in context: DrawingContext) throws {
        let frame = CGRect(context.frame)
        let shape = outline(CGRect(origin: .zero, size: frame.size)).offsetBy(dx: frame.minX, dy: frame.minY).sketchpadShape
        let paint = gradient?(shape.bounds)
        if let fillColor {
            context.backdrop(shape, backdrop)
            if let paint { context.fill(shape, paint) } else { context.fill(shape, fillColor) }
        }
        if let strokeStyle {
            if let paint { context.stroke(shape, strokeStyle, paint) } else { context.stroke(shape, strokeStyle) }
        }
    }
}
