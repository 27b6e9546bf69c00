import Synchronization

/// Which test used which reference file first in this process: two tests whose references have
/// the same name (a test of the same name in two suites of one file, two cases whose arguments
/// read the same) compare against one file, and a failure says so.
///
/// ```swift
/// SnapshotReferenceOwners.shared.claim("/x/__Snapshots__/T/signIn.1.png", by: "Light/signIn()")  // nil
/// SnapshotReferenceOwners.shared.claim("/x/__Snapshots__/T/signIn.1.png", by: "Dark/signIn()")   // "Light/signIn()"
/// ```
package final class SnapshotReferenceOwners: Sendable {
    private let owners = Mutex<[String: String]>([:])

    package init() {}

    package static let shared = SnapshotReferenceOwners()

    /// Records `owner` as a user of `path`; returns the first owner when it is another one.
    package func claim(_ path: String, by owner: String) -> String? {
        owners.withLock { owners in
            if let first = owners[path] { return first == owner ? nil : first }
            owners[path] = owner
            return nil
        }
    }
}
