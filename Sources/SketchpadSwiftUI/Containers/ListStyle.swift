/// Which look lists take (`listStyle(_:)`).
public enum _ListStyleKind: Hashable, Sendable { case automatic, plain, grouped, insetGrouped, inset, sidebar }

/// A protocol that describes the behavior and appearance of a list.
public protocol ListStyle {
    var _kind: _ListStyleKind { get }
}

/// The list style that describes a platform's default behavior and appearance for a list (inset grouped on iOS).
public struct DefaultListStyle: ListStyle { public init() {}; public var _kind: _ListStyleKind { .automatic } }
/// The list style that describes the behavior and appearance of a plain list.
public struct PlainListStyle: ListStyle { public init() {}; public var _kind: _ListStyleKind { .plain } }
/// The list style that describes the behavior and appearance of a grouped list.
public struct GroupedListStyle: ListStyle { public init() {}; public var _kind: _ListStyleKind { .grouped } }
/// The list style that describes the behavior and appearance of an inset grouped list.
public struct InsetGroupedListStyle: ListStyle { public init() {}; public var _kind: _ListStyleKind { .insetGrouped } }
/// The list style that describes the behavior and appearance of an inset list.
public struct InsetListStyle: ListStyle { public init() {}; public var _kind: _ListStyleKind { .inset } }
/// The list style that describes the behavior and appearance of a sidebar list.
public struct SidebarListStyle: ListStyle { public init() {}; public var _kind: _ListStyleKind { .sidebar } }

extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { DefaultListStyle() } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { PlainListStyle() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { GroupedListStyle() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() } }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { InsetListStyle() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { SidebarListStyle() } }

extension EnvironmentValues {
    private struct ListStyleKey: EnvironmentKey { static let defaultValue = _ListStyleKind.automatic }
    private struct ScrollContentBackgroundKey: EnvironmentKey { static let defaultValue = Visibility.automatic }

    package var listStyle: _ListStyleKind {
        get { self[ListStyleKey.self] }
        set { self[ListStyleKey.self] = newValue }
    }

    package var scrollContentBackground: Visibility {
        get { self[ScrollContentBackgroundKey.self] }
        set { self[ScrollContentBackgroundKey.self] = newValue }
    }
}

/// The visibility of a UI element, chosen automatically based on the platform, current context, and other factors.
public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic
    case visible
    case hidden
}

extension View {
    /// Sets the style for lists within this view.
    ///
    /// ```swift
    /// List { … }.listStyle(.plain)
    /// ```
    public func listStyle<S: ListStyle>(_ style: S) -> some View { environment(\.listStyle, style._kind) }

    /// Specifies the visibility of the background for scrollable views within this view (a list's grouped background).
    public func scrollContentBackground(_ visibility: Visibility) -> some View { environment(\.scrollContentBackground, visibility) }
}
