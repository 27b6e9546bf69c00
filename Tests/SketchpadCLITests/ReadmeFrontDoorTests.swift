import Foundation
import Testing

/// The README stays a front door (issue 25): the two commands first, exactly, and at most about
/// 250 lines; the reference belongs in the DocC catalogs (`Sources/*/*.docc`).
@Suite struct ReadmeFrontDoorTests {
    @Test func theTwoCommandsComeFirstAndTheReadmeStaysShort() throws {
        let readme = try ReadmeCodeTests.document("README.md")
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count <= 250, "README.md has \(lines.count) lines: move reference into an article of a DocC catalog")
        let firstBlock = readme.components(separatedBy: "```").dropFirst().first ?? ""
        #expect(firstBlock == """
            sh
            bash scripts/render-templates.sh   # set up, build, render Templates/ into out/
            bash scripts/test.sh               # set up, build, run every test (what CI runs)

            """)
        #expect(readme.hasPrefix("# Sketchpad\n\n```sh\n"))
    }
}
