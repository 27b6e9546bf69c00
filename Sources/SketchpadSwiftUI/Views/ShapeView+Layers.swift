/// A shape's outline as a plain shape: filling it fills the shape, whatever drew the shape before.
public struct _ShapeOutline<S: Shape>: Shape {
    var shape: S
    public typealias AnimatableData = EmptyAnimatableData
    public func path(in rect: CGRect) -> Path { shape.path(in: rect) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

extension _ShapeView {
    /// Fills the shape over what this view draws (iOS 17's `ShapeView.fill`: the filled or
    /// stroked shape so far is the background).
    ///
    /// ```swift
    /// Circle().stroke(.white, lineWidth: 3).fill(.blue)
    /// ```
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> some View {
        ZStack {
            self
            _ShapeView<_ShapeOutline<Content>, S>(shape: _ShapeOutline(shape: shape), style: content, fillStyle: style)
        }
    }

    /// Traces the shape's outline over what this view draws (iOS 17's `ShapeView.stroke`).
    ///
    /// ```swift
    /// Circle().fill(.blue).stroke(.white, lineWidth: 3)
    /// ```
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        ZStack {
            self
            _ShapeOutline(shape: shape).stroke(content, style: style)
        }
    }

    /// Traces the shape's outline over what this view draws.
    public func stroke<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// Traces the shape's outline inside its frame, over what this view draws.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true) -> some View {
        ZStack {
            self
            _ShapeOutline(shape: shape).strokeBorder(content, style: style, antialiased: antialiased)
        }
    }

    /// Traces the shape's outline inside its frame, over what this view draws.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}
