import Foundation

/// When snapshot assertions write reference files, as in swift-snapshot-testing.
///
/// | mode | missing reference | reference differs | reference matches |
/// |---|---|---|---|
/// | `.never` | fails, writes nothing | fails (artifacts only) | passes |
/// | `.missing` | records it, fails | fails (artifacts only) | passes |
/// | `.failed` | records it, fails | re-records it, fails | passes |
/// | `.all` | records it, fails | re-records it, fails | passes, file untouched |
///
/// A record run fails only for what it wrote, so re-running it passes; a reference whose bytes
/// would not change is never rewritten (its modification time is kept).
///
/// The mode in force is, in order: the one passed to `assertSnapshot(record:)`, the one set by
/// `withSnapshotRecording(_:operation:)` for the current task, the `SKETCHPAD_RECORD`
/// environment variable (`never`, `missing`, `failed`, `all`), and otherwise `.missing`, or
/// `.never` when the `CI` environment variable is set (as on GitHub Actions and most CI).
///
/// ```sh
/// SKETCHPAD_RECORD=failed swift test --filter LoginScreenTests
/// ```
public enum SnapshotRecordMode: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Records nothing: a missing reference fails and nothing is written (the CI default).
    case never
    /// Records references that do not exist yet (and fails, so the new file gets looked at).
    case missing
    /// Records missing references and re-records those that differ.
    case failed
    /// Records every reference whose content changed.
    case all

    /// The environment variable that sets the mode for a whole run.
    public static let environmentVariable = "SKETCHPAD_RECORD"

    @TaskLocal static var scoped: SnapshotRecordMode?

    /// The mode set by `withSnapshotRecording` for the current task, if any.
    public static var scopedMode: SnapshotRecordMode? { scoped }

    /// The mode in force here: the scoped one, else the environment's, else the default.
    public static var current: SnapshotRecordMode {
        if let scoped { return scoped }
        if let fromEnvironment = try? fromEnvironment() { return fromEnvironment }
        return isCI ? .never : .missing
    }

    /// The mode in `SKETCHPAD_RECORD`, nil when unset or empty; throws on an unknown value.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) throws(SnapshotError) -> SnapshotRecordMode? {
        guard let text = environment[environmentVariable]?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        guard let mode = SnapshotRecordMode(rawValue: text.lowercased()) else {
            throw .invalidRecordMode(text, variable: environmentVariable)
        }
        return mode
    }

    /// Whether the `CI` environment variable is set (and not `false` or `0`).
    public static var isCI: Bool {
        guard let value = ProcessInfo.processInfo.environment["CI"]?.lowercased() else { return false }
        return !["", "0", "false", "no"].contains(value)
    }

    public var description: String { rawValue }
}

/// Runs `operation` with `mode` as the record mode of every snapshot assertion in it (and in the
/// tasks it starts), overriding `SKETCHPAD_RECORD`.
///
/// ```swift
/// try withSnapshotRecording(.all) {
///     assertSnapshot(of: scene, as: .png())
/// }
/// ```
@discardableResult
public func withSnapshotRecording<R>(_ mode: SnapshotRecordMode, operation: () throws -> R) rethrows -> R {
    try SnapshotRecordMode.$scoped.withValue(mode, operation: operation)
}

/// The `async` form of `withSnapshotRecording(_:operation:)`.
@discardableResult
public func withSnapshotRecording<R>(_ mode: SnapshotRecordMode, operation: () async throws -> R) async rethrows -> R {
    try await SnapshotRecordMode.$scoped.withValue(mode, operation: operation)
}
