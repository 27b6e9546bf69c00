/// A representation of an item as a file on disk: Core Transferable's.
///
/// ```swift
/// struct Recording: Transferable {
///     var url: URL
///     static var transferRepresentation: some TransferRepresentation {
///         FileRepresentation(contentType: .mpeg4Audio) { SentTransferredFile($0.url) } importing: { Recording(url: $0.file) }
///     }
/// }
/// ```
public struct FileRepresentation<Item>: PrimitiveTransferRepresentation where Item: Transferable {
    public typealias Body = Never
    let entry: TransferEntry<Item>
    package var entries: [TransferEntry<Item>] { [entry] }
    public var body: Never { return noBody() }

    /// Creates a representation that exports and imports an item as a file of `contentType`.
    public init(contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
                exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
                importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
        var entry = TransferEntry<Item>(contentType: contentType)
        entry.exportsFile = exporting
        entry.importsFile = importing
        self.entry = entry
    }

    /// Creates a representation that exports an item as a file of `exportedContentType`.
    public init(exportedContentType: UTType, shouldAllowToOpenInPlace: Bool = false,
                exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile) {
        var entry = TransferEntry<Item>(contentType: exportedContentType)
        entry.exportsFile = exporting
        self.entry = entry
    }

    /// Creates a representation that imports an item from a file of `importedContentType`.
    public init(importedContentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
                importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
        var entry = TransferEntry<Item>(contentType: importedContentType)
        entry.importsFile = importing
        self.entry = entry
    }
}
