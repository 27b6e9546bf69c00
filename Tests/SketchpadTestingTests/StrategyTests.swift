import Foundation
import Sketchpad
import Testing
@testable import SketchpadSnapshotEngine
@testable import SketchpadTesting

@Suite struct StrategyTests {
    @Test func framesAreOneLinePerItemAndShowAMove() throws {
        let strategy = Snapshotting<Scene, String>.frames
        let json = try strategy.snapshot(cardScene())
        #expect(json.hasPrefix("{\n  \"canvas\": [200, 110],"))
        #expect(json.contains("\"item\": \"  Box 'box'\", \"frame\": [12, "))
        #expect(try JSONSerialization.jsonObject(with: Data(json.utf8)) is [String: Any])
        let moved = try strategy.snapshot(cardScene(offset: 8))
        let difference = try #require(strategy.diffing.diff(json, moved))
        let changed = difference.message.split(separator: "\n").filter { $0.hasPrefix("-") || $0.hasPrefix("+") }
        #expect(changed.count == 2 && changed.allSatisfy { $0.contains("Box 'box'") })
    }

    @Test func diagnosticsInFramesNameFilesWithoutFolders() {
        #expect(FramesJSON.withoutFolders("note at /work/main/Templates/a.yaml:29:6: x / y and ./b.yaml")
                == "note at a.yaml:29:6: x / y and ./b.yaml")
        #expect(FramesJSON.withoutFolders("x\n  Templates/seeds/a.yaml:3:1: note: a/b == c and ../T/b.yaml:4:2")
                == "x\n  a.yaml:3:1: note: a/b == c and b.yaml:4:2")
    }

    @Test func svgIsTextThatRoundTrips() throws {
        let strategy = Snapshotting<Scene, String>.svg
        let svg = try strategy.snapshot(cardScene())
        #expect(svg.contains("<svg"))
        #expect(try strategy.diffing.fromData(strategy.diffing.toData(svg), "x.svg") == svg)
        #expect(strategy.diffing.diff(svg, svg) == nil)
        #expect(throws: SnapshotError.self) { try strategy.diffing.fromData([0xff, 0xfe, 0x00], "bad.svg") }
    }

    @Test func pullbackMakesAStrategyForAnotherType() throws {
        let byTitle: Snapshotting<String, PNGSnapshot> = Snapshotting<Scene, PNGSnapshot>.png(scale: 1).pullback { try cardScene(title: $0) }
        let a = try byTitle.snapshot("A"), b = try byTitle.snapshot("B")
        #expect(byTitle.pathExtension == "png")
        #expect(byTitle.diffing.diff(a, a) == nil)
        #expect(byTitle.diffing.diff(a, b) != nil)
    }

    @Test func assertSnapshotRecordsAnIssueUnderSwiftTesting() throws {
        let folder = try TemporaryFolder()
        withKnownIssue {
            _ = assertSnapshot(of: try cardScene(), as: .png(scale: 1), named: "card", record: .never, snapshotDirectory: folder.path)
        }
        #expect(!folder.exists("assertSnapshotRecordsAnIssueUnderSwiftTesting.card.png"))
        let scene = try cardScene()
        withKnownIssue {   // recording fails too, so the new file gets looked at
            withSnapshotRecording(.missing) {
                _ = assertSnapshot(of: scene, as: .png(scale: 1), named: "card", snapshotDirectory: folder.path)
            }
        }
        #expect(folder.exists("assertSnapshotRecordsAnIssueUnderSwiftTesting.card.png"))
        let outcome = assertSnapshot(of: try cardScene(), as: .png(scale: 1), named: "card", record: .never, snapshotDirectory: folder.path)
        #expect(outcome?.status == .matched)
    }

    /// The README's spellings compile: `.png` without arguments, `.svg`, `.frames`, view and size.
    @Test func shorthandStrategiesInfer() throws {
        let folder = try TemporaryFolder()
        let scene = try cardScene()
        withSnapshotRecording(.missing) {
            withKnownIssue {
                _ = assertSnapshot(of: scene, as: .png, snapshotDirectory: folder.path)
                _ = assertSnapshot(of: scene, as: .svg, snapshotDirectory: folder.path)
                _ = assertSnapshot(of: Box(fill: .black), size: Size(width: 8, height: 8), as: .png, named: "box", snapshotDirectory: folder.path)
            }
        }
        #expect(folder.exists("shorthandStrategiesInfer.png") && folder.exists("shorthandStrategiesInfer.2.svg"))
        #expect(folder.exists("shorthandStrategiesInfer.box.png"))
    }

    @Test func viewAndSizeOverloadAndDefaultLocation() throws {
        let folder = try TemporaryFolder()
        let box = Box(fill: .black)
        withKnownIssue {
            _ = assertSnapshot(of: box, size: Size(width: 10, height: 10), as: .frames, record: .never, snapshotDirectory: folder.path)
        }
        // Without a directory, references live next to the test file.
        let name = SnapshotNaming.name(testName: "loginScreen()", named: "dark mode", file: "/x/LoginTests.swift")
        #expect(name == "loginScreen.dark-mode")
    }
}
