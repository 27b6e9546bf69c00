import Foundation
import Synchronization
@_spi(Internals) import SketchpadSnapshotEngine
#if canImport(Testing)
import Testing
#endif

// The process-wide settings behind swift-snapshot-testing's deprecated `isRecording` and
// `diffTool` globals, and the record mode in force. Locked: Swift Testing runs tests in
// parallel threads of one process.

/// What `isRecording` set, if it was set.
let recordOverride = Mutex<SnapshotTestingConfiguration.Record?>(nil)
private let diffToolSetting = Mutex<SnapshotTestingConfiguration.DiffTool>(.default)

/// Whether assertions record every reference (`.all`), or only missing ones (`.missing`) when
/// set to false.
@available(
    *,
    deprecated,
    message: "Use 'withSnapshotTesting' to customize the record mode. See the documentation for more information."
)
public var isRecording: Bool {
    get { (SnapshotTestingConfiguration.current?.record ?? _record) == .all }
    set { _record = newValue ? .all : .missing }
}

/// The diff tool named in failure messages.
@available(
    *,
    deprecated,
    message: "Use 'withSnapshotTesting' to customize the diff tool. See the documentation for more information."
)
public var diffTool: SnapshotTestingConfiguration.DiffTool {
    get { _diffTool }
    set { _diffTool = newValue }
}

/// The record mode of the current Swift Testing test's `.snapshots` trait, else the global one.
@_spi(Internals)
public var _record: SnapshotTestingConfiguration.Record {
    get { traitRecord ?? __record }
    set { __record = newValue }
}

/// The global record mode: what `isRecording` set, else the environment's, else the default
/// (`.never` under CI, `.missing` elsewhere).
@_spi(Internals)
public var __record: SnapshotTestingConfiguration.Record {
    get {
        recordOverride.withLock { $0 }
            ?? (try? SnapshotTestingConfiguration.Record.fromEnvironment())
            ?? SnapshotTestingConfiguration.Record.defaultMode()
    }
    set { recordOverride.withLock { $0 = newValue } }
}

/// The diff tool of the current Swift Testing test's `.snapshots` trait, else the global one.
@_spi(Internals)
public var _diffTool: SnapshotTestingConfiguration.DiffTool {
    get { traitSetting(\.diffTool) ?? __diffTool }
    set { __diffTool = newValue }
}

/// The global diff tool (`DiffTool.default` unless set).
@_spi(Internals)
public var __diffTool: SnapshotTestingConfiguration.DiffTool {
    get { diffToolSetting.withLock { $0 } }
    set { diffToolSetting.withLock { $0 = newValue } }
}

/// The record mode of the current test's innermost `.snapshots(record:)` trait.
private var traitRecord: SnapshotTestingConfiguration.Record? { traitSetting(\.record) }

/// A setting of the current Swift Testing test's innermost `.snapshots` trait that has it (the
/// test's own traits come last).
private func traitSetting<Setting>(_ setting: KeyPath<SnapshotTestingConfiguration, Setting?>) -> Setting? {
    #if canImport(Testing)
    if let test = Test.current {
        for trait in test.traits.reversed() {
            if let value = (trait as? _SnapshotsTestTrait)?.configuration[keyPath: setting] { return value }
        }
    }
    #endif
    return nil
}

/// The record mode set in code outside any scope (a trait, or `isRecording`), nil when none:
/// what `withSnapshotTesting` keeps for its scope when given no record mode.
var explicitRecord: SnapshotTestingConfiguration.Record? {
    traitRecord ?? recordOverride.withLock { $0 }
}

/// The record mode of an assertion: its `record:` argument, else the scope's
/// (`withSnapshotTesting`, the trait), else `isRecording`'s, else `SKETCHPAD_RECORD`'s, else
/// `SNAPSHOT_TESTING_RECORD`'s, else `.never` under CI and `.missing` elsewhere. Throws when an
/// environment variable names no mode.
func resolvedRecord(
    _ argument: SnapshotTestingConfiguration.Record?,
    environment: [String: String] = ProcessInfo.processInfo.environment
) throws(SnapshotError) -> SnapshotTestingConfiguration.Record {
    if let argument { return argument }
    if let scoped = SnapshotTestingConfiguration.current?.record { return scoped }
    if let explicit = explicitRecord { return explicit }
    return try SnapshotTestingConfiguration.Record.fromEnvironment(environment)
        ?? SnapshotTestingConfiguration.Record.defaultMode(environment)
}
