#if canImport(Testing)
import Testing
@_spi(Internals) import SketchpadSnapshotEngine

/// The `.snapshots` trait: a record mode and a diff tool for a Swift Testing test or suite
/// (swift-snapshot-testing's trait). It also gives each test case its own snapshot counter.
///
/// ```swift
/// @Suite(.snapshots(record: .failed, diffTool: .ksdiff))
/// struct FeatureTests {
///     @Test func signIn() throws { assertSnapshot(of: try signInScene(), as: .image) }
/// }
/// ```
public struct _SnapshotsTestTrait: SuiteTrait, TestTrait {
    public let isRecursive = true
    let configuration: SnapshotTestingConfiguration
}

extension Trait where Self == _SnapshotsTestTrait {
    /// Configure snapshot testing in a suite or test (the settings in force).
    public static var snapshots: Self {
        snapshots()
    }

    /// Configure snapshot testing in a suite or test.
    ///
    /// - Parameters:
    ///   - record: The record mode of the test.
    ///   - diffTool: The diff tool to use in failure messages.
    public static func snapshots(
        record: SnapshotTestingConfiguration.Record? = nil,
        diffTool: SnapshotTestingConfiguration.DiffTool? = nil
    ) -> Self {
        _SnapshotsTestTrait(configuration: SnapshotTestingConfiguration(record: record, diffTool: diffTool))
    }

    /// Configure snapshot testing in a suite or test.
    public static func snapshots(_ configuration: SnapshotTestingConfiguration) -> Self {
        _SnapshotsTestTrait(configuration: configuration)
    }
}

extension _SnapshotsTestTrait: TestScoping {
    public func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: () async throws -> Void
    ) async throws {
        try await withSnapshotTesting(record: configuration.record, diffTool: configuration.diffTool) {
            try await SnapshotCounter.$swiftTesting.withValue(SnapshotCounter()) {
                try await function()
            }
        }
    }
}
#endif
