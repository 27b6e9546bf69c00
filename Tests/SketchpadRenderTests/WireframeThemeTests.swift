import Foundation
import SketchpadLayout
@testable import SketchpadRender
import SketchpadWidgets
import SketchpadText
import Testing

/// The wireframe theme draws greys only, from the luminance of whatever colours the template
/// asks for: light surfaces, mid-grey outlines, dark text readable on any surface; images as
/// crossed boxes; no shadows. Overlays keep their colours.
@Suite struct WireframeThemeTests {
    let measurer: PangoTextMeasurer
    init() throws { measurer = try PangoTextMeasurer() }

    /// Every colour a list of commands draws with.
    func colors(_ commands: [DrawCommand]) -> [(Color, WireframeInk?)] {
        commands.flatMap { command -> [(Color, WireframeInk?)] in
            switch command {
            case .fill(_, let c): return [(c, .fill)]
            case .stroke(_, let s), .line(_, _, let s): return [(s.color, .stroke)]
            case .glyphs(let run): return [(run.color, .text)]
            case .shadow(_, let s): return [(s.color, nil)]
            default: return []
            }
        }
    }

    @Test func everyWidgetDrawsGreysOnlyWithReadableText() throws {
        let dark = Color(hex: 0x1C1C1E), red = Color(hex: 0xFF3B30)
        let widgets: [View] = [
            Box(fill: .black), Box(fill: red), Button("B"), Button("B", style: .bordered), TextField(placeholder: "P"),
            ImageView(placeholderSize: Size(width: 20, height: 20)), Switch(isOn: true), Slider(), ProgressBar(progress: 0.5),
            SegmentedControl(["a", "b"]), Checkbox("c", isChecked: true), NavigationBar(title: "T"),
            TabBar(["a", "b"]), ListRow("r", accessory: .chevron), Divider(), Label("L"), Label("W"),
        ]
        (widgets[widgets.count - 2] as! Label).textColor = dark
        (widgets[widgets.count - 1] as! Label).textColor = .white
        let builder = SceneBuilder(theme: .wireframe, shaper: measurer)
        let frame = Rect(x: 0, y: 0, width: 120, height: 44)
        // Surfaces are 0.80 or lighter; a value indicator (a progress bar's fill) is an outline grey.
        let darkestFill = Color(white: 0.38).luminance, lightestText = Color(white: 0.30).luminance
        for widget in widgets {
            let commands = try builder.commands(for: widget, in: frame)
            for (color, ink) in colors(commands) {
                #expect(color.red == color.green && color.green == color.blue, "\(widget.typeName) draws \(color)")
                #expect(ink != nil, "\(widget.typeName) casts a shadow")
                if ink == .text { #expect(color.luminance <= lightestText + 1e-9, "\(widget.typeName) text \(color)") }
                if ink == .fill && color.alpha == 1 { #expect(color.luminance >= darkestFill - 1e-9, "\(widget.typeName) fill \(color)") }
            }
            // Text on the darkest fill still has a contrast of 4.5:1 or more (WCAG AA).
            #expect((Color(white: 0.80).luminance + 0.05) / (lightestText + 0.05) >= 4.5)
        }
        // The same colours in the light theme: red stays red.
        let light = try SceneBuilder(theme: .light, shaper: measurer).commands(for: Box(fill: red), in: frame)
        #expect(colors(light).contains { $0.0 == red })
    }

    @Test func luminanceOrdersTheGreys() {
        let black = Color.black.wireframeGrey(.fill), grey = Color(hex: 0x808080).wireframeGrey(.fill), white = Color.white.wireframeGrey(.fill)
        #expect(black.red < grey.red && grey.red < white.red)
        #expect(Color.white.wireframeGrey(.text).red < Color.black.wireframeGrey(.fill).red)
        #expect(Color.black.withAlpha(0.4).wireframeGrey(.fill).alpha == 0.4)
        #expect(abs(Color.white.luminance - 1) < 1e-12 && Color.black.luminance == 0)
    }

    @Test func imagesAreCrossedBoxesAndOverlaysKeepTheirColours() throws {
        let root = View()
        let picture = ImageView(pngFile: "/nonexistent.png")
        root.addSubview(picture)
        Constraint.activate([
            picture.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            picture.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            picture.widthAnchor.constraint(equalToConstant: 60), picture.heightAnchor.constraint(equalToConstant: 40),
        ])
        let scene = try Scene(size: Size(width: 100, height: 80), appearance: .wireframe, root: root, measurer: measurer)
        let list = try scene.displayList(for: scene.layout(), overlays: .frames)
        #expect(!list.commands.contains { if case .image = $0 { return true } else { return false } })
        #expect(colors(list.commands).contains { $0.0 == Overlays.Palette.frame }, "the frames overlay lost its colour")
    }

    /// A raised surface keeps its edge: where the light theme casts a shadow, a wireframe draws an
    /// outline just outside the shape (a white card on a light screen vanished), and a value
    /// indicator stays darker than its track (a progress bar's fill was lost in its track).
    @Test func shadowsBecomeOutlinesAndIndicatorsStandOutFromTheirTracks() throws {
        let builder = SceneBuilder(theme: .wireframe, shaper: measurer)
        let frame = Rect(x: 10, y: 10, width: 100, height: 60)
        let card = Box(fill: .white, cornerRadius: 12)
        card.shadow = Shadow(color: Color.black.withAlpha(0.2), offset: Point(x: 0, y: 2), blur: 6)
        let commands = try builder.commands(for: card, in: frame)
        let outline = commands.firstIndex { if case .stroke = $0 { return true } else { return false } }
        let surface = commands.firstIndex { if case .fill = $0 { return true } else { return false } }
        #expect(outline != nil && surface != nil && outline! < surface!, "\(commands)")
        if let outline, case .stroke(let shape, let style) = commands[outline] {
            #expect(shape == card.clipShape(for: frame).outset(by: 0.5))
            #expect(style.color.luminance <= Color(white: 0.60).luminance + 1e-9)
        }

        for widget: View in [ProgressBar(progress: 0.5), Slider(), Switch(isOn: true)] {
            let fills = colors(try builder.commands(for: widget, in: Rect(x: 0, y: 0, width: 100, height: 30)))
                .filter { $0.1 == .fill }.map(\.0.luminance)
            #expect((fills.min() ?? 1) <= Color(white: 0.60).luminance + 1e-9, "\(widget.typeName): \(fills)")
        }
    }

    /// The status bar and home indicator are glyphs, drawn dark in a wireframe (their fills were
    /// turned into light surfaces, leaving a battery and signal bars one could hardly see).
    @Test func theStatusBarAndHomeIndicatorStayDark() throws {
        let scene = try Scene(device: .iPhone15, appearance: .wireframe, root: View(), measurer: measurer)
        let list = try scene.displayList()
        let fills = colors(list.commands).filter { $0.1 == .fill && $0.0.alpha == 1 }
        #expect(!fills.isEmpty)
        for (color, _) in fills { #expect(color.luminance <= Color(white: 0.30).luminance + 1e-9, "chrome fill \(color)") }
    }
}
