import Foundation
import SketchpadLayout
import SketchpadText
import SketchpadWidgets
import Testing
@testable import SketchpadRender

/// A display list is self-contained: text arrives shaped, images decoded, so painting needs
/// neither a text engine nor a file, and equal lists paint equal bytes.
@Suite struct SelfContainedDisplayListTests {
    /// A small screen with text, a wrapped label, a switch and an image from `imagePath`.
    func makeScene(imagePath: String, measurer: PangoTextMeasurer) throws -> Scene {
        let root = View()
        let title = Label("Hello, glyphs", font: FontDescription(size: 20, weight: .bold))
        let body = Label("A longer text that wraps onto a second line inside its frame", numberOfLines: 0)
        let image = ImageView(pngFile: imagePath)
        let toggle = Switch(isOn: true)
        for view in [title, body, image, toggle] { root.addSubview(view) }
        Constraint.activate([
            title.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            title.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            body.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            body.widthAnchor.constraint(equalToConstant: 180),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
            image.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            image.topAnchor.constraint(equalTo: body.bottomAnchor, constant: 8),
            toggle.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 8),
            toggle.topAnchor.constraint(equalTo: image.topAnchor),
        ])
        return try Scene(size: Size(width: 240, height: 200), root: root, measurer: measurer)
    }

    func writeSwatch(to path: String) throws {
        var swatch = DisplayList(size: Size(width: 30, height: 20), background: Color(hex: 0xFF9500))
        swatch.append(.fill(.rect(Rect(x: 0, y: 0, width: 15, height: 20)), Color(hex: 0x5856D6)))
        try Renderer().write(swatch, to: path)
    }

    func temporaryFolder() throws -> String {
        let folder = NSTemporaryDirectory() + "sketchpad-list-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func equalListsFromTwoMeasurersAreEqualAndPaintEqualBytes() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try writeSwatch(to: folder + "/swatch.png")
        let a = try makeScene(imagePath: folder + "/swatch.png", measurer: PangoTextMeasurer()).displayList()
        let b = try makeScene(imagePath: folder + "/swatch.png", measurer: PangoTextMeasurer()).displayList()
        #expect(a == b)
        #expect(a.dump == b.dump)
        for format in [OutputFormat.png, .svg, .pdf] {
            #expect(try Renderer().data(for: a, format: format, scale: 2) == Renderer().data(for: b, format: format, scale: 2),
                    "\(format)")
        }
    }

    @Test func paintingReadsNoFileAndNoTextEngine() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/swatch.png"
        try writeSwatch(to: path)
        var list: DisplayList
        do {
            // The measurer that shaped the text is gone before painting; so is the image file.
            let measurer = try PangoTextMeasurer()
            list = try makeScene(imagePath: path, measurer: measurer).displayList()
        }
        try FileManager.default.removeItem(atPath: path)
        #expect(list.commands.contains { if case .glyphs = $0 { return true } else { return false } })
        let imageFrame = try #require(list.commands.lazy.compactMap { command -> Rect? in
            if case .image(let bitmap, let frame) = command, bitmap.width == 30 { return frame } else { return nil }
        }.first)
        let pixels = try Renderer().rasterize(list, scale: 2)
        #expect(pixels.pixel(atPoint: Point(x: imageFrame.minX + 5, y: imageFrame.midY), scale: 2) == RasterImage.Pixel(Color(hex: 0x5856D6)))
        #expect(pixels.pixel(atPoint: Point(x: imageFrame.maxX - 5, y: imageFrame.midY), scale: 2) == RasterImage.Pixel(Color(hex: 0xFF9500)))
        // Text left ink where the title is.
        let ink = (0..<60).flatMap { x in (10..<40).map { y in pixels.pixel(x: 20 + x, y: 20 + y) } }.filter { $0.red < 128 }
        #expect(ink.count > 20)
    }

    @Test func drawingReusesTheTextLayoutMeasured() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try writeSwatch(to: folder + "/swatch.png")
        let measurer = try PangoTextMeasurer()
        let scene = try makeScene(imagePath: folder + "/swatch.png", measurer: measurer)
        let result = scene.layout()
        let missesAfterLayout = measurer.cacheMisses
        _ = try scene.displayList(for: result)
        #expect(measurer.cacheMisses == missesAfterLayout, "drawing shaped text that layout had not measured")
    }

    @Test func theDumpNamesEveryCommandExactly() throws {
        var list = DisplayList(size: Size(width: 100, height: 50), background: .white)
        list.append(.pushOpacity(0.5))
        list.append(.fill(.roundedRect(Rect(x: 1, y: 2, width: 30, height: 40), cornerRadius: 4.25), Color(hex: 0x0A84FF)))
        list.append(.popOpacity)
        list.append(.line(from: Point(x: 0, y: 0), to: Point(x: 10, y: 0.1), StrokeStyle(color: .black, width: 0.5, dash: [2, 1])))
        #expect(list.dump == """
            canvas 100.0×50.0 background #FFFFFF
            opacity 0.5
              fill roundedRect(x 1.0 y 2.0 w 30.0 h 40.0 r 4.25) #0A84FF
            end opacity
            line 0.0 0.0 → 10.0 0.1 #000000 width 0.5 dash 2.0 1.0 phase 0.0

            """)
        var text = DisplayList(size: Size(width: 100, height: 50))
        try text.appendText(TextRun("Hi", font: FontDescription(size: 17), color: .black,
                                    frame: Rect(x: 0, y: 0, width: 100, height: 50)), shapedBy: PangoTextMeasurer())
        let line = try #require(text.dump.split(separator: "\n").last)
        #expect(line.hasPrefix("glyphs \"Hi\" Inter 17.0pt #000000 origin "), "\(line)")
    }

    @Test func transformsMoveAndOpacityGroupsFadeAsOne() throws {
        var list = DisplayList(size: Size(width: 60, height: 20), background: .white)
        list.append(.pushTransform(.translation(x: 40, y: 0)))
        list.append(.fill(.rect(Rect(x: 0, y: 0, width: 10, height: 10)), .black))
        list.append(.popTransform)
        list.append(.pushOpacity(0.5))
        list.append(.fill(.rect(Rect(x: 0, y: 10, width: 20, height: 10)), Color(hex: 0xFF0000)))
        list.append(.fill(.rect(Rect(x: 10, y: 10, width: 20, height: 10)), Color(hex: 0xFF0000)))
        list.append(.popOpacity)
        let image = try Renderer().rasterize(list)
        #expect(image.pixel(x: 45, y: 5) == RasterImage.Pixel(.black))
        #expect(image.pixel(x: 5, y: 5) == RasterImage.Pixel(.white))
        // The overlap is no darker than the rest: the group is faded as a whole.
        #expect(image.pixel(x: 15, y: 15) == image.pixel(x: 5, y: 15))
        #expect(image.pixel(x: 5, y: 15).green > 120 && image.pixel(x: 5, y: 15).green < 135)
    }

    @Test func groupsMustPairUpAndHoldSaneValues() {
        let size = Size(width: 10, height: 10)
        for commands: [DrawCommand] in [
            [.pushClip(.rect(Rect(x: 0, y: 0, width: 5, height: 5))), .popTransform],
            [.pushOpacity(0.5)],
            [.popOpacity],
            [.pushOpacity(1.5), .popOpacity],
            [.pushTransform(.scale(x: 0, y: 1)), .popTransform],
        ] {
            #expect(throws: RenderError.self, "\(commands)") { try DisplayList(size: size, commands: commands).validate() }
        }
        #expect(throws: Never.self) {
            try DisplayList(size: size, commands: [.pushOpacity(0.3), .pushTransform(.rotation(0.3)), .popTransform, .popOpacity]).validate()
        }
    }

    @Test func theListIsDrawnFromTheLayoutResultNotTheViews() throws {
        let root = View()
        let box = Box(fill: .black)
        root.addSubview(box)
        Constraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10.3),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10.3),
            box.widthAnchor.constraint(equalToConstant: 20.4), box.heightAnchor.constraint(equalToConstant: 20.4),
        ])
        let scene = try Scene(size: Size(width: 50, height: 50), root: root)
        let result = scene.layout()
        let snapped = try scene.displayList(for: result.snapped(toScale: 1))
        #expect(snapped.commands == [.fill(.rect(Rect(x: 10, y: 10, width: 21, height: 21)), .black)])
        let exact = try scene.displayList(for: result)
        #expect(exact.commands == [.fill(.rect(Rect(x: 10.3, y: 10.3, width: 20.4, height: 20.4)), .black)])
    }
}

/// A user's view that draws itself, and a user's subclass of a widget that draws differently.
final class Avatar: View, Drawable {
    override func measureContent(using measurer: any TextMeasuring, fittingWidth: Double?) throws -> ContentMeasurement {
        ContentMeasurement(size: Size(width: 40, height: 40))
    }

    func draw(in context: DrawingContext) throws {
        context.fill(.ellipse(context.frame), context.theme.accent)
        try context.text("JA", font: FontDescription(size: 15, weight: .semibold), color: context.theme.onAccent,
                         in: context.frame, alignment: .center, maxLines: 1)
    }
}

final class StripedBox: Box {
    override func draw(in context: DrawingContext) throws {
        try super.draw(in: context)
        context.fill(.rect(Rect(x: context.frame.minX, y: context.frame.midY, width: context.frame.width, height: 2)), .white)
    }
}

@Suite struct CustomDrawingTests {
    @Test func aUsersViewAndAUsersWidgetSubclassDraw() throws {
        let root = View()
        let avatar = Avatar()
        let striped = StripedBox(fill: .black)
        root.addSubview(avatar)
        root.addSubview(striped)
        Constraint.activate([
            avatar.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            avatar.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            striped.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 10),
            striped.topAnchor.constraint(equalTo: avatar.topAnchor),
            striped.widthAnchor.constraint(equalToConstant: 40), striped.heightAnchor.constraint(equalToConstant: 40),
        ])
        let scene = try Scene(size: Size(width: 110, height: 60), root: root)
        let image = try scene.renderer.rasterize(scene.displayList(), scale: 1)
        // The avatar's circle in the accent colour, away from its initials.
        #expect(image.pixel(x: 30, y: 14) == RasterImage.Pixel(Theme.light.accent))
        #expect(image.pixel(x: 11, y: 11) == RasterImage.Pixel(.white), "outside the circle")
        #expect(image.pixel(x: 70, y: 15) == RasterImage.Pixel(.black))
        #expect(image.pixel(x: 70, y: 30) == RasterImage.Pixel(.white), "the subclass's stripe")
    }

    /// A view that reports an opacity below 1 is drawn with its subviews as one group: the
    /// display list opens the group before the view draws and closes it after its last subview.
    @Test func aViewsOpacityGroupsItsSubtree() throws {
        final class Faded: View, Drawable {
            var alpha = 0.5
            var opacity: Double { alpha }
            func draw(in context: DrawingContext) throws { context.fill(.rect(context.frame), .white) }
        }
        let root = View(), faded = Faded(), child = Box(fill: .black)
        root.addSubview(faded)
        faded.addSubview(child)
        Constraint.activate([
            faded.leadingAnchor.constraint(equalTo: root.leadingAnchor), faded.topAnchor.constraint(equalTo: root.topAnchor),
            faded.widthAnchor.constraint(equalToConstant: 20), faded.heightAnchor.constraint(equalToConstant: 20),
            child.leadingAnchor.constraint(equalTo: faded.leadingAnchor), child.topAnchor.constraint(equalTo: faded.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 10), child.heightAnchor.constraint(equalToConstant: 10),
        ])
        let scene = try Scene(size: Size(width: 20, height: 20), root: root)
        let commands = try scene.displayList().commands
        #expect(commands.first == .pushOpacity(0.5) && commands.last == .popOpacity)
        #expect(commands.filter { if case .fill = $0 { return true } else { return false } }.count == 2)
        faded.alpha = 0
        #expect(try scene.displayList().commands.isEmpty)
    }
}
