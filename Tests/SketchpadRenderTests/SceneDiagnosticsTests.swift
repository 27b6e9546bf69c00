import Foundation
import SketchpadLayout
import SketchpadText
import SketchpadWidgets
import Testing
@testable import SketchpadRender

/// A script finds out what went wrong: `render` returns the layout's problems (at the Swift line
/// of the constraint concerned), and `strict` refuses to draw a broken layout.
@Suite struct SceneDiagnosticsTests {
    func brokenScene() throws -> (Scene, line: Int) {
        let root = View()
        let box = View()
        root.addSubview(box)
        let line = #line + 3
        Constraint.activate([
            box.widthAnchor.constraint(equalToConstant: 50),
            box.widthAnchor.constraint(equalToConstant: 80),
            box.heightAnchor.constraint(equalToConstant: 10),
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        return (try Scene(size: Size(width: 100, height: 40), root: root), line)
    }

    @Test func renderReturnsTheLayoutsProblemsAndStillDraws() throws {
        let (scene, line) = try brokenScene()
        let path = NSTemporaryDirectory() + "scene-diagnostics-\(UUID().uuidString).png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let found = try scene.render(to: path)
        #expect(FileManager.default.fileExists(atPath: path))
        let error = try #require(found.first { $0.severity == .error })
        #expect(error.kind.rawValue == "inconsistent")
        #expect(error.notes.contains { $0.location?.file.hasSuffix("SceneDiagnosticsTests.swift") == true && $0.location?.line == line },
                "\(error)")
    }

    @Test func strictRendersNothingAndThrowsTheErrors() throws {
        let (scene, _) = try brokenScene()
        let path = NSTemporaryDirectory() + "scene-diagnostics-\(UUID().uuidString).png"
        #expect(throws: SceneError.self) { try scene.render(to: path, strict: true) }
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func aSoundLayoutReportsNothing() throws {
        let root = View { Label("Fine") }
        Constraint.activate([root.subviews[0].leadingAnchor.constraint(equalTo: root.leadingAnchor),
                             root.subviews[0].topAnchor.constraint(equalTo: root.topAnchor)])
        let scene = try Scene(size: Size(width: 100, height: 40), root: root)
        let path = NSTemporaryDirectory() + "scene-diagnostics-\(UUID().uuidString).png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try scene.render(to: path, strict: true).isEmpty)
    }
}
