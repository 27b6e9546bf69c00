import Foundation
import SketchpadLayout
import SketchpadWidgets
import SketchpadText
import Testing
@testable import SketchpadRender

@Suite struct WidgetTests {
    let measurer: PangoTextMeasurer
    init() throws { measurer = try PangoTextMeasurer() }

    @Test func intrinsicSizesComeFromTextAndStyle() throws {
        let short = try Button("OK").measureContent(using: measurer, fittingWidth: nil)
        let long = try Button("Create a new account").measureContent(using: measurer, fittingWidth: nil)
        #expect(short.size.height >= Button.minimumHeight)
        #expect(long.size.width > short.size.width + 50)
        #expect(long.baselines != nil)
        let field = try TextField(placeholder: "Email").measureContent(using: measurer, fittingWidth: nil)
        #expect(field.size.height == TextField.height)
        #expect(try Switch().measureContent(using: measurer, fittingWidth: nil).size == Switch.size)
        let slider = try Slider().measureContent(using: measurer, fittingWidth: nil)
        #expect(slider.size.width == View.noIntrinsicMetric && slider.size.height == Slider.height)
        let segments = try SegmentedControl(["A", "Much longer"]).measureContent(using: measurer, fittingWidth: nil)
        // The selected segment's title is measured in the semibold it is drawn in: compare like with like.
        let one = try SegmentedControl(["Much longer"], selectedIndex: nil).measureContent(using: measurer, fittingWidth: nil)
        #expect(abs(segments.size.width - 2 * one.size.width) < 1e-9, "segments are equally wide")
        let checkbox = try Checkbox("Remember me").measureContent(using: measurer, fittingWidth: nil)
        #expect(checkbox.size.width > Checkbox.boxSize + Checkbox.spacing + 50)
        #expect(try ListRow("A", subtitle: "B").measureContent(using: measurer, fittingWidth: nil).size.height == ListRow.heightWithSubtitle)
        #expect(try Divider().measureContent(using: measurer, fittingWidth: nil).size.height == 0.5)
    }

    @Test func secureFieldShowsBullets() {
        let field = TextField(text: "secret", isSecure: true)
        #expect(field.displayedText == "••••••")
        #expect(TextField(placeholder: "Email").displayedText == "Email")
        #expect(TextField(placeholder: "Email").showsPlaceholder)
    }

    @Test func imageViewShowsALocalPNGAtItsPixelSize() throws {
        let folder = NSTemporaryDirectory() + "sketchpad-image-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var swatch = DisplayList(size: Size(width: 30, height: 20), background: Color(hex: 0xFF9500))
        swatch.append(.fill(.rect(Rect(x: 0, y: 0, width: 15, height: 20)), Color(hex: 0x5856D6)))
        let path = folder + "/swatch.png"
        try Renderer().write(swatch, to: path)

        let root = View()
        let image = ImageView(pngFile: path, id: "image")
        root.addSubview(image)
        Constraint.activate([
            image.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            image.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ])
        let scene = try Scene(size: Size(width: 100, height: 60), root: root, measurer: measurer)
        let result = scene.layout()
        #expect(result.frame(of: image) == Rect(x: 10, y: 10, width: 30, height: 20))
        let pixels = try scene.renderer.rasterize(scene.displayList(for: result), scale: 2)
        #expect(pixels.pixel(atPoint: Point(x: 16, y: 20), scale: 2) == RasterImage.Pixel(Color(hex: 0x5856D6)))
        #expect(pixels.pixel(atPoint: Point(x: 34, y: 20), scale: 2) == RasterImage.Pixel(Color(hex: 0xFF9500)))

        image.source = .pngFile(folder + "/missing.png")
        #expect(throws: RenderError.self) { try scene.data(format: .png) }
    }

    @Test func labelsDrawInTheirOwnColourOrTheThemes() throws {
        func inkColours(_ label: Label) throws -> Set<String> {
            let root = View()
            root.addSubview(label)
            Constraint.activate([label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 4),
                                 label.topAnchor.constraint(equalTo: root.topAnchor, constant: 4)])
            let scene = try Scene(size: Size(width: 120, height: 40), root: root, measurer: measurer)
            let image = try scene.renderer.rasterize(scene.displayList(for: scene.layout()), scale: 1)
            var colours = Set<String>()
            for y in 0..<40 { for x in 0..<120 {
                let p = image.pixel(x: x, y: y)
                // Solid ink only: the glyphs' interior, not their antialiased edges or the background.
                if Int(p.red) + Int(p.green) + Int(p.blue) < 3 * 200 && (p.red < 60 || p.green < 60 || p.blue < 60) {
                    colours.insert(p.red > 150 && p.green < 60 && p.blue < 60 ? "red" : "other")
                }
            } }
            return colours
        }
        let red = Label("HHHH", font: FontDescription(size: 24, weight: .bold))
        red.textColor = Color(hex: 0xFF0000)
        #expect(try inkColours(red) == ["red"])
        let plain = Label("HHHH", font: FontDescription(size: 24, weight: .bold))
        #expect(try inkColours(plain) == ["other"])
    }

    @Test func aRoundedBoxClipsItsContentsToItsCorners() throws {
        let root = View()
        let card = Box(id: "card", fill: Color(hex: 0xFFFFFF), cornerRadius: 20)
        card.clipsToBounds = true
        let row = Box(id: "row", fill: Color(hex: 0x0000FF))
        root.addSubview(card)
        card.addSubview(row)
        Constraint.activate([
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            card.widthAnchor.constraint(equalToConstant: 100), card.heightAnchor.constraint(equalToConstant: 60),
            row.leadingAnchor.constraint(equalTo: card.leadingAnchor), row.trailingAnchor.constraint(equalTo: card.trailingAnchor),
            row.topAnchor.constraint(equalTo: card.topAnchor), row.bottomAnchor.constraint(equalTo: card.bottomAnchor),
        ])
        let scene = try Scene(size: Size(width: 120, height: 80), root: root, measurer: measurer)
        let image = try scene.renderer.rasterize(scene.displayList(for: scene.layout()), scale: 1)
        // The row fills the card, but its corner pixel lies outside the rounded corner.
        #expect(image.pixel(atPoint: Point(x: 11, y: 11), scale: 1) != RasterImage.Pixel(Color(hex: 0x0000FF)))
        #expect(image.pixel(atPoint: Point(x: 60, y: 40), scale: 1) == RasterImage.Pixel(Color(hex: 0x0000FF)))
    }

    @Test func centredTitleSitsInTheMiddle() throws {
        var list = DisplayList(size: Size(width: 200, height: 40))
        try list.appendText(TextRun("WWWW", font: FontDescription(size: 20, weight: .bold), color: .black,
                                    frame: Rect(x: 0, y: 0, width: 200, height: 40), alignment: .center), shapedBy: measurer)
        let image = try Renderer().rasterize(list)
        let ink = (0..<200).filter { x in (0..<40).contains { image.pixel(x: x, y: $0).red < 100 } }
        let first = try #require(ink.first), last = try #require(ink.last)
        #expect(abs(Double(first + last) / 2 - 100) < 3, "ink from \(first) to \(last)")
    }

    @Test func textProblemsReachTheSceneUser() throws {
        let root = View()
        let label = Label("Hello", font: FontDescription(family: "Comic Sans MS", size: 17))
        root.addSubview(label)
        Constraint.activate([label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                             label.topAnchor.constraint(equalTo: root.topAnchor)])
        let scene = try Scene(size: Size(width: 100, height: 40), root: root)
        _ = try scene.data(format: .png)
        #expect(scene.textWarnings == [.unavailableFamily(requested: "Comic Sans MS", used: "Inter")])

        label.text = "bad\u{0}text"
        #expect(throws: TextError.self) { try scene.data(format: .svg) }
        #expect(scene.layout().errors.contains { $0.kind == .measurementFailed }, "layout reports the label it could not measure")
    }

    @Test func everyWidgetDrawsSomethingInEveryTheme() throws {
        let widgets: [View] = [
            Box(fill: .black), Button("B"), Button("B", style: .bordered), Button("B", style: .plain), TextField(placeholder: "P"),
            ImageView(placeholderSize: Size(width: 20, height: 20)), Switch(), Switch(isOn: true), Slider(), ProgressBar(progress: 0.5),
            SegmentedControl(["a", "b"]), Checkbox("c"), Checkbox("c", isChecked: true), NavigationBar(title: "T"),
            TabBar(["a", "b"]), ListRow("r", accessory: .chevron), Divider(), Label("L"),
        ]
        let builder = SceneBuilder(theme: .wireframe, shaper: measurer)
        let frame = Rect(x: 0, y: 0, width: 120, height: 44)
        for widget in widgets {
            #expect(!(try builder.commands(for: widget, in: frame)).isEmpty, "\(widget.typeName)")
        }
        #expect(try builder.commands(for: View(), in: frame).isEmpty)
    }
}
