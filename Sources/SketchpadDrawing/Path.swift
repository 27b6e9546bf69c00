import SketchpadGeometry

/// A free-form outline: moves, lines, cubic curves and closes, in points.
///
/// ```swift
/// var check = Path()
/// check.move(to: Point(x: 4, y: 9)); check.line(to: Point(x: 8, y: 13)); check.line(to: Point(x: 15, y: 5))
/// list.append(.stroke(.path(check), StrokeStyle(color: .white, width: 2)))
/// ```
public struct Path: Hashable, Sendable {
    public enum Element: Hashable, Sendable {
        case move(Point)
        case line(Point)
        case curve(control1: Point, control2: Point, end: Point)
        case close
    }

    public private(set) var elements: [Element] = []

    public init(_ elements: [Element] = []) { self.elements = elements }

    public mutating func move(to point: Point) { elements.append(.move(point)) }
    public mutating func line(to point: Point) { elements.append(.line(point)) }
    public mutating func curve(to end: Point, control1: Point, control2: Point) {
        elements.append(.curve(control1: control1, control2: control2, end: end))
    }
    public mutating func close() { elements.append(.close) }

    var points: [Point] {
        elements.flatMap { element -> [Point] in
            switch element {
            case .move(let p), .line(let p): return [p]
            case .curve(let c1, let c2, let end): return [c1, c2, end]
            case .close: return []
            }
        }
    }

    /// The box around every point of the path (control points included).
    public var bounds: Rect {
        let pts = points
        guard let first = pts.first else { return .zero }
        var (x0, y0, x1, y1) = (first.x, first.y, first.x, first.y)
        for p in pts { x0 = min(x0, p.x); y0 = min(y0, p.y); x1 = max(x1, p.x); y1 = max(y1, p.y) }
        return Rect(minX: x0, minY: y0, maxX: x1, maxY: y1)
    }

    public func offsetBy(dx: Double, dy: Double) -> Path {
        func m(_ p: Point) -> Point { Point(x: p.x + dx, y: p.y + dy) }
        return Path(elements.map {
            switch $0 {
            case .move(let p): return .move(m(p))
            case .line(let p): return .line(m(p))
            case .curve(let c1, let c2, let e): return .curve(control1: m(c1), control2: m(c2), end: m(e))
            case .close: return .close
            }
        })
    }

    package var numbers: [Double] { points.flatMap { [$0.x, $0.y] } }
}
