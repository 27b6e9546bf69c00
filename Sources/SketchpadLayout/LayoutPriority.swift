import Cassowary

/// How much a constraint matters, on Auto Layout's scale: 1…1000, where 1000 is required.
///
/// Values outside 1…1000 are clamped (NaN becomes 1). Priorities can be written as literals and
/// nudged with `+`/`-`:
///
/// ```swift
/// let c = label.widthAnchor.constraint(equalToConstant: 100).withPriority(.defaultHigh + 1)
/// let d = other.topAnchor.constraint(equalTo: root.topAnchor).withPriority(250)
/// ```
///
/// ## From priority to solver strength
///
/// Auto Layout orders priorities strictly: one 251 constraint beats any number of 250s. The
/// Cassowary solver minimises a *weighted sum* of errors, so strict ordering between all 999
/// levels is impossible (a double cannot hold 999 orders of magnitude). ``strength`` therefore
/// uses **eight tiers**, each ten times stronger than the one below, split at the named priorities
/// where layouts actually compete:
///
/// | tier | priorities | base strength |
/// |---|---|---|
/// | 0 | 1 ..< 50 | 0.1 |
/// | 1 | 50 (`fittingSizeLevel`) | 1 |
/// | 2 | 50 <..< 250 | 10 |
/// | 3 | 250 (`defaultLow`, default hugging) | 100 |
/// | 4 | 250 <..< 750 (incl. 490, 500, 510) | 1 000 |
/// | 5 | 750 (`defaultHigh`, default compression resistance) | 10 000 |
/// | 6 | 750 <..< 999 | 100 000 |
/// | 7 | 999 ..< 1000 | 1 000 000 |
/// | — | 1000 (`required`) | `Strength.required` |
///
/// Inside a tier the strength grows linearly from the base to just under twice the base, so any
/// higher priority still beats a lower one one-to-one. Across a tier boundary a higher priority
/// beats up to **four** pulling constraints of the tier below (up to nine at the single-value tiers
/// 50, 250 and 750: e.g. one 251 outweighs nine 250s, one 750 outweighs thousands of 250s).
/// Within the wide tiers only the one-to-one order is kept (two 300s outweigh one 400).
public struct LayoutPriority: Hashable, Comparable, Sendable, RawRepresentable,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    /// The priority, always within 1…1000.
    public let rawValue: Double

    /// A priority, clamped to 1…1000.
    public init(_ value: Double) {
        if value.isNaN || value < 1 {
            rawValue = 1
        } else {
            rawValue = value > 1000 ? 1000 : value
        }
    }

    public init(rawValue: Double) { self.init(rawValue) }
    public init(integerLiteral value: Int) { self.init(Double(value)) }
    public init(floatLiteral value: Double) { self.init(value) }

    public static let required: LayoutPriority = 1000
    public static let defaultHigh: LayoutPriority = 750
    public static let dragThatCanResizeScene: LayoutPriority = 510
    public static let sceneSizeStayPut: LayoutPriority = 500
    public static let dragThatCannotResizeScene: LayoutPriority = 490
    public static let defaultLow: LayoutPriority = 250
    public static let fittingSizeLevel: LayoutPriority = 50

    public var isRequired: Bool { rawValue >= 1000 }

    public static func < (a: LayoutPriority, b: LayoutPriority) -> Bool { a.rawValue < b.rawValue }
    public static func + (p: LayoutPriority, d: Double) -> LayoutPriority { LayoutPriority(p.rawValue + d) }
    public static func - (p: LayoutPriority, d: Double) -> LayoutPriority { LayoutPriority(p.rawValue - d) }

    /// The solver strength of this priority (see the table above).
    public var strength: Strength {
        let p = rawValue
        if p >= 1000 { return .required }
        func ramp(_ base: Double, _ low: Double, _ high: Double) -> Double {
            base * (1 + (p - low) / (high - low))
        }
        switch p {
        case ..<50: return Strength(ramp(0.1, 1, 50))
        case 50: return Strength(1)
        case ..<250: return Strength(ramp(10, 50, 250))
        case 250: return Strength(100)
        case ..<750: return Strength(ramp(1_000, 250, 750))
        case 750: return Strength(10_000)
        case ..<999: return Strength(ramp(100_000, 750, 999))
        default: return Strength(ramp(1_000_000, 999, 1000))
        }
    }
}

extension LayoutPriority: CustomStringConvertible {
    public var description: String { formatNumber(rawValue) }
}
