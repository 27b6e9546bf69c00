import Foundation
import Sketchpad
import Testing
@testable import SketchpadSnapshotEngine
@testable import SketchpadTesting

/// The project's golden suite: every variant of every template in `Templates/` against
/// `Golden/<name>.png`. Records only when asked explicitly:
///
/// ```sh
/// SKETCHPAD_RECORD=missing swift test --filter GoldenSuiteTests     # a new template
/// SKETCHPAD_RECORD=failed swift test --filter GoldenSuiteTests      # an intended change
/// ```
///
/// Failures leave expected/actual/diff images and an HTML report (`index.html`) under
/// `$SKETCHPAD_ARTIFACTS/golden` (default: the temporary folder).
@Suite(.serialized) struct GoldenSuiteTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
    static let templates = packageRoot + "/Templates"
    static let golden = packageRoot + "/Golden"

    @Test func everyTemplateMatchesItsGolden() throws {
        // Only the explicit variable records here, never the local default.
        let mode = try SnapshotTestingConfiguration.Record.fromEnvironment() ?? .never
        let cases = try GoldenCase.cases(forTemplatesIn: [Self.templates])
        try #require(!cases.isEmpty, "no templates found in \(Self.templates)")
        let suite = GoldenSuite(goldenDirectory: Self.golden, record: mode)
        let report = suite.run(cases)
        let page = try HTMLReport.write(report, to: suite.artifacts.root)
        print("golden suite: \(report.summary); report: \(page)")
        for failure in report.failures {
            Issue.record(Comment(rawValue: "\(failure.name) (\(failure.source)): \(failure.message ?? "")\nReport: \(page)"))
        }
        if let orphans = report.orphanMessage {
            Issue.record(Comment(rawValue: orphans), severity: .warning)
        }
    }

    /// Our SVG, drawn by librsvg, looks like our PNG for every template: both backends draw the
    /// same display list. Text is filled from glyph outlines in the SVG and rasterised by
    /// FreeType for the PNG, so edges differ slightly; a missing or moved shape does not pass.
    @Test func svgDrawnByLibrsvgMatchesOurPNGForEveryTemplate() throws {
        let tool = "/usr/bin/rsvg-convert"
        try #require(FileManager.default.isExecutableFile(atPath: tool), "rsvg-convert missing: run scripts/setup.sh")
        let folder = try TemporaryFolder()
        let tolerance = BackendCrossCheck.tolerance
        var worst = (name: "", fraction: 0.0)
        for golden in try GoldenCase.cases(forTemplatesIn: [Self.templates]) {
            let scene = try golden.makeScene()
            let comparison = try BackendCrossCheck.compare(scene, rsvgConvert: tool, folder: folder.path, name: golden.name)
            #expect(comparison.matches, "\(golden.name): \(comparison.summary) (tolerance: \(tolerance))")
            let fraction = Double(comparison.differingPixels) / Double(max(1, comparison.expected.pixelCount))
            if fraction >= worst.fraction { worst = (golden.name, fraction) }
        }
        print(String(format: "backend cross-check: worst %@ with %.3f %% of pixels differing", worst.name, worst.fraction * 100))
    }
}

@Suite struct GoldenSuiteMachineryTests {
    /// The cross-check's tolerance still sees a moved view.
    @Test func crossCheckToleranceRejectsAMovedView() throws {
        let png = Snapshotting<Scene, PNGSnapshot>.png(scale: 1)
        let moved = ImageComparison(expected: try png.capture(cardScene()).image, actual: try png.capture(cardScene(offset: 4)).image,
                                    tolerance: BackendCrossCheck.tolerance)
        #expect(!moved.matches)
    }

    func cases(_ names: [String], offset: Double = 0) -> [GoldenCase] {
        names.map { name in GoldenCase(name: name, source: "test") { try cardScene(offset: offset) } }
    }

    @Test func aCaseWithoutAGoldenFailsAndAGoldenWithoutACaseIsAnOrphan() throws {
        let folder = try TemporaryFolder()
        let artifacts = SnapshotArtifacts(root: folder.path + "/artifacts")
        let record = GoldenSuite(goldenDirectory: folder.path + "/golden", record: .missing, artifacts: artifacts).run(cases(["a", "b", "sub/c"]))
        #expect(record.count(.recorded) == 3 && !record.succeeded)
        #expect(folder.exists("golden/sub/c.png") && folder.exists("golden/sub/c.frames.json"))

        let suite = GoldenSuite(goldenDirectory: folder.path + "/golden", record: .never, artifacts: artifacts)
        let report = suite.run(cases(["a", "sub/c", "new"]))
        #expect(report.count(.matched) == 2 && report.count(.missing) == 1 && !report.succeeded)
        #expect(report.failures.map(\.name) == ["new"])
        #expect(report.orphans == [folder.path + "/golden/b.frames.json", folder.path + "/golden/b.png"])
        #expect(report.orphanMessage!.contains("b.png"))
        #expect(!folder.exists("golden/new.png"))
        #expect(report.summary.hasPrefix("2 matched, 0 failed, 1 missing, 1 with frames differing or unrecorded; 2 orphaned goldens"), "\(report.summary)")
    }

    @Test func aMovedViewShowsInTheFramesGoldenAsAReadableDiff() throws {
        let folder = try TemporaryFolder()
        let artifacts = SnapshotArtifacts(root: folder.path + "/artifacts")
        _ = GoldenSuite(goldenDirectory: folder.path + "/golden", record: .missing, artifacts: artifacts).run(cases(["a"]))
        let report = GoldenSuite(goldenDirectory: folder.path + "/golden", record: .never, artifacts: artifacts).run(cases(["a"], offset: 5))
        let frames = try #require(report.results.first?.frames)
        #expect(frames.status == .failed)
        #expect(frames.message!.contains("-    {\"item\": \"  Box 'box'\""))
        #expect(folder.exists("artifacts/a.frames/diff.txt"))
    }

    @Test func aStaleArtifactFolderIsClearedAtTheStartOfARun() throws {
        let folder = try TemporaryFolder()
        let artifacts = SnapshotArtifacts(root: folder.path + "/artifacts")
        _ = GoldenSuite(goldenDirectory: folder.path + "/golden", record: .missing, artifacts: artifacts).run(cases(["a"]))
        let failing = GoldenSuite(goldenDirectory: folder.path + "/golden", record: .never, artifacts: artifacts).run(cases(["a"], offset: 5))
        #expect(failing.count(.failed) == 1)
        #expect(folder.exists("artifacts/a/diff.png"))
        try folder.write([1], "artifacts/old-run/leftover.png")
        let passing = GoldenSuite(goldenDirectory: folder.path + "/golden", record: .never, artifacts: artifacts).run(cases(["a"]))
        #expect(passing.succeeded)
        #expect(!folder.exists("artifacts/a") && !folder.exists("artifacts/old-run"))
    }

    @Test func theHTMLReportHasACardPerCaseWithImagesAndASlider() throws {
        let folder = try TemporaryFolder()
        let artifacts = SnapshotArtifacts(root: folder.path + "/artifacts")
        _ = GoldenSuite(goldenDirectory: folder.path + "/golden", record: .missing, artifacts: artifacts).run(cases(["a", "b"]))
        var list = cases(["a"], offset: 6)
        list += cases(["b"])
        let report = GoldenSuite(goldenDirectory: folder.path + "/golden", record: .never, artifacts: artifacts).run(list)
        let page = try HTMLReport.write(report, to: folder.path + "/report")
        let html = String(decoding: try folder.bytes("report/index.html"), as: UTF8.self)
        #expect(page == folder.path + "/report/index.html")
        #expect(html.components(separatedBy: "<article class=\"card").count - 1 == 2)
        #expect(html.range(of: "card failed")!.lowerBound < html.range(of: "card matched")!.lowerBound)  // failures first
        #expect(html.contains("type=\"range\""))
        for image in ["images/000-a.expected.png", "images/000-a.actual.png", "images/000-a.diff.png", "images/001-b.expected.png"] {
            #expect(html.contains(image) && folder.exists("report/" + image), "\(image)")
        }
    }
}
