import Foundation
import SketchpadLayout
import SketchpadText
import SketchpadWidgets
import Testing
@testable import SketchpadRender

/// Colour emoji in every format, and named icons where mockups used to draw crossed boxes.
@Suite struct EmojiAndIconTests {
    let measurer: PangoTextMeasurer
    init() throws { measurer = try PangoTextMeasurer() }

    func scene(_ views: [View], size: Size = Size(width: 200, height: 60)) throws -> Scene {
        let root = View()
        var previous: View?
        for view in views {
            root.addSubview(view)
            Constraint.activate([
                view.leadingAnchor.constraint(equalTo: previous?.trailingAnchor ?? root.leadingAnchor, constant: 10),
                view.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            ])
            previous = view
        }
        return try Scene(size: size, root: root, measurer: measurer)
    }

    /// Whether some pixel in `rect` is strongly coloured (not grey, as black text on white is).
    func hasColour(_ image: RasterImage, in rect: Rect, scale: Double) -> Bool {
        for y in stride(from: rect.minY, to: rect.maxY, by: 0.5) {
            for x in stride(from: rect.minX, to: rect.maxX, by: 0.5) {
                let p = image.pixel(atPoint: Point(x: x, y: y), scale: scale)
                let channels = [Int(p.red), Int(p.green), Int(p.blue)]
                if channels.max()! - channels.min()! > 80 { return true }
            }
        }
        return false
    }

    @Test func emojiDrawInColourInPNGSVGAndPDF() throws {
        let label = Label("Party 🎉 time ✅", font: FontDescription(size: 24))
        let scene = try scene([label], size: Size(width: 260, height: 50))
        let list = try scene.displayList()
        #expect(scene.textWarnings.isEmpty, "\(scene.textWarnings)")
        let frame = try #require(scene.layout().frame(of: label))
        let image = try scene.renderer.rasterize(list, scale: 2)
        #expect(hasColour(image, in: frame, scale: 2), "a colour emoji, not a hex box")
        let svg = String(decoding: try scene.renderer.data(for: list, format: .svg), as: UTF8.self)
        #expect(svg.contains("<image"), "colour glyphs are embedded pictures in SVG")
        let pdf = try scene.renderer.data(for: list, format: .pdf)
        #expect(String(decoding: pdf, as: UTF8.self).contains("/Subtype /Image"), "and in PDF")
        // Deterministic like every other glyph.
        #expect(try scene.renderer.data(for: scene.displayList(), format: .png, scale: 2) == image.pngData())
    }

    @Test func iconsAreDrawnFromTheIconFontInTheirTint() throws {
        let image = ImageView(icon: try #require(Icon("chevron.right")), id: "next")
        let button = Button("Play", style: .plain)
        button.icon = Icon("play.fill")
        let scene = try scene([image, button])
        let result = scene.layout()
        #expect(result.frame(of: image)?.size == Size(width: ImageView.iconSize, height: ImageView.iconSize))
        let runs = try scene.displayList(for: result).commands.compactMap { c -> GlyphRun? in
            if case .glyphs(let run) = c { return run } else { return nil }
        }
        let icons = runs.filter { $0.font.name.hasPrefix(Icon.fontFamily) }
        #expect(icons.map(\.text) == [Icon("chevron.right")!.glyph, Icon("play.fill")!.glyph])
        #expect(icons.allSatisfy { $0.color == Theme.light.accent && $0.missingGlyphs.isEmpty })
        #expect(runs.contains { $0.text == "Play" })
        let pixels = try scene.renderer.rasterize(scene.displayList(for: result), scale: 2)
        let frame = try #require(result.frame(of: image))
        let accent = RasterImage.Pixel(Theme.light.accent)
        var inked = 0
        for y in 0..<Int(frame.height * 2) {
            for x in 0..<Int(frame.width * 2) where pixels.pixel(x: Int(frame.minX * 2) + x, y: Int(frame.minY * 2) + y) == accent { inked += 1 }
        }
        #expect(inked > 20, "the chevron is drawn solid in the accent colour: \(inked) pixels")
    }

    @Test func swiftSpellsIconsWithTheTemplateKeys() throws {
        let play = try #require(Icon("play.fill")), house = Icon("house.fill")
        #expect(Button(title: "Play", icon: play, style: .plain).icon == play)
        #expect(TabBar(items: ["Home", "Search"], icons: [house, nil]).icons == [house, nil])
        let image = ImageView(icon: play, tint: Color(hex: 0x8E8E93))
        #expect(image.icon == play && image.tintColor == Color(hex: 0x8E8E93))
    }

    @Test func forwardAndBackwardChevronsFollowTheReadingDirection() throws {
        let forward = try #require(Icon("chevron.forward"))
        #expect(forward.resolved(for: .leftToRight).codePoint == Icon("chevron.right")!.codePoint)
        #expect(forward.resolved(for: .rightToLeft).codePoint == Icon("chevron.left")!.codePoint)
        #expect(Icon("chevron.right")!.resolved(for: .rightToLeft).codePoint == Icon("chevron.right")!.codePoint)
        // Their circled and filled variants, and arrows, too.
        let circled = try #require(Icon("chevron.forward.circle.fill"))
        #expect(circled.resolved(for: .rightToLeft).codePoint == Icon("chevron.left.circle.fill")!.codePoint)
        #expect(Icon("arrow.backward")!.resolved(for: .rightToLeft).codePoint == Icon("arrow.right")!.codePoint)
        #expect(Icon("arrow.left")!.resolved(for: .rightToLeft).codePoint == Icon("arrow.left")!.codePoint)
    }

    /// The table, the list of names and ICONS.md are what the committed generator makes of the
    /// committed inputs (scripts/icons/): nobody edits the output by hand.
    @Test func theGeneratedTablesAreUpToDate() throws {
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { root.deleteLastPathComponent() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", root.appendingPathComponent("scripts/icons/generate.py").path, "--check"]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = Pipe()
        try process.run()
        process.waitUntilExit()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 0, "\(message)")
    }

    /// One question for every front end: the set's glyph, a real name it lacks, or no name at all.
    @Test func aNameIsAnIconAnUnmappedSymbolOrUnknown() throws {
        #expect(Icon.lookup("heart.fill") == .icon(Icon("heart.fill")!))
        #expect(Icon.lookup("arcade.stick.console") == .unmapped("arcade.stick.console"))
        #expect(Icon.lookup("chevron.rigth") == .unknown("chevron.rigth", nearest: ["chevron.right", "chevron.right.2", "chevron.left"]))
        // Names iOS 17 knows that SF Symbols 7 renamed are still names.
        for legacy in ["mic.fill", "doc.text", "line.horizontal.3", "arrow.triangle.2.circlepath", "battery.100"] {
            #expect(Icon(legacy) != nil, "\(legacy)")
        }
        #expect(Icon.names.count >= 1000 && Icon.systemNames.count > Icon.names.count)
        #expect(Icon.names.allSatisfy(Icon.isSystemName), "every name drawn is an SF Symbols name")
        #expect(Icon.names == Icon.names.sorted() && Icon.systemNames == Icon.systemNames.sorted())
    }

    /// `ImageView(systemName:)` draws the glyph, or a placeholder that `Scene.render` reports at
    /// the line that named the symbol.
    @Test func aSwiftImageOfAnUnmappedSymbolWarnsAtItsLine() throws {
        let cup = ImageView(systemName: "cup.and.saucer")
        #expect(cup.icon == Icon("cup.and.saucer") && cup.symbolDiagnostic == nil)
        let line = #line + 1
        let odd = ImageView(systemName: "arcade.stick.console", tint: Color(hex: 0xFF0000))
        let typo = ImageView(systemName: "chevron.rigth")
        #expect(odd.source == .placeholder && odd.tintColor == Color(hex: 0xFF0000))
        #expect(odd.explicitIntrinsicContentSize == Size(width: 24, height: 24))
        let scene = try scene([cup, odd, typo])
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("symbols-\(getpid()).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let found = try scene.render(to: path).map(\.description)
        #expect(found == [
            "SketchpadRenderTests/EmojiAndIconTests.swift:\(line):1: warning: SF Symbol 'arcade.stick.console' has no glyph in "
                + "Sketchpad's icon set; it draws a placeholder (ICONS.md lists the symbols drawn)",
            "SketchpadRenderTests/EmojiAndIconTests.swift:\(line + 1):1: warning: 'chevron.rigth' is not an SF Symbols name; "
                + "it draws a placeholder (nearest: chevron.right, chevron.right.2, chevron.left)",
        ])
    }

    /// ICONS.md documents the table; it must list exactly the names `Icon` knows, with their glyphs.
    @Test func theIconsDocumentListsEveryName() throws {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        let doc = try String(contentsOf: url.appendingPathComponent("ICONS.md"), encoding: .utf8)
        let rows = doc.split(separator: "\n").filter { $0.hasPrefix("| `") }.map { line in
            line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "`", with: "") }
        }
        #expect(rows.map { $0[0] } == Icon.names)
        for row in rows {
            let icon = try #require(Icon(row[0]))
            #expect(row[1] == icon.materialName && row[2] == String(format: "U+%04X", icon.codePoint), "\(row)")
            // The overlay column: `1 over it`, `5 pips knocked out`, or empty.
            let overlay: String
            switch icon.overlay?.content {
            case .characters(let characters)?: overlay = characters
            case .pips(let count)?: overlay = "\(count) pips"
            case nil: overlay = ""
            }
            let mode = icon.overlay.map { $0.knocksOut ? " knocked out" : " over it" } ?? ""
            #expect(row.count > 3 && row[3] == overlay + mode, "\(row)")
        }
    }
}

/// `Scene(…, fonts:)`: a scene draws your own fonts by family and PostScript name.
@Suite struct SceneFontsTests {
    static let fonts: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<2 { url.deleteLastPathComponent() }
        return url.appendingPathComponent("Fixtures/Fonts").path
    }()

    @Test func aSceneDrawsTheFontsOfItsFolder() throws {
        let label = Label("Hello", font: FontDescription(family: "ComicNeue-Bold", size: 20))
        let root = View()
        root.addSubview(label)
        Constraint.activate([label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                             label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)])
        let scene = try Scene(size: Size(width: 200, height: 60), root: root, fonts: FontFolder(Self.fonts))
        let families = try scene.displayList().commands.compactMap { command -> String? in
            guard case let .glyphs(run) = command else { return nil }
            return run.font.name
        }
        #expect(families == ["Comic Neue Bold"], "\(families)")
        #expect(scene.textWarnings.isEmpty, "\(scene.textWarnings)")
        #expect(scene.measurer.fontFolder?.path == Self.fonts)
        // The same fonts, the same bytes.
        let again = try Scene(size: Size(width: 200, height: 60), root: root, fonts: FontFolder(Self.fonts))
        #expect(try scene.data(format: .png, scale: 2) == again.data(format: .png, scale: 2))
    }
}
