import Foundation
import Sketchpad
import Testing
@testable import SketchpadSnapshotEngine
@testable import SketchpadTesting

@Suite struct SnapshotVerifierTests {
    let strategy = Snapshotting<Scene, PNGSnapshot>.png(scale: 1)

    func verifier(_ mode: SnapshotTestingConfiguration.Record, _ folder: TemporaryFolder) -> SnapshotVerifier {
        SnapshotVerifier(record: mode, artifacts: SnapshotArtifacts(root: folder.path + "/artifacts"), group: "T")
    }

    @Test func neverFailsOnAMissingReferenceAndWritesNoReference() throws {
        let folder = try TemporaryFolder()
        let outcome = verifier(.never, folder).verify(try cardScene(), as: strategy, reference: folder.path + "/ref/card.png", name: "card")
        #expect(outcome.status == .missing && outcome.isFailure)
        #expect(!folder.exists("ref/card.png"))
        #expect(outcome.message!.contains("SKETCHPAD_RECORD=missing"))
        #expect(folder.exists("artifacts/T/card/actual.png"))       // evidence, not a reference
    }

    @Test func missingRecordsFailsThenPasses() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/ref/card.png"
        let first = verifier(.missing, folder).verify(try cardScene(), as: strategy, reference: path, name: "card")
        #expect(first.status == .recorded && first.isFailure)
        #expect(folder.exists("ref/card.png"))
        let second = verifier(.never, folder).verify(try cardScene(), as: strategy, reference: path, name: "card")
        #expect(second.status == .matched && !second.isFailure && second.message == nil)
        // `missing` does not touch a reference that differs.
        let changed = verifier(.missing, folder).verify(try cardScene(offset: 8), as: strategy, reference: path, name: "card")
        #expect(changed.status == .failed)
    }

    @Test func aChangeFailsWithArtifactsAndHowToRerecord() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/card.png"
        _ = verifier(.missing, folder).verify(try cardScene(), as: strategy, reference: path, name: "card")
        let before = try folder.bytes("card.png")
        let outcome = verifier(.never, folder).verify(try cardScene(offset: 8), as: strategy, reference: path, name: "card")
        #expect(outcome.status == .failed)
        for file in ["expected.png", "actual.png", "diff.png"] {
            #expect(folder.exists("artifacts/T/card/" + file), "\(file) missing")
            #expect(outcome.message!.contains(folder.path + "/artifacts/T/card/" + file))
        }
        #expect(outcome.message!.contains("SKETCHPAD_RECORD=failed"))
        #expect(try folder.bytes("card.png") == before)              // never replaced without record mode
        // The diff shows red where the box moved.
        let diff = try RGBAImage(png: folder.bytes("artifacts/T/card/diff.png"))
        #expect(diff.bytes.indices.contains(where: { $0 % 4 == 0 && diff.bytes[$0] == 255 && diff.bytes[$0 + 1] == 0 }))
        // A passing run clears the stale artifacts.
        _ = verifier(.never, folder).verify(try cardScene(), as: strategy, reference: path, name: "card")
        #expect(!folder.exists("artifacts/T/card"))
    }

    @Test func failedRerecordsOnlyWhatDiffers() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/card.png"
        _ = verifier(.missing, folder).verify(try cardScene(), as: strategy, reference: path, name: "card")
        let rerecorded = verifier(.failed, folder).verify(try cardScene(color: .black), as: strategy, reference: path, name: "card")
        #expect(rerecorded.status == .rerecorded && rerecorded.isFailure)
        #expect(verifier(.never, folder).verify(try cardScene(color: .black), as: strategy, reference: path, name: "card").status == .matched)
    }

    @Test func recordingAnUnchangedRenderLeavesTheFileUntouched() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/card.png"
        _ = verifier(.missing, folder).verify(try cardScene(), as: strategy, reference: path, name: "card")
        let old = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: path)
        for mode in [SnapshotTestingConfiguration.Record.all, .failed, .missing] {
            let outcome = verifier(mode, folder).verify(try cardScene(), as: strategy, reference: path, name: "card")
            #expect(outcome.status == .matched, "\(mode)")
        }
        #expect(try folder.modificationDate("card.png") == old)
        // `all` rewrites a changed one.
        let changed = verifier(.all, folder).verify(try cardScene(title: "Changed"), as: strategy, reference: path, name: "card")
        #expect(changed.status == .rerecorded)
        #expect(try folder.modificationDate("card.png") != old)
    }

    @Test func anUnreadableReferenceIsAnErrorAndNeverReplaced() throws {
        let folder = try TemporaryFolder()
        try folder.write(Array("not a png".utf8), "card.png")
        for mode in SnapshotTestingConfiguration.Record.allCases {
            let outcome = verifier(mode, folder).verify(try cardScene(), as: strategy, reference: folder.path + "/card.png", name: "card")
            #expect(outcome.status == .error, "\(mode)")
            #expect(outcome.message!.contains("is unreadable (not a PNG file"))
            #expect(outcome.message!.contains("never replaced automatically"))
        }
        #expect(try folder.bytes("card.png") == Array("not a png".utf8))
    }

    @Test func differentDimensionsFailWithBothSizes() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/card.png"
        _ = verifier(.missing, folder).verify(try cardScene(), as: strategy, reference: path, name: "card")
        let outcome = verifier(.never, folder).verify(try cardScene(), as: .png(scale: 2), reference: path, name: "card")
        #expect(outcome.status == .failed)
        #expect(outcome.message!.contains("sizes differ: expected 200×110 px, actual 400×220 px"))
    }

    @Test func aSnapshotThatCannotBeTakenIsAnError() throws {
        let folder = try TemporaryFolder()
        let failing = strategy.pullback { (_: Int) -> Scene in throw SnapshotError.snapshotFailed(reason: "boom") }
        let outcome = verifier(.all, folder).verify(1, as: failing, reference: folder.path + "/x.png", name: "x")
        #expect(outcome.status == .error && outcome.message!.contains("boom"))
        #expect(!folder.exists("x.png"))
    }
}
