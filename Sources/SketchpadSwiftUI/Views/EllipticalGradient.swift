import SketchpadWidgets

/// A radial gradient that draws an ellipse (SwiftUI's `EllipticalGradient`): its centre and radii
/// are defined in the unit square, which is stretched to the filled shape's bounding rectangle,
/// so 0.5 reaches the edges from the centre. As a view it fills the space offered.
///
/// ```swift
/// Rectangle().fill(EllipticalGradient(colors: [.white, .blue]))
/// EllipticalGradient(gradient: Gradient(colors: [.blue, .green]), center: .topLeading, startRadiusFraction: 0, endRadiusFraction: 1)
/// ```
public struct EllipticalGradient: Hashable, Sendable, GradientShapeStyle {
    let gradient: Gradient
    let center: UnitPoint
    let startRadiusFraction: CGFloat
    let endRadiusFraction: CGFloat

    /// Creates an elliptical gradient.
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }

    /// Creates an elliptical gradient from a collection of colors.
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// Creates an elliptical gradient from a collection of color stops.
    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    package func gradientPaint(in rect: Rect, environment: EnvironmentValues) -> GradientPaint {
        // Radii across, then a vertical scale for the height (a flat rectangle keeps circles).
        let yScale = rect.width > 0 && rect.height > 0 ? rect.height / rect.width : 1
        return GradientPaint(.radial(center: rect.point(at: center), startRadius: max(0, Double(startRadiusFraction) * rect.width),
                                     endRadius: max(0, Double(endRadiusFraction) * rect.width), yScale: yScale),
                             stops: gradient.paintStops(in: environment))
    }

    package var stops: [Gradient.Stop] { gradient.stops }
}
