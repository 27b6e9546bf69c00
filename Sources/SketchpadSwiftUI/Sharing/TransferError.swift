/// Why an item could not be exported or imported: no representation of its type handles the
/// content type asked for.
///
/// ```swift
/// do { _ = try await "hello".exported(as: .png) } catch let error as TransferError { print(error) }
/// ```
public enum TransferError: Error, CustomStringConvertible, Equatable {
    /// No representation of the type (named) exports the content type (any when nil).
    case noExportingRepresentation(String, UTType?)
    /// No representation of the type (named) imports the content type (any when nil).
    case noImportingRepresentation(String, UTType?)

    public var description: String {
        switch self {
        case .noExportingRepresentation(let type, let contentType):
            "error: \(type) has no transfer representation that exports \(contentType?.identifier ?? "any content type"); add one (DataRepresentation, FileRepresentation, ProxyRepresentation or CodableRepresentation) to its transferRepresentation"
        case .noImportingRepresentation(let type, let contentType):
            "error: \(type) has no transfer representation that imports \(contentType?.identifier ?? "any content type"); add one with an importing closure to its transferRepresentation"
        }
    }
}
