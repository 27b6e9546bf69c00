/// A representation of an item as data in memory: Core Transferable's.
///
/// ```swift
/// struct Layer: Transferable {
///     var pngData: Data
///     static var transferRepresentation: some TransferRepresentation {
///         DataRepresentation(contentType: .png) { $0.pngData } importing: { Layer(pngData: $0) }
///     }
/// }
/// ```
public struct DataRepresentation<Item>: PrimitiveTransferRepresentation where Item: Transferable {
    public typealias Body = Never
    let entry: TransferEntry<Item>
    package var entries: [TransferEntry<Item>] { [entry] }
    public var body: Never { return noBody() }

    /// Creates a representation that exports and imports an item as data of `contentType`.
    public init(contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
                importing: @escaping @Sendable (Data) async throws -> Item) {
        var entry = TransferEntry<Item>(contentType: contentType)
        entry.exportsData = exporting
        entry.importsData = importing
        self.entry = entry
    }

    /// Creates a representation that exports an item as data of `exportedContentType`.
    public init(exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {
        var entry = TransferEntry<Item>(contentType: exportedContentType)
        entry.exportsData = exporting
        self.entry = entry
    }

    /// Creates a representation that imports an item from data of `importedContentType`.
    public init(importedContentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {
        var entry = TransferEntry<Item>(contentType: importedContentType)
        entry.importsData = importing
        self.entry = entry
    }
}
