import CPangoCairo
import Foundation
import SketchpadLayout
@_spi(Render) import SketchpadText

/// Plays a display list into a Cairo context. Knows nothing of views, themes or templates.
/// The context's current transform maps points to the output's units (a scale for PNG).
struct CairoPainter {
    let cairo: OpaquePointer
    let measurer: PangoTextMeasurer
    /// Local PNG files already decoded in this render, by path.
    private var images: [String: RasterImage] = [:]

    init(cairo: OpaquePointer, measurer: PangoTextMeasurer) {
        self.cairo = cairo
        self.measurer = measurer
    }

    mutating func paint(_ list: DisplayList) throws {
        if let background = list.background {
            setSource(background)
            cairo_rectangle(cairo, 0, 0, list.size.width, list.size.height)
            cairo_fill(cairo)
        }
        for command in list.commands { try paint(command) }
        try check("drawing")
    }

    private mutating func paint(_ command: DrawCommand) throws {
        switch command {
        case .fill(let shape, let color):
            addPath(shape)
            setSource(color)
            cairo_fill(cairo)
        case .stroke(let shape, let style):
            addPath(shape)
            stroke(style)
        case .shadow(let shape, let shadow):
            paintShadow(shape, shadow)
        case .line(let from, let to, let style):
            cairo_move_to(cairo, from.x, from.y)
            cairo_line_to(cairo, to.x, to.y)
            stroke(style)
        case .text(let run):
            try paintText(run)
        case .image(let path, let frame):
            try paintImage(path: path, frame: frame)
        case .pushClip(let shape):
            cairo_save(cairo)
            addPath(shape)
            cairo_clip(cairo)
        case .popClip:
            cairo_restore(cairo)
        }
    }

    private func setSource(_ color: Color) {
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
    }

    private func stroke(_ style: StrokeStyle) {
        setSource(style.color)
        cairo_set_line_width(cairo, style.width)
        switch style.cap {
        case .butt: cairo_set_line_cap(cairo, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cairo, CAIRO_LINE_CAP_SQUARE)
        }
        switch style.join {
        case .miter: cairo_set_line_join(cairo, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cairo, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cairo, CAIRO_LINE_JOIN_BEVEL)
        }
        style.dash.withUnsafeBufferPointer { cairo_set_dash(cairo, $0.baseAddress, Int32($0.count), style.dashPhase) }
        cairo_stroke(cairo)
        if !style.dash.isEmpty { cairo_set_dash(cairo, nil, 0, 0) }
    }

    private func addPath(_ shape: Shape) {
        switch shape {
        case .rect(let r):
            cairo_rectangle(cairo, r.minX, r.minY, r.width, r.height)
        case .roundedRect(let r, let cornerRadius):
            let radius = max(0, min(cornerRadius, r.width / 2, r.height / 2))
            guard radius > 0 else {
                cairo_rectangle(cairo, r.minX, r.minY, r.width, r.height)
                return
            }
            cairo_new_sub_path(cairo)
            cairo_arc(cairo, r.maxX - radius, r.minY + radius, radius, -Double.pi / 2, 0)
            cairo_arc(cairo, r.maxX - radius, r.maxY - radius, radius, 0, Double.pi / 2)
            cairo_arc(cairo, r.minX + radius, r.maxY - radius, radius, Double.pi / 2, Double.pi)
            cairo_arc(cairo, r.minX + radius, r.minY + radius, radius, Double.pi, 3 * Double.pi / 2)
            cairo_close_path(cairo)
        case .ellipse(let r):
            guard r.width > 0, r.height > 0 else { return }
            cairo_save(cairo)
            cairo_translate(cairo, r.midX, r.midY)
            cairo_scale(cairo, r.width / 2, r.height / 2)
            cairo_new_sub_path(cairo)
            cairo_arc(cairo, 0, 0, 1, 0, 2 * Double.pi)
            cairo_close_path(cairo)
            cairo_restore(cairo)
        case .path(let path):
            for element in path.elements {
                switch element {
                case .move(let p): cairo_move_to(cairo, p.x, p.y)
                case .line(let p): cairo_line_to(cairo, p.x, p.y)
                case .curve(let c1, let c2, let e): cairo_curve_to(cairo, c1.x, c1.y, c2.x, c2.y, e.x, e.y)
                case .close: cairo_close_path(cairo)
                }
            }
        }
    }

    /// Stacked copies of the shape, each a little larger and fainter: a blur look-alike that is
    /// the same in raster and vector output.
    private func paintShadow(_ shape: Shape, _ shadow: Shadow) {
        let moved = shape.offsetBy(dx: shadow.offset.x, dy: shadow.offset.y)
        guard shadow.blur > 0 else {
            addPath(moved)
            setSource(shadow.color)
            cairo_fill(cairo)
            return
        }
        let layers = 4
        // n layers of alpha a' stack to 1 - (1 - a')^n in the middle; solve for a' so the middle
        // gets the shadow colour's own alpha.
        let layerAlpha = 1 - pow(1 - min(shadow.color.alpha, 0.999), 1 / Double(layers))
        for i in 0..<layers {
            let grow = shadow.blur * (Double(layers - i) / Double(layers)) - shadow.blur / 2
            addPath(moved.outset(by: grow))
            setSource(shadow.color.withAlpha(layerAlpha))
            cairo_fill(cairo)
        }
    }

    private func paintText(_ run: TextRun) throws {
        guard !run.text.isEmpty else { return }
        // Reuse the layout that layout measured (width nil) when the text fits on its natural
        // lines; only wrap again when the frame is narrower than the text. Shaped before the
        // empty-frame check so bad text (NUL, size ≤ 0) is an error even where nothing shows.
        var layout = try measurer.layout(run.text, font: run.font, width: nil, maxLines: run.maxLines, alignment: run.alignment)
        guard run.frame.width > 0, run.frame.height > 0 else { return }
        var x = run.frame.minX
        if layout.metrics.width <= run.frame.width + 1e-6 {
            let slack = run.frame.width - layout.metrics.width
            switch run.alignment {
            case .natural, .leading: x += layout.lineIsRightToLeft.first == true ? slack : 0
            case .left, .justified: break
            case .center: x += slack / 2
            case .right, .trailing: x += slack
            }
        } else {
            layout = try measurer.layout(run.text, font: run.font, width: run.frame.width, maxLines: run.maxLines, alignment: run.alignment)
        }
        let y = run.frame.minY + (run.frame.height - layout.metrics.height) / 2
        setSource(run.color)
        layout.draw(cairo: cairo, x: x, y: y)
    }

    private mutating func paintImage(path: String, frame: Rect) throws {
        let image: RasterImage
        if let cached = images[path] {
            image = cached
        } else {
            image = try RasterImage(contentsOfPNGFile: path)
            images[path] = image
        }
        guard image.width > 0, image.height > 0, frame.width > 0, frame.height > 0 else { return }
        let scale = min(frame.width / Double(image.width), frame.height / Double(image.height))
        let w = Double(image.width) * scale, h = Double(image.height) * scale
        cairo_save(cairo)
        cairo_rectangle(cairo, frame.minX, frame.minY, frame.width, frame.height)
        cairo_clip(cairo)
        cairo_translate(cairo, frame.minX + (frame.width - w) / 2, frame.minY + (frame.height - h) / 2)
        cairo_scale(cairo, scale, scale)
        cairo_set_source_surface(cairo, image.surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_GOOD)
        cairo_paint(cairo)
        cairo_restore(cairo)
    }

    func check(_ during: String) throws {
        let status = cairo_status(cairo)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError.cairo(status: String(cString: cairo_status_to_string(status)), during: during)
        }
    }
}
