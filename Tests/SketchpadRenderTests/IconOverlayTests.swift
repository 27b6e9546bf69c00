import Foundation
import SketchpadLayout
import SketchpadText
import SketchpadWidgets
import Testing
@testable import SketchpadRender

/// Numbered, lettered and dice symbols (`1.circle`, `a.square.fill`, `die.face.5`), which Material
/// has no glyphs for, are a container glyph with the characters or pips drawn over it (knocked out
/// of a filled one). Before, the numbers and letters drew the placeholder and warned, and every die
/// face was Material's `casino` (five pips).
@Suite struct IconOverlayTests {
    let measurer: PangoTextMeasurer
    init() throws { measurer = try PangoTextMeasurer() }

    /// What shows through a knocked-out overlay: not white, so a knock-out is no white ink (a
    /// wireframe draws it grey).
    static let background = Color(hex: 0xFF3B30)
    static let side = 48.0, scale = 2.0

    /// `name` drawn 48 pt square in black on the red background, at 2 pixels a point, and the
    /// pixels of its square.
    func render(_ name: String, appearance: Theme = .light) throws -> (pixels: RasterImage, frame: Rect) {
        let root = Box(fill: Self.background)
        let image = ImageView(icon: try #require(Icon(name), "\(name)"), tint: .black)
        root.addSubview(image)
        Constraint.activate([
            image.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
            image.topAnchor.constraint(equalTo: root.topAnchor, constant: 8),
            image.widthAnchor.constraint(equalToConstant: Self.side),
            image.heightAnchor.constraint(equalToConstant: Self.side),
        ])
        let scene = try Scene(size: Size(width: 64, height: 64), appearance: appearance, root: root, measurer: measurer)
        let result = scene.layout()
        #expect(scene.textWarnings.isEmpty, "\(scene.textWarnings)")
        let frame = try #require(result.frame(of: image))
        #expect(frame.size == Size(width: Self.side, height: Self.side))
        return (try scene.renderer.rasterize(scene.displayList(for: result), scale: Self.scale), frame)
    }

    enum Ink { case dark, background, other }

    /// The pixels of the icon's square by distance from its centre, in 24ths of its side (Material's grid).
    func pixels(_ drawn: (pixels: RasterImage, frame: Rect), where inRing: (Double) -> Bool) -> [Ink: Int] {
        var counts: [Ink: Int] = [:]
        let red = drawn.pixels.pixel(atPoint: Point(x: 2, y: 2), scale: Self.scale)   // the background, as this appearance draws it
        let n = Int(Self.side * Self.scale), x0 = Int(drawn.frame.minX * Self.scale), y0 = Int(drawn.frame.minY * Self.scale)
        for y in 0..<n {
            for x in 0..<n {
                let dx = (Double(x) + 0.5 - Double(n) / 2) * 24 / Double(n), dy = (Double(y) + 0.5 - Double(n) / 2) * 24 / Double(n)
                guard inRing((dx * dx + dy * dy).squareRoot()) else { continue }
                let p = drawn.pixels.pixel(x: x0 + x, y: y0 + y)
                let ink: Ink = p == red ? .background : (p.red < 64 && p.green < 64 && p.blue < 64 ? .dark : .other)
                counts[ink, default: 0] += 1
            }
        }
        return counts
    }

    @Test func numberedLetteredAndDiceNamesAreOverlaysWithoutWarnings() throws {
        let containers = ["circle", "square"]
        var names = (0...50).map(String.init) + (0...9).map { "0\($0)" } + "abcdefghjklmnopqrstuvwxyz".map(String.init)
        names = names.flatMap { x in containers.flatMap { ["\(x).\($0)", "\(x).\($0).fill"] } }
        for name in names {
            let icon = try #require(Icon(name), "\(name) is drawn")
            let x = String(name.split(separator: ".")[0]).uppercased()
            #expect(icon.overlay == Icon.Overlay(content: .characters(x), knocksOut: name.hasSuffix(".fill")), "\(name)")
            #expect(Icon.lookup(name).diagnostic(at: nil) == nil, "\(name) warns")
        }
        for face in 1...6 {
            #expect(Icon("die.face.\(face)")?.overlay == Icon.Overlay(content: .pips(face), knocksOut: false))
            #expect(Icon("die.face.\(face).fill")?.overlay == Icon.Overlay(content: .pips(face), knocksOut: true))
        }
        // Names a glyph rule draws keep their glyph; the overlay keeps through a right-to-left scene.
        #expect(Icon("i.circle")?.overlay == nil && Icon("heart.circle")?.overlay == nil)
        #expect(Icon("7.circle")!.resolved(for: .rightToLeft) == Icon("7.circle")!)
    }

    /// The containers' sizes the drawing assumes are the glyphs' ink boxes in the pinned font.
    @Test func containerSidesAreTheGlyphsInkBoxes() throws {
        for name in ["1.circle", "1.circle.fill", "1.square", "1.square.fill", "die.face.1"] {
            let icon = try #require(Icon(name))
            let ink = try #require(IconInkBounds.of(icon), "the Material Icons font is installed")
            let container = DrawingContext.iconContainer(icon.materialName)
            #expect(abs(ink.width - container.side) < 0.01 && abs(ink.height - container.side) < 0.01, "\(name): \(ink)")
            #expect(abs(ink.midX - 0.5) < 0.01 && abs(ink.midY - 0.5) < 0.01, "\(name) is centred: \(ink)")
        }
    }

    /// The digit is inked inside the ring, apart from it; filled, the same digit is knocked out of
    /// the disc (the red behind shows through), and the disc around it is the tint.
    @Test func aDigitIsDrawnInsideItsCircleAndKnockedOutOfTheFilledOne() throws {
        let outline = try render("1.circle"), filled = try render("1.circle.fill")
        let inside = { (r: Double) in r < 7.5 }
        let digit = pixels(outline, where: inside)[.dark] ?? 0
        let hole = pixels(filled, where: inside)[.background] ?? 0
        #expect(digit > 150, "the digit is inked: \(digit) pixels")
        #expect(abs(hole - digit) < digit / 5, "the filled circle's hole is the digit: \(hole) vs \(digit)")
        #expect((pixels(outline, where: inside)[.background] ?? 0) > 4 * digit, "the outline's inside is mostly background")
        // Nothing is drawn outside the 20/24 circle, and the ring is there.
        #expect(pixels(outline, where: { $0 > 10.5 })[.dark] == nil)
        #expect(pixels(filled, where: { $0 > 10.5 })[.dark] == nil)
        #expect(pixels(outline, where: { $0 > 8.4 && $0 < 9.6 }).keys.sorted { "\($0)" < "\($1)" } == [.dark])
        // Filled: the disc between the digit and the rim is solid tint.
        let rim = pixels(filled, where: { $0 > 7.9 && $0 < 9.6 })
        #expect(rim[.dark] ?? 0 > 500 && rim[.background] == nil, "\(rim)")
    }

    /// Two digits are set smaller to stay off the ring; a letter is drawn as a capital.
    @Test func twoDigitsStayInsideTheRing() throws {
        for name in ["48.circle", "00.circle", "20.circle.fill"] {
            let gap = pixels(try render(name), where: { $0 > 7.3 && $0 < 7.7 })
            let touching = name.hasSuffix(".fill") ? gap[.background] : gap[.dark]
            #expect(touching == nil, "\(name)'s digits reach the ring: \(gap)")
            let inner = pixels(try render(name), where: { $0 < 7 })
            #expect((name.hasSuffix(".fill") ? inner[.background] : inner[.dark]) ?? 0 > 150, "\(name) draws its digits: \(inner)")
        }
        let a = pixels(try render("a.square"), where: { $0 < 6.5 })[.dark] ?? 0
        #expect(a > 150, "the letter is inked: \(a)")
    }

    /// Dice faces have their pips, inked over the outline face and knocked out of the filled one.
    @Test func diceFacesDrawTheirPips() throws {
        // Pip centres on the 24-unit grid: 12 ± 4.5 (a quarter of the 18-unit face apart).
        func at(_ drawn: (pixels: RasterImage, frame: Rect), _ column: Int, _ row: Int) -> RasterImage.Pixel {
            let unit = Self.side / 24
            return drawn.pixels.pixel(atPoint: Point(x: drawn.frame.minX + (12 + 4.5 * Double(column)) * unit,
                                                     y: drawn.frame.minY + (12 + 4.5 * Double(row)) * unit), scale: Self.scale)
        }
        let black = RasterImage.Pixel(Color.black), red = RasterImage.Pixel(Self.background)
        let five = try render("die.face.5"), fiveFilled = try render("die.face.5.fill"), two = try render("die.face.2")
        for (column, row) in [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)] {
            #expect(at(five, column, row) == black && at(fiveFilled, column, row) == red, "pip \(column), \(row)")
        }
        #expect(at(five, 0, -1) == red && at(fiveFilled, 0, -1) == black, "between pips: the face")
        #expect(at(two, 0, 0) == red && at(two, -1, -1) == black && at(two, 1, 1) == black && at(two, 1, -1) == red)
        #expect(Icon("die.face.5")!.codePoint != Icon("casino")?.codePoint ?? 0)
    }

    /// A filled square has the round corners of the outline one (Material's filled `square` is sharp).
    @Test func aFilledSquareHasRoundCorners() throws {
        let drawn = try render("7.square.fill")
        func at(_ x: Double, _ y: Double) -> RasterImage.Pixel {
            drawn.pixels.pixel(atPoint: Point(x: drawn.frame.minX + x * Self.side / 24, y: drawn.frame.minY + y * Self.side / 24), scale: Self.scale)
        }
        let black = RasterImage.Pixel(Color.black), red = RasterImage.Pixel(Self.background)
        #expect(at(3.2, 3.2) == red && at(20.8, 20.8) == red, "the corners are cut round")
        #expect(at(3.5, 12) == black && at(12, 3.5) == black && at(4.5, 4.5) == black)
    }

    /// A wireframe keeps the knock-out (its colour matrix is the icon's shape, not a colour effect)
    /// and draws the disc in the wireframe's grey.
    @Test func aWireframeKeepsTheKnockOut() throws {
        let filled = try render("1.circle.fill", appearance: .wireframe)
        let inside = pixels(filled, where: { $0 < 7.5 })
        let rim = pixels(filled, where: { $0 > 7.9 && $0 < 9.6 })
        #expect(rim[.background] == nil && (rim[.dark] ?? 0) + (rim[.other] ?? 0) > 500, "\(rim)")
        #expect(inside[.background] ?? 0 > 150, "the digit is knocked out: \(inside)")
    }

    /// Currency signs in containers (`eurosign.circle`, `wonsign.square.fill`, 43 signs) draw the
    /// container with the sign over it, knocked out of the filled one, instead of the bare sign's
    /// glyph or a placeholder; a glyph written for the name itself (`dollarsign.circle`) stays.
    @Test func currencySignsInContainersAreOverlays() throws {
        let signs = ["eurosign": "€", "indianrupeesign": "₹", "wonsign": "₩", "australiandollarsign": "A$",
                     "polishzlotysign": "zł", "bitcoinsign": "₿", "sterlingsign": "£", "yensign": "¥"]
        for (stem, sign) in signs {
            for container in ["circle", "square"] {
                for filled in [false, true] {
                    let name = "\(stem).\(container)" + (filled ? ".fill" : "")
                    let icon = try #require(Icon(name), "\(name) is drawn")
                    #expect(icon.overlay == Icon.Overlay(content: .characters(sign), knocksOut: filled), "\(name)")
                    #expect(Icon.lookup(name).diagnostic(at: nil) == nil, "\(name) warns")
                }
            }
        }
        // Every currency sign SF Symbols 7 puts in a circle or square is one (172 names less
        // dollarsign.circle's two; `parkingsign.circle` is no currency and keeps Material's `local_parking`).
        let signNames = Icon.systemNames.filter {
            $0.range(of: #"^[a-z]+sign\.(circle|square)(\.fill)?$"#, options: .regularExpression) != nil && !$0.hasPrefix("parkingsign")
        }
        let overlaid = signNames.filter { Icon($0)?.overlay != nil }
        #expect(signNames.count == 172 && overlaid.count == signNames.count - 2, "\(Set(signNames).subtracting(overlaid).sorted())")
        #expect(Icon("dollarsign.circle")?.materialName == "monetization_on" && Icon("dollarsign.circle")?.overlay == nil)
        // The bare sign is Material's glyph where it has one.
        #expect(Icon("eurosign")?.materialName == "euro" && Icon("eurosign")?.overlay == nil)
    }

    /// A bare currency sign is never drawn as another currency's glyph: `wonsign` was Material's
    /// `price_change` (a boxed $) and `centsign` its `attach_money` ($). Without a glyph of its own
    /// a sign is a known but unmapped name: the placeholder, with a warning at its source line.
    @Test func aBareSignWithoutItsOwnGlyphIsNotAnotherCurrency() {
        let dollarGlyphs: Set<String> = ["attach_money", "price_change", "monetization_on"]
        for name in ["wonsign", "centsign"] {
            #expect(Icon(name).map { !dollarGlyphs.contains($0.materialName) } ?? true, "\(name) is drawn as \(Icon(name)?.materialName ?? "-")")
            #expect(Icon.lookup(name).diagnostic(at: nil) != nil, "\(name) warns that it is not drawn")
        }
    }

    /// The sign is inked inside the ring and knocked out of the disc.
    @Test func aCurrencySignIsDrawnInsideItsCircle() throws {
        for stem in ["eurosign", "indianrupeesign", "australiandollarsign"] {
            let outline = try render("\(stem).circle"), filled = try render("\(stem).circle.fill")
            let inside = { (r: Double) in r < 7.5 }
            let sign = pixels(outline, where: inside)[.dark] ?? 0
            let hole = pixels(filled, where: inside)[.background] ?? 0
            #expect(sign > 150, "\(stem): the sign is inked: \(sign) pixels")
            #expect(abs(hole - sign) < sign / 4, "\(stem): the filled circle's hole is the sign: \(hole) vs \(sign)")
            #expect(pixels(outline, where: { $0 > 7.3 && $0 < 7.7 })[.dark] == nil, "\(stem): the sign stays off the ring")
            #expect(pixels(outline, where: { $0 > 8.4 && $0 < 9.6 }).keys.sorted { "\($0)" < "\($1)" } == [.dark])
        }
    }
}
