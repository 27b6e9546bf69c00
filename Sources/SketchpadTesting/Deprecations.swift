import Foundation
import SketchpadSnapshotEngine
import XCTest

// swift-snapshot-testing 1.19.7's deprecated spellings, deprecated the same way, so code that
// still uses them compiles (with the same warnings) and behaves the same.

// Deprecated after 1.18.9: `record: Bool`.

@available(*, deprecated, message: "Use overload with 'record: SnapshotTestingConfiguration.Record?'")
@_disfavoredOverload
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record recording: Bool? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    assertSnapshot(
        of: try value(), as: snapshotting, named: name, record: SnapshotTestingConfiguration.Record(recording),
        timeout: timeout, fileID: fileID, file: filePath, testName: testName, line: line, column: column)
}

@available(*, deprecated, message: "Use overload with 'record: SnapshotTestingConfiguration.Record?'")
@_disfavoredOverload
public func assertSnapshots<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategies: [String: Snapshotting<Value, Format>],
    record recording: Bool? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    assertSnapshots(
        of: try value(), as: strategies, record: SnapshotTestingConfiguration.Record(recording),
        timeout: timeout, fileID: fileID, file: filePath, testName: testName, line: line, column: column)
}

@available(*, deprecated, message: "Use overload with 'record: SnapshotTestingConfiguration.Record?'")
@_disfavoredOverload
public func assertSnapshots<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategies: [Snapshotting<Value, Format>],
    record recording: Bool? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    assertSnapshots(
        of: try value(), as: strategies, record: SnapshotTestingConfiguration.Record(recording),
        timeout: timeout, fileID: fileID, file: filePath, testName: testName, line: line, column: column)
}

@available(*, deprecated, message: "Use overload with 'record: SnapshotTestingConfiguration.Record?'")
@_disfavoredOverload
public func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record recording: Bool? = nil,
    snapshotDirectory: String? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) -> String? {
    verifySnapshot(
        of: try value(), as: snapshotting, named: name, record: SnapshotTestingConfiguration.Record(recording),
        snapshotDirectory: snapshotDirectory, timeout: timeout, fileID: fileID, file: filePath,
        testName: testName, line: line, column: column)
}

extension SnapshotTestingConfiguration.Record {
    fileprivate init?(_ recording: Bool?) {
        guard let recording else { return nil }
        self = recording ? .all : .missing
    }
}

// Deprecated after 1.11.1: `matching:`.

@available(*, deprecated, renamed: "assertSnapshot(of:as:named:record:timeout:file:testName:line:)")
public func assertSnapshot<Value, Format>(
    matching value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record recording: Bool? = nil,
    timeout: TimeInterval = 5,
    file: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line
) {
    assertSnapshot(
        of: try value(), as: snapshotting, named: name, record: recording, timeout: timeout,
        file: file, testName: testName, line: line)
}

@available(*, deprecated, renamed: "assertSnapshots(of:as:named:record:timeout:file:testName:line:)")
public func assertSnapshots<Value, Format>(
    matching value: @autoclosure () throws -> Value,
    as strategies: [String: Snapshotting<Value, Format>],
    record recording: Bool? = nil,
    timeout: TimeInterval = 5,
    file: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line
) {
    assertSnapshots(of: try value(), as: strategies, record: recording, timeout: timeout, file: file, testName: testName, line: line)
}

@available(*, deprecated, renamed: "assertSnapshots(of:as:named:record:timeout:file:testName:line:)")
public func assertSnapshots<Value, Format>(
    matching value: @autoclosure () throws -> Value,
    as strategies: [Snapshotting<Value, Format>],
    record recording: Bool? = nil,
    timeout: TimeInterval = 5,
    file: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line
) {
    assertSnapshots(of: try value(), as: strategies, record: recording, timeout: timeout, file: file, testName: testName, line: line)
}

@available(*, deprecated, renamed: "verifySnapshot(of:as:named:record:snapshotDirectory:timeout:file:testName:line:)")
public func verifySnapshot<Value, Format>(
    matching value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record recording: Bool? = nil,
    snapshotDirectory: String? = nil,
    timeout: TimeInterval = 5,
    file: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line
) -> String? {
    verifySnapshot(
        of: try value(), as: snapshotting, named: name, record: SnapshotTestingConfiguration.Record(recording),
        snapshotDirectory: snapshotDirectory, timeout: timeout, file: file, testName: testName, line: line)
}

@available(*, deprecated, renamed: "XCTestCase")
public typealias SnapshotTestCase = XCTestCase

/// Whether assertions record every reference (the oldest spelling of `isRecording`).
@available(
    *,
    deprecated,
    message: "Use 'withSnapshotTesting' to customize the record mode. See the documentation for more information."
)
public var record: Bool {
    get { isRecording }
    set { isRecording = newValue }
}

// Sketchpad's own earlier spelling.

/// Runs `operation` with `mode` as the record mode of every snapshot assertion in it.
@available(*, deprecated, renamed: "withSnapshotTesting(record:operation:)")
@discardableResult
public func withSnapshotRecording<R>(_ mode: SnapshotTestingConfiguration.Record, operation: () throws -> R) rethrows -> R {
    try withSnapshotTesting(record: mode, operation: operation)
}
