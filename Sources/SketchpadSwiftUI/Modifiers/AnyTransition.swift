/// A type-erased transition. A still shows the view in the transition's identity phase.
///
/// ```swift
/// Text("Saved").transition(.asymmetric(insertion: .move(edge: .trailing), removal: .opacity))
/// ```
public struct AnyTransition: Sendable {
    private let box: Box

    /// Create an instance that type-erases `transition`.
    public init<T: Transition>(_ transition: T) {
        box = Box(base: transition)
    }

    /// The transition, kept for the main actor: a render applies it there, once, in a still.
    private final class Box: @unchecked Sendable {
        let base: any Transition
        init(base: any Transition) { self.base = base }
    }

    /// The erased transition's body for `phase`, applied to `content`.
    @MainActor func apply<V: View>(content: V, phase: TransitionPhase) -> AnyView {
        AnyView(box.base.apply(content: content, phase: phase))
    }

    /// A transition that returns the input view, unmodified, as the output view.
    public static let identity = AnyTransition(IdentityTransition())
    /// A transition from transparent to opaque on insertion, and from opaque to transparent on removal.
    public static let opacity = AnyTransition(OpacityTransition())
    /// A transition that scales the view.
    public static let scale = AnyTransition(ScaleTransition(0))
    /// A transition that inserts by moving in from the leading edge, and removes by moving out towards the trailing edge.
    public static let slide = AnyTransition(SlideTransition())

    /// Returns a transition that scales the view by `scale` around `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(ScaleTransition(scale, anchor: anchor))
    }

    /// Returns a transition that moves the view away, towards the specified edge of the view.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(MoveTransition(edge: edge)) }

    /// Creates a transition that when added to a view will animate the view's insertion by moving
    /// it in from the specified edge while fading it in, and animate its removal by moving it out
    /// towards the opposite edge and fading it out.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(PushTransition(edge: edge)) }

    /// Returns a transition that offsets the view by the specified amount.
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(OffsetTransition(offset)) }

    /// Returns a transition that offsets the view by the specified x and y values.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { offset(CGSize(width: x, height: y)) }

    /// Provides a composite transition that uses a different transition for insertion versus removal.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(ErasedAsymmetricTransition(insertion: insertion, removal: removal))
    }

    /// Returns a transition defined between an active modifier and an identity modifier.
    ///
    /// ```swift
    /// .transition(.modifier(active: Dim(amount: 1), identity: Dim(amount: 0)))
    /// ```
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        AnyTransition(ModifierTransition(active: active, identity: identity))
    }

    /// Combines this transition with another, returning a new transition that is the result of
    /// both transitions being applied.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(ErasedCombinedTransition(first: self, second: other))
    }

    /// Attaches an animation to this transition (nothing animates in a still).
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// `AnyTransition.combined(with:)`: both erased transitions, one after the other.
struct ErasedCombinedTransition {
    let first: AnyTransition
    let second: AnyTransition
}

extension ErasedCombinedTransition: Transition {
    @MainActor func body(content: Content, phase: TransitionPhase) -> AnyView {
        second.apply(content: first.apply(content: content, phase: phase), phase: phase)
    }
}

/// `AnyTransition.asymmetric`: the insertion's phases while appearing, the removal's while disappearing.
struct ErasedAsymmetricTransition {
    let insertion: AnyTransition
    let removal: AnyTransition
}

extension ErasedAsymmetricTransition: Transition {
    @MainActor func body(content: Content, phase: TransitionPhase) -> some View {
        switch phase {
        case .willAppear: insertion.apply(content: content, phase: .willAppear)
        case .identity: removal.apply(content: insertion.apply(content: content, phase: .identity), phase: .identity)
        case .didDisappear: removal.apply(content: content, phase: .didDisappear)
        }
    }
}

/// `AnyTransition.modifier(active:identity:)`: the identity modifier while the view is shown.
struct ModifierTransition<E: ViewModifier> {
    let active: E
    let identity: E
}

extension ModifierTransition: Transition {
    @MainActor func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(phase.isIdentity ? identity : active)
    }
}
