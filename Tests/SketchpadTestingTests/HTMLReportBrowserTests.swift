import Foundation
import Sketchpad
import Testing
@testable import SketchpadSnapshotEngine
@testable import SketchpadTesting

/// Opens a golden report in headless Chromium and checks the screenshot shows the cards.
/// Opt-in (Chromium is large): `apt-get install chromium`, then
/// `SKETCHPAD_BROWSER_TESTS=1 swift test --filter HTMLReportBrowserTests`.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["SKETCHPAD_BROWSER_TESTS"] == "1",
                "opt-in: set SKETCHPAD_BROWSER_TESTS=1 (needs Debian's chromium)"))
struct HTMLReportBrowserTests {
    static let chromium = "/usr/bin/chromium"

    @Test func reportShowsAFailedAndAMatchedCardInChromium() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.chromium),
                     "chromium is not installed: apt-get install chromium (or unset SKETCHPAD_BROWSER_TESTS)")
        let folder = try TemporaryFolder()
        let artifacts = SnapshotArtifacts(root: folder.path + "/artifacts")
        func card(_ name: String, offset: Double) -> GoldenCase { GoldenCase(name: name, source: "test") { try cardScene(offset: offset) } }
        _ = GoldenSuite(goldenDirectory: folder.path + "/golden", record: .missing, artifacts: artifacts).run([card("a", offset: 0), card("b", offset: 0)])
        let report = GoldenSuite(goldenDirectory: folder.path + "/golden", record: .never, artifacts: artifacts)
            .run([card("a", offset: 0), card("b", offset: 12)])
        let page = try HTMLReport.write(report, to: folder.path + "/report")

        let shot = folder.path + "/shot.png"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.chromium)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
                             "--screenshot=\(shot)", "--window-size=1000,800", "file://\(page)"]
        process.standardError = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let image = try RGBAImage(png: folder.bytes("shot.png"))
        #expect(image.width == 1000 && image.height == 800)

        // Left borders of the cards: a tall run of the failure red, then of the match green below it.
        func tallestRun(of colour: (UInt8, UInt8, UInt8)) -> (x: Int, top: Int, length: Int) {
            var best = (x: 0, top: 0, length: 0)
            for x in 0..<min(80, image.width) {
                var run = 0
                for y in 0..<image.height {
                    let o = (y * image.width + x) * 4
                    let b = image.bytes
                    if abs(Int(b[o]) - Int(colour.0)) < 8 && abs(Int(b[o + 1]) - Int(colour.1)) < 8 && abs(Int(b[o + 2]) - Int(colour.2)) < 8 {
                        run += 1
                        if run > best.length { best = (x, y - run + 1, run) }
                    } else { run = 0 }
                }
            }
            return best
        }
        let failed = tallestRun(of: (0xff, 0x3b, 0x30)), matched = tallestRun(of: (0x34, 0xc7, 0x59))
        #expect(failed.length > 100, "no failed card border in the screenshot")
        #expect(matched.length > 50, "no matched card border in the screenshot")
        #expect(failed.top < matched.top, "failures should come first")
        // The diff image (pure red where the box moved) and the rendered blue box are on screen.
        var red = 0, blue = 0
        for p in 0..<image.pixelCount {
            let o = p * 4
            if image.bytes[o] == 255 && image.bytes[o + 1] == 0 && image.bytes[o + 2] == 0 { red += 1 }
            if image.bytes[o] == 0x0A && image.bytes[o + 1] == 0x84 && image.bytes[o + 2] == 0xFF { blue += 1 }
        }
        #expect(red > 200, "diff image not visible (\(red) red pixels)")
        #expect(blue > 1000, "expected/actual images not visible (\(blue) blue pixels)")
        if let keep = ProcessInfo.processInfo.environment["SKETCHPAD_BROWSER_SCREENSHOT"] {
            try? FileManager.default.removeItem(atPath: keep)
            try FileManager.default.copyItem(atPath: shot, toPath: keep)
        }
    }
}
