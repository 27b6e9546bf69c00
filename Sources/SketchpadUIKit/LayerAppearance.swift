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
    /// The layer's `contents` image, in the view's bounds coordinates (nil: none).
    var contentsImage: LayerContentsImage?
    /// Whether the layer masks to its bounds (``contentsImage`` is clipped to its shape).
    var clipsContents = false
    /// The layers added to the view's layer that lie below all its subviews' layers, in the
    /// view's bounds coordinates.
    var sublayers: [LayerDrawing] = []
    /// The subviews' nodes in the order their layers are drawn (nil: the subviews' order, and no
    /// layers among them); see ``LayeringDrawable``.
    var subviewOrder: [ObjectIdentifier]?
    /// The layers drawn just above each subview (by its node), below the next one.
    var layersAboveSubview: [ObjectIdentifier: [LayerDrawing]] = [:]
    /// The view's bounds origin (a scroll view's content offset), where its layers' coordinates start.
    var boundsOrigin = Point(x: 0, y: 0)
    /// The corners ``cornerRadius`` rounds: top left, top right, bottom right, bottom left.
    var roundedCorners = [true, true, true, true]
    /// The outline of the layer's `mask`, in the view's bounds coordinates (nil: no mask).
    var mask: Path?
    /// How opaque the mask is inside ``mask`` (1 without a mask; see `CALayer.maskAlpha`).
    var maskAlpha = 1.0
    /// The opacity the view and its subviews are drawn at: ``opacity`` times the mask's alpha.
    var drawnOpacity: Double { opacity * maskAlpha }
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
        if let image = appearance.contentsImage {
            // Under the view's drawing (an image view's image, a label's text); clipped as the view clips.
            try transformed(by: placement) {
                if appearance.clipsContents { try clipped(to: shape.offsetBy(dx: appearance.boundsOrigin.x - frame.minX, dy: appearance.boundsOrigin.y - frame.minY)) { try drawLayerContents(image) } }
                else { try drawLayerContents(image) }
            }
        }
        if case .none = appearance.layerContent {} else {
            try transformed(by: placement) { try drawLayerContent(appearance.layerContent, in: shape.offsetBy(dx: appearance.boundsOrigin.x - frame.minX, dy: appearance.boundsOrigin.y - frame.minY)) }
        }
        try content()
        // Layers added to the view's layer before its subviews' layers: above its content, below its subviews.
        try drawSublayers(appearance.sublayers, placedBy: placement)
        // A view with subviews draws its border above them (``drawUIKitLayers(_:above:)``).
        if appearance.subviewOrder?.isEmpty ?? true { drawUIKitBorder(appearance, shape: shape) }
    }

    /// Draws the layers a view's layer holds above `subview` (its node), or with nil, the
    /// view's border, which Core Animation composites above the layer's content and sublayers.
    func drawUIKitLayers(_ appearance: LayerAppearance, above subview: View?) throws {
        guard let subview else {
            if appearance.subviewOrder?.isEmpty == false { drawUIKitBorder(appearance, shape: appearance.shape(for: frame)) }
            return
        }
        guard let layers = appearance.layersAboveSubview[ObjectIdentifier(subview)], !layers.isEmpty else { return }
        let placement = Transform2D.translation(x: frame.minX - appearance.boundsOrigin.x, y: frame.minY - appearance.boundsOrigin.y)
        try drawSublayers(layers, placedBy: placement)
    }

    /// A layer's border: inside its bounds.
    private func drawUIKitBorder(_ appearance: LayerAppearance, shape: Shape) {
        if let border = appearance.border, border.width > 0 {
            stroke(shape.outset(by: -border.width / 2), StrokeStyle(color: border.color, width: border.width))
        }
    }
}

extension UIKitNode {
    /// The subviews in their layers' order (``LayerAppearance/subviewOrder``); subviews the order
    /// does not know yet (added since it was taken) follow, in their own order.
    func subviewsInDrawingOrder(_ subviews: [View]) -> [View] {
        guard let order = appearance.subviewOrder else { return subviews }
        var byID: [ObjectIdentifier: View] = [:]
        for subview in subviews { byID[ObjectIdentifier(subview)] = subview }
        let known = Set(order)
        return order.compactMap { byID[$0] } + subviews.filter { !known.contains(ObjectIdentifier($0)) }
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
        appearance.contentsImage = layer.contentsImage(in: traits)
        appearance.clipsContents = clipsToBounds
        appearance.sublayers = []
        appearance.layersAboveSubview = [:]
        var order: [ObjectIdentifier] = []
        // One list, as Core Animation keeps it: the subviews' layers among the others.
        for sublayer in layer.sublayersInDrawingOrder {
            if let owner = sublayer.owningView, owner.superview === self {
                order.append(ObjectIdentifier(owner.node))
            } else if let drawing = sublayer.drawing(in: traits) {
                if let last = order.last { appearance.layersAboveSubview[last, default: []].append(drawing) } else { appearance.sublayers.append(drawing) }
            }
        }
        appearance.subviewOrder = subviews.isEmpty ? nil : order
        appearance.mask = layer.mask?.maskOutline
        appearance.maskAlpha = layer.mask?.maskAlpha ?? 1
        appearance.shadowPath = layer.shadowPath?.drawingPath
    }

    /// Refreshes the node's copy of the layer tree (see ``refreshLayerDrawings(of:in:)``).
    func refreshNodeLayerDrawings() {
        guard let node = node as? UIKitNode else { return }
        refreshLayerDrawings(of: &node.appearance, in: traitCollection)
    }
}
