import SketchpadLayout
import SketchpadWidgets

/// What UIKit's layer draws for a view around its content: a shadow, the background, the
/// border above the content. Its opacity (the view's `alpha` and its layer's) applies to the
/// view and its subviews as one group, drawn by the scene builder (see `Drawable.opacity`).
struct LayerAppearance {
    var fill: Color?
    var cornerRadius: Double = 0
    var border: Box.Border?
    var shadow: Shadow?
    /// The view's own opacity: `alpha` times its layer's `opacity`.
    var opacity: Double = 1
    /// The view's `transform` (nil: identity), about its centre: drawn around the view and its subviews.
    var transform: Transform2D?
    /// What the view's own layer draws when ``UIView/layerClass`` makes it a shape, gradient or
    /// text layer, in the view's bounds coordinates.
    var layerContent: LayerDrawing.Content = .none
    /// The layers added to the view's layer, in the view's bounds coordinates.
    var sublayers: [LayerDrawing] = []
    /// The view's bounds origin (a scroll view's content offset), where its layers' coordinates start.
    var boundsOrigin = Point(x: 0, y: 0)
    /// The corners ``cornerRadius`` rounds: top left, top right, bottom right, bottom left.
    var roundedCorners = [true, true, true, true]
    /// The outline of the layer's `mask`, in the view's bounds coordinates (nil: no mask).
    var mask: Path?
    /// The layer's `shadowPath`, in the view's bounds coordinates: the shadow's outline instead
    /// of the layer's shape.
    var shadowPath: Path?

    /// The view's transform in canvas coordinates for a view drawn at `frame`: about its centre.
    func transform(for frame: Rect) -> Transform2D? {
        guard let transform else { return nil }
        let center = Point(x: frame.minX + frame.width / 2, y: frame.minY + frame.height / 2)
        return Transform2D.translation(x: -center.x, y: -center.y).concatenating(transform)
            .concatenating(.translation(x: center.x, y: center.y))
    }

    func shape(for frame: Rect) -> Shape {
        guard cornerRadius > 0 else { return .rect(frame) }
        guard roundedCorners.contains(false) else { return .roundedRect(frame, cornerRadius: cornerRadius) }
        // Only the masked corners are rounded (`CALayer.maskedCorners`).
        let path = CGMutablePath()
        let radius = CGFloat(min(cornerRadius, frame.width / 2, frame.height / 2))
        path.addRoundedRect(CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height),
                            radii: roundedCorners.map { $0 ? (radius, radius) : (0, 0) })
        return .path(path.drawingPath)
    }

    /// The mask's outline in canvas coordinates for the view drawn at `frame`.
    func maskShape(for frame: Rect) -> Shape? {
        mask.map { .path($0.offsetBy(dx: frame.minX - boundsOrigin.x, dy: frame.minY - boundsOrigin.y)) }
    }
}

extension DrawingContext {
    /// Draws a view's layer appearance around `content` (the widget's own drawing); the
    /// opacity is the scene builder's to apply, around the view and its subviews.
    func drawUIKitView(_ appearance: LayerAppearance, content: () throws -> Void) throws {
        let shape = appearance.shape(for: frame)
        if let shadow = appearance.shadow {
            let outline = appearance.shadowPath.map { Shape.path($0.offsetBy(dx: frame.minX - appearance.boundsOrigin.x, dy: frame.minY - appearance.boundsOrigin.y)) }
            self.shadow(outline ?? shape, shadow)
        }
        if let fill = appearance.fill { self.fill(shape, fill) }
        let placement = Transform2D.translation(x: frame.minX - appearance.boundsOrigin.x, y: frame.minY - appearance.boundsOrigin.y)
        if case .none = appearance.layerContent {} else {
            try transformed(by: placement) { try drawLayerContent(appearance.layerContent, in: shape.offsetBy(dx: appearance.boundsOrigin.x - frame.minX, dy: appearance.boundsOrigin.y - frame.minY)) }
        }
        try content()
        // Layers added to the view's layer: above its content, below its subviews and its border.
        try drawSublayers(appearance.sublayers, placedBy: placement)
        // A layer's border is inside its bounds and above its content.
        if let border = appearance.border, border.width > 0 {
            stroke(shape.outset(by: -border.width / 2), StrokeStyle(color: border.color, width: border.width))
        }
    }
}

extension UIView {
    /// The layer appearance of the view in its traits, for its node to draw.
    func layerAppearance() -> LayerAppearance {
        let traits = traitCollection
        var appearance = LayerAppearance()
        // A clear background (a label's default) draws nothing and leaves the layer's colour showing.
        let own = backgroundColor?.color(in: traits)
        appearance.fill = own.flatMap { $0.alpha == 0 ? nil : $0 } ?? layer.backgroundColor.map { UIColor(cgColor: $0).color(in: traits) }
        appearance.cornerRadius = Double(layer.cornerRadius)
        let corners = layer.maskedCorners
        appearance.roundedCorners = [corners.contains(.layerMinXMinYCorner), corners.contains(.layerMaxXMinYCorner),
                                     corners.contains(.layerMaxXMaxYCorner), corners.contains(.layerMinXMaxYCorner)]
        if layer.borderWidth > 0 {
            appearance.border = Box.Border(color: layer.borderColor?.color ?? .black, width: Double(layer.borderWidth))
        }
        if layer.shadowOpacity > 0, let shadowColor = layer.shadowColor {
            // UIKit's shadowRadius is a blur radius; Sketchpad's blur is its diameter-like extent.
            appearance.shadow = Shadow(color: shadowColor.color.withAlpha(Double(layer.shadowOpacity) * Double(shadowColor.alpha)),
                                       offset: Point(x: Double(layer.shadowOffset.width), y: Double(layer.shadowOffset.height)),
                                       blur: Double(layer.shadowRadius) * 2)
        }
        refreshLayerDrawings(of: &appearance, in: traits)
        appearance.opacity = Double(max(0, min(1, alpha))) * Double(max(0, min(1, layer.opacity)))
        if !transform.isIdentity {
            let t = transform
            appearance.transform = Transform2D(a: Double(t.a), b: Double(t.b), c: Double(t.c), d: Double(t.d),
                                               tx: Double(t.tx), ty: Double(t.ty))
        }
        return appearance
    }
}

extension UIView {
    /// Copies what the layer tree draws into `appearance`: taken again after `layoutSubviews`,
    /// where code sizes its layers to the laid-out bounds.
    func refreshLayerDrawings(of appearance: inout LayerAppearance, in traits: UITraitCollection) {
        appearance.boundsOrigin = Point(x: Double(bounds.minX), y: Double(bounds.minY))
        appearance.layerContent = layer.drawnContent(in: traits)
        appearance.sublayers = layer.sublayerDrawings(in: traits)
        appearance.mask = layer.mask?.maskOutline
        appearance.shadowPath = layer.shadowPath?.drawingPath
    }

    /// Refreshes the node's copy of the layer tree (see ``refreshLayerDrawings(of:in:)``).
    func refreshNodeLayerDrawings() {
        guard let node = node as? UIKitNode else { return }
        refreshLayerDrawings(of: &node.appearance, in: traitCollection)
    }
}
