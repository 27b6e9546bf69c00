import XCTest
#if canImport(Testing)
import Testing
#endif

/// Reports a failure to whichever test framework runs the current test: `Issue.record` inside a
/// Swift Testing test, `XCTFail` otherwise (swift-snapshot-testing's `recordIssue`).
///
/// ```swift
/// recordIssue("Snapshot does not match reference.", fileID: #fileID, filePath: #filePath, line: #line, column: #column)
/// ```
@_spi(Internals)
public func recordIssue(
    _ message: @autoclosure () -> String,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
) {
    #if canImport(Testing)
    if Test.current != nil {
        Issue.record(
            Comment(rawValue: message()),
            sourceLocation: SourceLocation(
                fileID: fileID.description,
                filePath: filePath.description,
                line: Int(line),
                column: Int(column)))
        return
    }
    #endif
    XCTFail(message(), file: filePath, line: line)
}
