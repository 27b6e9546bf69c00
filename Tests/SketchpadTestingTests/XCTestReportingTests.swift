import Foundation
import Sketchpad
import XCTest
@testable import SketchpadSnapshotEngine
@testable import SketchpadTesting

/// The same assertion from XCTest: outside a Swift Testing test it reports through XCTFail.
final class XCTestReportingTests: XCTestCase {
    func testMatchingSnapshotPassesUnderXCTest() throws {
        let folder = try TemporaryFolder()
        _ = SnapshotVerifier(record: .missing, group: "X")
            .verify(try cardScene(), as: .frames, reference: folder.path + "/testMatchingSnapshotPassesUnderXCTest.card.json", name: "card")
        let outcome = assertSnapshot(of: try cardScene(), as: .frames, named: "card", record: .never, snapshotDirectory: folder.path)
        XCTAssertEqual(outcome?.status, .matched)
    }
}
