/// A view that controls a navigation presentation. In a list row it is its label with a
/// chevron at the trailing end (as iOS draws a row that pushes); elsewhere its label in the tint
/// colour, as a borderless button. A still shows where the link is, never its destination.
///
/// ```swift
/// List(items) { item in
///     NavigationLink(item.name) { ItemDetail(item: item) }
/// }
/// NavigationLink("Settings", value: Route.settings)
/// ```
public struct NavigationLink<Label: View, Destination: View>: View {
    package let label: Label

    /// Creates a navigation link that presents the destination view.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) { self.label = label() }

    /// Creates a navigation link that presents the destination view (deprecated form).
    public init(destination: Destination, @ViewBuilder label: () -> Label) { self.label = label() }

    /// Creates a navigation link that presents the destination view when active (deprecated form).
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) { self.label = label() }

    public var body: some View {
        _NavigationLinkBody(label: AnyView(label))
    }
}

extension NavigationLink where Destination == Never {
    /// Creates a navigation link that presents the view corresponding to a value.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) { self.label = label() }
}

extension NavigationLink where Label == Text {
    /// Creates a navigation link that presents a destination view, with a text label generated from a title string.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) { self.label = Text(titleKey) }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) { self.label = Text(title) }

    /// Creates a navigation link that presents a destination view (deprecated form).
    public init(_ titleKey: LocalizedStringKey, destination: Destination) { self.label = Text(titleKey) }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) { self.label = Text(title) }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// Creates a navigation link that presents the view corresponding to a value, with a text label.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) { self.label = Text(titleKey) }

    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) { self.label = Text(title) }
}

struct _NavigationLinkBody: View, PrimitiveView {
    let label: AnyView
    typealias Body = Never

    func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
        if context.environment.isInList {
            try context.resolve(HStack {
                label
                Spacer(minLength: 0)
                _Chevron(systemName: "chevron.right").modifier(_TraitWritingModifier { $0.layoutValues[ChevronTrait.key] = true })
            }, into: &nodes)
        } else {
            try context.resolve(_SystemButton(kind: .automatic, role: nil, label: ButtonStyleConfiguration.Label(label)), into: &nodes)
        }
    }
}

/// Marks the chevron of a navigation link's row (a row's badge goes before it).
package enum ChevronTrait {
    package static let key = ObjectIdentifier(ChevronTrait.self)
}

/// The grey chevron of a list row that pushes (or discloses).
struct _Chevron: View {
    let systemName: String
    var body: some View {
        Image(systemName: systemName)
            .font(.system(size: 13, weight: .semibold))
            .foregroundStyle(Color(value: SystemPalette.chevron))
    }
}
