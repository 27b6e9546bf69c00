/// A container view that you can use to add hierarchy within certain views: in a `List` or
/// `Form`, a group of rows with an optional header and footer (in the inset grouped style, the
/// header in uppercase footnote text above a rounded card of rows, the footer under it);
/// elsewhere, its header, content and footer one after another.
///
/// ```swift
/// Section("Account") {
///     Text("Email")
///     Text("Password")
/// }
/// Section {
///     Toggle("Sync", isOn: $sync)
/// } footer: {
///     Text("Sync keeps your devices up to date.")
/// }
/// ```
@MainActor @preconcurrency
public struct Section<Parent, Content, Footer> {
    package let header: Parent
    package let content: Content
    package let footer: Footer
}

extension Section: View where Parent: View, Content: View, Footer: View {
    public typealias Body = Never

    /// Creates a section with a header, footer, and the provided section content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    /// Creates a section with a header, footer, and the provided section content (deprecated form).
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { footer })
    }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    /// Creates a section with a header and the provided section content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// Creates a section with a header and the provided section content (deprecated form).
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }

    /// Creates a section with a header, the provided section content, and a binding representing the section's expansion state.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
    /// Creates a section with a footer and the provided section content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    /// Creates a section with a footer and the provided section content (deprecated form).
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { footer })
    }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    /// Creates a section with the provided section content.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    /// Creates a section with the provided section content, its header generated from a localized string.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
    }

    /// Creates a section with the provided section content, its header generated from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }

    /// Creates a section with a header generated from a localized string and a binding to its expansion state.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
    }
}

extension Section: PrimitiveView where Parent: View, Content: View, Footer: View {
    package func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
        let env = context.environment
        guard env.isInList else {
            guard !env.pinnedScrollableViews.isEmpty || env.tagsSections else {
                try context.child(1).resolve(header, into: &nodes)
                try context.child(2).resolve(content, into: &nodes)
                try context.child(3).resolve(footer, into: &nodes)
                return
            }
            try resolvePinnable(in: context, into: &nodes)
            return
        }
        let grouped = env.listStyle != .plain
        var headerContext = context.child(1)
        headerContext.environment.isInList = false
        if grouped {
            headerContext.environment.font = headerContext.environment.font ?? .footnote
            headerContext.environment.textCase = headerContext.environment.textCase ?? .uppercase
            headerContext.environment.foregroundStyle = headerContext.environment.foregroundStyle ?? AnyShapeStyle(HierarchicalShapeStyle.secondary)
        } else {
            headerContext.environment.font = headerContext.environment.font ?? .headline
        }
        var footerContext = context.child(3)
        footerContext.environment.isInList = false
        footerContext.environment.font = footerContext.environment.font ?? .footnote
        footerContext.environment.foregroundStyle = footerContext.environment.foregroundStyle ?? AnyShapeStyle(HierarchicalShapeStyle.secondary)
        let headerNodes = try headerContext.resolve(header)
        let footerNodes = try footerContext.resolve(footer)
        let rows = try context.child(2).resolve(content)
        nodes.append(SectionNode(header: SectionNode.stacked(headerNodes, environment: env),
                                 rows: rows, footer: SectionNode.stacked(footerNodes, environment: env), environment: env))
    }
}

extension Section where Parent: View, Content: View, Footer: View {
    /// In a lazy stack that pins headers or footers: the header and footer each one node, and
    /// every node tagged with the section, so the stack can keep them on screen.
    private func resolvePinnable(in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
        var inner = context
        inner.environment.pinnedScrollableViews = []
        inner.environment.tagsSections = false
        let section = PinnedSectionTrait.Identity()
        let header = SectionNode.stacked(try inner.child(1).resolve(self.header), environment: context.environment)
        let rows = try inner.child(2).resolve(content)
        let footer = SectionNode.stacked(try inner.child(3).resolve(self.footer), environment: context.environment)
        func tag(_ node: LayoutNode, _ role: PinnedSectionTrait.Role) -> LayoutNode {
            node.layoutValues[PinnedSectionTrait.key] = PinnedSectionTrait(section: section, role: role)
            return node
        }
        if let header { nodes.append(tag(header, .header)) }
        nodes += rows.map { tag($0, .row) }
        if let footer { nodes.append(tag(footer, .footer)) }
    }
}

/// A list's section, resolved: its header, rows and footer, which the list lays out.
package final class SectionNode: LayoutNode, @unchecked Sendable {
    let header: LayoutNode?
    let rows: [LayoutNode]
    let footer: LayoutNode?

    init(header: LayoutNode?, rows: [LayoutNode], footer: LayoutNode?, environment: EnvironmentValues) {
        self.header = header
        self.rows = rows
        self.footer = footer
        super.init(environment: environment)
    }

    /// One node for several (a header of two texts is a vertical stack of them, leading-aligned).
    static func stacked(_ nodes: [LayoutNode], environment: EnvironmentValues) -> LayoutNode? {
        if nodes.count <= 1 { return nodes.first }
        return LayoutContainerNode(layout: VStackLayout(alignment: .leading), nodes: nodes, environment: environment)
    }
}
