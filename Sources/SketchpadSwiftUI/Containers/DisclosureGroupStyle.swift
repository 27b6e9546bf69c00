/// A type that specifies the appearance of disclosure groups within a view hierarchy
/// (iOS 16): set with `disclosureGroupStyle(_:)`.
///
/// ```swift
/// struct ShowHideStyle: DisclosureGroupStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack(alignment: .leading) {
///             HStack {
///                 configuration.label
///                 Spacer()
///                 Text(configuration.isExpanded ? "hide" : "show").foregroundColor(.accentColor)
///             }
///             if configuration.isExpanded { configuration.content }
///         }
///     }
/// }
/// DisclosureGroup("Details") { Text("More") }.disclosureGroupStyle(ShowHideStyle())
/// ```
@MainActor @preconcurrency
public protocol DisclosureGroupStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = DisclosureGroupStyleConfiguration
}

/// The properties of a disclosure group instance.
public struct DisclosureGroupStyleConfiguration {
    /// A type-erased label of a disclosure group.
    public struct Label: View {
        package let content: AnyView
        package init(_ content: AnyView) { self.content = content }
        public typealias Body = Never
    }

    /// A type-erased content of a disclosure group.
    public struct Content: View {
        package let content: AnyView
        package init(_ content: AnyView) { self.content = content }
        public typealias Body = Never
    }

    /// The label for the disclosure group.
    public let label: DisclosureGroupStyleConfiguration.Label
    /// The content of the disclosure group.
    public let content: DisclosureGroupStyleConfiguration.Content
    /// A binding to a Boolean that indicates whether the disclosure group is expanded.
    @Binding public var isExpanded: Bool

    init(label: DisclosureGroupStyleConfiguration.Label, content: DisclosureGroupStyleConfiguration.Content, isExpanded: Binding<Bool>) {
        self.label = label
        self.content = content
        self._isExpanded = isExpanded
    }
}

extension DisclosureGroupStyleConfiguration.Label: TypeErasedView {}
extension DisclosureGroupStyleConfiguration.Content: TypeErasedView {}

/// A disclosure group style in the environment.
package struct _AnyDisclosureGroupStyle: @unchecked Sendable {
    let makeBody: @MainActor (DisclosureGroupStyleConfiguration) -> AnyView
    @MainActor init<S: DisclosureGroupStyle>(_ style: S) { makeBody = { AnyView(style.makeBody(configuration: $0)) } }
}

/// A disclosure group style that resolves its appearance automatically based on the current
/// context: on iOS, the label with a chevron at its trailing end, tinted, pointing down when
/// expanded; the content under it (in a list, each of its views a row).
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
    /// Creates an automatic disclosure group style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        _AutomaticDisclosureGroupBody(configuration: configuration)
    }
}

/// iOS's disclosure group: a header row (label, spacer, chevron in the tint colour: `chevron.forward`,
/// which points left right to left, when collapsed; `chevron.down` when expanded), then the content.
struct _AutomaticDisclosureGroupBody: View, PrimitiveView {
    let configuration: DisclosureGroupStyleConfiguration
    typealias Body = Never

    func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
        let expanded = configuration.isExpanded
        let header = HStack {
            configuration.label
            Spacer(minLength: 0)
            Image(systemName: expanded ? "chevron.down" : "chevron.forward")
                .font(.footnote.weight(.semibold))   // 13 points at the default text size, scaling with it
                .foregroundStyle(.tint)
        }
        if context.environment.isInList {
            // In a list the header is a row and each of the content's views a row under it.
            try context.child(1).resolve(header, into: &nodes)
            if expanded { try context.child(2).resolve(configuration.content, into: &nodes) }
        } else {
            try context.resolve(VStack(alignment: .leading) {
                header
                if expanded { configuration.content }
            }, into: &nodes)
        }
    }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    /// A disclosure group style that resolves its appearance automatically based on the current context.
    public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}

extension EnvironmentValues {
    private struct DisclosureGroupStyleKey: EnvironmentKey { static let defaultValue: _AnyDisclosureGroupStyle? = nil }

    /// The style `disclosureGroupStyle(_:)` set (nil: automatic).
    package var disclosureGroupStyle: _AnyDisclosureGroupStyle? {
        get { self[DisclosureGroupStyleKey.self] }
        set { self[DisclosureGroupStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for disclosure groups within this view.
    ///
    /// ```swift
    /// DisclosureGroup("Details") { Text("More") }.disclosureGroupStyle(.automatic)
    /// ```
    public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
        environment(\.disclosureGroupStyle, _AnyDisclosureGroupStyle(style))
    }
}
