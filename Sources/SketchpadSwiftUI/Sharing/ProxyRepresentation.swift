/// A representation of an item through another transferable type: the item is exported and
/// imported as that type is. Core Transferable's.
///
/// ```swift
/// struct Bookmark: Transferable {
///     var url: URL
///     static var transferRepresentation: some TransferRepresentation {
///         ProxyRepresentation(exporting: \.url)
///     }
/// }
/// ```
public struct ProxyRepresentation<Item, ProxyRepresentation>: PrimitiveTransferRepresentation
where Item: Transferable, ProxyRepresentation: Transferable {
    public typealias Body = Never
    let exporting: (@Sendable (Item) async throws -> ProxyRepresentation)?
    let importing: (@Sendable (ProxyRepresentation) async throws -> Item)?
    public var body: Never { return noBody() }

    package var entries: [TransferEntry<Item>] {
        ProxyRepresentation.transferEntries.map { $0.mapped(export: exporting, import: importing) }
    }

    /// Creates a representation that exports an item as the proxy and imports it from one.
    public init(exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation,
                importing: @escaping @Sendable (ProxyRepresentation) throws -> Item) {
        self.exporting = { try exporting($0) }
        self.importing = { try importing($0) }
    }

    /// Creates a representation that exports an item as the proxy and imports it from one, asynchronously.
    public init(exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation,
                importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item) {
        self.exporting = exporting
        self.importing = importing
    }

    /// Creates a representation that exports an item as the proxy.
    public init(exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation) {
        self.exporting = { try exporting($0) }
        importing = nil
    }

    /// Creates a representation that exports an item as the proxy, asynchronously.
    public init(exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation) {
        self.exporting = exporting
        importing = nil
    }

    /// Creates a representation that imports an item from the proxy.
    public init(importing: @escaping @Sendable (ProxyRepresentation) throws -> Item) {
        exporting = nil
        self.importing = { try importing($0) }
    }

    /// Creates a representation that imports an item from the proxy, asynchronously.
    public init(importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item) {
        exporting = nil
        self.importing = importing
    }
}
