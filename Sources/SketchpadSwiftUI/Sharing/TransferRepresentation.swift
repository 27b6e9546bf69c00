/// A declarative description of how an item is exported and imported: Core Transferable's
/// protocol. Compose the built-in representations (``DataRepresentation``,
/// ``FileRepresentation``, ``ProxyRepresentation``, ``CodableRepresentation``) in `body`, or
/// directly in a ``Transferable`` type's `transferRepresentation`.
///
/// ```swift
/// struct Greeting: Codable, Transferable {
///     let message: String
///     static var transferRepresentation: some TransferRepresentation {
///         CodableRepresentation(contentType: .json)
///         ProxyRepresentation(exporting: \.message)
///     }
/// }
/// ```
public protocol TransferRepresentation<Item>: Sendable {
    /// The type of the item being transferred.
    associatedtype Item: Transferable
    /// The type of the representation's body.
    associatedtype Body: TransferRepresentation
    /// The representation this one is made of.
    @TransferRepresentationBuilder<Item> var body: Body { get }
}

/// One content type a representation offers, and how an item goes through it.
package struct TransferEntry<Item>: @unchecked Sendable {
    package var contentType: UTType
    package var exportsData: ((Item) async throws -> Data)?
    package var importsData: ((Data) async throws -> Item)?
    package var exportsFile: ((Item) async throws -> SentTransferredFile)?
    package var importsFile: ((ReceivedTransferredFile) async throws -> Item)?
    package var visibility = TransferRepresentationVisibility.all
    package var suggestedFileName: ((Item) -> String?)?
    package var condition: ((Item) -> Bool)?

    package init(contentType: UTType) { self.contentType = contentType }

    package var canExport: Bool { exportsData != nil || exportsFile != nil }
    package var canImport: Bool { importsData != nil || importsFile != nil }

    /// The item as data of this entry's type (an exported file is read).
    package func data(of item: Item) async throws -> Data {
        if let exportsData { return try await exportsData(item) }
        if let exportsFile { return try Data(contentsOf: try await exportsFile(item).file) }
        throw TransferError.noExportingRepresentation(String(describing: Item.self), contentType)
    }

    /// An item from data of this entry's type (a file importer gets the data in a temporary file).
    package func item(from data: Data) async throws -> Item {
        if let importsData { return try await importsData(data) }
        if let importsFile {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("sketchpad-transfer-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let file = directory.appendingPathComponent("item").appendingPathExtension(contentType.preferredFilenameExtension ?? "data")
            try data.write(to: file)
            return try await importsFile(ReceivedTransferredFile(file: file, isOriginalFile: false))
        }
        throw TransferError.noImportingRepresentation(String(describing: Item.self), contentType)
    }

    /// The same entry for another item type, through conversions.
    package func mapped<Other>(export: ((Other) async throws -> Item)?, import: ((Item) async throws -> Other)?) -> TransferEntry<Other> {
        var other = TransferEntry<Other>(contentType: contentType)
        other.visibility = visibility
        if let export, canExport {
            other.exportsData = { try await self.data(of: try await export($0)) }
        }
        if let `import`, canImport {
            other.importsData = { try await `import`(try await self.item(from: $0)) }
        }
        return other
    }
}

/// A representation that lists its entries itself.
package protocol PrimitiveTransferRepresentation: TransferRepresentation {
    var entries: [TransferEntry<Item>] { get }
}

extension Transferable {
    /// A representation's entries: its own when it lists them, else its body's.
    package static func transferEntries<R: TransferRepresentation>(of representation: R) -> [TransferEntry<Self>] {
        if let primitive = representation as? any PrimitiveTransferRepresentation {
            return (primitive.erasedEntries as? [TransferEntry<Self>]) ?? []
        }
        if R.Body.self == Never.self { return [] }
        return transferEntries(of: representation.body)
    }
}

extension PrimitiveTransferRepresentation {
    package var erasedEntries: Any { entries }
    /// What a primitive representation's `body` does: it has none.
    package func noBody() -> Never { fatalError("\(Self.self) is a primitive transfer representation and has no body") }
}
