/// An effect that can be applied to a symbol image (the Symbols framework's effects, which
/// SwiftUI's `symbolEffect` modifiers take). A still shows a symbol at rest: effects that animate
/// (bounce, pulse, variable colour, wiggle, breathe, rotate) draw it unchanged.
///
/// ```swift
/// Image(systemName: "bell").symbolEffect(.bounce, value: count)
/// ```
public protocol SymbolEffect: Hashable, Sendable {}
/// A symbol effect that runs while it is active (`symbolEffect(_:options:isActive:)`).
public protocol IndefiniteSymbolEffect {}
/// A symbol effect that runs once each time a value changes (`symbolEffect(_:options:value:)`).
public protocol DiscreteSymbolEffect {}
/// A symbol effect used as a transition (`Transition.symbolEffect`).
public protocol TransitionSymbolEffect {}
/// A symbol effect used as a content transition (`ContentTransition.symbolEffect`).
public protocol ContentTransitionSymbolEffect {}

/// The layers of a symbol an effect moves, and which way: the shared options of the effects.
public struct _SymbolEffectStyle: Hashable, Sendable {
    package var name: String
    package var variant: [String] = []

    package func with(_ option: String) -> Self {
        var copy = self
        copy.variant.append(option)
        return copy
    }
}

/// A symbol effect with the direction and layer options most effects share.
public protocol _LayeredSymbolEffect: SymbolEffect {
    var _style: _SymbolEffectStyle { get set }
}

extension _LayeredSymbolEffect {
    /// A copy with `option` added to its style (every layered effect's variants are made so).
    fileprivate func with(_ option: String) -> Self {
        var copy = self
        copy._style = _style.with(option)
        return copy
    }
    /// The effect animates each layer of the symbol separately.
    public var byLayer: Self { with("byLayer") }
    /// The effect animates the whole symbol at once.
    public var wholeSymbol: Self { with("wholeSymbol") }
}

/// A symbol effect that moves upwards or downwards.
public protocol _DirectionalSymbolEffect: _LayeredSymbolEffect {}

extension _DirectionalSymbolEffect {
    /// The effect moves the symbol upwards.
    public var up: Self { with("up") }
    /// The effect moves the symbol downwards.
    public var down: Self { with("down") }
}

/// The symbol bounces.
public struct BounceSymbolEffect: _DirectionalSymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var _style = _SymbolEffectStyle(name: "bounce")
}
/// The symbol fades the opacity of some or all layers.
public struct PulseSymbolEffect: _LayeredSymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var _style = _SymbolEffectStyle(name: "pulse")
}
/// The symbol scales up or down.
public struct ScaleSymbolEffect: _DirectionalSymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect {
    public var _style = _SymbolEffectStyle(name: "scale")
}
/// The symbol's layers appear.
public struct AppearSymbolEffect: _DirectionalSymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect {
    public var _style = _SymbolEffectStyle(name: "appear")
}
/// The symbol's layers disappear.
public struct DisappearSymbolEffect: _DirectionalSymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect {
    public var _style = _SymbolEffectStyle(name: "disappear")
}
/// One symbol replaces another.
public struct ReplaceSymbolEffect: _LayeredSymbolEffect, ContentTransitionSymbolEffect {
    public var _style = _SymbolEffectStyle(name: "replace")
    public var downUp: Self { with("downUp") }
    public var upUp: Self { with("upUp") }
    public var offUp: Self { with("offUp") }
}
/// The symbol's variable colour layers change in turn.
public struct VariableColorSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var _style = _SymbolEffectStyle(name: "variableColor")
    private func with(_ option: String) -> Self { var copy = self; copy._style = _style.with(option); return copy }
    public var iterative: Self { with("iterative") }
    public var cumulative: Self { with("cumulative") }
    public var reversing: Self { with("reversing") }
    public var nonReversing: Self { with("nonReversing") }
    public var hideInactiveLayers: Self { with("hideInactiveLayers") }
    public var dimInactiveLayers: Self { with("dimInactiveLayers") }
}
/// The symbol wiggles.
public struct WiggleSymbolEffect: _LayeredSymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var _style = _SymbolEffectStyle(name: "wiggle")
}
/// The symbol breathes (scales and fades gently).
public struct BreatheSymbolEffect: _LayeredSymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var _style = _SymbolEffectStyle(name: "breathe")
}
/// The symbol rotates.
public struct RotateSymbolEffect: _LayeredSymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var _style = _SymbolEffectStyle(name: "rotate")
    public var clockwise: Self { with("clockwise") }
    public var counterClockwise: Self { with("counterClockwise") }
}

extension SymbolEffect where Self == BounceSymbolEffect { public static var bounce: BounceSymbolEffect { .init() } }
extension SymbolEffect where Self == PulseSymbolEffect { public static var pulse: PulseSymbolEffect { .init() } }
extension SymbolEffect where Self == ScaleSymbolEffect { public static var scale: ScaleSymbolEffect { .init() } }
extension SymbolEffect where Self == AppearSymbolEffect { public static var appear: AppearSymbolEffect { .init() } }
extension SymbolEffect where Self == DisappearSymbolEffect { public static var disappear: DisappearSymbolEffect { .init() } }
extension SymbolEffect where Self == ReplaceSymbolEffect { public static var replace: ReplaceSymbolEffect { .init() } }
extension SymbolEffect where Self == VariableColorSymbolEffect { public static var variableColor: VariableColorSymbolEffect { .init() } }
extension SymbolEffect where Self == WiggleSymbolEffect { public static var wiggle: WiggleSymbolEffect { .init() } }
extension SymbolEffect where Self == BreatheSymbolEffect { public static var breathe: BreatheSymbolEffect { .init() } }
extension SymbolEffect where Self == RotateSymbolEffect { public static var rotate: RotateSymbolEffect { .init() } }

/// Options that configure how a symbol effect runs (how often, how fast; nothing runs in a still).
public struct SymbolEffectOptions: Hashable, Sendable {
    package var repeatCount: Int?
    package var speed: Double = 1

    /// The default options.
    public static let `default` = SymbolEffectOptions()
    /// The effect repeats indefinitely.
    public static let repeating = SymbolEffectOptions(repeatCount: 0)
    /// The effect runs once.
    public static let nonRepeating = SymbolEffectOptions(repeatCount: 1)
    /// The effect repeats `count` times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(repeatCount: count) }
    /// The effect runs `speed` times as fast as by default.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(speed: speed) }

    /// These options, repeating indefinitely.
    public var repeating: SymbolEffectOptions { var copy = self; copy.repeatCount = 0; return copy }
    /// These options, running once.
    public var nonRepeating: SymbolEffectOptions { var copy = self; copy.repeatCount = 1; return copy }
    /// These options, repeating `count` times (`nil`: the effect's default).
    public func `repeat`(_ count: Int?) -> SymbolEffectOptions { var copy = self; copy.repeatCount = count; return copy }
    /// These options at another speed.
    public func speed(_ speed: Double) -> SymbolEffectOptions { var copy = self; copy.speed = speed; return copy }
}

extension View {
    /// Adds a symbol effect that runs while `isActive` is true to the symbol images in this view.
    /// A still shows the symbols at rest.
    ///
    /// ```swift
    /// Image(systemName: "wifi").symbolEffect(.variableColor.iterative, isActive: isSearching)
    /// ```
    public func symbolEffect<T: IndefiniteSymbolEffect & SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default,
                                                                       isActive: Bool = true) -> some View { self }

    /// Adds a symbol effect that runs each time `value` changes to the symbol images in this
    /// view. A still shows the symbols at rest.
    ///
    /// ```swift
    /// Image(systemName: "heart.fill").symbolEffect(.bounce, value: likes)
    /// ```
    public func symbolEffect<T: DiscreteSymbolEffect & SymbolEffect, U: Equatable>(_ effect: T, options: SymbolEffectOptions = .default,
                                                                                  value: U) -> some View { self }

    /// Removes or keeps the symbol effects of the symbol images in this view.
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { self }
}
