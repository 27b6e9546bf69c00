// SwiftUI's built-in transitions (iOS 17). In the identity phase, the one a still shows, each
// draws its view unchanged; the other phases are drawn for a caller of `apply(content:phase:)`.

/// A transition that returns the input view, unmodified, as the output view.
public struct IdentityTransition {
    public init() {}
}

extension IdentityTransition: Transition {
    @MainActor public func body(content: Content, phase: TransitionPhase) -> Content { content }
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

extension Transition where Self == IdentityTransition {
    /// A transition that returns the input view, unmodified, as the output view.
    public static var identity: IdentityTransition { IdentityTransition() }
}

/// A transition from transparent to opaque on insertion, and from opaque to transparent on removal.
public struct OpacityTransition {
    public init() {}
}

extension OpacityTransition: Transition {
    @MainActor public func body(content: Content, phase: TransitionPhase) -> some View {
        content.opacity(phase.isIdentity ? 1 : 0)
    }
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

extension Transition where Self == OpacityTransition {
    /// A transition from transparent to opaque on insertion, and from opaque to transparent on removal.
    public static var opacity: OpacityTransition { OpacityTransition() }
}

/// Returns a transition that scales the view.
public struct ScaleTransition {
    /// The amount to scale the view by.
    public var scale: Double
    /// The anchor point to scale the view around.
    public var anchor: UnitPoint

    public init(_ scale: Double, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }
}

extension ScaleTransition: Transition {
    @MainActor public func body(content: Content, phase: TransitionPhase) -> some View {
        content.scaleEffect(phase.isIdentity ? 1 : CGFloat(scale), anchor: anchor)
    }
}

extension Transition where Self == ScaleTransition {
    /// Returns a transition that scales the view.
    public static var scale: ScaleTransition { ScaleTransition(0) }
    /// Returns a transition that scales the view by `scale` around `anchor`.
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> Self { ScaleTransition(scale, anchor: anchor) }
}

/// Returns a transition that offset the view by the specified amount.
public struct OffsetTransition {
    /// The amount to offset the view by.
    public var offset: CGSize

    public init(_ offset: CGSize) { self.offset = offset }
}

extension OffsetTransition: Transition {
    @MainActor public func body(content: Content, phase: TransitionPhase) -> some View {
        content.offset(phase.isIdentity ? .zero : offset)
    }
}

extension Transition where Self == OffsetTransition {
    /// Returns a transition that offset the view by the specified amount.
    public static func offset(_ offset: CGSize) -> Self { OffsetTransition(offset) }
    /// Returns a transition that offset the view by the specified x and y values.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> Self { OffsetTransition(CGSize(width: x, height: y)) }
}

/// Returns a transition that moves the view away, towards the specified edge of the view.
public struct MoveTransition {
    /// The edge to move the view towards.
    public var edge: Edge

    public init(edge: Edge) { self.edge = edge }
}

extension MoveTransition: Transition {
    @MainActor public func body(content: Content, phase: TransitionPhase) -> some View {
        content.movedOff(phase.isIdentity ? nil : edge)
    }
}

extension Transition where Self == MoveTransition {
    /// Returns a transition that moves the view away, towards the specified edge of the view.
    public static func move(edge: Edge) -> Self { MoveTransition(edge: edge) }
}

/// A transition that inserts by moving in from the leading edge, and removes by moving out
/// towards the trailing edge.
public struct SlideTransition {
    public init() {}
}

extension SlideTransition: Transition {
    @MainActor public func body(content: Content, phase: TransitionPhase) -> some View {
        content.movedOff(phase == .willAppear ? .leading : phase == .didDisappear ? .trailing : nil)
    }
}

extension Transition where Self == SlideTransition {
    /// A transition that inserts by moving in from the leading edge, and removes by moving out
    /// towards the trailing edge.
    public static var slide: SlideTransition { SlideTransition() }
}

/// A transition that when added to a view will animate the view's insertion by moving it in from
/// the specified edge while fading it in, and animate its removal by moving it out towards the
/// opposite edge and fading it out.
public struct PushTransition {
    /// The edge from which the view will be animated in.
    public var edge: Edge

    public init(edge: Edge) { self.edge = edge }
}

extension PushTransition: Transition {
    @MainActor public func body(content: Content, phase: TransitionPhase) -> some View {
        content.movedOff(phase == .willAppear ? edge : phase == .didDisappear ? edge.opposite : nil)
            .opacity(phase.isIdentity ? 1 : 0)
    }
}

extension Transition where Self == PushTransition {
    /// Creates a transition that animates a view by moving and fading it.
    public static func push(from edge: Edge) -> Self { PushTransition(edge: edge) }
}

/// A transition that animates the insertion or removal of a view by combining blurring and
/// scaling effects.
public struct BlurReplaceTransition {
    /// Configuration properties for a transition.
    public struct Configuration: Equatable, Sendable {
        let scalesUpOnRemoval: Bool
        /// A configuration that requests a transition that scales down when removing a view and
        /// scales up when inserting a view.
        public static let downUp = Configuration(scalesUpOnRemoval: false)
        /// A configuration that requests a transition that scales up when removing a view and
        /// scales up when inserting a view.
        public static let upUp = Configuration(scalesUpOnRemoval: true)
    }

    /// The transition configuration.
    public var configuration: Configuration

    public init(configuration: Configuration) { self.configuration = configuration }
}

extension BlurReplaceTransition: Transition {
    @MainActor public func body(content: Content, phase: TransitionPhase) -> some View {
        let scale: CGFloat = switch phase {
        case .identity: 1
        case .willAppear: 0.5
        case .didDisappear: configuration.scalesUpOnRemoval ? 1.5 : 0.5
        }
        return content.blur(radius: phase.isIdentity ? 0 : 10).scaleEffect(scale).opacity(phase.isIdentity ? 1 : 0)
    }
}

extension Transition where Self == BlurReplaceTransition {
    /// A transition that animates the insertion or removal of a view by combining blurring and scaling effects.
    public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition(configuration: .downUp) }
    /// A transition that animates the insertion or removal of a view by combining blurring and scaling effects.
    public static func blurReplace(_ config: BlurReplaceTransition.Configuration = .downUp) -> Self {
        BlurReplaceTransition(configuration: config)
    }
}

/// Creates a transition that applies the Appear, Disappear, DrawOn or DrawOff symbol animation to
/// symbol images within the inserted or removed view hierarchy (a still shows the symbol at rest).
public struct SymbolEffectTransition {
    /// Creates a new transition that applies `effect` with `options` to symbol images.
    public init<T: TransitionSymbolEffect & SymbolEffect>(effect: T, options: SymbolEffectOptions) {}
}

extension SymbolEffectTransition: Transition {
    @MainActor public func body(content: Content, phase: TransitionPhase) -> some View {
        content.opacity(phase.isIdentity ? 1 : 0)
    }
}

extension Transition where Self == SymbolEffectTransition {
    /// A transition that applies the default symbol effect transition to symbol images within the
    /// inserted or removed view hierarchy.
    public static var symbolEffect: SymbolEffectTransition { SymbolEffectTransition(effect: .appear, options: .default) }
    /// Creates a transition that applies `effect` to symbol images within the inserted or removed view hierarchy.
    public static func symbolEffect<T: TransitionSymbolEffect & SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default) -> Self {
        SymbolEffectTransition(effect: effect, options: options)
    }
}

/// A composite transition that uses a different transition for insertion versus removal.
public struct AsymmetricTransition<Insertion: Transition, Removal: Transition> {
    /// The transition to apply when inserting a view.
    public var insertion: Insertion
    /// The transition to apply when removing a view.
    public var removal: Removal

    public init(insertion: Insertion, removal: Removal) {
        self.insertion = insertion
        self.removal = removal
    }
}

extension AsymmetricTransition: Transition {
    @MainActor public func body(content: Content, phase: TransitionPhase) -> some View {
        removal.apply(content: insertion.apply(content: content, phase: phase == .didDisappear ? .identity : phase),
                      phase: phase == .willAppear ? .identity : phase)
    }
}

extension Edge {
    /// The edge across the view from this one.
    var opposite: Edge {
        switch self {
        case .top: .bottom
        case .bottom: .top
        case .leading: .trailing
        case .trailing: .leading
        }
    }
}

extension View {
    /// This view drawn moved its own size towards `edge` (drawn in place when nil); its layout is unchanged.
    func movedOff(_ edge: Edge?) -> some View {
        visualEffect { content, proxy in
            let size = proxy.size
            return switch edge {
            case nil: content.offset(x: 0, y: 0)
            case .top?: content.offset(y: -size.height)
            case .bottom?: content.offset(y: size.height)
            case .leading?: content.offset(x: -size.width)
            case .trailing?: content.offset(x: size.width)
            }
        }
    }
}
