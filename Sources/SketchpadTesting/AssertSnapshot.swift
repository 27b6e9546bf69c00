import Foundation
import Sketchpad
import SketchpadSnapshotEngine
import XCTest
#if canImport(Testing)
import Testing
#endif

/// Asserts that `value` matches its reference snapshot, stored next to the test file in
/// `__Snapshots__/<TestFile>/<test name>[.<name>].<ext>` (as swift-snapshot-testing does).
/// Works in XCTest and in Swift Testing: the failure is reported with `Issue.record` inside a
/// Swift Testing test and with `XCTFail` otherwise.
///
/// What happens when there is no reference, or it differs, depends on the record mode (see
/// `SnapshotRecordMode`): `record:`, else `withSnapshotRecording`, else `SKETCHPAD_RECORD`.
/// A failure writes expected, actual and diff files to `SnapshotArtifacts.default` and says
/// where.
///
/// ```swift
/// import SketchpadTesting
/// import Testing
///
/// @Test func loginScreen() throws {
///     let scene = try Scene(device: .iPhone15, root: LoginView())
///     assertSnapshot(of: scene, as: .png)
///     assertSnapshot(of: scene, as: .frames, named: "frames")
/// }
/// ```
///
/// - Returns: the outcome, for tests that inspect it.
@discardableResult
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategy: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) -> SnapshotOutcome? {
    let testFile = URL(fileURLWithPath: "\(filePath)")
    let fileName = testFile.deletingPathExtension().lastPathComponent
    let folder = snapshotDirectory
        ?? testFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__").appendingPathComponent(fileName).path
    let snapshotName = SnapshotNaming.name(testName: testName, named: name, file: "\(filePath)")
    let reference = "\(folder)/\(snapshotName).\(strategy.pathExtension)"

    let mode: SnapshotRecordMode
    do {
        mode = try record ?? SnapshotRecordMode.scopedMode ?? SnapshotRecordMode.fromEnvironment() ?? SnapshotRecordMode.current
    } catch {
        SnapshotReporter.fail("\(error)", fileID: fileID, filePath: filePath, line: line, column: column)
        return nil
    }
    let subject: Value
    do {
        subject = try value()
    } catch {
        SnapshotReporter.fail("Cannot make the value to snapshot (\(snapshotName)): \(error)",
                              fileID: fileID, filePath: filePath, line: line, column: column)
        return nil
    }
    let verifier = SnapshotVerifier(record: mode, group: fileName)
    let outcome = verifier.verify(subject, as: strategy, reference: reference, name: snapshotName)
    if outcome.isFailure, let message = outcome.message {
        SnapshotReporter.fail(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    return outcome
}

/// Snapshots `view` laid out and drawn on a bare canvas of `size` (light appearance).
///
/// ```swift
/// assertSnapshot(of: BadgeView(count: 3), size: Size(width: 120, height: 40), as: .png(scale: 2))
/// ```
@discardableResult
public func assertSnapshot<Format>(
    of view: @autoclosure () throws -> View,
    size: Size,
    as strategy: Snapshotting<Scene, Format>,
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) -> SnapshotOutcome? {
    assertSnapshot(of: try Scene(size: size, root: view()), as: strategy, named: name, record: record,
                   snapshotDirectory: snapshotDirectory, fileID: fileID, file: filePath, testName: testName,
                   line: line, column: column)
}

/// Reports a failure to whichever test framework is running the current test.
enum SnapshotReporter {
    static func fail(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(Comment(rawValue: message),
                         sourceLocation: Testing.SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)",
                                                                line: Int(line), column: Int(column)))
            return
        }
        #endif
        XCTFail(message, file: filePath, line: line)
    }
}

/// Reference file names: the test's name without `test` and `()` and, when named, `.name`;
/// unnamed assertions in one test are numbered `.1`, `.2`… after the first.
enum SnapshotNaming {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var counts: [String: Int] = [:]

    static func name(testName: String, named: String?, file: String) -> String {
        var base = testName
        if let paren = base.firstIndex(of: "(") { base = String(base[..<paren]) }
        base = sanitize(base)
        if let named { return base + "." + sanitize(named) }
        lock.lock(); defer { lock.unlock() }
        let key = file + "#" + base
        let count = (counts[key] ?? 0) + 1
        counts[key] = count
        return count == 1 ? base : "\(base).\(count)"
    }

    static func sanitize(_ text: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.")
        let cleaned = String(text.map { allowed.contains($0) ? $0 : "-" })
        return cleaned.isEmpty ? "snapshot" : cleaned
    }
}
