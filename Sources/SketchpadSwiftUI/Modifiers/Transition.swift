/// A description of view changes to apply when a view is added to and removed from the view
/// hierarchy (iOS 17). A still shows a view as it is on screen: its transition's body in the
/// ``TransitionPhase/identity`` phase.
///
/// ```swift
/// struct RotatingFadeTransition: Transition {
///     func body(content: Content, phase: TransitionPhase) -> some View {
///         content
///             .opacity(phase.isIdentity ? 1.0 : 0.0)
///             .rotationEffect(phase.isIdentity ? .zero : .degrees(30))
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol Transition {
    /// The type of view representing the body.
    associatedtype Body: View
    /// The content view type passed to `body(content:phase:)`.
    typealias Content = PlaceholderContentView<Self>

    /// The view this transition makes of `content` in `phase`.
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content, phase: TransitionPhase) -> Self.Body

    /// The properties this transition type has (defaults to `TransitionProperties()`).
    @MainActor @preconcurrency static var properties: TransitionProperties { get }
}

extension Transition {
    public static var properties: TransitionProperties { TransitionProperties() }

    /// Applies this transition's body for `phase` to `content`.
    public func apply<V: View>(content: V, phase: TransitionPhase) -> some View {
        content.modifier(_ApplyTransitionModifier(transition: self, phase: phase))
    }

    /// Attaches an animation to this transition (nothing animates in a still).
    public func animation(_ animation: Animation?) -> some Transition { self }

    /// Combines this transition with another, returning a new transition that is the result of
    /// both transitions being applied.
    public func combined<T: Transition>(with other: T) -> some Transition {
        CombinedTransition(first: self, second: other)
    }
}

/// An indication of which the current stage of a transition.
@frozen public enum TransitionPhase: Hashable, Sendable {
    /// The transition is being applied to a view that is about to be inserted into the view hierarchy.
    case willAppear
    /// The transition is being applied to a view that is in the view hierarchy (what a still shows).
    case identity
    /// The transition is being applied to a view that has been requested to be removed from the view hierarchy.
    case didDisappear

    /// A Boolean that indicates whether the transition should have an identity effect, i.e. not
    /// change the appearance of its view. This is true in the `identity` phase.
    public var isIdentity: Bool { self == .identity }

    /// A value that can be used to multiply effects that are applied differently depending on the
    /// phase: zero in the `identity` case, -1.0 for `willAppear`, and 1.0 for `didDisappear`.
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}

/// The properties a ``Transition`` can have.
public struct TransitionProperties: Sendable {
    /// Whether the transition includes motion (replaced by opacity when Reduce Motion is on).
    public var hasMotion: Bool

    public init(hasMotion: Bool = true) {
        self.hasMotion = hasMotion
    }
}

/// The content a ``Transition`` body receives: where the transitioned view goes.
public struct PlaceholderContentView<Value>: View {
    package let make: (ResolveContext) throws -> [LayoutNode]
    public typealias Body = Never
}

extension PlaceholderContentView: PrimitiveView {
    package func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
        nodes += try make(context)
    }
}

/// Resolves a transition's body for one phase around the content.
struct _ApplyTransitionModifier<T: Transition>: ViewModifier, PrimitiveModifier {
    let transition: T
    let phase: TransitionPhase
    typealias Body = Never

    func resolve(content: @escaping (ResolveContext) throws -> [LayoutNode], in context: ResolveContext,
                 into nodes: inout [LayoutNode]) throws {
        try context.resolve(transition.body(content: PlaceholderContentView(make: content), phase: phase), into: &nodes)
    }
}

/// Two transitions applied one after the other (`combined(with:)`).
struct CombinedTransition<First: Transition, Second: Transition> {
    let first: First
    let second: Second
}

extension CombinedTransition: Transition {
    @MainActor func body(content: Content, phase: TransitionPhase) -> some View {
        second.apply(content: first.apply(content: content, phase: phase), phase: phase)
    }

    static var properties: TransitionProperties {
        TransitionProperties(hasMotion: First.properties.hasMotion || Second.properties.hasMotion)
    }
}

extension View {
    /// Associates a transition with the view. A still shows the view as it is on screen: the
    /// transition's body in its identity phase.
    ///
    /// ```swift
    /// Text("Saved").transition(.blurReplace)
    /// ```
    public func transition<T: Transition>(_ transition: T) -> some View {
        transition.apply(content: self, phase: .identity)
    }

    /// Associates a type-erased transition with the view (shown in its identity phase).
    @_disfavoredOverload
    public func transition(_ t: AnyTransition) -> some View {
        t.apply(content: self, phase: .identity)
    }
}
