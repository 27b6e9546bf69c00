import SketchpadWidgets

/// A style that paints a gradient: shapes (fills, backgrounds, overlays) draw the gradient in
/// their bounding rectangle; what draws one colour (text, strokes) takes the first stop's.
package protocol GradientShapeStyle: PaintingShapeStyle {
    /// The gradient in `rect` (the filled shape's bounding rectangle, in canvas points).
    func gradientPaint(in rect: Rect, environment: EnvironmentValues) -> GradientPaint
    var stops: [Gradient.Stop] { get }
}

extension GradientShapeStyle {
    package func paint(in environment: EnvironmentValues) -> SketchpadWidgetsColor {
        stops.min { $0.location < $1.location }?.color.paint(in: environment) ?? .clear
    }
}

extension ShapeStyle {
    /// Whether the style is a gradient (or a gradient faded by `opacity(_:)`).
    package var isGradient: Bool {
        let style = (self as? AnyShapeStyle)?.base ?? self
        if style is any GradientShapeStyle { return true }
        return (style as? _OpacityShapeStyle)?.base.isGradient ?? false
    }

    /// The gradient this style paints with in `environment`, if it is one: seen through
    /// `AnyShapeStyle`, `opacity(_:)` and the foreground style. nil for a plain colour.
    package func resolvedGradient(in rect: Rect, environment: EnvironmentValues) -> GradientPaint? {
        let style = (self as? AnyShapeStyle)?.base ?? self
        switch style {
        case let gradient as any GradientShapeStyle:
            return gradient.gradientPaint(in: rect, environment: environment)
        case let faded as _OpacityShapeStyle:
            return faded.base.resolvedGradient(in: rect, environment: environment)?.mapColors { $0.scalingAlpha(faded.opacity) }
        case is ForegroundStyle:
            return environment.foregroundStyle?.resolvedGradient(in: rect, environment: environment.withoutForegroundStyle)
        default:
            return nil
        }
    }
}

// As views, gradients fill the space offered, as a colour does.

extension GradientShapeStyle {
    @MainActor package func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
        nodes.append(ShapeNode(shape: Rectangle(), fill: AnyShapeStyle(self), stroke: nil, environment: context.environment))
    }
}

extension LinearGradient: View, PrimitiveView { public typealias Body = Never }
extension RadialGradient: View, PrimitiveView { public typealias Body = Never }
extension EllipticalGradient: View, PrimitiveView { public typealias Body = Never }
extension AngularGradient: View, PrimitiveView { public typealias Body = Never }
