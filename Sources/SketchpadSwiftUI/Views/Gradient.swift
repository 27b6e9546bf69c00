import SketchpadWidgets

/// A color gradient represented as an array of color stops, each having a parametric location
/// value (SwiftUI's `Gradient`).
///
/// ```swift
/// let sunset = Gradient(colors: [.orange, .pink, .purple])
/// let hard = Gradient(stops: [.init(color: .blue, location: 0.5), .init(color: .green, location: 0.5)])
/// Rectangle().fill(LinearGradient(gradient: sunset, startPoint: .top, endPoint: .bottom))
/// ```
public struct Gradient: Hashable, Sendable {
    /// One color stop in the gradient.
    public struct Stop: Hashable, Sendable {
        /// The color for the stop.
        public var color: Color
        /// The parametric location of the stop (0…1).
        public var location: CGFloat
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The array of color stops.
    public var stops: [Stop]

    /// Creates a gradient from an array of color stops.
    public init(stops: [Stop]) { self.stops = stops }

    /// Creates a gradient from an array of colors, evenly spaced along the gradient.
    public init(colors: [Color]) {
        let last = max(1, colors.count - 1)
        stops = colors.enumerated().map { Stop(color: $0.element, location: colors.count == 1 ? 0 : CGFloat($0.offset) / CGFloat(last)) }
    }

    /// A method of interpolating between the colors in a gradient (drawn in sRGB here).
    public enum ColorSpace: Hashable, Sendable {
        case device, perceptual
    }

    /// Returns a version of the gradient that interpolates in `space` (drawn in sRGB here).
    public func colorSpace(_ space: ColorSpace) -> AnyGradient { AnyGradient(self) }

    /// The stops as the display list's, their colours as `environment` paints them.
    package func paintStops(in environment: EnvironmentValues) -> [GradientPaint.Stop] {
        stops.map { GradientPaint.Stop(color: $0.color.paint(in: environment), location: Double($0.location)) }
    }
}
