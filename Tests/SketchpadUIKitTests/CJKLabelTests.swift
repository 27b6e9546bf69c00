import Foundation
import Testing
import Sketchpad
import SketchpadUIKit

/// `UILabel` text in Chinese, Japanese and Korean draws glyphs (from the pinned WenQuanYi
/// Micro Hei), with no warning that characters have no font.
@MainActor @Suite struct CJKLabelTests {
    @Test func labelsInChineseJapaneseAndKoreanDrawWithoutBoxes() throws {
        let root = makeRoot(width: 240, height: 160)
        root.backgroundColor = .white
        let texts = ["你好世界", "こんにちは日本語", "안녕하세요"]
        var labels: [UILabel] = []
        for (index, text) in texts.enumerated() {
            let label = UILabel()
            label.text = text
            label.font = .systemFont(ofSize: 22)
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                label.topAnchor.constraint(equalTo: root.topAnchor, constant: 16 + CGFloat(index) * 40),
            ])
            labels.append(label)
        }
        let scene = try Scene(view: root)
        let image = try scene.renderer.rasterize(try scene.displayList(), scale: 2)
        #expect(scene.textWarnings.isEmpty, "no uncovered characters: \(scene.textWarnings)")
        try Data(try image.pngData()).write(to: URL(fileURLWithPath: NSTemporaryDirectory() + "cjk-uikit.png"))
        for (label, text) in zip(labels, texts) {
            // Full-width characters: about one em each.
            #expect(label.intrinsicContentSize.width > CGFloat(text.count) * 22 * 0.8, "\(text): \(label.intrinsicContentSize)")
            var ink = 0
            let frame = label.frame
            for y in Int(frame.minY * 2)..<Int(frame.maxY * 2) {
                for x in Int(frame.minX * 2)..<Int(frame.maxX * 2) where image.pixel(x: x, y: y).red < 128 { ink += 1 }
            }
            #expect(ink > 300, "\(text): \(ink) dark pixels")
        }
    }
}
