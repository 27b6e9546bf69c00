import Foundation

/// Sketchpad's extras on the record mode: its name, every mode, and the environment variables
/// that set it for a whole run.
///
/// ```sh
/// SKETCHPAD_RECORD=failed swift test          # or SNAPSHOT_TESTING_RECORD=failed, as with swift-snapshot-testing
/// ```
extension SnapshotTestingConfiguration.Record: CustomStringConvertible, CaseIterable {
    /// Sketchpad's variable; it wins over `SNAPSHOT_TESTING_RECORD` when both are set.
    public static let environmentVariable = "SKETCHPAD_RECORD"
    /// swift-snapshot-testing's variable, read when `SKETCHPAD_RECORD` is not set.
    public static let snapshotTestingEnvironmentVariable = "SNAPSHOT_TESTING_RECORD"

    /// `.never`, `.missing`, `.failed`, `.all`: from writing nothing to writing everything.
    public static var allCases: [Self] { [.never, .missing, .failed, .all] }

    public var description: String { name }

    /// The mode named by `SKETCHPAD_RECORD`, else by `SNAPSHOT_TESTING_RECORD` (case and
    /// surrounding spaces ignored); nil when neither is set. An unknown name throws: a typo must
    /// not silently record nothing (swift-snapshot-testing ignores it).
    package static func fromEnvironment(
        _ environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(SnapshotError) -> Self? {
        for variable in [environmentVariable, snapshotTestingEnvironmentVariable] {
            guard let text = environment[variable]?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { continue }
            guard let mode = Self(rawValue: text.lowercased()) else {
                throw .invalidRecordMode(text, variable: variable)
            }
            return mode
        }
        return nil
    }

    /// The mode when nothing sets one: `.never` under CI (a missing reference fails and nothing
    /// is written), `.missing` elsewhere (as in swift-snapshot-testing).
    package static func defaultMode(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Self {
        isCI(environment) ? .never : .missing
    }

    /// Whether the `CI` environment variable is set (and not empty, `0`, `false` or `no`), as it
    /// is on GitHub Actions, GitLab CI and most others.
    package static func isCI(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        guard let value = environment["CI"]?.trimmingCharacters(in: .whitespaces).lowercased() else { return false }
        return !["", "0", "false", "no"].contains(value)
    }
}

/// The record mode's former name in SketchpadTesting.
@available(*, deprecated, renamed: "SnapshotTestingConfiguration.Record")
public typealias SnapshotRecordMode = SnapshotTestingConfiguration.Record
