/// A type that describes how it is exported and imported: shared by a ``ShareLink``, dragged,
/// copied and pasted. As in Core Transferable, conforming types list their representations,
/// most preferred first, in ``transferRepresentation``.
///
/// On Linux nothing is dragged or pasted, but the representations work: ``exported(as:)``
/// gives an item's data in a content type and ``init(importing:contentType:)`` makes one back,
/// so a test can check what a share would send.
///
/// ```swift
/// struct Note: Codable, Transferable {
///     var text: String
///     static var transferRepresentation: some TransferRepresentation {
///         CodableRepresentation(contentType: .json)
///         ProxyRepresentation(exporting: \.text)
///     }
/// }
/// ```
@preconcurrency
public protocol Transferable: Sendable {
    /// The type of the representation used to import and export the item.
    associatedtype Representation: TransferRepresentation
    /// The representation used to import and export the item.
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

extension Never: Transferable {
    public typealias Representation = Never
    public static var transferRepresentation: Never { fatalError("Never has no transfer representation") }
}

extension Never: TransferRepresentation {
    public typealias Item = Never
}

extension Transferable {
    /// The entries of the type's representations, in order.
    package static var transferEntries: [TransferEntry<Self>] {
        Self.self == Never.self ? [] : transferEntries(of: transferRepresentation)
    }

    /// The entries that export this item (those whose conditions it meets), in order.
    package var exportEntries: [TransferEntry<Self>] {
        Self.transferEntries.filter { $0.canExport && ($0.condition?(self) ?? true) }
    }

    /// The item as data in `contentType` (the first representation that exports it; any when
    /// nil). Throws ``TransferError`` when no representation exports that type.
    public func exported(as contentType: UTType?) async throws -> Data {
        guard let entry = exportEntries.first(where: { $0.contentType.matches(contentType) }) else {
            throw TransferError.noExportingRepresentation(String(describing: Self.self), contentType)
        }
        return try await entry.data(of: self)
    }

    /// Makes an item from `data` in `contentType` (the first representation that imports it;
    /// any when nil). Throws ``TransferError`` when no representation imports that type.
    public init(importing data: Data, contentType: UTType?) async throws {
        guard let entry = Self.transferEntries.first(where: { $0.canImport && $0.contentType.matches(contentType) }) else {
            throw TransferError.noImportingRepresentation(String(describing: Self.self), contentType)
        }
        self = try await entry.item(from: data)
    }

    /// The content types the item exports, in order of preference.
    public func exportedContentTypes(_ visibility: TransferRepresentationVisibility = .all) -> [UTType] {
        var seen = Set<UTType>()
        return exportEntries.filter { $0.visibility.level <= visibility.level }.map(\.contentType).filter { seen.insert($0).inserted }
    }

    /// The content types the type imports, in order of preference.
    public static func importedContentTypes() -> [UTType] {
        var seen = Set<UTType>()
        return transferEntries.filter(\.canImport).map(\.contentType).filter { seen.insert($0).inserted }
    }

    /// The file name the first exporting representation suggests, if any.
    public var suggestedFilename: String? {
        exportEntries.lazy.compactMap { $0.suggestedFileName?(self) }.first
    }
}

extension UTType {
    /// Whether an entry of this type answers a request for `wanted` (any type when nil).
    package func matches(_ wanted: UTType?) -> Bool {
        guard let wanted else { return true }
        return conforms(to: wanted)
    }
}
