import Testing
@testable import SketchpadSnapshotEngine
@testable import SketchpadTesting

@Suite struct RecordModeTests {
    @Test func environmentVariableNamesAMode() throws {
        #expect(try SnapshotRecordMode.fromEnvironment(["SKETCHPAD_RECORD": "all"]) == .all)
        #expect(try SnapshotRecordMode.fromEnvironment(["SKETCHPAD_RECORD": " Failed "]) == .failed)
        #expect(try SnapshotRecordMode.fromEnvironment([:]) == nil)
        #expect(try SnapshotRecordMode.fromEnvironment(["SKETCHPAD_RECORD": ""]) == nil)
    }

    @Test func unknownModeIsAnErrorNamingTheChoices() {
        #expect(throws: SnapshotError.invalidRecordMode("yes", variable: "SKETCHPAD_RECORD")) {
            try SnapshotRecordMode.fromEnvironment(["SKETCHPAD_RECORD": "yes"])
        }
        #expect(SnapshotError.invalidRecordMode("yes", variable: "SKETCHPAD_RECORD").description.contains("never, missing, failed, all"))
    }

    @Test func scopedModeWinsAndEndsWithTheScope() {
        let outside = SnapshotRecordMode.current
        withSnapshotRecording(.all) {
            #expect(SnapshotRecordMode.current == .all)
            withSnapshotRecording(.never) { #expect(SnapshotRecordMode.current == .never) }
            #expect(SnapshotRecordMode.current == .all)
        }
        #expect(SnapshotRecordMode.current == outside)
    }
}
