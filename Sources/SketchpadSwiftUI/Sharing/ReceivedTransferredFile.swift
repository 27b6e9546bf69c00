/// A file an item is imported from, given to a ``FileRepresentation``'s importing closure.
/// Copy it before the closure returns: Sketchpad removes the temporary file afterwards, as the
/// system does on iOS.
///
/// ```swift
/// FileRepresentation(importedContentType: .pdf) { received in
///     Document(data: try Data(contentsOf: received.file))
/// }
/// ```
public struct ReceivedTransferredFile: Sendable {
    /// The file's URL.
    public let file: URL
    /// Whether the file is the original rather than a copy.
    public let isOriginalFile: Bool

    package init(file: URL, isOriginalFile: Bool) {
        self.file = file
        self.isOriginalFile = isOriginalFile
    }
}
