@_spi(Internals) import SketchpadSnapshotEngine

/// Runs `operation` with a record mode and a diff tool for every snapshot assertion in it (and
/// in the tasks it starts): swift-snapshot-testing's `withSnapshotTesting`. An argument left
/// nil keeps the setting in force where the scope starts (the enclosing scope's, the trait's or
/// the deprecated globals'; the environment variables are read when an assertion runs, so a bad
/// value fails it with a message).
///
/// ```swift
/// class FeatureTests: XCTestCase {
///     override func invokeTest() {
///         withSnapshotTesting(record: .failed, diffTool: .ksdiff) {
///             super.invokeTest()
///         }
///     }
/// }
/// ```
public func withSnapshotTesting<R>(
    record: SnapshotTestingConfiguration.Record? = nil,
    diffTool: SnapshotTestingConfiguration.DiffTool? = nil,
    operation: () throws -> R
) rethrows -> R {
    try SnapshotTestingConfiguration.$current.withValue(
        SnapshotTestingConfiguration(
            record: record ?? SnapshotTestingConfiguration.current?.record ?? explicitRecord,
            diffTool: diffTool ?? SnapshotTestingConfiguration.current?.diffTool ?? _diffTool)
    ) {
        try operation()
    }
}

/// The `async` form of `withSnapshotTesting(record:diffTool:operation:)`.
public func withSnapshotTesting<R>(
    record: SnapshotTestingConfiguration.Record? = nil,
    diffTool: SnapshotTestingConfiguration.DiffTool? = nil,
    operation: () async throws -> R
) async rethrows -> R {
    try await SnapshotTestingConfiguration.$current.withValue(
        SnapshotTestingConfiguration(
            record: record ?? SnapshotTestingConfiguration.current?.record ?? explicitRecord,
            diffTool: diffTool ?? SnapshotTestingConfiguration.current?.diffTool ?? _diffTool)
    ) {
        try await operation()
    }
}
