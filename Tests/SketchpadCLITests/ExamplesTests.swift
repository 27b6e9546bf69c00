import Foundation
@testable import Sketchpad
import SketchpadSnapshotEngine
import Testing

/// Every script in `Examples/` compiles, runs through `sketchpad run` and draws what its goldens in
/// `Examples/golden/` show (tolerant comparison, as for the templates' goldens); a script's files
/// are named after it (`pins-onboarding.png`, `builders-settings-dark.png`). Goldens are only
/// written with `SKETCHPAD_RECORD=missing` (new ones) or `SKETCHPAD_RECORD=all`.
@Suite(.enabled(if: scriptingLibraryBuilt, "libSketchpadScripting.so is not built next to sketchpad"))
struct ExamplesTests {
    static let folder = packageRoot + "/Examples"
    static let goldens = packageRoot + "/Examples/golden"
    static let scripts: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
        .filter { $0.hasSuffix(".swift") }.sorted()

    /// The record mode asked for by `SKETCHPAD_RECORD` (nil: never record).
    static var recordMode: String? {
        ProcessInfo.processInfo.environment["SKETCHPAD_RECORD"].flatMap { ["missing", "all", "failed"].contains($0) ? $0 : nil }
    }

    @Test func thereIsAnExamplePerFlavour() {
        for flavour in ["anchors", "equations", "builders", "anchor-lists", "pins", "rows-and-columns", "stacks-and-vfl", "result-builder"] {
            #expect(Self.scripts.contains { $0.hasPrefix(flavour + "-") }, "no example for \(flavour)")
        }
    }

    @Test(arguments: scripts) func exampleRendersItsGolden(script: String) throws {
        let out = try temporaryFolder([:])
        defer { try? FileManager.default.removeItem(atPath: out) }
        let run = try runScript(["run", Self.folder + "/" + script, out], in: out)
        #expect(run.status == 0, "\(script): \(run.err)")
        #expect(!run.err.contains("warning:") && !run.err.contains("error:"), "\(script) reported: \(run.err)")
        let pngs = BadInputCatalogue.listing(out).filter { $0.hasSuffix(".png") }
        #expect(!pngs.isEmpty, "\(script) wrote no PNG")
        #expect(pngs.allSatisfy { $0.hasPrefix(script.dropLast(".swift".count)) }, "\(script) wrote \(pngs): name them after the script")
        for png in pngs {
            let golden = Self.goldens + "/" + png
            let actual = try RGBAImage(png: [UInt8](try Data(contentsOf: URL(fileURLWithPath: out + "/" + png))))
            guard FileManager.default.fileExists(atPath: golden) else {
                if Self.recordMode != nil { try record(out + "/" + png, to: golden) }
                Issue.record("\(script): no golden for \(png)\(Self.recordMode != nil ? " — recorded it; look at it" : " — run with SKETCHPAD_RECORD=missing to record it")")
                continue
            }
            let expected = try RGBAImage(png: [UInt8](try Data(contentsOf: URL(fileURLWithPath: golden))))
            let comparison = ImageComparison(expected: expected, actual: actual, tolerance: .default)
            if !comparison.matches {
                if ["all", "failed"].contains(Self.recordMode) { try record(out + "/" + png, to: golden) }
                Issue.record("\(script): \(png) differs from its golden: \(comparison.differingPixels) pixels\(comparison.sameSize ? "" : " (sizes differ)")")
            }
        }
    }

    @Test func everyGoldenHasItsExample() throws {
        let goldens = BadInputCatalogue.listing(Self.goldens)
        let stems = Self.scripts.map { String($0.dropLast(".swift".count)) }
        for golden in goldens {
            #expect(stems.contains { golden.hasPrefix($0) }, "orphaned golden \(golden): no example is named like it")
        }
    }

    func record(_ file: String, to golden: String) throws {
        try FileManager.default.createDirectory(atPath: Self.goldens, withIntermediateDirectories: true)
        if FileManager.default.fileExists(atPath: golden) { try FileManager.default.removeItem(atPath: golden) }
        try FileManager.default.copyItem(atPath: file, toPath: golden)
    }
}
