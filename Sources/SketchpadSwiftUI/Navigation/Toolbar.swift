/// Conforming types represent items that can be placed in various locations in a toolbar.
///
/// ```swift
/// struct EditingTools: ToolbarContent {
///     var body: some ToolbarContent {
///         ToolbarItem(placement: .topBarTrailing) { EditButton() }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    @ToolbarContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: ToolbarContent {}

/// One item of a toolbar, flattened: where it goes and what it shows.
package struct _ToolbarEntry {
    let placement: ToolbarItemPlacement
    let content: AnyView
}

/// Toolbar content the renderer knows directly (items, groups, the builder's tuples).
@MainActor package protocol _PrimitiveToolbarContent {
    var entries: [_ToolbarEntry] { get }
}

/// The entries of any toolbar content: its own if it is primitive, else its body's.
@MainActor package func toolbarEntries<T: ToolbarContent>(_ content: T) -> [_ToolbarEntry] {
    if let primitive = content as? any _PrimitiveToolbarContent { return primitive.entries }
    if T.Body.self == Never.self { return [] }
    return toolbarEntries(content.body)
}

/// A model that represents an item which can be placed in the toolbar or navigation bar.
public struct ToolbarItem<ID, Content: View>: ToolbarContent, _PrimitiveToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content
    public typealias Body = Never

    package var entries: [_ToolbarEntry] { [_ToolbarEntry(placement: placement, content: AnyView(content))] }
}

extension ToolbarItem where ID == () {
    /// Creates a toolbar item with the specified placement and content.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    /// Creates a toolbar item with the specified placement and content, identified by `id`.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// A model that represents a group of `ToolbarItem`s which can be placed in the toolbar or navigation bar.
public struct ToolbarItemGroup<Content: View>: ToolbarContent, _PrimitiveToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content
    public typealias Body = Never

    /// Creates a toolbar item group with a specified placement and content.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    package var entries: [_ToolbarEntry] { [_ToolbarEntry(placement: placement, content: AnyView(content))] }
}

/// Several toolbar contents, as the builder combines them.
public struct _ToolbarContentList: ToolbarContent, _PrimitiveToolbarContent {
    package let entries: [_ToolbarEntry]
    public typealias Body = Never
}

/// Constructs a toolbar item set from multi-expression closures.
@resultBuilder @MainActor
public enum ToolbarContentBuilder {
    public static func buildBlock() -> _ToolbarContentList { _ToolbarContentList(entries: []) }

    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content) -> _ToolbarContentList {
        var entries: [_ToolbarEntry] = []
        for item in repeat each content { entries += toolbarEntries(item) }
        return _ToolbarContentList(entries: entries)
    }

    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }

    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> _ToolbarContentList {
        _ToolbarContentList(entries: content.map(toolbarEntries) ?? [])
    }

    public static func buildOptional<Content: ToolbarContent>(_ content: Content?) -> _ToolbarContentList {
        _ToolbarContentList(entries: content.map(toolbarEntries) ?? [])
    }

    public static func buildEither<T: ToolbarContent>(first: T) -> _ToolbarContentList {
        _ToolbarContentList(entries: toolbarEntries(first))
    }

    public static func buildEither<F: ToolbarContent>(second: F) -> _ToolbarContentList {
        _ToolbarContentList(entries: toolbarEntries(second))
    }

    public static func buildLimitedAvailability<Content: ToolbarContent>(_ content: Content) -> _ToolbarContentList {
        _ToolbarContentList(entries: toolbarEntries(content))
    }
}

/// A structure that defines the placement of a toolbar item.
public struct ToolbarItemPlacement: Equatable, Sendable {
    package enum Slot: Sendable { case leading, trailing, principal, bottom, hidden }
    let name: String
    package let slot: Slot

    /// The system places the item automatically (the trailing end of the navigation bar on iOS).
    public static let automatic = ToolbarItemPlacement(name: "automatic", slot: .trailing)
    /// The system places the item in the principal item section (the bar's centre).
    public static let principal = ToolbarItemPlacement(name: "principal", slot: .principal)
    /// The item represents a navigation action (the leading end).
    public static let navigation = ToolbarItemPlacement(name: "navigation", slot: .leading)
    /// The item represents a primary action.
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction", slot: .trailing)
    /// The item represents a secondary action.
    public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction", slot: .trailing)
    /// The item represents a change in status for the current context (the bottom toolbar).
    public static let status = ToolbarItemPlacement(name: "status", slot: .bottom)
    /// The item represents a confirmation action for a modal interface.
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction", slot: .trailing)
    /// The item represents a cancellation action for a modal interface.
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction", slot: .leading)
    /// The item represents a destructive action for a modal interface.
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction", slot: .trailing)
    /// The item is placed in the keyboard section (not shown: no keyboard in a still).
    public static let keyboard = ToolbarItemPlacement(name: "keyboard", slot: .hidden)
    /// Places the item in the leading edge of the top bar.
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading", slot: .leading)
    /// Places the item in the trailing edge of the top bar.
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing", slot: .trailing)
    /// Places the item in the leading edge of the navigation bar (deprecated name).
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading", slot: .leading)
    /// Places the item in the trailing edge of the navigation bar (deprecated name).
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing", slot: .trailing)
    /// Places the item in the bottom toolbar.
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar", slot: .bottom)

    public static func == (a: ToolbarItemPlacement, b: ToolbarItemPlacement) -> Bool { a.name == b.name }
}

/// The placement of a toolbar (`toolbar(_:for:)`, `toolbarBackground(_:for:)`).
public struct ToolbarPlacement: Equatable, Sendable {
    let name: String
    public static let automatic = ToolbarPlacement(name: "automatic")
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    public static let tabBar = ToolbarPlacement(name: "tabBar")
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
}

extension ToolbarContent where Body == Never {
    public var body: Never { fatalError("\(type(of: self)) is primitive toolbar content: it has no body") }
}
