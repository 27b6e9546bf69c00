import Foundation
import SketchpadLayout
import SketchpadWidgets

/// A visual effect on a view and everything in it, which does not change its layout: opacity,
/// a clip shape, a shadow, hiding.
public struct _VisualEffectModifier: ViewModifier, UnaryNodeModifier {
    var opacity: Double = 1
    var clip: (@Sendable (CGRect) -> Path)?
    var shadow: (color: Color, radius: CGFloat, x: CGFloat, y: CGFloat)?
    var isHidden = false
    /// A rotation and a scale about an anchor (drawing only, as SwiftUI's geometry effects).
    var rotation: Angle = .zero
    var scale = CGSize(width: 1, height: 1)
    var anchor: UnitPoint = .center
    public typealias Body = Never

    package func makeNode(child: LayoutNode, in context: ResolveContext) throws -> LayoutNode {
        EffectNode(effect: self, child: child, environment: context.environment)
    }
}

package final class EffectNode: UnaryLayoutNode, @unchecked Sendable {
    let effect: _VisualEffectModifier

    init(effect: _VisualEffectModifier, child: LayoutNode, environment: EnvironmentValues) {
        self.effect = effect
        super.init(child: child, environment: environment)
    }

    @MainActor package override func drawingView(in builder: DrawingTreeBuilder) throws -> SketchpadLayout.View? {
        let view = EffectDrawing(opacity: effect.opacity, clip: effect.clip, shadow: effect.shadow.map { shadow in
            (shadow.color.paint(in: environment), shadow.radius, shadow.x, shadow.y)
        }, shadowShape: (child as? ShapeNode)?.outline ?? (child as? EffectNode)?.effect.clip)
        // A stroked shape (`Circle().stroke(.gray, lineWidth: 4).shadow(radius: 7)`) casts its
        // shadow from the line it draws, as SwiftUI's shadow follows the drawn pixels: a ring, not a disc.
        if let shape = child as? ShapeNode, shape.fill == nil, let (_, stroke) = shape.stroke {
            view.shadowLineWidth = Double(stroke.lineWidth)
        }
        view.rotation = effect.rotation.radians
        view.scale = effect.scale
        view.anchor = effect.anchor
        view.isHidden = effect.isHidden
        view.clipsToBounds = effect.clip != nil
        return view
    }
}

/// Draws a view's effect: its subviews are the content, grouped at an opacity or clipped.
package final class EffectDrawing: SketchpadLayout.View, TransformingDrawable {
    package let opacity: Double
    let clip: ((CGRect) -> Path)?
    let shadow: (SketchpadWidgets.Color, CGFloat, CGFloat, CGFloat)?
    let shadowShape: ((CGRect) -> Path)?
    /// The line width when the shadow is cast by a stroked outline rather than a filled one.
    var shadowLineWidth: Double?
    var rotation: Double = 0
    var scale = CGSize(width: 1, height: 1)
    var anchor: UnitPoint = .center
    /// A move drawn after the scale and rotation (a visual effect's offset).
    var translation = CGSize.zero

    init(opacity: Double, clip: ((CGRect) -> Path)?, shadow: (SketchpadWidgets.Color, CGFloat, CGFloat, CGFloat)?,
         shadowShape: ((CGRect) -> Path)?) {
        self.opacity = opacity
        self.clip = clip
        self.shadow = shadow
        self.shadowShape = shadowShape
        super.init()
    }

    private func outline(_ path: (CGRect) -> Path, in frame: Rect) -> SketchpadWidgets.Shape {
        let rect = CGRect(frame)
        return path(CGRect(origin: .zero, size: rect.size)).offsetBy(dx: rect.minX, dy: rect.minY).sketchpadShape
    }

    package func draw(in context: DrawingContext) throws {
        // A shadow is cast by the content's outline (a shape's path, else its frame), offset and blurred.
        if let (color, radius, x, y) = shadow {
            let moved = Rect(x: context.frame.minX + Double(x), y: context.frame.minY + Double(y),
                             width: context.frame.width, height: context.frame.height)
            let shape = shadowShape.map { outline($0, in: moved) } ?? clip.map { outline($0, in: moved) } ?? .rect(moved)
            if let shadowLineWidth {
                strokedShadow(shape, lineWidth: shadowLineWidth, color: color, blur: Double(radius) * 2, in: context)
            } else {
                context.shadow(shape, Shadow(color: color, offset: Point(x: 0, y: 0), blur: Double(radius) * 2))
            }
        }
    }

    /// The shadow of a stroked outline: the painter's blur look-alike for filled shapes (stacked
    /// copies, each a little larger and fainter, the middle at the colour's own alpha) made of
    /// lines a little wider than the stroke.
    private func strokedShadow(_ shape: SketchpadWidgets.Shape, lineWidth: Double, color: SketchpadWidgets.Color, blur: Double,
                               in context: DrawingContext) {
        guard blur > 0 else {
            context.stroke(shape, SketchpadWidgets.StrokeStyle(color: color, width: lineWidth))
            return
        }
        let layers = 4
        let layerAlpha = 1 - pow(1 - min(color.alpha, 0.999), 1 / Double(layers))
        for i in 0..<layers {
            let grow = blur * (Double(layers - i) / Double(layers)) - blur / 2
            let width = lineWidth + 2 * grow
            if width > 0 { context.stroke(shape, SketchpadWidgets.StrokeStyle(color: color.withAlpha(layerAlpha), width: width)) }
        }
    }

    package func transform(for frame: Rect) -> Transform2D? {
        guard rotation != 0 || scale != CGSize(width: 1, height: 1) || translation != .zero else { return nil }
        let ax = frame.minX + Double(anchor.x) * frame.width, ay = frame.minY + Double(anchor.y) * frame.height
        let scaling = Transform2D(a: Double(scale.width), b: 0, c: 0, d: Double(scale.height),
                                  tx: ax - Double(scale.width) * ax, ty: ay - Double(scale.height) * ay)
        let turned = scaling.concatenating(.rotation(rotation, around: Point(x: ax, y: ay)))
        guard translation != .zero else { return turned }
        return turned.concatenating(Transform2D(a: 1, b: 0, c: 0, d: 1, tx: Double(translation.width), ty: Double(translation.height)))
    }

    package func clipShape(for frame: Rect) -> SketchpadWidgets.Shape {
        clip.map { outline($0, in: frame) } ?? .rect(frame)
    }
}

extension View {
    /// Sets the transparency of this view (it and its content are composited as one layer).
    ///
    /// ```swift
    /// Text("Disabled").opacity(0.4)
    /// ```
    public func opacity(_ opacity: Double) -> some View { modifier(_VisualEffectModifier(opacity: opacity)) }

    /// Wraps this view in a compositing group, so that later effects (`opacity`, `blendMode`)
    /// apply to it as one layer. Here `opacity` always composites its view as one layer, so the
    /// group draws as the view does.
    ///
    /// ```swift
    /// ZStack { Circle(); Text("1") }.compositingGroup().opacity(0.5)
    /// ```
    public func compositingGroup() -> some View { self }

    /// Sets a clipping shape for this view.
    ///
    /// ```swift
    /// Image("avatar").resizable().frame(width: 48, height: 48).clipShape(Circle())
    /// ```
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(_VisualEffectModifier(clip: { rect in MainActor.assumeIsolated { shape.path(in: rect) } }))
    }

    /// Clips this view to its bounding rectangular frame.
    public func clipped(antialiased: Bool = false) -> some View { clipShape(Rectangle()) }

    /// Clips this view to its bounding frame, with the specified corner radius.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius, style: .circular))
    }

    /// Adds a shadow to this view (cast by its outline: a shape's path, else its frame).
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(_VisualEffectModifier(shadow: (color, radius, x, y)))
    }

    /// Rotates this view's rendered output around the specified point (its layout is unchanged).
    ///
    /// ```swift
    /// Image(systemName: "chevron.right").rotationEffect(.degrees(90))
    /// ```
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(_VisualEffectModifier(rotation: angle, anchor: anchor))
    }

    /// Scales this view's rendered output by the given amounts around an anchor (its layout is unchanged).
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        modifier(_VisualEffectModifier(scale: scale, anchor: anchor))
    }

    /// Scales this view's rendered output by the given amount in both directions.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }

    /// Scales this view's rendered output by the given horizontal and vertical amounts.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Hides this view unconditionally (it keeps its place in the layout).
    public func hidden() -> some View { modifier(_VisualEffectModifier(isHidden: true)) }

    /// Adds a border to this view with the specified style and width (drawn inside its frame).
    ///
    /// ```swift
    /// Text("Boxed").padding(4).border(.gray, width: 1)
    /// ```
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }
}
