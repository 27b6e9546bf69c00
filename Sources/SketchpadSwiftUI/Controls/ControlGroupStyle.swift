/// Defines the implementation of all control groups within a view hierarchy: set with
/// `controlGroupStyle(_:)`.
///
/// ```swift
/// struct SpacedControlGroupStyle: ControlGroupStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack(spacing: 20) { configuration.content }
///     }
/// }
/// ControlGroup { Button("Cut") {}; Button("Copy") {} }.controlGroupStyle(SpacedControlGroupStyle())
/// ```
@MainActor @preconcurrency
public protocol ControlGroupStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ControlGroupStyleConfiguration
}

/// The properties of a control group.
public struct ControlGroupStyleConfiguration {
    /// A type-erased content of a control group: its controls.
    public struct Content: View {
        package let content: AnyView
        package init(_ content: AnyView) { self.content = content }
        public typealias Body = Never
    }

    /// A type-erased label of a control group (empty when it has none).
    public struct Label: View {
        package let content: AnyView
        package init(_ content: AnyView) { self.content = content }
        public typealias Body = Never
    }

    /// A view that represents the content of the control group.
    public let content: ControlGroupStyleConfiguration.Content
    /// A view that provides the optional label of the control group.
    public let label: ControlGroupStyleConfiguration.Label
}

extension ControlGroupStyleConfiguration.Content: TypeErasedView {}
extension ControlGroupStyleConfiguration.Label: TypeErasedView {}

/// A control group style in the environment.
package struct _AnyControlGroupStyle: @unchecked Sendable {
    let makeBody: @MainActor (ControlGroupStyleConfiguration) -> AnyView
    @MainActor init<S: ControlGroupStyle>(_ style: S) { makeBody = { AnyView(style.makeBody(configuration: $0)) } }
}

/// The default control group style: on iOS, outside a menu or toolbar, its controls side by
/// side in one segmented strip (as ``PaletteControlGroupStyle``, which Apple documents as "rendered
/// as a segmented control" outside menus).
public struct AutomaticControlGroupStyle: ControlGroupStyle {
    /// Creates an automatic control group style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { _SegmentedControlGroup(configuration: configuration) }
}

/// The navigation control group style: on iOS, individual borderless buttons side by side.
public struct NavigationControlGroupStyle: ControlGroupStyle {
    /// Creates a navigation control group style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack { configuration.content }.buttonStyle(.borderless)
    }
}

/// A control group style that presents its content as a menu when pressed: a still shows its
/// label as a menu's button.
public struct MenuControlGroupStyle: ControlGroupStyle {
    /// Creates a menu control group style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { Menu { configuration.content } label: { configuration.label } }
}

/// A control group style that presents its content as a compact menu when pressed: a still
/// shows its label as a menu's button.
public struct CompactMenuControlGroupStyle: ControlGroupStyle {
    /// Creates a compact menu control group style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { Menu { configuration.content } label: { configuration.label } }
}

/// A control group style that presents its content as a palette; outside a menu, a segmented control.
public struct PaletteControlGroupStyle: ControlGroupStyle {
    /// Creates a palette control group style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { _SegmentedControlGroup(configuration: configuration) }
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    /// The default control group style.
    public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}

extension ControlGroupStyle where Self == NavigationControlGroupStyle {
    /// The navigation control group style (individual borderless buttons on iOS).
    public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}

extension ControlGroupStyle where Self == MenuControlGroupStyle {
    /// A style that presents the group's content as a menu when pressed.
    public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}

extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
    /// A style that presents the group's content as a compact menu when pressed.
    public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}

extension ControlGroupStyle where Self == PaletteControlGroupStyle {
    /// A style that presents the group's content as a palette (a segmented control outside menus).
    public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}

extension EnvironmentValues {
    private struct ControlGroupStyleKey: EnvironmentKey { static let defaultValue: _AnyControlGroupStyle? = nil }

    /// The style `controlGroupStyle(_:)` set (nil: automatic).
    package var controlGroupStyle: _AnyControlGroupStyle? {
        get { self[ControlGroupStyleKey.self] }
        set { self[ControlGroupStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for control groups within this view.
    ///
    /// ```swift
    /// ControlGroup { Button("Back") {}; Button("Forward") {} }.controlGroupStyle(.navigation)
    /// ```
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
        environment(\.controlGroupStyle, _AnyControlGroupStyle(style))
    }
}
