import SketchpadWidgets
import SketchpadLayout

/// A representation of a color that adapts to a given context (SwiftUI's `Color`). As a view it
/// fills the space offered; the system colours have iOS's light and dark values.
///
/// ```swift
/// Color.blue.frame(width: 40, height: 40)
/// Text("Warning").foregroundStyle(Color.orange)
/// Color(red: 0.2, green: 0.4, blue: 0.8).opacity(0.5)
/// ```
public struct Color: Hashable, CustomStringConvertible, Sendable, PaintingShapeStyle {
    package let value: SketchpadWidgets.Color
    private let name: String?

    package init(value: SketchpadWidgets.Color, name: String? = nil) {
        self.value = value
        self.name = name
    }

    /// The set of color spaces (all treated as sRGB here).
    public enum RGBColorSpace: Hashable, Sendable { case sRGB, sRGBLinear, displayP3 }

    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(value: SketchpadWidgets.Color(red: red, green: green, blue: blue, alpha: opacity))
    }

    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(value: SketchpadWidgets.Color(white: white, alpha: opacity))
    }

    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6, i = Int(h) % 6, f = h - Double(Int(h))
        let p = brightness * (1 - saturation), q = brightness * (1 - f * saturation), t = brightness * (1 - (1 - f) * saturation)
        let (r, g, b): (Double, Double, Double) = [(brightness, t, p), (q, brightness, p), (p, brightness, t),
                                                   (p, q, brightness), (t, p, brightness), (brightness, p, q)][i]
        self.init(value: SketchpadWidgets.Color(red: r, green: g, blue: b, alpha: opacity))
    }

    /// A colour from a UIKit colour (its light and dark values).
    public init(uiColor: UIColor) {
        func components(_ style: UIUserInterfaceStyle) -> SketchpadWidgets.Color {
            var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
            _ = uiColor.resolvedColor(with: UITraitCollection(userInterfaceStyle: style)).getRed(&r, green: &g, blue: &b, alpha: &a)
            return SketchpadWidgets.Color(red: Double(r), green: Double(g), blue: Double(b), alpha: Double(a))
        }
        self.init(value: SketchpadWidgets.Color(light: components(.light), dark: components(.dark)))
    }

    /// A colour from a UIKit colour (SwiftUI's older spelling of ``init(uiColor:)``); it keeps
    /// the colour's light and dark values.
    ///
    /// ```swift
    /// Color(.secondarySystemBackground)
    /// ```
    public init(_ color: UIColor) {
        self.init(uiColor: color)
    }

    /// A named colour from an asset catalog: not available on Linux; renders as gray with a diagnostic.
    /// Creates a color from a color set in an asset catalog (`Assets.xcassets/<name>.colorset`)
    /// in the render's image folders, in its light and dark appearances; a grey placeholder and
    /// a warning at this line when there is none.
    ///
    /// ```swift
    /// Color("bubblegum")   // Assets.xcassets/bubblegum.colorset in imageFolders:
    /// ```
    nonisolated public init(_ name: String, bundle: Bundle? = nil, fileID: StaticString = #fileID, line: UInt = #line) {
        self.init(value: SystemPalette.gray, name: name)
        asset = AssetReference(name: name, location: SourceLocation(file: "\(fileID)", line: Int(line)))
    }

    /// The colour set a named colour comes from (equal by name, wherever it was made).
    private struct AssetReference: Hashable, Sendable {
        let name: String
        let location: SourceLocation?
        static func == (a: AssetReference, b: AssetReference) -> Bool { a.name == b.name }
        func hash(into hasher: inout Hasher) { hasher.combine(name) }
    }
    private var asset: AssetReference?

    /// Multiplies the opacity of the color by the given amount.
    public func opacity(_ opacity: Double) -> Color {
        var faded = Color(value: value.scalingAlpha(opacity))
        faded.asset = asset
        faded.assetOpacity = assetOpacity * opacity
        return faded
    }
    private var assetOpacity: Double = 1

    package func paint(in environment: EnvironmentValues) -> SketchpadWidgets.Color {
        guard let asset else { return value }
        let named = environment.assetCatalog?.color(named: asset.name, location: asset.location)
        return named.map { $0.scalingAlpha(assetOpacity) } ?? value
    }

    public var description: String { name ?? "\(value)" }

    public static let red = Color(value: SystemPalette.red, name: "red")
    public static let orange = Color(value: SystemPalette.orange, name: "orange")
    public static let yellow = Color(value: SystemPalette.yellow, name: "yellow")
    public static let green = Color(value: SystemPalette.green, name: "green")
    public static let mint = Color(value: SystemPalette.mint, name: "mint")
    public static let teal = Color(value: SystemPalette.teal, name: "teal")
    public static let cyan = Color(value: SystemPalette.cyan, name: "cyan")
    public static let blue = Color(value: SystemPalette.blue, name: "blue")
    public static let indigo = Color(value: SystemPalette.indigo, name: "indigo")
    public static let purple = Color(value: SystemPalette.purple, name: "purple")
    public static let pink = Color(value: SystemPalette.pink, name: "pink")
    public static let brown = Color(value: SystemPalette.brown, name: "brown")
    public static let white = Color(value: .white, name: "white")
    public static let gray = Color(value: SystemPalette.gray, name: "gray")
    public static let black = Color(value: .black, name: "black")
    public static let clear = Color(value: .clear, name: "clear")
    /// The color to use for primary content (black in light, white in dark).
    public static let primary = Color(value: SystemPalette.label, name: "primary")
    /// The color to use for secondary content.
    public static let secondary = Color(value: SystemPalette.secondaryLabel, name: "secondary")
    /// A color that reflects the accent color of the system or app.
    public static let accentColor = Color(value: SystemPalette.blue, name: "accentColor")
}

extension ShapeStyle where Self == Color {
    public static var red: Color { .red }
    public static var orange: Color { .orange }
    public static var yellow: Color { .yellow }
    public static var green: Color { .green }
    public static var mint: Color { .mint }
    public static var teal: Color { .teal }
    public static var cyan: Color { .cyan }
    public static var blue: Color { .blue }
    public static var indigo: Color { .indigo }
    public static var purple: Color { .purple }
    public static var pink: Color { .pink }
    public static var brown: Color { .brown }
    public static var white: Color { .white }
    public static var gray: Color { .gray }
    public static var black: Color { .black }
    public static var clear: Color { .clear }
}

extension Color: View, PrimitiveView {
    public typealias Body = Never

    package func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
        nodes.append(ShapeNode(shape: Rectangle(), fill: AnyShapeStyle(self), stroke: nil, environment: context.environment))
    }
}
