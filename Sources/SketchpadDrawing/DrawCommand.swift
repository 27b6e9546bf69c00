import SketchpadGeometry

/// One step of a drawing, in points, in canvas coordinates (origin top-left).
///
/// Commands are self-contained: text arrives shaped (``GlyphRun``) and images decoded
/// (``Bitmap``), so painting a list needs no text engine and no file, and equal lists paint equal
/// bytes. Widgets make commands through `DrawingContext` (SketchpadWidgets), which shapes and decodes for them.
///
/// ```swift
/// let card = Shape.roundedRect(Rect(x: 16, y: 100, width: 358, height: 120), cornerRadius: 12)
/// list.append(contentsOf: [.shadow(card, Shadow()), .fill(card, .white),
///                          .line(from: Point(x: 16, y: 160), to: Point(x: 374, y: 160), StrokeStyle(color: .black, dash: [4, 2]))])
/// ```
public enum DrawCommand: Hashable, Sendable {
    case fill(Shape, Color)
    /// Fills the shape with a gradient (see ``GradientPaint``).
    case fillGradient(Shape, GradientPaint)
    case stroke(Shape, StrokeStyle)
    /// Strokes the shape's outline with a gradient (the style's colour is not used).
    case strokeGradient(Shape, StrokeStyle, GradientPaint)
    /// A soft shadow of the shape (draw it before the shape itself).
    case shadow(Shape, Shadow)
    /// A straight line, solid or dashed.
    case line(from: Point, to: Point, StrokeStyle)
    /// Shaped text: glyphs of one font at their positions.
    case glyphs(GlyphRun)
    /// Decoded pixels scaled to fit inside the frame, keeping their aspect ratio, centred.
    case image(Bitmap, frame: Rect)
    /// Decoded pixels filling the frame in nine slices: caps kept, the rest stretched or tiled
    /// (a resizable image; see ``ImageSlicing``).
    case slicedImage(Bitmap, frame: Rect, ImageSlicing)
    /// Restricts what follows, up to the matching `popClip`, to the inside of the shape.
    case pushClip(Shape)
    case popClip
    /// Transforms what follows, up to the matching `popTransform` (after the current transform).
    case pushTransform(Transform2D)
    case popTransform
    /// Draws what follows, up to the matching `popOpacity`, as one group composited at `alpha`
    /// (0…1): overlapping parts do not show through each other, as with a layer's opacity.
    case pushOpacity(Double)
    case popOpacity
    /// Draws what follows, up to the matching `popFilter`, as one group whose pixels are then
    /// filtered (blurred, recoloured; see ``Filter``) and composited.
    case pushFilter(Filter)
    case popFilter
    /// Repaints what has been drawn so far, inside the shape, through the filters in order: the
    /// backdrop of a material (a blur, then a saturation, with its tint filled next).
    case backdrop(Shape, [Filter])

    /// Every number the command holds, for the NaN/infinity check before Cairo sees it.
    package var numbers: [Double] {
        switch self {
        case .fill(let shape, let color): return shape.numbers + color.numbers
        case .fillGradient(let shape, let gradient): return shape.numbers + gradient.numbers
        case .stroke(let shape, let style): return shape.numbers + style.numbers
        case .strokeGradient(let shape, let style, let gradient): return shape.numbers + style.numbers + gradient.numbers
        case .shadow(let shape, let shadow): return shape.numbers + shadow.numbers
        case .line(let a, let b, let style): return [a.x, a.y, b.x, b.y] + style.numbers
        case .glyphs(let run): return run.numbers
        case .image(_, let frame): return frame.numbers
        case .slicedImage(_, let frame, let slicing): return frame.numbers + slicing.numbers
        case .pushClip(let shape): return shape.numbers
        case .pushTransform(let transform): return transform.numbers
        case .pushOpacity(let alpha): return [alpha]
        case .pushFilter(let filter): return filter.numbers
        case .backdrop(let shape, let filters): return shape.numbers + filters.flatMap(\.numbers)
        case .popClip, .popTransform, .popOpacity, .popFilter: return []
        }
    }

    /// The box the command draws in (before any transform), when it has one.
    public var bounds: Rect? {
        switch self {
        case .fill(let s, _), .fillGradient(let s, _), .stroke(let s, _), .strokeGradient(let s, _, _), .shadow(let s, _), .pushClip(let s),
             .backdrop(let s, _): return s.bounds
        case .image(_, let frame), .slicedImage(_, let frame, _): return frame
        case .line(let a, let b, _):
            return Rect(minX: min(a.x, b.x), minY: min(a.y, b.y), maxX: max(a.x, b.x), maxY: max(a.y, b.y))
        case .glyphs, .popClip, .pushTransform, .popTransform, .pushOpacity, .popOpacity, .pushFilter, .popFilter: return nil
        }
    }
}
