import Foundation
import Testing

/// The YAML templates the README and the DocC articles show are templates the tool accepts: each
/// ```yaml block with top-level `views:` is checked with `sketchpad check --strict`, and must lay
/// out with no error and no warning. A block that includes other files (`include:`) cannot stand
/// alone and is exempt; CI configurations have no `views:` and are not templates.
@Suite struct DocumentationTemplateTests {
    static func templateBlocks(in markdown: String) -> [String] {
        markdown.components(separatedBy: "```yaml\n").dropFirst().compactMap { $0.components(separatedBy: "\n```").first }
            .filter { block in
                let lines = block.split(separator: "\n")
                return lines.contains { $0.hasPrefix("views:") } && !lines.contains { $0.hasPrefix("include:") }
            }
    }

    @Test func everyTemplateOfTheDocumentationChecksClean() throws {
        var checked = 0
        for document in try ReadmeCodeTests.documents() {
            for (index, block) in Self.templateBlocks(in: document.text).enumerated() {
                checked += 1
                let dir = try temporaryFolder(["block.yaml": block + "\n"])
                let r = try runCLI(["check", "block.yaml", "--strict"], in: dir)
                #expect(r.status == 0 && !r.err.contains("warning:") && !r.err.contains("error:"),
                        "\(document.path), YAML template \(index + 1):\n\(r.err)\n\(block)")
            }
        }
        #expect(checked >= 1)
    }
}
