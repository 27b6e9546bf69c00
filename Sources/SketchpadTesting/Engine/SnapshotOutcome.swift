/// What verifying one snapshot did.
public struct SnapshotOutcome: Sendable {
    public enum Status: String, Hashable, Sendable {
        /// The reference exists and the snapshot matches it.
        case matched
        /// There was no reference and none was written (record mode `never`).
        case missing
        /// A new reference was written (there was none).
        case recorded
        /// The reference was rewritten with the new snapshot.
        case rerecorded
        /// The snapshot differs from the reference.
        case failed
        /// The snapshot or the reference could not be made or read.
        case error
    }

    public var status: Status
    /// The reference file.
    public var referencePath: String
    /// What happened and what to do next; nil when it matched.
    public var message: String?
    /// Files written to the artifacts folder by name (`expected.png`, `actual.png`, `diff.png`).
    public var artifacts: [String: String]

    /// Whether a test should fail: anything but a match (recording fails too, so the new
    /// reference is looked at before it is trusted).
    public var isFailure: Bool { status != .matched }
}
