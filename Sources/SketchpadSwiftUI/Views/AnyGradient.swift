import SketchpadWidgets

/// A color gradient (SwiftUI's `AnyGradient`, iOS 16). As a shape style it draws a linear
/// gradient from the top (0.5, 0) to the bottom (0.5, 1); `Color.gradient` makes one.
///
/// ```swift
/// Rectangle().fill(.blue.gradient)
/// Circle().fill(AnyGradient(Gradient(colors: [.yellow, .orange])))
/// ```
public struct AnyGradient: Hashable, Sendable, GradientShapeStyle {
    package let gradient: Gradient

    /// Creates a new instance from the specified gradient.
    public init(_ gradient: Gradient) { self.gradient = gradient }

    /// Returns a version of the gradient that interpolates in `space` (drawn in sRGB here).
    public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient { self }

    package func gradientPaint(in rect: Rect, environment: EnvironmentValues) -> GradientPaint {
        LinearGradient(gradient: gradient, startPoint: .top, endPoint: .bottom).gradientPaint(in: rect, environment: environment)
    }

    package var stops: [Gradient.Stop] { gradient.stops }
}

extension Color {
    /// Returns the standard gradient for the color: on iOS a subtle one, lighter at the top. Its
    /// exact colours are not published; this one goes from the colour mixed with 20 % white at
    /// the top to the colour itself at the bottom (an approximation).
    ///
    /// ```swift
    /// RoundedRectangle(cornerRadius: 12).fill(.blue.gradient)
    /// ```
    public var gradient: AnyGradient {
        AnyGradient(Gradient(colors: [Color(value: value.mixed(with: .white, by: 0.2)), self]))
    }
}

extension SketchpadWidgets.Color {
    /// This colour `fraction` of the way to `other` (every appearance).
    package func mixed(with other: SketchpadWidgets.Color, by fraction: Double) -> SketchpadWidgets.Color {
        func mix(_ a: SketchpadWidgets.Color, _ b: SketchpadWidgets.Color) -> SketchpadWidgets.Color {
            SketchpadWidgets.Color(red: a.red + (b.red - a.red) * fraction, green: a.green + (b.green - a.green) * fraction,
                                   blue: a.blue + (b.blue - a.blue) * fraction, alpha: a.alpha + (b.alpha - a.alpha) * fraction)
        }
        if appearances.isEmpty { return mix(self, other) }
        return SketchpadWidgets.Color(light: mix(resolved(for: "light"), other.resolved(for: "light")),
                                      dark: mix(resolved(for: "dark"), other.resolved(for: "dark")))
    }
}
