import SketchpadWidgets

/// A `Gradient` is a shape style (iOS 16), drawn as `AnyGradient` draws it: a linear gradient
/// from the top (0.5, 0) to the bottom (0.5, 1).
///
/// ```swift
/// VStack { Text("Welcome") }
///     .background(Gradient(colors: [.orange, .pink]))
/// ```
extension Gradient: GradientShapeStyle {
    package func gradientPaint(in rect: Rect, environment: EnvironmentValues) -> GradientPaint {
        AnyGradient(self).gradientPaint(in: rect, environment: environment)
    }
}
