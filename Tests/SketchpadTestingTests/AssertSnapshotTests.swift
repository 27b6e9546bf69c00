import Foundation
import Sketchpad
import Testing
@_spi(Internals) @testable import SketchpadSnapshotEngine
@_spi(Internals) @testable import SketchpadTesting

/// What assertions say: swift-snapshot-testing's first sentence, then where the files are and
/// what to do next.
@Suite struct AssertSnapshotTests {
    @Test func aFailureIsAnIssueAtTheAssertion() throws {
        let line = #line + 2
        withKnownIssue {
            assertSnapshot(of: "never recorded", as: .lines, named: "absent", record: .never)
        } matching: { issue in
            issue.sourceLocation?.line == line && issue.description.contains("No reference was found on disk.")
        }
        #expect(!FileManager.default.fileExists(atPath: URL(fileURLWithPath: #filePath).deletingLastPathComponent().path
            + "/__Snapshots__/AssertSnapshotTests/aFailureIsAnIssueAtTheAssertion.absent.txt"))
    }

    @Test func aMissingReferenceUnderNeverSaysWhereTheSnapshotWentAndHowToRecord() throws {
        let folder = try TemporaryFolder()
        var verifier = SnapshotVerifier(record: .never, artifacts: SnapshotArtifacts(root: folder.path + "/artifacts"), group: "T")
        verifier.isCI = true
        let outcome = verifier.verify("text", as: .lines, reference: folder.path + "/refs/x.1.txt", name: "x.1")
        let message = try #require(outcome.message)
        #expect(message.hasPrefix("No reference was found on disk. New snapshot was not recorded because recording is disabled (record mode: never, the default when CI is set)."))
        #expect(message.contains("The snapshot taken is at \(folder.path)/artifacts/T/x.1/actual.txt; upload \(folder.path)/artifacts as a CI artifact"))
        #expect(message.contains("set SKETCHPAD_RECORD=missing (or SNAPSHOT_TESTING_RECORD=missing"))
        #expect(folder.exists("artifacts/T/x.1/actual.txt") && !folder.exists("refs"))
    }

    @Test func aMismatchNamesTheDiffToolCommandAndTheArtifacts() throws {
        let folder = try TemporaryFolder()
        #expect(verifySnapshot(of: "old\n", as: .lines, named: "t", record: .missing, snapshotDirectory: folder.path) != nil)
        let reference = folder.path + "/aMismatchNamesTheDiffToolCommandAndTheArtifacts.t.txt"
        let message = try #require(verifySnapshot(of: "new\n", as: .lines, named: "t", record: .never, snapshotDirectory: folder.path))
        #expect(message.hasPrefix("Snapshot \"aMismatchNamesTheDiffToolCommandAndTheArtifacts.t\" does not match reference \(reference)."))
        #expect(message.contains("@\u{2212}\n\"file://\(reference)\"\n@+\n\"file://"))
        #expect(message.contains("-old\n+new"))
        #expect(message.contains("If the change is intended, re-record:"))
        let ksdiff = try #require(withSnapshotTesting(diffTool: .ksdiff) {
            verifySnapshot(of: "new\n", as: .lines, named: "t", record: .never, snapshotDirectory: folder.path)
        })
        #expect(ksdiff.contains("ksdiff \"\(reference)\" \""))
    }

    @Test func recordAllFailsEvenWhenNothingChangedAndLeavesTheFileAlone() throws {
        let folder = try TemporaryFolder()
        #expect(verifySnapshot(of: "same", as: .lines, named: "a", record: .missing, snapshotDirectory: folder.path) != nil)
        let old = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: folder.path + "/recordAllFailsEvenWhenNothingChangedAndLeavesTheFileAlone.a.txt")
        let message = try #require(verifySnapshot(of: "same", as: .lines, named: "a", record: .all, snapshotDirectory: folder.path))
        #expect(message.hasPrefix("Record mode is on (record: .all)"))
        #expect(try folder.modificationDate("recordAllFailsEvenWhenNothingChangedAndLeavesTheFileAlone.a.txt") == old)
        #expect(verifySnapshot(of: "same", as: .lines, named: "a", record: .never, snapshotDirectory: folder.path) == nil)
    }

    @Test func aValueThatThrowsFailsWithItsError() throws {
        struct NoScreen: Error, CustomStringConvertible { var description: String { "no screen today" } }
        func make() throws -> String { throw NoScreen() }
        let folder = try TemporaryFolder()
        let message = verifySnapshot(of: try make(), as: .lines, record: .all, snapshotDirectory: folder.path)
        #expect(message == "Cannot make the value to snapshot for aValueThatThrowsFailsWithItsError.1: no screen today")
    }

    @Test func aBadRecordVariableFailsTheAssertion() throws {
        #expect(throws: SnapshotError.invalidRecordMode("sometimes", variable: "SNAPSHOT_TESTING_RECORD")) {
            try resolvedRecord(nil, environment: ["SNAPSHOT_TESTING_RECORD": "sometimes"])
        }
    }

    @Test func aReferenceSharedWithAnotherTestIsPointedOut() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/aReferenceSharedWithAnotherTestIsPointedOut.s.txt"
        // Another test (a test of the same name in another suite of this file) used it first.
        #expect(SnapshotReferenceOwners.shared.claim(path, by: "OtherSuite/aReferenceSharedWithAnotherTestIsPointedOut()") == nil)
        #expect(verifySnapshot(of: "mine", as: .lines, named: "s", record: .missing, snapshotDirectory: folder.path) != nil)
        let message = try #require(verifySnapshot(of: "theirs", as: .lines, named: "s", record: .never, snapshotDirectory: folder.path))
        #expect(message.contains("Note: aReferenceSharedWithAnotherTestIsPointedOut.s.txt is also the reference of OtherSuite/"))
    }

    @Test func assertSnapshotsTakesEveryStrategyInNameOrder() {
        let seen = Mutexed<[String]>([])
        withKnownIssue {
            assertSnapshots(of: "x", as: ["b": Snapshotting<String, String>.lines, "a": .lines], record: .never)
        } matching: { issue in
            seen.mutate { $0.append(issue.description) }
            return true
        }
        let messages = seen.value
        #expect(messages.count == 2)
        #expect(messages.first?.contains("assertSnapshotsTakesEveryStrategyInNameOrder.a.txt") == true)
        #expect(messages.last?.contains("assertSnapshotsTakesEveryStrategyInNameOrder.b.txt") == true)
    }
}
