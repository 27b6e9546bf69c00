import SketchpadWidgets

/// A linear gradient (SwiftUI's `LinearGradient`): the colours change along the line from
/// `startPoint` to `endPoint`, unit points in the bounding rectangle of the shape it fills. As a
/// view it fills the space offered.
///
/// ```swift
/// Rectangle().fill(LinearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing))
/// LinearGradient(gradient: Gradient(colors: [.white, .gray]), startPoint: .top, endPoint: .bottom).frame(height: 80)
/// ```
public struct LinearGradient: Hashable, Sendable, GradientShapeStyle {
    let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint

    /// Creates a linear gradient from a base gradient.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// Creates a linear gradient from a collection of colors.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// Creates a linear gradient from a collection of color stops.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    package func gradientPaint(in rect: Rect, environment: EnvironmentValues) -> GradientPaint {
        GradientPaint(.linear(start: rect.point(at: startPoint), end: rect.point(at: endPoint)), stops: gradient.paintStops(in: environment))
    }

    package var stops: [Gradient.Stop] { gradient.stops }
}

extension Rect {
    /// The point at `unit` (0…1 across, 0…1 down) in this rectangle.
    package func point(at unit: UnitPoint) -> Point {
        Point(x: minX + Double(unit.x) * width, y: minY + Double(unit.y) * height)
    }
}
