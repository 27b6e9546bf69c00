import Foundation
import SketchpadLayout
import SketchpadWidgets

/// A value copy of a layer added to a view's layer (and its own sublayers), taken after the
/// view's `layoutSubviews`, for the view's node to draw: everything in the layer's own
/// coordinates, placed in its superlayer by ``toSuperlayer``.
struct LayerDrawing {
    /// The layer's coordinates to its superlayer's: the bounds origin and anchor point, the
    /// layer's affine transform, then its position.
    var toSuperlayer: Transform2D
    var bounds: Rect
    var opacity: Double
    var fill: Color?
    var cornerRadius: Double
    var border: Box.Border?
    var shadow: Shadow?
    /// The layer's `shadowPath` (nil: the shadow follows ``shape``).
    var shadowPath: Path?
    var clips: Bool
    var content: Content
    /// The layer's `contents` image, placed by its gravity (nil: none).
    var contentsImage: LayerContentsImage?
    var sublayers: [LayerDrawing]

    enum Content {
        case none
        case shape(path: Path, fill: Color?, stroked: Path, stroke: StrokeStyle?)
        case gradient(GradientPaint)
        case text(String, font: FontDescription, color: Color, alignment: TextRunAlignment, wraps: Bool)
    }

    var shape: Shape { cornerRadius > 0 ? .roundedRect(bounds, cornerRadius: cornerRadius) : .rect(bounds) }
}

extension CALayer {
    /// The sublayers to draw, back to front, with colours resolved in `traits`; hidden layers,
    /// transparent ones and ones whose transform collapses them are left out.
    func sublayerDrawings(in traits: UITraitCollection) -> [LayerDrawing] {
        sublayersInDrawingOrder.compactMap { $0.drawing(in: traits) }
    }

    /// The sublayers back to front as Core Animation composites them: by ``zPosition``, then in
    /// the order of ``sublayers``.
    var sublayersInDrawingOrder: [CALayer] {
        let list = sublayers ?? []
        guard list.contains(where: { $0.zPosition != list[0].zPosition }) else { return list }
        return list.indices.sorted { (list[$0].zPosition, $0) < (list[$1].zPosition, $1) }.map { list[$0] }
    }

    func drawing(in traits: UITraitCollection) -> LayerDrawing? {
        guard !isHidden, opacity > 0 else { return nil }
        let b = bounds, t = affineTransform()
        let anchor = CGPoint(x: b.minX + anchorPoint.x * b.width, y: b.minY + anchorPoint.y * b.height)
        let toSuperlayer = Transform2D.translation(x: Double(-anchor.x), y: Double(-anchor.y))
            .concatenating(Transform2D(a: Double(t.a), b: Double(t.b), c: Double(t.c), d: Double(t.d), tx: Double(t.tx), ty: Double(t.ty)))
            .concatenating(.translation(x: Double(position.x), y: Double(position.y)))
        guard toSuperlayer.isInvertible else { return nil }
        let border = borderWidth > 0 ? Box.Border(color: borderColor?.color ?? .black, width: Double(borderWidth)) : nil
        var shadow: Shadow?
        if shadowOpacity > 0, let shadowColor {
            shadow = Shadow(color: shadowColor.color.withAlpha(Double(shadowOpacity) * Double(shadowColor.alpha)),
                            offset: Point(x: Double(shadowOffset.width), y: Double(shadowOffset.height)), blur: Double(shadowRadius) * 2)
        }
        return LayerDrawing(toSuperlayer: toSuperlayer, bounds: Rect(x: Double(b.minX), y: Double(b.minY), width: Double(b.width), height: Double(b.height)), opacity: Double(min(1, opacity)),
                            fill: backgroundColor?.color, cornerRadius: Double(cornerRadius), border: border, shadow: shadow,
                            shadowPath: shadowPath?.drawingPath, clips: masksToBounds, content: drawnContent(in: traits),
                            contentsImage: contentsImage(in: traits), sublayers: sublayerDrawings(in: traits))
    }

    func drawnContent(in traits: UITraitCollection) -> LayerDrawing.Content {
        if let shape = self as? CAShapeLayer, let cgPath = shape.path {
            let path = cgPath.drawingPath
            var stroke: StrokeStyle?
            if let color = shape.strokeColor, shape.lineWidth > 0 {
                let cap: StrokeStyle.Cap = shape.lineCap == .round ? .round : shape.lineCap == .square ? .square : .butt
                let join: StrokeStyle.Join = shape.lineJoin == .round ? .round : shape.lineJoin == .bevel ? .bevel : .miter
                stroke = StrokeStyle(color: color.color, width: Double(shape.lineWidth),
                                     dash: (shape.lineDashPattern ?? []).map(\.doubleValue), dashPhase: Double(shape.lineDashPhase),
                                     cap: cap, join: join)
            }
            return .shape(path: path, fill: shape.fillColor?.color,
                          stroked: path.trimmed(from: Double(shape.strokeStart), to: Double(shape.strokeEnd)), stroke: stroke)
        }
        if let gradient = self as? CAGradientLayer, let paint = gradient.paint {
            return .gradient(paint)
        }
        if let text = self as? CATextLayer, let string = text.shownText {
            let alignment: TextRunAlignment
            switch text.alignmentMode {
            case .center: alignment = .center
            case .right: alignment = .right
            case .left: alignment = .left
            case .justified: alignment = .justified
            default: alignment = .natural
            }
            let font = ((text.font as? UIFont) ?? UIFont.systemFont(ofSize: text.fontSize)).withSize(text.fontSize)
            return .text(string, font: font.fontDescription, color: text.foregroundColor?.color ?? .clear,
                         alignment: alignment, wraps: text.isWrapped)
        }
        return .none
    }
}

extension CALayer {
    /// How much of the masked layer this layer, as its `mask`, lets show inside ``maskOutline``:
    /// the mask's alpha there, its ``opacity`` times its fill's alpha (a shape layer's
    /// `fillColor`, a gradient's colours when they share one alpha, else the background colour;
    /// contents count as opaque). A mask with nothing drawn, a plain `CALayer()`, shows nothing,
    /// as on iOS. An alpha that varies across the mask (a gradient from opaque to clear) is not
    /// modelled: it counts as its greatest.
    var maskAlpha: Double {
        guard !isHidden else { return 0 }
        var alpha: Double
        if let shape = self as? CAShapeLayer {
            alpha = shape.path == nil ? 0 : Double(shape.fillColor?.alpha ?? 0)
        } else if let gradient = self as? CAGradientLayer, let colors = gradient.colors?.compactMap({ $0 as? CGColor }), !colors.isEmpty {
            alpha = colors.map { Double($0.alpha) }.max() ?? 0
        } else {
            alpha = Double(backgroundColor?.alpha ?? 0)
        }
        if contents is CGImage || contents is UIImage { alpha = 1 }
        if borderWidth > 0 { alpha = max(alpha, Double(borderColor?.alpha ?? 0)) }
        return alpha * Double(max(0, min(1, opacity)))
    }

    /// Where this layer, as another layer's `mask`, lets that layer show, in that layer's
    /// coordinates: a shape layer's path, else its bounds (rounded by its corner radius); how
    /// much it shows there is ``maskAlpha``.
    var maskOutline: Path {
        let b = bounds, t = affineTransform()
        let anchor = CGPoint(x: b.minX + anchorPoint.x * b.width, y: b.minY + anchorPoint.y * b.height)
        let place = CGAffineTransform(translationX: -anchor.x, y: -anchor.y).concatenating(t)
            .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
        let outline = CGMutablePath()
        if let shape = self as? CAShapeLayer {
            if let path = shape.path { outline.addPath(path, transform: place) }
        } else if cornerRadius > 0 {
            outline.addRoundedRect(in: b, cornerWidth: min(cornerRadius, b.width / 2), cornerHeight: min(cornerRadius, b.height / 2), transform: place)
        } else {
            outline.addRect(b, transform: place)
        }
        return outline.drawingPath
    }
}

extension CAGradientLayer {
    /// The gradient over the bounds: colours at their locations (evenly spread without them).
    var paint: GradientPaint? {
        let cgColors = (colors ?? []).compactMap { $0 as? CGColor }
        guard !cgColors.isEmpty else { return nil }
        let b = bounds
        func point(_ p: CGPoint) -> Point { Point(x: Double(b.minX + p.x * b.width), y: Double(b.minY + p.y * b.height)) }
        let stops = cgColors.enumerated().map { index, color in
            let location = locations.flatMap { index < $0.count ? $0[index].doubleValue : nil }
                ?? (cgColors.count == 1 ? 0 : Double(index) / Double(cgColors.count - 1))
            return GradientPaint.Stop(color: color.color, location: location)
        }
        let start = point(startPoint), end = point(endPoint)
        switch type {
        case .radial:
            // An ellipse centred on the start point whose radii reach the end point on each axis.
            let rx = abs(end.x - start.x), ry = abs(end.y - start.y)
            guard rx > 0 else { return GradientPaint(.linear(start: start, end: start), stops: stops) }
            return GradientPaint(.radial(center: start, startRadius: 0, endRadius: rx, yScale: ry / rx), stops: stops)
        case .conic:
            let angle = atan2(end.y - start.y, end.x - start.x)
            return GradientPaint(.angular(center: start, startAngle: angle, endAngle: angle + 2 * .pi), stops: stops)
        default:
            return GradientPaint(.linear(start: start, end: end), stops: stops)
        }
    }
}

extension DrawingContext {
    /// Draws layers added to a view's layer: each in its own coordinates, its shadow, background,
    /// content, sublayers (clipped to its bounds when it masks them), then its border on top.
    func drawSublayers(_ layers: [LayerDrawing], placedBy placement: Transform2D) throws {
        for layer in layers {
            try transformed(by: layer.toSuperlayer.concatenating(placement)) {
                try withOpacity(layer.opacity) { try drawLayer(layer) }
            }
        }
    }

    private func drawLayer(_ layer: LayerDrawing) throws {
        if let shadow = layer.shadow { self.shadow(layer.shadowPath.map { .path($0) } ?? layer.shape, shadow) }
        if let fill = layer.fill { self.fill(layer.shape, fill) }
        if let image = layer.contentsImage {
            // Contents show beyond the bounds unless the layer masks to them.
            if layer.clips { try clipped(to: layer.shape) { try drawLayerContents(image) } } else { try drawLayerContents(image) }
        }
        try drawLayerContent(layer.content, in: layer.shape)
        if layer.clips {
            try clipped(to: layer.shape) { try drawSublayers(layer.sublayers, placedBy: .identity) }
        } else {
            try drawSublayers(layer.sublayers, placedBy: .identity)
        }
        if let border = layer.border, border.width > 0 {
            stroke(layer.shape.outset(by: -border.width / 2), StrokeStyle(color: border.color, width: border.width))
        }
    }

    /// Draws what a shape, gradient or text layer shows, in its own coordinates (`shape` is its bounds' outline).
    func drawLayerContent(_ content: LayerDrawing.Content, in shape: Shape) throws {
        switch content {
        case .none: break
        case .shape(let path, let fill, let stroked, let stroke):
            if let fill, fill.alpha > 0, !path.elements.isEmpty { self.fill(.path(path), fill) }
            if let stroke, !stroked.elements.isEmpty { self.stroke(.path(stroked), stroke) }
        case .gradient(let paint):
            self.fill(shape, paint)
        case .text(let string, let font, let color, let alignment, let wraps):
            try text(string, font: font, color: color, in: shape.bounds, alignment: alignment, maxLines: wraps ? nil : 1)
        }
    }
}

extension CGPath {
    /// The path in Sketchpad's drawing terms (quadratic curves raised to cubic ones).
    var drawingPath: Path {
        var path = Path()
        var current = Point(x: 0, y: 0), start = current
        func p(_ c: CGPoint) -> Point { Point(x: Double(c.x), y: Double(c.y)) }
        for element in elements {
            switch element {
            case .move(let to): current = p(to); start = current; path.move(to: current)
            case .line(let to): current = p(to); path.line(to: current)
            case .quadCurve(let to, let control):
                let c = p(control), e = p(to)
                path.curve(to: e, control1: Point(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y)),
                           control2: Point(x: e.x + 2 / 3 * (c.x - e.x), y: e.y + 2 / 3 * (c.y - e.y)))
                current = e
            case .curve(let to, let c1, let c2): current = p(to); path.curve(to: current, control1: p(c1), control2: p(c2))
            case .close: current = start; path.close()
            }
        }
        return path
    }
}

extension Path {
    /// The part of the path between fractions `from` and `to` of its length (a shape layer's
    /// `strokeStart` and `strokeEnd`), curves followed through 32 chords each; closing a subpath
    /// counts as a line back to its start.
    func trimmed(from: Double, to: Double) -> Path {
        let low = min(1, max(0, from)), high = min(1, max(0, to))
        if low <= 0 && high >= 1 { return self }
        guard low < high else { return Path() }
        // Chords: (start, end) pairs with a flag for the first chord of each subpath.
        var chords: [(Point, Point)] = []
        var current = Point(x: 0, y: 0), start = current
        for element in elements {
            switch element {
            case .move(let p): current = p; start = p
            case .line(let p): chords.append((current, p)); current = p
            case .curve(let c1, let c2, let e):
                var previous = current
                for step in 1...32 {
                    let t = Double(step) / 32, u = 1 - t
                    let x = u * u * u * current.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * e.x
                    let y = u * u * u * current.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * e.y
                    let point = Point(x: x, y: y)
                    chords.append((previous, point)); previous = point
                }
                current = e
            case .close: chords.append((current, start)); current = start
            }
        }
        func length(_ c: (Point, Point)) -> Double { ((c.1.x - c.0.x) * (c.1.x - c.0.x) + (c.1.y - c.0.y) * (c.1.y - c.0.y)).squareRoot() }
        let total = chords.reduce(0) { $0 + length($1) }
        guard total > 0 else { return Path() }
        let a = low * total, b = high * total
        var result = Path(), position = 0.0, pen: Point?
        func lerp(_ c: (Point, Point), _ t: Double) -> Point { Point(x: c.0.x + (c.1.x - c.0.x) * t, y: c.0.y + (c.1.y - c.0.y) * t) }
        for chord in chords {
            let l = length(chord)
            defer { position += l }
            guard l > 0, position + l > a, position < b else { continue }
            let p0 = lerp(chord, max(0, (a - position) / l)), p1 = lerp(chord, min(1, (b - position) / l))
            if pen != p0 { result.move(to: p0) }
            result.line(to: p1)
            pen = p1
        }
        return result
    }
}
