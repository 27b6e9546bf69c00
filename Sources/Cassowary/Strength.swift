/// How much a constraint matters.
///
/// Sketchpad uses **weighted-sum** semantics, the same as kiwi: the solver minimises
/// `Σ strength × |error|` over the non-required constraints, so one strong error outweighs
/// up to a million weak ones, not infinitely many. The named strengths are
/// `strong = 1 000 000`, `medium = 1 000`, `weak = 1`; ``required`` (1 001 001 000, kiwi's
/// `create(1000, 1000, 1000)`) is not a weight at all: required constraints always hold, or
/// adding them throws. A custom strength at or above ``required`` is required.
///
/// ```swift
/// let pretty = (x == 100).withStrength(.weak)
/// let custom = (x >= 0).withStrength(Strength(strong: 1, medium: 500))
/// ```
public struct Strength: Comparable, Hashable, Sendable {
    public let value: Double

    public init(_ value: Double) {
        self.value = value
    }

    /// kiwi's `strength::create`: each level clipped to 0…1000 and weighted 10⁶ / 10³ / 1.
    public init(strong: Double = 0, medium: Double = 0, weak: Double = 0, weight: Double = 1) {
        func clip(_ v: Double) -> Double { v < 0 ? 0 : (v > 1000 ? 1000 : v) }
        self.value = clip(strong * weight) * 1_000_000 + clip(medium * weight) * 1_000 + clip(weak * weight)
    }

    public static let required = Strength(1_001_001_000)
    public static let strong = Strength(1_000_000)
    public static let medium = Strength(1_000)
    public static let weak = Strength(1)

    public var isRequired: Bool { value >= Strength.required.value }

    public static func < (a: Strength, b: Strength) -> Bool { a.value < b.value }
}

extension Strength: CustomStringConvertible {
    public var description: String {
        switch value {
        case _ where isRequired: return "required"
        case Strength.strong.value: return "strong"
        case Strength.medium.value: return "medium"
        case Strength.weak.value: return "weak"
        default: return "\(value)"
        }
    }
}
