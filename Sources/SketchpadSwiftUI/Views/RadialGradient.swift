import SketchpadWidgets

/// A radial gradient (SwiftUI's `RadialGradient`): the colours change with the distance from
/// `center` (a unit point in the filled shape's bounding rectangle), from `startRadius` to
/// `endRadius` points. As a view it fills the space offered.
///
/// ```swift
/// Circle().fill(RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 0, endRadius: 50))
/// ```
public struct RadialGradient: Hashable, Sendable, GradientShapeStyle {
    let gradient: Gradient
    let center: UnitPoint
    let startRadius: CGFloat
    let endRadius: CGFloat

    /// Creates a radial gradient from a base gradient.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    /// Creates a radial gradient from a collection of colors.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// Creates a radial gradient from a collection of color stops.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    package func gradientPaint(in rect: Rect, environment: EnvironmentValues) -> GradientPaint {
        GradientPaint(.radial(center: rect.point(at: center), startRadius: max(0, Double(startRadius)), endRadius: max(0, Double(endRadius)), yScale: 1),
                      stops: gradient.paintStops(in: environment))
    }

    package var stops: [Gradient.Stop] { gradient.stops }
}
