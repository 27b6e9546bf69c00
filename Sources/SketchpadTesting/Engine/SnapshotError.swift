/// Why a snapshot could not be taken, read or written. Each case carries what is at fault.
public enum SnapshotError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `SKETCHPAD_RECORD`, `SNAPSHOT_TESTING_RECORD` (or another setting) holds something other than a record mode.
    case invalidRecordMode(String, variable: String)
    /// A reference file exists but cannot be decoded (not a PNG, truncated, not UTF-8…).
    case unreadableReference(path: String, reason: String)
    /// A file or folder could not be read or written.
    case io(path: String, reason: String)
    /// The value could not be snapshotted (layout or render failed).
    case snapshotFailed(reason: String)

    public var description: String {
        switch self {
        case .invalidRecordMode(let value, let variable):
            return "\(variable)=\(value) is not a record mode; use one of "
                + SnapshotTestingConfiguration.Record.allCases.map(\.description).joined(separator: ", ")
        case .unreadableReference(let path, let reason):
            return "reference \(path) is unreadable (\(reason)). It is never replaced automatically: "
                + "restore it from version control (git checkout -- \(path)) or delete it and record it again"
        case .io(let path, let reason):
            return "cannot access \(path): \(reason)"
        case .snapshotFailed(let reason):
            return "cannot take the snapshot: \(reason)"
        }
    }
}
