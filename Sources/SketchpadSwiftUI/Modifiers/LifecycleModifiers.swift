/// `onAppear`: the action runs once, after the view tree is first resolved and before the
/// picture is drawn (the tree is then resolved again, so state it sets shows).
public struct _AppearanceActionModifier: ViewModifier, PrimitiveModifier {
    let appear: (() -> Void)?
    public typealias Body = Never

    package func resolve(content: @escaping (ResolveContext) throws -> [LayoutNode], in context: ResolveContext,
                         into nodes: inout [LayoutNode]) throws {
        if let appear { context.session.appearActions.append(appear) }
        nodes += try content(context)
    }
}

/// A modifier that means nothing in a still picture (gestures, animations, tasks…): its
/// content is shown as it is.
public struct _NoEffectModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    package func resolve(content: @escaping (ResolveContext) throws -> [LayoutNode], in context: ResolveContext,
                         into nodes: inout [LayoutNode]) throws {
        nodes += try content(context)
    }
}

extension View {
    /// Adds an action to perform before this view appears (once, before the render).
    ///
    /// ```swift
    /// Text(title).onAppear { title = "Loaded" }
    /// ```
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_AppearanceActionModifier(appear: action))
    }

    /// Adds an action to perform after this view disappears (never, in a still).
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { modifier(_NoEffectModifier()) }

    /// Adds an asynchronous task to perform before this view appears (not run in a still).
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @isolated(any) @Sendable () async -> Void) -> some View {
        modifier(_NoEffectModifier())
    }

    /// Adds a task to perform when the value changes (not run in a still).
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   _ action: @escaping @isolated(any) @Sendable () async -> Void) -> some View {
        modifier(_NoEffectModifier())
    }

    /// Adds an action to perform when this view recognizes a tap gesture (never, in a still).
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { modifier(_NoEffectModifier()) }

    /// Adds an action to perform when this view recognizes a long press gesture (never, in a still).
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View { modifier(_NoEffectModifier()) }

    /// Adds a modifier for this view that fires an action when a specific value changes (never, in a still).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View {
        modifier(_NoEffectModifier())
    }

    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        modifier(_NoEffectModifier())
    }

    /// Adds an action to perform when the view receives a submit (never, in a still).
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { modifier(_NoEffectModifier()) }

    /// Applies the given animation to this view when the value changes (nothing animates in a still).
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { modifier(_NoEffectModifier()) }

    /// Applies the given animation to all animatable values within this view (SwiftUI's older
    /// form, deprecated there in favour of `animation(_:value:)`; nothing moves in a still).
    @available(iOS, deprecated: 15.0, message: "Use withAnimation or animation(_:value:) instead.")
    public func animation(_ animation: Animation?) -> some View { modifier(_NoEffectModifier()) }

    /// Presents a sheet when a binding to a Boolean value is true (a still shows the presenting view).
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> some View { modifier(_NoEffectModifier()) }

    /// Presents a modal view that covers as much of the screen as possible (a still shows the presenting view).
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content) -> some View { modifier(_NoEffectModifier()) }

    /// Presents an alert when a given condition is true (a still shows the presenting view).
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        modifier(_NoEffectModifier())
    }

    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        modifier(_NoEffectModifier())
    }

    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> some View { modifier(_NoEffectModifier()) }

    /// Presents a confirmation dialog when a given condition is true (a still shows the presenting view).
    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                            @ViewBuilder actions: () -> A) -> some View { modifier(_NoEffectModifier()) }

    /// Sets the accessibility label (not drawn).
    public func accessibilityLabel(_ label: Text) -> some View { modifier(_NoEffectModifier()) }
    public func accessibilityLabel(_ label: LocalizedStringKey) -> some View { modifier(_NoEffectModifier()) }
    /// Sets the accessibility label from a string (not drawn).
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { modifier(_NoEffectModifier()) }
    /// Sets the accessibility hint (not drawn).
    public func accessibilityHint(_ hint: LocalizedStringKey) -> some View { modifier(_NoEffectModifier()) }
    public func accessibilityHint(_ hint: Text) -> some View { modifier(_NoEffectModifier()) }
    /// Sets the accessibility hint from a string (not drawn).
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { modifier(_NoEffectModifier()) }
    /// Hides from accessibility (not drawn).
    public func accessibilityHidden(_ hidden: Bool) -> some View { modifier(_NoEffectModifier()) }

    /// Adds a gesture to the view (never recognised in a still).
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { modifier(_NoEffectModifier()) }
    /// Sets whether the view receives hit tests (no effect in a still).
    public func allowsHitTesting(_ enabled: Bool) -> some View { modifier(_NoEffectModifier()) }
}

/// A type that defines various triggers that result in the firing of a submission action.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1)
    public static let search = SubmitTriggers(rawValue: 2)
}

/// The way a view changes over time to create a smooth visual transition (nothing moves in a still).
public struct Animation: Equatable, Sendable {
    let name: String
    public static let `default` = Animation(name: "default")
    public static let linear = Animation(name: "linear")
    public static let easeIn = Animation(name: "easeIn")
    public static let easeOut = Animation(name: "easeOut")
    public static let easeInOut = Animation(name: "easeInOut")
    public static let spring = Animation(name: "spring")
    public static let bouncy = Animation(name: "bouncy")
    public static let smooth = Animation(name: "smooth")
    public static let snappy = Animation(name: "snappy")
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation { .smooth }
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation { .snappy }
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation { .bouncy }
    public static func linear(duration: Double) -> Animation { .linear }
    public static func easeIn(duration: Double) -> Animation { .easeIn }
    public static func easeOut(duration: Double) -> Animation { .easeOut }
    public static func easeInOut(duration: Double) -> Animation { .easeInOut }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation { .spring }
    public func delay(_ delay: Double) -> Animation { self }
    public func speed(_ speed: Double) -> Animation { self }
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// Returns the result of recomputing the view's body with the provided animation (the body
/// runs once, without animation, in a still).
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}
