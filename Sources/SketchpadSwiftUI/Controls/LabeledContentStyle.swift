/// The appearance and behavior of a labeled content instance: set with `labeledContentStyle(_:)`.
///
/// ```swift
/// struct StackedLabeledContentStyle: LabeledContentStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack(alignment: .leading) {
///             configuration.label.font(.caption)
///             configuration.content
///         }
///     }
/// }
/// LabeledContent("Owner", value: "Jane").labeledContentStyle(StackedLabeledContentStyle())
/// ```
@MainActor @preconcurrency
public protocol LabeledContentStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = LabeledContentStyleConfiguration
}

/// The properties of a labeled content instance.
public struct LabeledContentStyleConfiguration {
    /// A type-erased label of a labeled content instance.
    public struct Label: View {
        package let content: AnyView
        package init(_ content: AnyView) { self.content = content }
        public typealias Body = Never
    }

    /// A type-erased content of a labeled content instance.
    public struct Content: View {
        package let content: AnyView
        package init(_ content: AnyView) { self.content = content }
        public typealias Body = Never
    }

    /// The label of the labeled content instance.
    public let label: LabeledContentStyleConfiguration.Label
    /// The content of the labeled content instance.
    public let content: LabeledContentStyleConfiguration.Content
}

extension LabeledContentStyleConfiguration.Label: TypeErasedView {}
extension LabeledContentStyleConfiguration.Content: TypeErasedView {}

/// A labeled content style in the environment.
package struct _AnyLabeledContentStyle: @unchecked Sendable {
    let makeBody: @MainActor (LabeledContentStyleConfiguration) -> AnyView
    @MainActor init<S: LabeledContentStyle>(_ style: S) { makeBody = { AnyView(style.makeBody(configuration: $0)) } }
}

/// The default labeled content style: on iOS the label at the leading edge and the content at
/// the trailing edge in the secondary colour, on their first baselines.
public struct AutomaticLabeledContentStyle: LabeledContentStyle {
    /// Creates an automatic labeled content style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack(alignment: .firstTextBaseline) {
            configuration.label
            Spacer(minLength: 0)
            configuration.content.foregroundStyle(.secondary).multilineTextAlignment(.trailing)
        }
    }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    /// A labeled content style that resolves its appearance automatically based on the current context.
    public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

extension EnvironmentValues {
    private struct LabeledContentStyleKey: EnvironmentKey { static let defaultValue: _AnyLabeledContentStyle? = nil }

    /// The style `labeledContentStyle(_:)` set (nil: automatic).
    package var labeledContentStyle: _AnyLabeledContentStyle? {
        get { self[LabeledContentStyleKey.self] }
        set { self[LabeledContentStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets a style for labeled content.
    ///
    /// ```swift
    /// LabeledContent("Version", value: "2.1").labeledContentStyle(.automatic)
    /// ```
    public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
        environment(\.labeledContentStyle, _AnyLabeledContentStyle(style))
    }
}
