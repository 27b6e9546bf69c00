import SketchpadWidgets

/// A 2D shape that you can use when drawing a view. As a view it fills the space offered with
/// the foreground style.
///
/// ```swift
/// struct Triangle: Shape {
///     func path(in rect: CGRect) -> Path {
///         Path { p in
///             p.move(to: CGPoint(x: rect.midX, y: rect.minY))
///             p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
///             p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
///             p.closeSubpath()
///         }
///     }
/// }
/// Triangle().fill(.orange).frame(width: 60, height: 50)
/// ```
public protocol Shape: Sendable, Animatable, View, _RemoveGlobalActorIsolation {
    /// Describes this shape as a path within a rectangular frame of reference.
    nonisolated func path(in rect: CGRect) -> Path

    /// Returns the size of the view that will render the shape, given a proposed size
    /// (default: the proposal, with 10 for an unspecified dimension).
    nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    /// A shape is drawn filled with the foreground style.
    public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle()) }

    /// Fills this shape with a color or gradient.
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, fillStyle: style)
    }

    /// Fills this shape with the foreground style.
    public func fill(style: FillStyle = FillStyle()) -> _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), fillStyle: style)
    }

    /// Traces the outline of this shape with a color or gradient (centred on the outline).
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<_StrokedShape<Self>, S> {
        _ShapeView(shape: _StrokedShape(shape: self, style: style, inset: 0), style: content)
    }

    /// Traces the outline of this shape with a color or gradient.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<_StrokedShape<Self>, S> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Returns a new shape that is a stroked copy of `self`, drawn in the foreground style.
    public func stroke(style: StrokeStyle) -> _StrokedShape<Self> { _StrokedShape(shape: self, style: style, inset: 0) }

    /// Returns a new shape that is a stroked copy of `self` with line-width defined by `lineWidth`.
    public func stroke(lineWidth: CGFloat = 1) -> _StrokedShape<Self> { stroke(style: StrokeStyle(lineWidth: lineWidth)) }

    /// Returns a view that is the result of insetting `self` by half the stroke width and then
    /// stroking it (the stroke stays inside the shape's frame).
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        _ShapeView(shape: _StrokedShape(shape: self, style: style, inset: style.lineWidth / 2), style: content)
    }

    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View {
        strokeBorder(ForegroundStyle(), style: style, antialiased: antialiased)
    }

    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        strokeBorder(ForegroundStyle(), lineWidth: lineWidth, antialiased: antialiased)
    }
}

/// A shape drawn as its outline: what `stroke` and `strokeBorder` make.
public struct _StrokedShape<S: Shape>: Shape {
    public var shape: S
    public var style: StrokeStyle
    package var inset: CGFloat
    public typealias AnimatableData = EmptyAnimatableData

    public func path(in rect: CGRect) -> Path { shape.path(in: rect.insetBy(dx: inset, dy: inset)) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

/// A style for rasterizing vector shapes.
public struct FillStyle: Equatable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// The characteristics of a stroke that traces a path.
public struct StrokeStyle: Equatable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: LineCap
    public var lineJoin: LineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    public enum LineCap: Hashable, Sendable { case butt, round, square }
    public enum LineJoin: Hashable, Sendable { case miter, round, bevel }

    public init(lineWidth: CGFloat = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: CGFloat = 10,
                dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    package func sketchpad(color: SketchpadWidgets.Color) -> SketchpadWidgets.StrokeStyle {
        SketchpadWidgets.StrokeStyle(color: color, width: Double(lineWidth), dash: dash.map(Double.init), dashPhase: Double(dashPhase),
                                     cap: lineCap == .butt ? .butt : lineCap == .round ? .round : .square,
                                     join: lineJoin == .miter ? .miter : lineJoin == .round ? .round : .bevel)
    }
}

/// A view that draws a shape filled (or stroked) with a style.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View {
    public var shape: Content
    public var style: Style
    public var fillStyle: FillStyle

    nonisolated public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
    }

    public typealias Body = Never
}

/// What `ShapeNode` needs of a stroked shape, whatever the shape.
@MainActor package protocol StrokedShapeDrawing {
    var strokeStyle: StrokeStyle { get }
    func outline(in rect: CGRect) -> Path
}

extension _StrokedShape: StrokedShapeDrawing {
    package var strokeStyle: StrokeStyle { style }
    package func outline(in rect: CGRect) -> Path { path(in: rect) }
}

extension _ShapeView: PrimitiveView {
    package func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
        let style = AnyShapeStyle(self.style)
        if let stroked = shape as? any StrokedShapeDrawing {
            nodes.append(ShapeNode(shape: shape, fill: nil, stroke: (style, stroked.strokeStyle), environment: context.environment))
        } else {
            nodes.append(ShapeNode(shape: shape, fill: style, stroke: nil, environment: context.environment))
        }
    }
}
