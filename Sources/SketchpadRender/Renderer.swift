import CPangoCairo
import Foundation
import SketchpadLayout
import SketchpadWidgets

/// Turns a display list into PNG, SVG or PDF bytes, or a file, with Cairo.
///
/// Everything is rendered in memory and checked before a byte is written, geometry is checked
/// for NaN and infinity and the canvas against `RenderLimits` before Cairo is called, and the
/// output carries no timestamps: the same list gives the same bytes every time.
///
/// ```swift
/// let renderer = Renderer()
/// var list = DisplayList(size: Size(width: 390, height: 844))
/// list.append(.fill(.rect(Rect(x: 20, y: 100, width: 350, height: 50)), Color(hex: 0x0A84FF)))
/// try renderer.write(list, to: "screen.png", scale: 3)
/// try renderer.write(list, to: "screen.svg")
/// ```
public final class Renderer {
    /// How PNGs are compressed (default `.fast`).
    public var pngCompression: PNGCompression
    /// How SVG output draws text (default ``SVGTextMode/outlines``: it looks the same everywhere).
    public var svgText: SVGTextMode

    public init(pngCompression: PNGCompression = .fast, svgText: SVGTextMode = .outlines) {
        self.pngCompression = pngCompression
        self.svgText = svgText
    }

    /// Pixels per point of the rasters that filter groups and backdrops are drawn into in SVG and
    /// PDF output, where they are embedded as images (PNG output filters at its own scale).
    public static let vectorRasterScale = 2.0

    /// The canvas size in pixels at `scale`, after checking the scale and `RenderLimits`.
    public static func pixelSize(of size: Size, scale: Double) throws -> (width: Int, height: Int) {
        guard scale.isFinite, RenderLimits.scales.contains(scale) else { throw RenderError.invalidScale(scale) }
        try DisplayList.checkCanvasSize(size)
        // Round up, ignoring float noise (390 × 3 must be 1170, not 1171).
        func pixels(_ points: Double) -> Double { (points * scale - 1e-6).rounded(.up) }
        let w = pixels(size.width), h = pixels(size.height)
        let side = Double(RenderLimits.maxPixelsPerSide)
        guard w <= side, h <= side, w * h <= Double(RenderLimits.maxPixels) else {
            throw RenderError.canvasTooLarge(
                width: size.width, height: size.height, scale: scale,
                limit: "at most \(RenderLimits.maxPixelsPerSide) px a side and \(RenderLimits.maxPixels) px in all")
        }
        return (Int(w), Int(h))
    }

    /// Draws the list into pixels without encoding them (for probes, diffs, or to time the
    /// encoder separately).
    public func rasterize(_ list: DisplayList, scale: Double = 1) throws -> RasterImage {
        try rasterize(CheckedDisplayList(list), scale: scale)
    }

    /// Draws a list already checked into pixels (it is not checked again).
    package func rasterize(_ checked: CheckedDisplayList, scale: Double = 1) throws -> RasterImage {
        let list = checked.list
        let (width, height) = try Self.pixelSize(of: list.size, scale: scale)
        let image = try RasterImage(width: width, height: height)
        guard let cairo = cairo_create(image.surface) else { throw RenderError.cairo(status: "no memory", during: "cairo_create") }
        defer { cairo_destroy(cairo) }
        cairo_scale(cairo, scale, scale)
        var painter = CairoPainter(cairo: cairo, canvasSize: list.size, devicePerPoint: scale, rasterScale: scale)
        try painter.paint(checked)
        cairo_surface_flush(image.surface)
        return image
    }

    /// The bytes of the list in `format`; `scale` applies to PNG only.
    public func data(for list: DisplayList, format: OutputFormat, scale: Double = 1) throws -> [UInt8] {
        try data(for: CheckedDisplayList(list), format: format, scale: scale)
    }

    /// The bytes of a list already checked in `format` (it is not checked again).
    package func data(for checked: CheckedDisplayList, format: OutputFormat, scale: Double = 1) throws -> [UInt8] {
        switch format {
        case .png: return try rasterize(checked, scale: scale).pngData(compression: pngCompression)
        case .svg: return try vector(checked, format: .svg)
        case .pdf: return try vector(checked, format: .pdf)
        }
    }

    /// Renders and writes the file whole or not at all (see `AtomicFile`). The format comes from
    /// the file's extension unless given.
    public func write(_ list: DisplayList, to path: String, format: OutputFormat? = nil, scale: Double = 1) throws {
        guard let format = format ?? OutputFormat(pathExtension: path) else {
            throw RenderError.writeFailed(path: path, reason: "unknown format; use .png, .svg or .pdf or pass format:")
        }
        try AtomicFile.write(data(for: list, format: format, scale: scale), to: path)
    }

    private func vector(_ checked: CheckedDisplayList, format: OutputFormat) throws -> [UInt8] {
        let list = checked.list
        let limit = RenderLimits.maxVectorPoints
        guard list.size.width <= limit, list.size.height <= limit else {
            throw RenderError.canvasTooLarge(width: list.size.width, height: list.size.height, scale: 1,
                                             limit: "at most \(Int(limit)) pt a side for SVG and PDF")
        }
        let sink = ByteSink()
        let closure = Unmanaged.passUnretained(sink).toOpaque()
        let surface: OpaquePointer
        if format == .svg {
            surface = cairo_svg_surface_create_for_stream(ByteSink.write, closure, list.size.width, list.size.height)
            cairo_svg_surface_restrict_to_version(surface, CAIRO_SVG_VERSION_1_1)
            cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PT)
        } else {
            surface = cairo_pdf_surface_create_for_stream(ByteSink.write, closure, list.size.width, list.size.height)
            // Cairo stamps the current time as the creation date unless told otherwise.
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "2000-01-01T00:00:00Z")
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_MOD_DATE, "2000-01-01T00:00:00Z")
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "Sketchpad")
        }
        defer { cairo_surface_destroy(surface) }
        try checkSurface(surface, during: "creating the \(format.rawValue) surface")
        guard let cairo = cairo_create(surface) else { throw RenderError.cairo(status: "no memory", during: "cairo_create") }
        var painter = CairoPainter(cairo: cairo, canvasSize: list.size, devicePerPoint: 1, rasterScale: Self.vectorRasterScale)
        let writesText = format == .svg && svgText == .text
        if writesText {
            let runs = list.commands.reduce(0) { count, command in if case .glyphs = command { return count + 1 } else { return count } }
            painter.textMarkers = SVGTextWriter.markerColors(count: runs, avoiding: list)
        }
        do {
            try painter.paint(checked)
        } catch {
            cairo_destroy(cairo)
            throw error
        }
        cairo_destroy(cairo)
        cairo_surface_finish(surface)
        try checkSurface(surface, during: "writing \(format.rawValue)")
        withExtendedLifetime(sink) {}
        guard format == .svg else { return sink.bytes }
        let svg = SVGNormalizer.normalize(sink.bytes)
        guard writesText, let colors = painter.textMarkers else { return svg }
        return Array(SVGTextWriter.replaceMarkers(in: String(decoding: svg, as: UTF8.self), runs: painter.markedRuns, colors: colors).utf8)
    }

    private func checkSurface(_ surface: OpaquePointer, during: String) throws {
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError.cairo(status: String(cString: cairo_status_to_string(status)), during: during)
        }
    }
}
