/// A variant of a symbol (SwiftUI's `SymbolVariants`): an enclosing shape, a fill, a slash.
/// `symbolVariant(_:)` sets it for the symbols inside, which then draw the variant's symbol
/// (`"heart"` with `.circle.fill` draws `"heart.circle.fill"`) when the icon set has it, and
/// the symbol as named otherwise.
///
/// ```swift
/// Image(systemName: "heart").symbolVariant(.fill)            // heart.fill
/// Label("Alerts", systemImage: "bell").symbolVariant(.slash) // bell.slash
/// ```
public struct SymbolVariants: Hashable, Sendable {
    private enum Shape: Int, Hashable, Sendable { case circle, square, rectangle }
    private var shape: Shape?
    private var isFilled = false
    private var isSlashed = false

    /// No variant: the symbol as named.
    public static let none = SymbolVariants()
    /// The symbol in a circle.
    public static let circle = SymbolVariants(shape: .circle)
    /// The symbol in a square.
    public static let square = SymbolVariants(shape: .square)
    /// The symbol in a rectangle.
    public static let rectangle = SymbolVariants(shape: .rectangle)
    /// The filled symbol.
    public static let fill = SymbolVariants(isFilled: true)
    /// The symbol with a slash through it.
    public static let slash = SymbolVariants(isSlashed: true)

    /// This variant in a circle.
    public var circle: SymbolVariants { with { $0.shape = .circle } }
    /// This variant in a square.
    public var square: SymbolVariants { with { $0.shape = .square } }
    /// This variant in a rectangle.
    public var rectangle: SymbolVariants { with { $0.shape = .rectangle } }
    /// This variant filled.
    public var fill: SymbolVariants { with { $0.isFilled = true } }
    /// This variant slashed.
    public var slash: SymbolVariants { with { $0.isSlashed = true } }

    /// Whether this variant has every part of `other`.
    public func contains(_ other: SymbolVariants) -> Bool {
        (other.shape == nil || other.shape == shape) && (!other.isFilled || isFilled) && (!other.isSlashed || isSlashed)
    }

    private func with(_ change: (inout SymbolVariants) -> Void) -> SymbolVariants {
        var copy = self
        change(&copy)
        return copy
    }

    /// The names to try for `name` with this variant, most specific first, ending with `name`:
    /// SF Symbols' order is the base, `.slash`, the shape, `.fill` (`bell.slash.circle.fill`).
    package func candidates(for name: String) -> [String] {
        var parts = name.split(separator: ".").map(String.init)
        func strip(_ suffix: String) -> Bool {
            guard parts.count > 1, parts.last == suffix else { return false }
            parts.removeLast()
            return true
        }
        let filled = strip("fill") || isFilled
        let named = ["circle", "square", "rectangle"].first { strip($0) }
        let slashed = strip("slash") || isSlashed
        let shapeName = shape.map { ["circle", "square", "rectangle"][$0.rawValue] } ?? named
        var result: [String] = []
        func add(_ slash: Bool, _ shape: String?, _ fill: Bool) {
            let candidate = (parts + (slash ? ["slash"] : []) + (shape.map { [$0] } ?? []) + (fill ? ["fill"] : [])).joined(separator: ".")
            if !result.contains(candidate) { result.append(candidate) }
        }
        add(slashed, shapeName, filled)
        add(slashed, shapeName, false)
        add(slashed, named, filled && name.hasSuffix(".fill"))
        result.append(name)
        return result.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }
}

extension EnvironmentValues {
    private struct SymbolVariantsKey: EnvironmentKey { static let defaultValue = SymbolVariants.none }

    /// The symbol variant to use in this environment.
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}

extension View {
    /// Makes symbols within the view show a particular variant.
    ///
    /// ```swift
    /// VStack { Image(systemName: "person"); Image(systemName: "star") }.symbolVariant(.circle.fill)
    /// ```
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        environment(\.symbolVariants, variant)
    }
}
