import Foundation
import Sketchpad
import SketchpadUIKit
import SketchpadWidgets
import Testing

/// `UIImage(systemName:)` of a numbered, lettered or dice symbol is an image that draws its
/// container glyph and its characters, with no warning (before: a placeholder and a warning).
@MainActor
@Suite struct NumberedSymbolTests {
    @Test func aNumberedSymbolIsAnImageDrawnWithoutPlaceholderOrWarning() throws {
        for name in ["1.circle", "1.circle.fill", "a.square", "42.circle", "die.face.6.fill"] {
            #expect(UIImage(systemName: name) != nil, "\(name)")
        }
        let root = makeRoot(width: 100, height: 60)
        let one = UIImageView(image: UIImage(systemName: "1.circle"))
        one.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
        root.addSubview(one)
        let scene = try Scene(view: root)
        let runs = try scene.displayList().commands.compactMap { command -> GlyphRun? in
            if case .glyphs(let run) = command { return run } else { return nil }
        }
        #expect(runs.contains { $0.font.family == Icon.fontFamily && $0.text == Icon("1.circle")!.glyph }, "the circle glyph")
        #expect(runs.contains { $0.text == "1" }, "the digit over it")
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("numbered-symbol-\(getpid()).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try scene.render(to: path).isEmpty, "no placeholder warning")
    }
}
