/// A type that specifies the appearance and interaction of all group boxes within a view
/// hierarchy: set with `groupBoxStyle(_:)`.
///
/// ```swift
/// struct CardGroupBoxStyle: GroupBoxStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack(alignment: .leading) {
///             configuration.label.font(.headline)
///             configuration.content
///         }
///         .padding()
///         .background(Color.yellow, in: RoundedRectangle(cornerRadius: 12))
///     }
/// }
/// GroupBox("Notes") { Text("Buy milk") }.groupBoxStyle(CardGroupBoxStyle())
/// ```
@MainActor @preconcurrency
public protocol GroupBoxStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = GroupBoxStyleConfiguration
}

/// The properties of a group box instance.
public struct GroupBoxStyleConfiguration {
    /// A type-erased label of a group box.
    public struct Label: View {
        package let content: AnyView
        /// Whether the group box has a label (an `EmptyView` label takes no place).
        package var hasLabel = true
        package init(_ content: AnyView) { self.content = content }
        public typealias Body = Never
    }

    /// A type-erased content of a group box.
    public struct Content: View {
        package let content: AnyView
        package init(_ content: AnyView) { self.content = content }
        public typealias Body = Never
    }

    /// A view that provides the title of the group box.
    public let label: GroupBoxStyleConfiguration.Label
    /// A view that represents the content of the group box.
    public let content: GroupBoxStyleConfiguration.Content

    init(label: GroupBoxStyleConfiguration.Label, content: GroupBoxStyleConfiguration.Content, hasLabel: Bool) {
        var label = label
        label.hasLabel = hasLabel
        self.label = label
        self.content = content
    }
}

extension GroupBoxStyleConfiguration.Label: TypeErasedView {}
extension GroupBoxStyleConfiguration.Content: TypeErasedView {}

/// A group box style in the environment.
package struct _AnyGroupBoxStyle: @unchecked Sendable {
    let makeBody: @MainActor (GroupBoxStyleConfiguration) -> AnyView
    @MainActor init<S: GroupBoxStyle>(_ style: S) { makeBody = { AnyView(style.makeBody(configuration: $0)) } }
}

/// The default style for group box views. You can also use `automatic` to construct this style.
public struct DefaultGroupBoxStyle: GroupBoxStyle {
    /// Creates the default group box style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        _AutomaticGroupBoxBody(configuration: configuration)
    }
}

/// iOS's group box. The layout follows iOS 14.3's phone-idiom style as DanceUI (ByteDance's
/// open-source SwiftUI) reconstructs it from the framework's own body type
/// (`VStack { label.alignment(.leading).font(.headline); content }.padding()
/// .background(RoundedRectangle(cornerSize: 8 × 8, style: .continuous).fill(BackgroundStyle()))`):
/// a default-spaced, centred stack; the label takes the width offered, at its leading edge; 16
/// points of padding (SwiftUI's default on iOS); an 8-point continuous rounded rectangle of the
/// background style one level up (`secondarySystemBackground` on a plain screen, then
/// `tertiarySystemBackground` for a group box inside another), which is also what `.background`
/// means inside it.
struct _AutomaticGroupBoxBody: View, PrimitiveView {
    let configuration: GroupBoxStyleConfiguration
    typealias Body = Never

    func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
        var inner = context
        inner.environment.backgroundLevel += 1
        let box = VStack {
            if configuration.label.hasLabel {
                configuration.label.font(.headline).frame(maxWidth: .infinity, alignment: .leading)
            }
            configuration.content
        }
        .padding()
        .background(RoundedRectangle(cornerRadius: 8, style: .continuous).fill(BackgroundStyle()))
        try inner.resolve(box, into: &nodes)
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// The default style for group box views.
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

extension EnvironmentValues {
    private struct GroupBoxStyleKey: EnvironmentKey { static let defaultValue: _AnyGroupBoxStyle? = nil }
    private struct BackgroundLevelKey: EnvironmentKey { static let defaultValue = 0 }

    /// The style `groupBoxStyle(_:)` set (nil: automatic).
    package var groupBoxStyle: _AnyGroupBoxStyle? {
        get { self[GroupBoxStyleKey.self] }
        set { self[GroupBoxStyleKey.self] = newValue }
    }

    /// How many containers that raise the background (group boxes) enclose this view: the
    /// `.background` style is `systemBackground` at 0, `secondarySystemBackground` at 1 and
    /// `tertiarySystemBackground` deeper, as UIKit's background levels go.
    package var backgroundLevel: Int {
        get { self[BackgroundLevelKey.self] }
        set { self[BackgroundLevelKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for group boxes within this view.
    ///
    /// ```swift
    /// GroupBox("Today") { Text("3 tasks") }.groupBoxStyle(.automatic)
    /// ```
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        environment(\.groupBoxStyle, _AnyGroupBoxStyle(style))
    }
}
