/// How a snapshot format is stored and compared: to and from a file's bytes, and a diff that
/// says what differs (nil when the two match). A value, as in swift-snapshot-testing.
///
/// ```swift
/// let lines = Diffing<String>(
///     toData: { Array($0.utf8) },
///     fromData: { String(decoding: $0, as: UTF8.self) },
///     diff: { old, new in old == new ? nil : SnapshotDifference(message: "text differs") })
/// ```
public struct Diffing<Format> {
    /// The bytes written to a reference file.
    public var toData: (Format) throws -> [UInt8]
    /// Reads a reference file; throws `SnapshotError.unreadableReference` when it cannot.
    public var fromData: (_ bytes: [UInt8], _ path: String) throws -> Format
    /// What differs between the reference and the actual value, or nil when they match.
    public var diff: (_ reference: Format, _ actual: Format) -> SnapshotDifference?

    public init(toData: @escaping (Format) throws -> [UInt8],
                fromData: @escaping (_ bytes: [UInt8], _ path: String) throws -> Format,
                diff: @escaping (_ reference: Format, _ actual: Format) -> SnapshotDifference?) {
        self.toData = toData
        self.fromData = fromData
        self.diff = diff
    }
}

/// What a failed comparison reports: a message and files that show the difference (written to
/// the artifacts folder next to the expected and actual files).
public struct SnapshotDifference {
    /// Why the two differ, in a sentence or a short text diff.
    public var message: String
    /// Extra files by name, such as `diff.png`.
    public var attachments: [(name: String, bytes: [UInt8])]

    public init(message: String, attachments: [(name: String, bytes: [UInt8])] = []) {
        self.message = message
        self.attachments = attachments
    }
}
