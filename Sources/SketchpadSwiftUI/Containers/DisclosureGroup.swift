/// A view that shows or hides another content view, based on the state of a disclosure control:
/// its label with a chevron (pointing down when expanded, to the trailing side when not), and
/// its content under it when expanded (in a list, each of its views a row).
///
/// ```swift
/// DisclosureGroup("Advanced", isExpanded: $showsAdvanced) {
///     Toggle("Debug logging", isOn: $debug)
/// }
/// ```
public struct DisclosureGroup<Label: View, Content: View>: View {
    package let label: Label
    package let content: () -> Content
    /// The expansion state: a binding, or nil for the group's own state (collapsed, as it starts on iOS).
    package let isExpanded: Binding<Bool>?

    /// Creates a disclosure group with the given label and content views (collapsed).
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content
        self.isExpanded = nil
    }

    /// Creates a disclosure group with the given label and content views, and a binding to the expansion state.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content
        self.isExpanded = isExpanded
    }

    public typealias Body = Never
}

extension DisclosureGroup where Label == Text {
    /// Creates a disclosure group, using a provided localized string key to create a text view for the label.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(label) }
    }

    /// Creates a disclosure group with a label from a localized string key and a binding to the expansion state.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(label) }
    }
}

extension DisclosureGroup: PrimitiveView {
    package func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
        let configuration = DisclosureGroupStyleConfiguration(label: .init(AnyView(label)), content: .init(AnyView(content())),
                                                              isExpanded: isExpanded ?? .constant(false))
        if let style = context.environment.disclosureGroupStyle {
            try context.resolve(style.makeBody(configuration), into: &nodes)
        } else {
            try context.resolve(_AutomaticDisclosureGroupBody(configuration: configuration), into: &nodes)
        }
    }
}
