import Foundation
import Sketchpad
import Testing
@_spi(Internals) @testable import SketchpadSnapshotEngine
@_spi(Internals) @testable import SketchpadTesting

@Suite struct StrategyTests {
    @Test func framesAreOneLinePerItemAndShowAMove() throws {
        let strategy = Snapshotting<Scene, String>.frames
        let json = try strategy.capture(cardScene())
        #expect(json.hasPrefix("{\n  \"canvas\": [200, 110],"))
        #expect(json.contains("\"item\": \"  Box 'box'\", \"frame\": [12, "))
        #expect(try JSONSerialization.jsonObject(with: Data(json.utf8)) is [String: Any])
        let moved = try strategy.capture(cardScene(offset: 8))
        let difference = try #require(strategy.diffing.diffV2(json, moved))
        let changed = difference.0.split(separator: "\n").filter { $0.hasPrefix("-") || $0.hasPrefix("+") }
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
        let svg = try strategy.capture(cardScene())
        #expect(svg.contains("<svg"))
        #expect(strategy.diffing.fromData(strategy.diffing.toData(svg)) == svg)
        #expect(strategy.diffing.diffV2(svg, svg) == nil)
        #expect(strategy.pathExtension == "svg")
    }

    @Test func pullbackMakesAStrategyForAnotherTypeAndMayThrow() throws {
        let byTitle: Snapshotting<String, PNGSnapshot> = Snapshotting<Scene, PNGSnapshot>.png(scale: 1).pullback { try cardScene(title: $0) }
        let a = try byTitle.capture("A"), b = try byTitle.capture("B")
        #expect(byTitle.pathExtension == "png")
        #expect(byTitle.diffing.diffV2(a, a) == nil)
        #expect(byTitle.diffing.diffV2(a, b) != nil)
        let failing = byTitle.pullback { (_: Int) -> String in throw SnapshotError.snapshotFailed(reason: "no title") }
        #expect(throws: SnapshotError.snapshotFailed(reason: "no title")) { try failing.capture(1) }
    }

    /// Read through the public `snapshot` property, a strategy that throws never calls back
    /// (and does not crash); assertions see the error.
    @Test func theSnapshotPropertyOfAFailingStrategyDoesNotCallBack() {
        let failing = Snapshotting<String, String>.lines.pullback { (_: Int) -> String in throw SnapshotError.snapshotFailed(reason: "x") }
        var called = false
        failing.snapshot(1).run { _ in called = true }
        #expect(!called)
        let working = Snapshotting<String, String>.lines.pullback { (n: Int) in "\(n)" }
        var value: String?
        working.snapshot(7).run { value = $0 }
        #expect(value == "7")
    }

    @Test func asyncStrategiesAreWaitedForAndTimeOut() throws {
        let later = Snapshotting<String, String>(pathExtension: "txt", diffing: .lines, asyncSnapshot: { text in
            Async { callback in
                let box = CallbackBox(callback)
                DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) { box.call(text) }
            }
        })
        #expect(try later.capture("done") == "done")
        let never = Snapshotting<String, String>(pathExtension: "txt", diffing: .lines, asyncSnapshot: { _ in Async { _ in } })
        let folder = try TemporaryFolder()
        let message = verifySnapshot(of: "x", as: never, record: .all, snapshotDirectory: folder.path, timeout: 0.2)
        #expect(message?.hasPrefix("Exceeded timeout of 0.2 seconds waiting for snapshot") == true, "\(message ?? "nil")")
        #expect(!folder.exists("asyncStrategiesAreWaitedForAndTimeOut.1.txt"))
    }

    @Test func waitTakesTheSnapshotLater() throws {
        let start = Date()
        #expect(try Snapshotting.wait(for: 0.1, on: Snapshotting<String, String>.lines).capture("x") == "x")
        #expect(Date().timeIntervalSince(start) >= 0.1)
    }

    /// `.dump` writes swift-snapshot-testing's text (its README's example, byte for byte).
    @Test func dumpIsSwiftSnapshotTestingsText() throws {
        struct User { let bio: String; let id: Int; let name: String }
        let text = try Snapshotting<User, String>.dump.capture(User(bio: "Blobbed around the world.", id: 1, name: "Blobby"))
        #expect(text == "▿ User\n  - bio: \"Blobbed around the world.\"\n  - id: 1\n  - name: \"Blobby\"\n")
        #expect(try Snapshotting<[String: Int], String>.dump.capture(["b": 2, "a": 1]).contains("▿ 2 key/value pairs\n  ▿ (2 elements)\n    - key: \"a\""))
        final class Node { var next: Node? }
        let loop = Node(); loop.next = loop
        #expect(try Snapshotting<Node, String>.dump.capture(loop) == "▿ Node\n  ▿ next: Optional<Node>\n    ▿ some (circular reference detected)\n")
    }

    @Test func jsonOfSomethingThatIsNotJSONFailsInsteadOfCrashing() throws {
        struct Opaque { var pointer = 1 }
        let folder = try TemporaryFolder()
        let message = verifySnapshot(of: Opaque(), as: .json, record: .all, snapshotDirectory: folder.path)
        #expect(message?.contains("is not a JSON object") == true, "\(message ?? "nil")")
        #expect(try Snapshotting<[String: Int], String>.json.capture(["b": 1, "a": 2]) == "{\n  \"a\" : 2,\n  \"b\" : 1\n}")
    }

    @Test func imageIsExactByDefaultAndPrecisionLoosensIt() throws {
        let a = try Snapshotting<Scene, PNGSnapshot>.image.capture(cardScene(color: Color(hex: 0x0A84FF)))
        let b = try Snapshotting<Scene, PNGSnapshot>.image.capture(cardScene(color: Color(hex: 0x0A85FF)))   // one step of green
        let moved = try Snapshotting<Scene, PNGSnapshot>.image.capture(cardScene(offset: 4))
        #expect(Diffing<PNGSnapshot>.image.diffV2(a, b) != nil)
        #expect(Diffing<PNGSnapshot>.image(perceptualPrecision: 0.98).diffV2(a, b) == nil)
        #expect(Diffing<PNGSnapshot>.image(precision: 0.99, perceptualPrecision: 0.98).diffV2(a, moved) != nil)
        #expect(Diffing<PNGSnapshot>.image(tolerance: .default).diffV2(a, b) == nil)
        let failure = try #require(Diffing<PNGSnapshot>.image.diffV2(a, moved))
        #expect(failure.0.hasPrefix("Newly-taken snapshot does not match reference:"))
        guard case .data(let diff, "diff.png") = failure.1.first else { Issue.record("no diff.png attached"); return }
        #expect(try RGBAImage(png: Array(diff)).width == 200)
    }

    @Test func precisionMapsOntoImageTolerance() {
        #expect(ImageTolerance(precision: 1, perceptualPrecision: 1) == .strict)
        let nearly = ImageTolerance(precision: 0.99, perceptualPrecision: 0.98)
        #expect(abs(nearly.colorThreshold - 0.02) < 1e-6 && !nearly.ignoresAntialiasing)
        guard case .fraction(let share) = nearly.allowance else { Issue.record("not a fraction"); return }
        #expect(abs(share - 0.01) < 1e-6)
        #expect(ImageTolerance(precision: 0.9, perceptualPrecision: 1).colorThreshold == 0)
    }

    @Test func aReferenceThatIsNotAPNGReadsAsEmptyThroughTheLenientFromData() {
        #expect(Diffing<PNGSnapshot>.image.fromData(Data("nope".utf8)).image.width == 0)
    }

    @Test func viewsAndScenesSnapshotAsImagesAtTheirSize() throws {
        let view = try Snapshotting<Box, PNGSnapshot>.image(size: Size(width: 30, height: 20)).capture(Box(fill: .black))
        #expect(view.image.width == 30 && view.image.height == 20)
        let scene = try Snapshotting<Scene, PNGSnapshot>.image(scale: 2).capture(cardScene())
        #expect(scene.image.width == 400)
    }

    @Test func funcIntoSnapshotsEveryInput() throws {
        enum Flag: CaseIterable { case on, off }
        let text = try Snapshotting<Flag, String>.func(into: Snapshotting<Bool, String>.description).capture { $0 == .on }
        #expect(text == "\"on\",\"true\"\n\"off\",\"false\"")
    }

    @available(*, deprecated, message: "exercises the deprecated Diffing initialiser")
    @Test func theDeprecatedDiffingInitialiserStillWorks() {
        let diffing = Diffing<String>(toData: { Data($0.utf8) }, fromData: { String(decoding: $0, as: UTF8.self) }) { old, new in
            old == new ? nil : ("differs", [XCTAttachment(data: Data())])
        }
        #expect(diffing.diffV2("a", "a") == nil)
        #expect(diffing.diffV2("a", "b")?.0 == "differs")
        #expect(diffing.diff("a", "b")?.1.count == 1)
    }
}
