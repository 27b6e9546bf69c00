import SketchpadWidgets

/// An angular ("conic") gradient (SwiftUI's `AngularGradient`): the colours change with the angle
/// around `center` (a unit point in the filled shape's bounding rectangle), from `startAngle` to
/// `endAngle`. Angle zero points to the trailing edge (3 o'clock) and angles go clockwise. A sweep
/// under a full turn fills the gap with the end colour, then halfway across with the start colour;
/// a sweep over a full turn draws the last turn. As a view it fills the space offered.
///
/// ```swift
/// Circle().fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center))
/// AngularGradient(gradient: Gradient(colors: [.blue, .green]), center: .center, startAngle: .degrees(0), endAngle: .degrees(180))
/// ```
public struct AngularGradient: Hashable, Sendable, GradientShapeStyle {
    let gradient: Gradient
    let center: UnitPoint
    let startAngle: Angle
    let endAngle: Angle

    /// Creates an angular gradient.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }

    /// Creates an angular gradient from a collection of colors.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// Creates an angular gradient from a collection of color stops.
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// Creates a conic gradient that completes a full turn, starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: Angle(radians: angle.radians + 2 * .pi))
    }

    /// Creates a conic gradient from a collection of colors that completes a full turn.
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    /// Creates a conic gradient from a collection of color stops that completes a full turn.
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }

    package func gradientPaint(in rect: Rect, environment: EnvironmentValues) -> GradientPaint {
        GradientPaint(.angular(center: rect.point(at: center), startAngle: startAngle.radians, endAngle: endAngle.radians),
                      stops: gradient.paintStops(in: environment))
    }

    package var stops: [Gradient.Stop] { gradient.stops }
}
