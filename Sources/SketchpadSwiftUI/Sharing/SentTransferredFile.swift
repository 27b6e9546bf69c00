/// A file an item is exported as, by a ``FileRepresentation``.
///
/// ```swift
/// FileRepresentation(exportedContentType: .pdf) { SentTransferredFile($0.url) }
/// ```
public struct SentTransferredFile: Sendable {
    /// The file's URL.
    public var file: URL
    /// Whether the receiver may open the original file rather than a copy.
    public var allowAccessingOriginalFile: Bool

    /// Creates a file to send.
    public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
        self.file = file
        self.allowAccessingOriginalFile = allowAccessingOriginalFile
    }
}
