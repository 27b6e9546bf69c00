// The renderer benchmark of issue 4: a 390 × 844 pt scene at scale 3 (1170 × 2532 px) with 500
// rectangles (every odd one rounded, with a 0.5 pt stroke) and 200 short labels, laid out by
// constraints, measured with Pango, drawn with Cairo and encoded as PNG and as SVG.
// Benchmarks/render_c/bench.c draws the same scene with raw Cairo + Pango; keep them in step
// (Benchmarks/render_c/scene.h). After one warm-up run, prints every run's times in ms (arrays)
// as one JSON object; Benchmarks/render_c/compare.sh takes the medians.
//
//   sketchpad-render-bench [runs] [--no-checks]     (default 15 runs)
//
// Layout runs with ambiguity detection off (it solves twice); --no-checks also turns off the
// overlap and overflow checks, to show what they cost.
//
// A second scene, which the C program does not draw, times images (issue 25): 80 image views from
// four 120 × 120 px PNG files (every other one clipped to a rounded rectangle) and 40 icons,
// laid out, drawn at scale 3 and encoded as PNG (`images_total_ms`, split into `images_layout_ms`,
// `images_draw_ms` and `images_encode_ms`). Each run writes the files afresh under new paths, so
// every run reads and decodes them, as a fresh process would.

import Foundation
import SketchpadLayout
import SketchpadWidgets
@_spi(Benchmark) import SketchpadRender
import SketchpadText

let runs = max(1, CommandLine.arguments.dropFirst().compactMap(Int.init).first ?? 15)
let noChecks = CommandLine.arguments.contains("--no-checks")

func now() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) * 1e3 + Double(ts.tv_nsec) / 1e6
}

/// Times every call layout makes to the Pango measurer.
final class TimedMeasurer: TextMeasuring {
    let inner: PangoTextMeasurer
    var milliseconds = 0.0
    init(_ inner: PangoTextMeasurer) { self.inner = inner }
    func measure(_ text: String, font: FontDescription, maxWidth: Double?, maxLines: Int?) throws -> TextMetrics {
        let t = now()
        defer { milliseconds += now() - t }
        return try inner.measure(text, font: font, maxWidth: maxWidth, maxLines: maxLines)
    }
}

let palette: [UInt32] = [0x007AFF, 0x34C759, 0xFF9500, 0xFF2D55, 0xAF52DE, 0x5AC8FA]
let canvas = Size(width: 390, height: 844)
let scale = 3.0

/// The scene as views and constraints (the same geometry as scene.h).
func makeScene() -> View {
    let root = View(id: "root")
    var constraints: [Constraint] = []
    for i in 0..<500 {
        let col = Double(i % 20), row = Double(i / 20)
        let rounded = i % 2 == 1
        let box = Box(fill: Color(hex: palette[i % 6]),
                      border: rounded ? Box.Border(color: Color(white: 0.2), width: 0.5) : nil,
                      cornerRadius: rounded ? 4 : 0)
        box.allowsOverlap = true
        root.addSubview(box)
        constraints += [
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: col * 19.5 + 1.5),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: row * 33.76 + 1.5),
            box.widthAnchor.constraint(equalToConstant: 16.5),
            box.heightAnchor.constraint(equalToConstant: 30.76),
        ]
    }
    for j in 0..<200 {
        let col = Double(j % 5), row = Double(j / 5)
        let label = Label("Item \(j)", font: FontDescription(size: 12))
        label.allowsOverlap = true
        root.addSubview(label)
        constraints += [
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: col * 78 + 4),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: row * 21.1 + 2),
            label.widthAnchor.constraint(equalToConstant: 70),
            label.heightAnchor.constraint(equalToConstant: 18),
        ]
    }
    Constraint.activate(constraints)
    return root
}

/// Four 120 × 120 px PNG files of coloured stripes in `directory`.
func writeImageFiles(to directory: String, builder: SceneBuilder, renderer: Renderer, measurer: any TextMeasuring) throws -> [String] {
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    return try (0..<4).map { k in
        let root = Box(id: "image", fill: Color(hex: palette[k]))
        var constraints: [Constraint] = []
        for stripe in 0..<6 {
            let band = Box(fill: Color(hex: palette[(k + stripe + 1) % 6]), cornerRadius: Double(stripe))
            root.addSubview(band)
            constraints += [
                band.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: Double(stripe * 20)),
                band.topAnchor.constraint(equalTo: root.topAnchor, constant: Double(stripe * 13)),
                band.widthAnchor.constraint(equalToConstant: 12),
                band.heightAnchor.constraint(equalToConstant: 120 - Double(stripe * 13)),
            ]
        }
        Constraint.activate(constraints)
        let size = Size(width: 120, height: 120)
        let result = LayoutEngine(canvasSize: size, measurer: measurer).layout(root)
        let png = try renderer.rasterize(try builder.displayList(for: root, layout: result)).pngData()
        let path = directory + "/image\(k).png"
        guard FileManager.default.createFile(atPath: path, contents: Data(png)) else { throw CocoaError(.fileWriteUnknown) }
        return path
    }
}

/// The image scene: 80 image views of 40 × 40 pt in a 8 × 10 grid, then 40 icons of 24 pt.
func makeImageScene(files: [String]) -> View {
    let root = View(id: "root")
    var constraints: [Constraint] = []
    let icons = ["chevron.right", "checkmark", "heart.fill", "magnifyingglass", "star.fill"].compactMap { Icon($0) }
    for i in 0..<120 {
        let image: ImageView
        let side: Double
        if i < 80 {
            image = ImageView(pngFile: files[i % files.count])
            image.cornerRadius = i % 2 == 1 ? 8 : 0
            side = 40
        } else {
            image = ImageView(icon: icons[i % icons.count])
            side = 24
        }
        image.allowsOverlap = true
        root.addSubview(image)
        let col = Double(i % 8), row = Double(i / 8)
        constraints += [
            image.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: col * 48 + 3),
            image.topAnchor.constraint(equalTo: root.topAnchor, constant: row * 52 + 4),
            image.widthAnchor.constraint(equalToConstant: side),
            image.heightAnchor.constraint(equalToConstant: side),
        ]
    }
    Constraint.activate(constraints)
    return root
}

do {
    let pango = try PangoTextMeasurer()
    let renderer = Renderer()
    let builder = SceneBuilder(theme: .light, shaper: pango)
    var buildList: [Double] = [], solve: [Double] = [], measure: [Double] = [], draw: [Double] = [], encode: [Double] = []
    var pngTotal: [Double] = [], svgTotal: [Double] = [], svgWrite: [Double] = [], cairoPNG: [Double] = []
    var pngBytes = 0, svgBytes = 0, diagnostics = 0
    var imagesTotal: [Double] = [], imagesLayout: [Double] = [], imagesDraw: [Double] = [], imagesEncode: [Double] = []
    var imagesBytes = 0
    let imageDirectory = NSTemporaryDirectory() + "sketchpad-render-bench-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: imageDirectory) }

    for run in -1..<runs {
        // Run -1 warms up Pango, fontconfig and Cairo's glyph caches; it is not recorded.
        let record = run >= 0
        // Every run measures afresh, as the C program creates fresh layouts.
        pango.removeCachedLayouts()
        let root = makeScene()
        let timed = TimedMeasurer(pango)
        var options = LayoutEngine.Options()
        options.detectsAmbiguity = false
        if noChecks {
            options.reportsOverlaps = false
            options.reportsOverflow = false
            options.reportsUnmetOptionals = false
        }
        let engine = LayoutEngine(canvasSize: canvas, measurer: timed, options: options)
        let t0 = now()
        let result = engine.layout(root)
        let t1 = now()
        let list = try builder.displayList(for: root, layout: result)
        let tList = now()
        let image = try renderer.rasterize(list, scale: scale)
        let t2 = now()
        let png = try image.pngData()
        let t3 = now()
        _ = try image.cairoPNGData()
        let t4 = now()
        if record {
            solve.append(t1 - t0 - timed.milliseconds)
            measure.append(timed.milliseconds)
            draw.append(t2 - t1)
            buildList.append(tList - t1)
            encode.append(t3 - t2)
            pngTotal.append(t3 - t0)
            cairoPNG.append(t4 - t3)
        }
        pngBytes = png.count
        diagnostics = result.diagnostics.count

        // SVG: the whole pipeline again, with a fresh cache.
        pango.removeCachedLayouts()
        let svgRoot = makeScene()
        let s0 = now()
        let svgResult = LayoutEngine(canvasSize: canvas, measurer: pango, options: options).layout(svgRoot)
        let svgList = try builder.displayList(for: svgRoot, layout: svgResult)
        let s1 = now()
        let svg = try renderer.data(for: svgList, format: .svg)
        let s2 = now()
        if record {
            svgTotal.append(s2 - s0)
            svgWrite.append(s2 - s1)
        }
        svgBytes = svg.count

        // Images: fresh files (so a fresh read and decode), laid out, drawn and encoded.
        let files = try writeImageFiles(to: imageDirectory + "/run\(run + 1)", builder: builder, renderer: renderer, measurer: pango)
        let imageRoot = makeImageScene(files: files)
        let i0 = now()
        let imageResult = LayoutEngine(canvasSize: canvas, measurer: pango, options: options).layout(imageRoot)
        let i1 = now()
        let imageImage = try renderer.rasterize(try builder.displayList(for: imageRoot, layout: imageResult), scale: scale)
        let i2 = now()
        let imagePNG = try imageImage.pngData()
        let i3 = now()
        if record {
            imagesTotal.append(i3 - i0)
            imagesLayout.append(i1 - i0)
            imagesDraw.append(i2 - i1)
            imagesEncode.append(i3 - i2)
        }
        imagesBytes = imagePNG.count
    }
    func samples(_ name: String, _ values: [Double]) -> String {
        "\"\(name)\": [" + values.map { String(format: "%.3f", $0) }.joined(separator: ", ") + "]"
    }
    let fields = [
        "\"runs\": \(runs)", samples("png_total_ms", pngTotal), samples("solve_ms", solve), samples("measure_ms", measure),
        samples("draw_ms", draw), samples("display_list_ms", buildList), samples("encode_ms", encode), samples("cairo_write_to_png_ms", cairoPNG),
        samples("svg_total_ms", svgTotal), samples("svg_draw_ms", svgWrite),
        samples("images_total_ms", imagesTotal), samples("images_layout_ms", imagesLayout), samples("images_draw_ms", imagesDraw),
        samples("images_encode_ms", imagesEncode),
        "\"png_bytes\": \(pngBytes)", "\"svg_bytes\": \(svgBytes)", "\"images_png_bytes\": \(imagesBytes)", "\"diagnostics\": \(diagnostics)",
    ]
    print("{" + fields.joined(separator: ", ") + "}")
} catch {
    FileHandle.standardError.write(Data("sketchpad-render-bench: error: \(error)\n".utf8))
    exit(1)
}
