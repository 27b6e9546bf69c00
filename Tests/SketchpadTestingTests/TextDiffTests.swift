import Testing
@testable import SketchpadSnapshotEngine
@testable import SketchpadTesting

@Suite struct TextDiffTests {
    @Test func showsTheChangedLinesWithContext() {
        let diff = TextDiff.unified(reference: "a\nb\nc\nd\ne", actual: "a\nb\nC\nd\ne", context: 1)
        #expect(diff == "@@ line 3 @@\n b\n-c\n+C\n d")
        #expect(TextDiff.unified(reference: "same", actual: "same") == nil)
    }

    @Test func insertionsAreAlignedNotReplaced() {
        let diff = TextDiff.unified(reference: "1\n2\n3", actual: "1\n2\nx\n3", context: 0)!
        #expect(diff == "@@ line 3 @@\n+x")
    }
}
