/// A text size (Dynamic Type, roughly): every font in the template is scaled by `scale`.
///
/// ```yaml
/// variants:
///   textSizes: [default, xLarge, 1.5]
/// ```
public struct TextSize: Hashable, Sendable {
    public var name: String
    public var scale: Double
    public init(name: String, scale: Double) { self.name = name; self.scale = scale }

    public static let `default` = TextSize(name: "default", scale: 1)
    /// The named sizes a template may use.
    public static let named: [TextSize] = [
        TextSize(name: "xSmall", scale: 0.82), TextSize(name: "small", scale: 0.88), .default,
        TextSize(name: "large", scale: 1.12), TextSize(name: "xLarge", scale: 1.24),
        TextSize(name: "xxLarge", scale: 1.35), TextSize(name: "accessibility", scale: 1.6),
    ]
}
