/// A stylized view, with an optional label, that visually collects a logical grouping of
/// content. On iOS (the automatic style) a rounded card in the next background colour up
/// (`secondarySystemBackground` on a plain screen), its label in `.headline` at the leading edge,
/// the content under it, 16 points of padding all round.
///
/// ```swift
/// GroupBox(label: Label("End-User Agreement", systemImage: "building.columns")) {
///     Text("Agreement text")
/// }
/// GroupBox("Today") { Text("3 tasks") }
/// GroupBox { Text("No label") }.groupBoxStyle(.automatic)
/// ```
public struct GroupBox<Label: View, Content: View>: View {
    package let label: Label
    package let content: Content
    /// Made from a style's configuration (`GroupBox(configuration)`): drawn in the automatic
    /// style whatever style the environment names, as SwiftUI's does inside a custom style.
    package let isFromConfiguration: Bool

    /// Creates a group box with the provided label and view content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        isFromConfiguration = false
    }

    /// Creates a group box with the provided label and view content.
    @available(iOS, deprecated: 100000.0, renamed: "GroupBox(content:label:)")
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.init(content: content) { label }
    }

    public typealias Body = Never
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// Creates a group box based on a style configuration (drawn in the automatic style).
    ///
    /// ```swift
    /// struct TintedGroupBoxStyle: GroupBoxStyle {
    ///     func makeBody(configuration: Configuration) -> some View {
    ///         GroupBox(configuration).foregroundStyle(.blue)
    ///     }
    /// }
    /// ```
    public init(_ configuration: GroupBoxStyleConfiguration) {
        label = configuration.label
        content = configuration.content
        isFromConfiguration = true
    }
}

extension GroupBox where Label == EmptyView {
    /// Creates an unlabeled group box with the provided view content.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}

extension GroupBox where Label == Text {
    /// Creates a group box with the provided view content and title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// Creates a group box with the provided view content and title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension GroupBox: PrimitiveView {
    package func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
        let configuration = GroupBoxStyleConfiguration(label: .init(AnyView(label)), content: .init(AnyView(content)),
                                                       hasLabel: (label as? GroupBoxStyleConfiguration.Label)?.hasLabel ?? !(label is EmptyView))
        if !isFromConfiguration, let style = context.environment.groupBoxStyle {
            try context.resolve(style.makeBody(configuration), into: &nodes)
        } else {
            try context.resolve(_AutomaticGroupBoxBody(configuration: configuration), into: &nodes)
        }
    }
}
