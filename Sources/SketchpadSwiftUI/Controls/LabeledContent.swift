import Foundation

/// A container for attaching a label to a value-bearing view (iOS 16). On iOS (the automatic
/// style) the label at the leading edge and the value at the trailing edge in the secondary
/// colour, in a form's row or anywhere else.
///
/// ```swift
/// Form {
///     LabeledContent("Version", value: "2.1")
///     LabeledContent("Price", value: 9.99, format: .number)
///     LabeledContent { Text("Jane") } label: { Label("Owner", systemImage: "person") }
/// }
/// ```
public struct LabeledContent<Label: View, Content: View>: View {
    package let label: Label
    package let content: Content
    /// Made from a style's configuration: drawn in the automatic style.
    package let isFromConfiguration: Bool

    /// Creates a standard labeled element, with a view that conveys the value of the element
    /// and a label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        isFromConfiguration = false
    }

    public typealias Body = Never
}

extension LabeledContent where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
    /// Creates labeled content based on a labeled content style configuration (drawn in the automatic style).
    public init(_ configuration: LabeledContentStyleConfiguration) {
        label = configuration.label
        content = configuration.content
        isFromConfiguration = true
    }
}

extension LabeledContent where Label == Text {
    /// Creates a labeled view that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// Creates a labeled view that generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// Creates a labeled informational view: a title from a localized string key, a string value.
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }

    /// Creates a labeled informational view: a title and a value, both strings.
    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }

    /// Creates a labeled informational view from a formatted value.
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
    }

    /// Creates a labeled informational view from a formatted value, the title a string.
    @_disfavoredOverload
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(title) })
    }
}

extension LabeledContent: PrimitiveView {
    package func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
        let configuration = LabeledContentStyleConfiguration(label: .init(AnyView(label)), content: .init(AnyView(content)))
        if !isFromConfiguration, let style = context.environment.labeledContentStyle {
            try context.resolve(style.makeBody(configuration), into: &nodes)
        } else {
            try context.resolve(AutomaticLabeledContentStyle().makeBody(configuration: configuration), into: &nodes)
        }
    }
}
