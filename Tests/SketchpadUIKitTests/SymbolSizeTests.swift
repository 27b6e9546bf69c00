import Foundation
import Sketchpad
import SketchpadUIKit
import Testing

/// Each symbol image is as large as its glyph's ink (an approximation of SF Symbols' per-symbol
/// sizes), and an image view draws the glyph to fill it. Before, every symbol was 20 × 19.
@MainActor
@Suite struct SymbolSizeTests {
    func size(_ name: String) throws -> CGSize { try #require(UIImage(systemName: name)).size }

    @Test func wideSymbolsAreWiderThanTallOnesAndCirclesKeepTheirSize() throws {
        #expect(try size("play.circle.fill") == CGSize(width: 20, height: 19))
        #expect(try size("circle") == CGSize(width: 20, height: 19))
        let ellipsis = try size("ellipsis"), chevron = try size("chevron.right")
        #expect(ellipsis.width > 3 * ellipsis.height, "\(ellipsis)")
        #expect(chevron.height > chevron.width, "\(chevron)")
        #expect(ellipsis.width > chevron.width && chevron.height > ellipsis.height)
        // Material's ellipsis (more_horiz) has ink 342 × 86 of its 512-unit em: at 22.8 pt per em,
        // 15.23 + 1 wide and 3.83 high, on the 3× grid.
        #expect(abs(ellipsis.width - 49.0 / 3) < 1e-9 && abs(ellipsis.height - 11.0 / 3) < 1e-9, "\(ellipsis)")
        // A name the icon set lacks keeps the placeholder's 20 × 19.
        #expect(try size("arcade.stick.console") == CGSize(width: 20, height: 19))
    }

    @Test func sizesAreDeterministicAndScaleWithTheConfiguration() throws {
        let first = try size("star.fill"), again = try size("star.fill")
        #expect(first == again)
        let big = try #require(UIImage(systemName: "ellipsis", withConfiguration: UIImage.SymbolConfiguration(pointSize: 34)))
        let small = try size("ellipsis")
        #expect(abs(big.size.width - 2 * small.width) <= 1.0 / 3 + 1e-9 && abs(big.size.height - 2 * small.height) <= 1.0 / 3 + 1e-9,
                "\(big.size) \(small)")
    }

    /// The glyph's ink fills the image view: a wide symbol is drawn as wide as its view.
    @Test func anImageViewDrawsTheGlyphFillingItsImage() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 60))
        root.backgroundColor = .white
        let names = ["ellipsis", "chevron.right", "star.fill", "play.circle.fill"]
        var x: CGFloat = 4
        var views: [UIImageView] = []
        for name in names {
            let view = UIImageView(image: UIImage(systemName: name))
            view.tintColor = .black
            view.frame.origin = CGPoint(x: x, y: 20)
            x += view.frame.width + 6
            root.addSubview(view)
            views.append(view)
        }
        let scene = try Scene(view: root)
        let bitmap = try scene.renderer.rasterize(try scene.displayList(), scale: 2)
        if let folder = ProcessInfo.processInfo.environment["SKETCHPAD_SYMBOL_SHEET"] {
            try Data(Scene(view: root).data(format: .png, scale: 4)).write(to: URL(fileURLWithPath: folder + "/symbols.png"))
        }
        // Ink reaches within a point of the ellipsis view's left and right edges, and not beyond.
        let ellipsis = views[0].frame
        func inkColumns(in rect: CGRect) -> [Int] {
            (Int(rect.minX * 2)..<Int(rect.maxX * 2)).filter { x in
                (Int(rect.minY * 2)..<Int(rect.maxY * 2)).contains { y in bitmap.pixel(x: x, y: y).red < 128 }
            }
        }
        let columns = inkColumns(in: ellipsis.insetBy(dx: -3, dy: 0))
        let first = try #require(columns.first), last = try #require(columns.last)
        #expect(Double(first) / 2 <= ellipsis.minX + 1 && Double(first) / 2 >= ellipsis.minX - 0.5, "\(first) \(ellipsis)")
        #expect(Double(last + 1) / 2 >= ellipsis.maxX - 1 && Double(last + 1) / 2 <= ellipsis.maxX + 0.5, "\(last) \(ellipsis)")
    }
}
