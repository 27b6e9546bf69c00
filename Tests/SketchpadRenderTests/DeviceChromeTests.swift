import SketchpadLayout
import SketchpadText
import SketchpadWidgets
import Testing
@testable import SketchpadRender

/// The status bar and home indicator of device presets.
@Suite struct DeviceChromeTests {
    let measurer: PangoTextMeasurer
    init() throws { measurer = try PangoTextMeasurer() }

    func timeRuns(_ scene: Scene) throws -> [GlyphRun] {
        try scene.displayList().commands.compactMap { c -> GlyphRun? in
            if case .glyphs(let run) = c, run.text == "9:41" { return run } else { return nil }
        }
    }

    @Test func phonesShowTheStatusBarAndHomeIndicatorByDefaultCanvasesDoNot() throws {
        let phone = try Scene(device: .iPhone15, root: View(), measurer: measurer)
        #expect(phone.showsStatusBar && phone.showsHomeIndicator)
        let runs = try timeRuns(phone)
        #expect(runs.count == 1)
        let time = try #require(runs.first)
        #expect(time.origin.y > 0 && time.origin.y + time.pen.y < Device.iPhone15.safeAreaInsets.top, "in the top safe area")
        #expect(time.origin.x < Device.iPhone15.size.width / 3, "at the leading end")
        let canvas = try Scene(size: Size(width: 393, height: 852), root: View(), measurer: measurer)
        #expect(!canvas.showsStatusBar && !canvas.showsHomeIndicator)
        #expect(try timeRuns(canvas).isEmpty)
        let desktop = try Scene(device: .desktop, root: View(), measurer: measurer)
        #expect(!desktop.showsStatusBar && desktop.deviceChrome == nil)
        #expect(try Scene(device: .iPhoneSE, root: View(), measurer: measurer).showsHomeIndicator == false)
    }

    @Test func turnedOffThereIsNoChrome() throws {
        let phone = try Scene(device: .iPhone15, root: View(), measurer: measurer)
        phone.showsStatusBar = false
        #expect(try timeRuns(phone).isEmpty)
        let image = try phone.renderer.rasterize(phone.displayList(), scale: 1)
        let indicator = Point(x: 393 / 2, y: 852 - DeviceChrome.homeIndicatorBottom - 2)
        #expect(image.pixel(atPoint: indicator) == RasterImage.Pixel(.black), "the home indicator stays")
        phone.showsHomeIndicator = false
        #expect(try phone.renderer.rasterize(phone.displayList(), scale: 1).pixel(atPoint: indicator) == RasterImage.Pixel(.white))
    }

    @Test func theChromeIsDrawnInTheThemesTextColourAndMirroredRightToLeft() throws {
        let dark = try Scene(device: .iPhone15, appearance: .dark, root: View(), measurer: measurer)
        #expect(try timeRuns(dark).first?.color == Theme.dark.primaryText)
        let rtl = try Scene(device: .iPhone15, direction: .rightToLeft, root: View(), measurer: measurer)
        #expect(try #require(timeRuns(rtl).first).origin.x > Device.iPhone15.size.width * 2 / 3, "time at the right")
    }

    @Test func aStatusBarAskedForOnAPlainDeviceFillsItsTopSafeArea() throws {
        let device = Device(name: "custom", size: Size(width: 320, height: 200), safeAreaInsets: EdgeInsets(top: 20))
        let scene = try Scene(device: device, root: View(), measurer: measurer)
        #expect(!scene.showsStatusBar)
        scene.showsStatusBar = true
        #expect(scene.deviceChrome?.statusBarHeight == 20)
        #expect(try timeRuns(scene).count == 1)
    }

    /// The Swift example of Sources/Sketchpad/Sketchpad.docc/DevicesOverlaysAndSVGText.md, as written there.
    @Test func theReadmeExampleRuns() throws {
        let root = View()
        let scene = try Scene(device: .iPhone15, root: root)
        scene.showsStatusBar = false                       // keep the home indicator only
        scene.renderer.svgText = .text
        let svg = try scene.data(format: .svg, overlays: [.frames, .baselines])   // or scene.render(to: "screen.svg", …)
        let text = String(decoding: svg, as: UTF8.self)
        #expect(text.contains(">frame</text>"), "the legend, as text")
        #expect(!text.contains(">9:41</text>"))
    }
}
