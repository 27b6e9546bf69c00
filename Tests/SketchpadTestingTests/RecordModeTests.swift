import Foundation
import Testing
@_spi(Internals) @testable import SketchpadSnapshotEngine
@_spi(Internals) @testable import SketchpadTesting

@Suite struct RecordModeTests {
    typealias Record = SnapshotTestingConfiguration.Record

    @Test func eitherEnvironmentVariableNamesAModeAndSketchpadsWins() throws {
        #expect(try Record.fromEnvironment(["SKETCHPAD_RECORD": "all"]) == .all)
        #expect(try Record.fromEnvironment(["SNAPSHOT_TESTING_RECORD": "failed"]) == .failed)
        #expect(try Record.fromEnvironment(["SKETCHPAD_RECORD": " Never ", "SNAPSHOT_TESTING_RECORD": "all"]) == .never)
        #expect(try Record.fromEnvironment([:]) == nil)
        #expect(try Record.fromEnvironment(["SKETCHPAD_RECORD": "", "SNAPSHOT_TESTING_RECORD": "missing"]) == .missing)
    }

    @Test func unknownModeIsAnErrorNamingTheVariableAndTheChoices() {
        #expect(throws: SnapshotError.invalidRecordMode("yes", variable: "SNAPSHOT_TESTING_RECORD")) {
            try Record.fromEnvironment(["SNAPSHOT_TESTING_RECORD": "yes"])
        }
        #expect(SnapshotError.invalidRecordMode("yes", variable: "SKETCHPAD_RECORD").description
                == "SKETCHPAD_RECORD=yes is not a record mode; use one of never, missing, failed, all")
        // An assertion reports it instead of recording (or not) silently.
        #expect(throws: SnapshotError.self) { try resolvedRecord(nil, environment: ["SKETCHPAD_RECORD": "al"]) }
    }

    @Test func theDefaultIsMissingAndNeverUnderCI() throws {
        #expect(Record.defaultMode([:]) == .missing)
        #expect(Record.defaultMode(["CI": "true"]) == .never)
        #expect(Record.defaultMode(["CI": "false"]) == .missing)
        #expect(try resolvedRecord(nil, environment: ["CI": "1"]) == .never)
        #expect(try resolvedRecord(nil, environment: ["CI": "1", "SNAPSHOT_TESTING_RECORD": "missing"]) == .missing)
    }

    @Test func recordValuesAreSwiftSnapshotTestings() {
        #expect(Record(rawValue: "all") == .all && Record(rawValue: "never") == .never && Record(rawValue: "sometimes") == nil)
        let fromTrue: Record = true, fromFalse: Record = false
        #expect(fromTrue == .all && fromFalse == .missing)
        #expect(Record.allCases.map(\.description) == ["never", "missing", "failed", "all"])
    }

    @Test func theArgumentBeatsTheScopeAndScopesNest() throws {
        try withSnapshotTesting(record: .all) { () throws in
            #expect(try resolvedRecord(nil) == .all)
            #expect(try resolvedRecord(.never) == .never)
            try withSnapshotTesting(record: .never) { () throws in #expect(try resolvedRecord(nil) == .never) }
            try withSnapshotTesting(diffTool: .ksdiff) { () throws in
                #expect(try resolvedRecord(nil) == .all)
                #expect(SnapshotTestingConfiguration.current?.diffTool?(currentFilePath: "a", failedFilePath: "b") == "ksdiff \"a\" \"b\"")
            }
            #expect(try resolvedRecord(nil) == .all)
        }
        #expect(SnapshotTestingConfiguration.current?.record == nil)
    }

    @Test func diffToolsPrintTheCommand() {
        let tool: SnapshotTestingConfiguration.DiffTool = "compare"
        #expect(tool(currentFilePath: "a.png", failedFilePath: "b.png") == "compare a.png b.png")
        #expect(SnapshotTestingConfiguration.DiffTool.default(currentFilePath: "/r.png", failedFilePath: "/f.png")
                .hasPrefix("@\u{2212}\n\"file:///r.png\"\n@+\n\"file:///f.png\"\n\nTo configure output for a custom diff tool, use 'withSnapshotTesting'."))
    }
}

/// The `.snapshots` trait, on a suite and on a test in it.
@Suite(.snapshots(record: .never, diffTool: "suite-diff"))
struct SnapshotsTraitTests {
    @Test func theSuitesTraitSetsTheRecordModeAndDiffTool() throws {
        #expect(try resolvedRecord(nil) == .never)
        #expect(_diffTool(currentFilePath: "a", failedFilePath: "b") == "suite-diff a b")
    }

    @Test(.snapshots(record: .failed)) func aTestsTraitWinsOverItsSuites() throws {
        #expect(try resolvedRecord(nil) == .failed)
        #expect(SnapshotTestingConfiguration.current?.diffTool?(currentFilePath: "a", failedFilePath: "b") == "suite-diff a b")
    }

    /// Each case gets its own counter, as with swift-snapshot-testing's trait.
    @Test(arguments: 1...4) func eachCaseCountsOnItsOwn(_ n: Int) {
        #expect(SnapshotCounter.swiftTesting.next(for: "shared key") == 1)
    }
}
