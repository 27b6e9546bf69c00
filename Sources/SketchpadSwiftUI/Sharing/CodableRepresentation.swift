/// A representation of a `Codable` item, encoded as JSON unless you give an encoder and a
/// decoder: Core Transferable's.
///
/// ```swift
/// struct Todo: Codable, Transferable {
///     var text: String
///     static var transferRepresentation: some TransferRepresentation {
///         CodableRepresentation(contentType: .todo)
///     }
/// }
/// extension UTType { static let todo = UTType(exportedAs: "com.example.todo") }
/// ```
@preconcurrency
public struct CodableRepresentation<Item, Encoder, Decoder>: PrimitiveTransferRepresentation, Sendable
where Item: Transferable, Item: Decodable, Item: Encodable, Encoder: TopLevelEncoder, Encoder: Sendable,
      Decoder: TopLevelDecoder, Decoder: Sendable, Encoder.Output == Data, Decoder.Input == Data {
    public typealias Body = Never
    let contentType: UTType
    let encoder: Encoder
    let decoder: Decoder
    public var body: Never { return noBody() }

    /// Creates a representation that encodes with `encoder` and decodes with `decoder`.
    public init(for itemType: Item.Type = Item.self, contentType: UTType, encoder: Encoder, decoder: Decoder) {
        self.contentType = contentType
        self.encoder = encoder
        self.decoder = decoder
    }

    /// Creates a representation that encodes and decodes JSON.
    public init(for itemType: Item.Type = Item.self, contentType: UTType) where Encoder == JSONEncoder, Decoder == JSONDecoder {
        self.init(for: itemType, contentType: contentType, encoder: JSONEncoder(), decoder: JSONDecoder())
    }

    package var entries: [TransferEntry<Item>] {
        let encoder = encoder, decoder = decoder
        var entry = TransferEntry<Item>(contentType: contentType)
        entry.exportsData = { try encoder.encode($0) }
        entry.importsData = { try decoder.decode(Item.self, from: $0) }
        return [entry]
    }
}
