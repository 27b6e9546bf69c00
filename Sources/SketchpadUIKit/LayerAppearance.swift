import SketchpadLayout
import SketchpadWidgets

/// What UIKit's layer draws for a view around its content: a shadow, the background, the
/// border above the content, all at the view's opacity (its `alpha` times its ancestors').
struct LayerAppearance {
    var fill: Color?
    var cornerRadius: Double = 0
    var border: Box.Border?
    var shadow: Shadow?
    /// The view's alpha times its ancestors': each view draws at the opacity the whole subtree
    /// would have (overlapping subviews blend separately, unlike one group in UIKit).
    var opacity: Double = 1

    func shape(for frame: Rect) -> Shape {
        cornerRadius > 0 ? .roundedRect(frame, cornerRadius: cornerRadius) : .rect(frame)
    }
}

extension DrawingContext {
    /// Draws a view's layer appearance around `content` (the widget's own drawing).
    func drawUIKitView(_ appearance: LayerAppearance, content: () throws -> Void) throws {
        guard appearance.opacity > 0 else { return }
        if appearance.opacity < 1 {
            try withOpacity(appearance.opacity) { try drawLayer(appearance, content: content) }
        } else {
            try drawLayer(appearance, content: content)
        }
    }

    private func drawLayer(_ appearance: LayerAppearance, content: () throws -> Void) throws {
        let shape = appearance.shape(for: frame)
        if let shadow = appearance.shadow { self.shadow(shape, shadow) }
        if let fill = appearance.fill { self.fill(shape, fill) }
        try content()
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
        appearance.fill = (backgroundColor ?? layer.backgroundColor.map { UIColor(cgColor: $0) })?.color(in: traits)
        appearance.cornerRadius = Double(layer.cornerRadius)
        if layer.borderWidth > 0 {
            appearance.border = Box.Border(color: layer.borderColor?.color ?? .black, width: Double(layer.borderWidth))
        }
        if layer.shadowOpacity > 0, let shadowColor = layer.shadowColor {
            // UIKit's shadowRadius is a blur radius; Sketchpad's blur is its diameter-like extent.
            appearance.shadow = Shadow(color: shadowColor.color.withAlpha(Double(layer.shadowOpacity) * Double(shadowColor.alpha)),
                                       offset: Point(x: Double(layer.shadowOffset.width), y: Double(layer.shadowOffset.height)),
                                       blur: Double(layer.shadowRadius) * 2)
        }
        let inherited = superview.map { ($0.node as? UIKitNode)?.appearance.opacity ?? 1 } ?? 1
        appearance.opacity = inherited * Double(max(0, min(1, alpha))) * Double(layer.opacity)
        return appearance
    }
}
