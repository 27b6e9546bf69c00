import Foundation
import Testing

/// The README's links and pictures point at files and folders that exist (an article moved, a
/// golden renamed or an example deleted breaks the front door without this). Web addresses and
/// anchors are not checked.
@Suite struct DocumentationLinkTests {
    /// The relative targets of `[text](target)` links and `<img src="target">` pictures.
    static func relativeTargets(in markdown: String) -> [String] {
        var targets: [String] = []
        for (open, close) in [("](", ")"), ("<img src=\"", "\"")] {
            for part in markdown.components(separatedBy: open).dropFirst() {
                guard let target = part.components(separatedBy: close).first, !target.isEmpty else { continue }
                if target.contains("://") || target.hasPrefix("#") || target.hasPrefix("mailto:") { continue }
                targets.append(target.components(separatedBy: "#")[0])
            }
        }
        return targets
    }

    @Test func everyLinkAndPictureOfTheReadmeExists() throws {
        let readme = try ReadmeCodeTests.document("README.md")
        let targets = Self.relativeTargets(in: readme)
        #expect(targets.count >= 10)
        #expect(targets.contains { $0.hasSuffix(".png") })
        for target in targets {
            #expect(FileManager.default.fileExists(atPath: packageRoot + "/" + target), "README.md links to \(target), which does not exist")
        }
    }
}
