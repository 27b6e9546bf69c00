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
    package let isExpanded: Bool

    /// Creates a disclosure group with the given label and content views (collapsed).
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content
        self.isExpanded = false
    }

    /// Creates a disclosure group with the given label and content views, and a binding to the expansion state.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content
        self.isExpanded = isExpanded.wrappedValue
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
        let header = HStack {
            label
            Spacer(minLength: 0)
            Image(systemName: isExpanded ? "chevron.down" : "chevron.right")
                .font(.system(size: 13, weight: .semibold))
                .foregroundStyle(.tint)
        }
        if context.environment.isInList {
            try context.child(1).resolve(header, into: &nodes)
            if isExpanded { try context.child(2).resolve(content(), into: &nodes) }
        } else {
            try context.resolve(VStack(alignment: .leading) {
                header
                if isExpanded { content() }
            }, into: &nodes)
        }
    }
}
