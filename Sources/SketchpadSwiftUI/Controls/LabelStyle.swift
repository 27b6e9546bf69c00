/// A type that applies a custom appearance to all labels within a view.
///
/// ```swift
/// struct TrailingIcon: LabelStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack { configuration.title; configuration.icon }
///     }
/// }
/// Label("Next", systemImage: "chevron.right").labelStyle(TrailingIcon())
/// ```
@MainActor @preconcurrency
public protocol LabelStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = LabelStyleConfiguration
}

/// The properties of a label.
public struct LabelStyleConfiguration {
    /// A type-erased title view of a label.
    public struct Title: View {
        package let content: AnyView
        public typealias Body = Never
    }

    /// A type-erased icon view of a label.
    public struct Icon: View {
        package let content: AnyView
        public typealias Body = Never
    }

    /// A description of the labeled item.
    public var title: LabelStyleConfiguration.Title
    /// A symbolic representation of the labeled item.
    public var icon: LabelStyleConfiguration.Icon
}

extension LabelStyleConfiguration.Title: PrimitiveView {
    package func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws { try context.resolve(content, into: &nodes) }
}

extension LabelStyleConfiguration.Icon: PrimitiveView {
    package func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws { try context.resolve(content, into: &nodes) }
}

/// A label style in the environment.
package struct _AnyLabelStyle: @unchecked Sendable {
    let makeBody: @MainActor (LabelStyleConfiguration) -> AnyView
    @MainActor init<S: LabelStyle>(_ style: S) { makeBody = { AnyView(style.makeBody(configuration: $0)) } }
}

/// The default label style in the current context (title and icon on iOS).
public struct DefaultLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { TitleAndIconLabelStyle().makeBody(configuration: configuration) }
}

/// A label style that only displays the title of the label.
public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// A label style that only displays the icon of the label.
public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

/// A label style that shows both the title and icon of the label: the icon, then the title.
public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { HStack { configuration.icon; configuration.title } }
}

extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: DefaultLabelStyle { DefaultLabelStyle() } }
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() } }
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() } }
extension LabelStyle where Self == TitleAndIconLabelStyle { public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() } }

extension View {
    /// Sets the style for labels within this view.
    ///
    /// ```swift
    /// Label("Favorites", systemImage: "star").labelStyle(.iconOnly)
    /// ```
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View { environment(\.labelStyle, _AnyLabelStyle(style)) }
}

// A label is drawn by the label style in its environment.
extension Label: PrimitiveView {
    package func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
        let configuration = LabelStyleConfiguration(title: .init(content: AnyView(title)), icon: .init(content: AnyView(icon)))
        var inner = context
        inner.environment.labelStyle = nil
        if let style = context.environment.labelStyle {
            try inner.resolve(style.makeBody(configuration), into: &nodes)
        } else {
            try inner.resolve(TitleAndIconLabelStyle().makeBody(configuration: configuration), into: &nodes)
        }
    }
}
