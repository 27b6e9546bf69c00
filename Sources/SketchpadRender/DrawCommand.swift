import SketchpadLayout

/// One step of a drawing, in points, in canvas coordinates (origin top-left).
///
/// ```swift
/// let card = Shape.roundedRect(Rect(x: 16, y: 100, width: 358, height: 120), cornerRadius: 12)
/// list.append(contentsOf: [.shadow(card, Shadow()), .fill(card, .white),
///                          .line(from: Point(x: 16, y: 160), to: Point(x: 374, y: 160), StrokeStyle(color: .black, dash: [4, 2]))])
/// ```
public enum DrawCommand: Hashable, Sendable {
    case fill(Shape, Color)
    case stroke(Shape, StrokeStyle)
    /// A soft shadow of the shape (draw it before the shape itself).
    case shadow(Shape, Shadow)
    /// A straight line, solid or dashed.
    case line(from: Point, to: Point, StrokeStyle)
    case text(TextRun)
    /// A local PNG file scaled to fit inside the frame, keeping its aspect ratio.
    case image(path: String, frame: Rect)
    /// Restricts what follows, up to the matching `popClip`, to the inside of the shape.
    case pushClip(Shape)
    case popClip

    /// Every number the command holds, for the NaN/infinity check before Cairo sees it.
    var numbers: [Double] {
        switch self {
        case .fill(let shape, let color): return shape.numbers + color.numbers
        case .stroke(let shape, let style): return shape.numbers + style.numbers
        case .shadow(let shape, let shadow): return shape.numbers + shadow.numbers
        case .line(let a, let b, let style): return [a.x, a.y, b.x, b.y] + style.numbers
        case .text(let run): return run.numbers
        case .image(_, let frame): return frame.numbers
        case .pushClip(let shape): return shape.numbers
        case .popClip: return []
        }
    }
}
