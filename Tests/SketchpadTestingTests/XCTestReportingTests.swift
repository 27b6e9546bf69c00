import Foundation
import Sketchpad
import XCTest
@_spi(Internals) @testable import SketchpadSnapshotEngine
@_spi(Internals) @testable import SketchpadTesting

/// The same assertions from XCTest: outside a Swift Testing test they report through XCTFail,
/// number snapshots per test, and the deprecated globals behave as swift-snapshot-testing's.
/// XCTest runs these one at a time and apart from the Swift Testing tests, so setting the
/// process-wide globals here cannot leak into a test running at the same time.
final class XCTestReportingTests: XCTestCase {
    func testMatchingSnapshotPassesUnderXCTest() throws {
        let folder = try TemporaryFolder()
        _ = SnapshotVerifier(record: .missing, group: "X")
            .verify(try cardScene(), as: .frames, reference: folder.path + "/testMatchingSnapshotPassesUnderXCTest.card.json", name: "card")
        XCTAssertNil(verifySnapshot(of: try cardScene(), as: .frames, named: "card", record: .never, snapshotDirectory: folder.path))
    }

    func testUnnamedSnapshotsAreNumberedInTheTestAndTheCounterRestartsAfterIt() throws {
        let folder = try TemporaryFolder()
        for text in ["a", "b"] {
            XCTAssertNotNil(verifySnapshot(of: text, as: .lines, record: .missing, snapshotDirectory: folder.path))
        }
        XCTAssertTrue(folder.exists("testUnnamedSnapshotsAreNumberedInTheTestAndTheCounterRestartsAfterIt.1.txt"))
        XCTAssertTrue(folder.exists("testUnnamedSnapshotsAreNumberedInTheTestAndTheCounterRestartsAfterIt.2.txt"))
        // What XCTest calls when a test ends: the next run of this test counts from 1 again.
        CleanCounterBetweenTestCases().testCaseDidFinish(self)
        XCTAssertNil(verifySnapshot(of: "a", as: .lines, record: .never, snapshotDirectory: folder.path))
    }

    @available(*, deprecated, message: "exercises the deprecated globals")
    func testIsRecordingSetsTheGlobalRecordModeAsSwiftSnapshotTestingDoes() throws {
        defer { recordOverride.withLock { $0 = nil } }
        isRecording = true
        XCTAssertTrue(isRecording)
        XCTAssertEqual(try resolvedRecord(nil), .all)
        XCTAssertEqual(try resolvedRecord(.never), .never)          // the argument still wins
        withSnapshotTesting(record: .failed) { XCTAssertEqual(try? resolvedRecord(nil), .failed) }
        // A scope without a record mode keeps the global one (swift-snapshot-testing captures it).
        withSnapshotTesting(diffTool: .ksdiff) { XCTAssertEqual(try? resolvedRecord(nil), .all) }
        isRecording = false
        XCTAssertEqual(try resolvedRecord(nil), .missing)
        record = true                                               // the oldest spelling
        XCTAssertTrue(isRecording)
    }

    @available(*, deprecated, message: "exercises the deprecated globals")
    func testTheDiffToolGlobalNamesTheCommandInFailures() throws {
        defer { diffTool = .default }
        let folder = try TemporaryFolder()
        XCTAssertNotNil(verifySnapshot(of: "old", as: .lines, named: "d", record: .missing, snapshotDirectory: folder.path))
        diffTool = "diff -u"
        let message = try XCTUnwrap(verifySnapshot(of: "new", as: .lines, named: "d", record: .never, snapshotDirectory: folder.path))
        XCTAssertTrue(message.contains("diff -u \(folder.path)/testTheDiffToolGlobalNamesTheCommandInFailures.d.txt "), message)
    }
}
