import SketchpadWidgets

/// A dynamic property that scales a numeric value with the environment's Dynamic Type size, as
/// a text style's point size scales (SwiftUI's `ScaledMetric`).
///
/// ```swift
/// struct Badge: View {
///     @ScaledMetric(relativeTo: .body) private var diameter: CGFloat = 40
///     var body: some View { Circle().frame(width: diameter, height: diameter) }
/// }
/// ```
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    private let baseValue: Value
    private let textStyle: Font.TextStyle
    private let box = EnvironmentBox<Value>()

    /// Creates the scaled metric with an unscaled value, scaled relative to the body text style.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, relativeTo: .body)
    }

    /// Creates the scaled metric with an unscaled value and a text style to scale relative to.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        baseValue = wrappedValue
        self.textStyle = textStyle
    }

    /// The value scaled by the environment's Dynamic Type size (before installation: unscaled).
    public var wrappedValue: Value { box.value ?? baseValue }

    /// The value at `size`: scaled as the text style's point size is from the default size (large).
    package func scaled(at size: DynamicTypeSize) -> Value {
        let style = textStyle.sketchpad
        let factor = TextSize.named[size.categoryIndex].pointSize(of: style) / TextSize.default.pointSize(of: style)
        return baseValue * Value(factor)
    }
}

extension ScaledMetric: InstallableProperty {
    package func install(in context: InstallContext) throws {
        box.value = scaled(at: context.environment.dynamicTypeSize)
    }
}
