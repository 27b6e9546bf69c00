/// Modifiers of controls and presentations that mean nothing in a still picture: they compile
/// as in SwiftUI and leave the view as it is (the presenting view is shown, never what it presents).
extension View {
    /// Presents a sheet using the given item as a data source (a still shows the presenting view).
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                          @ViewBuilder content: @escaping (Item) -> Content) -> some View { self }

    /// Presents a popover when a given condition is true (a still shows the presenting view).
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content) -> some View { self }

    /// Presents an alert with a message when a given condition is true, using a string title.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View { self }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                                           @ViewBuilder message: () -> M) -> some View { self }

    /// Presents an alert using data to produce the alert's content.
    public func alert<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                  @ViewBuilder actions: (T) -> A) -> some View { self }

    /// Presents an alert with a string title using data to produce the alert's content.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                     @ViewBuilder actions: (T) -> A) -> some View { self }

    /// Presents an alert with a text title using data to produce the alert's content.
    public func alert<A: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                  @ViewBuilder actions: (T) -> A) -> some View { self }

    /// Presents an alert with a message using data to produce the alert's content.
    public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View { self }

    /// Presents an alert with a string title and a message using data to produce the alert's content.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                              @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View { self }

    /// Presents an alert with a text title and a message using data to produce the alert's content.
    public func alert<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View { self }

    /// Presents an alert with a text title and a message when a given condition is true.
    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> some View { self }

    /// Presents a confirmation dialog with a message when a given condition is true.
    public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
                                                     @ViewBuilder message: () -> M) -> some View { self }

    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility,
                                            @ViewBuilder actions: () -> A) -> some View { self }

    /// Marks this view as refreshable (a still never refreshes).
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }

    /// Adds custom swipe actions to a row in a list (not shown: nothing is swiped in a still).
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T) -> some View { self }

    /// Adds a context menu to a view (not shown: nothing is long-pressed in a still).
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { self }

    /// Adds a context menu with a preview (not shown in a still).
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View { self }

    /// Sets how often the shift key in the keyboard is automatically enabled.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }

    /// Sets the keyboard type for this view (there is no keyboard in a still).
    ///
    /// ```swift
    /// TextField("Amount", value: $amount, format: .number).keyboardType(.decimalPad)
    /// ```
    public func keyboardType(_ type: UIKeyboardType) -> some View { self }

    /// Sets the text content type for this view, which the system uses to offer suggestions (none in a still).
    public func textContentType(_ textContentType: UITextContentType?) -> some View { self }

    /// Sets whether to disable autocorrection for this view.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }

    /// Sets whether to disable autocorrection for this view (the iOS 13 spelling, deprecated in
    /// SwiftUI for `autocorrectionDisabled(_:)`).
    ///
    /// ```swift
    /// TextField("Email", text: $email).disableAutocorrection(true)
    /// ```
    @available(*, deprecated, renamed: "autocorrectionDisabled(_:)")
    public func disableAutocorrection(_ disable: Bool?) -> some View { self }

    /// Sets whether to apply auto-capitalization to this view (the iOS 13 spelling, deprecated in
    /// SwiftUI for `textInputAutocapitalization(_:)`).
    ///
    /// ```swift
    /// TextField("Username", text: $name).autocapitalization(.none)
    /// ```
    @available(*, deprecated, renamed: "textInputAutocapitalization(_:)")
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }

    /// Sets the submit label for this view.
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }

    /// Modifies this view by binding its focus state to the given Boolean state value (nothing has focus in a still).
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }

    /// Modifies this view by binding its focus state to the given state value.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View { self }

    /// Conditionally prevents interactive dismissal of presentations.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }

    /// Sets the available detents for the enclosing sheet.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }

    /// Sets the visibility of the drag indicator on top of a sheet.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }

    /// Sets the sensory feedback (nothing is felt in a still).
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }

    /// Plays feedback when `trigger` changes and `condition` holds (nothing is felt in a still).
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T,
                                              condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool) -> some View { self }

    /// Plays the feedback the closure returns when `trigger` changes (nothing is felt in a still).
    public func sensoryFeedback<T: Equatable>(trigger: T,
                                              _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?) -> some View { self }

    /// Adds an action to perform when the user moves the pointer over or away from the view.
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }

    /// Sets the edit mode of the list rows (no effect in a still).
    public func deleteDisabled(_ isDisabled: Bool) -> some View { self }

    /// Sets whether the list's rows can be moved (no effect in a still).
    public func moveDisabled(_ isDisabled: Bool) -> some View { self }
}

extension ForEach where Content: View {
    /// Sets the deletion action for the dynamic view (no effect in a still).
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach { self }

    /// Sets the move action for the dynamic view (no effect in a still).
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach { self }
}

/// An attachment anchor for a popover.
public enum PopoverAttachmentAnchor {
    case rect(Anchor<CGRect>.Source)
    case point(UnitPoint)
}

/// The kind of autocapitalization behavior applied during text input.
public struct TextInputAutocapitalization: Sendable {
    let name: String
    public static let never = TextInputAutocapitalization(name: "never")
    public static let words = TextInputAutocapitalization(name: "words")
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    public static let characters = TextInputAutocapitalization(name: "characters")
}

/// A label for the submit button of the keyboard.
public struct SubmitLabel: Sendable {
    let name: String
    public static let done = SubmitLabel(name: "done")
    public static let go = SubmitLabel(name: "go")
    public static let send = SubmitLabel(name: "send")
    public static let join = SubmitLabel(name: "join")
    public static let route = SubmitLabel(name: "route")
    public static let search = SubmitLabel(name: "search")
    public static let `return` = SubmitLabel(name: "return")
    public static let next = SubmitLabel(name: "next")
    public static let `continue` = SubmitLabel(name: "continue")
}

/// A type that represents a height where a sheet naturally rests.
public struct PresentationDetent: Hashable, Sendable {
    let name: String
    public static let medium = PresentationDetent(name: "medium")
    public static let large = PresentationDetent(name: "large")
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(name: "height \(height)") }
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(name: "fraction \(fraction)") }
}

/// Feedback the system gives (nothing is felt in a still).
public struct SensoryFeedback: Sendable {
    let name: String
    public static let success = SensoryFeedback(name: "success")
    public static let warning = SensoryFeedback(name: "warning")
    public static let error = SensoryFeedback(name: "error")
    public static let selection = SensoryFeedback(name: "selection")
    public static let impact = SensoryFeedback(name: "impact")
    public static let increase = SensoryFeedback(name: "increase")
    public static let decrease = SensoryFeedback(name: "decrease")
    public static let start = SensoryFeedback(name: "start")
    public static let stop = SensoryFeedback(name: "stop")
    public static let alignment = SensoryFeedback(name: "alignment")
    public static let levelChange = SensoryFeedback(name: "levelChange")

    /// An impact of a given weight and intensity.
    public static func impact(weight: Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback { .impact }
    /// An impact of a given flexibility and intensity.
    public static func impact(flexibility: Flexibility, intensity: Double = 1.0) -> SensoryFeedback { .impact }

    /// The weight of an impact.
    public struct Weight: Equatable, Sendable {
        let name: String
        public static let light = Weight(name: "light")
        public static let medium = Weight(name: "medium")
        public static let heavy = Weight(name: "heavy")
    }

    /// The flexibility of an impact.
    public struct Flexibility: Equatable, Sendable {
        let name: String
        public static let rigid = Flexibility(name: "rigid")
        public static let solid = Flexibility(name: "solid")
        public static let soft = Flexibility(name: "soft")
    }
}

/// A property wrapper type that can read and write a value that SwiftUI updates as the
/// placement of focus within the scene changes (nothing has focus in a still).
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    private let value: Value

    /// A property wrapper type that can read and write a value that indicates the current focus location.
    @propertyWrapper
    public struct Binding {
        let value: Value
        public var wrappedValue: Value {
            get { value }
            nonmutating set {}
        }
        public var projectedValue: FocusState<Value>.Binding { self }
    }

    public var wrappedValue: Value {
        get { value }
        nonmutating set {}
    }

    public var projectedValue: FocusState<Value>.Binding { Binding(value: value) }

    /// Creates a focus state that binds to a Boolean.
    public init() where Value == Bool { value = false }

    /// Creates a focus state binding to an optional value (nil: nothing focused).
    public init<T: Hashable>() where Value == T? { value = nil }
}
