import Foundation

extension Path {
    /// Returns a partial copy of the path: the part between `from` and `to`, fractions (0…1) of
    /// its whole length (closing a subpath counts as a line back to its start). Curves are cut
    /// where their length reaches the fraction, so the part keeps their shape.
    ///
    /// ```swift
    /// Path(ellipseIn: rect).trimmedPath(from: 0, to: 0.25) // the quarter from 3 o'clock to 6
    /// ```
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let start = min(1, max(0, from)), end = min(1, max(0, to))
        guard start < end else { return Path() }
        if start == 0 && end == 1 { return self }
        let segments = PathSegment.segments(of: elements)
        let total = segments.reduce(0) { $0 + $1.length }
        guard total > 0 else { return Path() }
        let low = start * total, high = end * total
        var result = Path()
        var position: CGFloat = 0
        var pen: CGPoint?
        for segment in segments {
            defer { position += segment.length }
            let segmentEnd = position + segment.length
            guard segmentEnd > low, position < high, segment.length > 0 else { continue }
            let t0 = segment.parameter(atLength: max(0, low - position))
            let t1 = segment.parameter(atLength: min(segment.length, high - position))
            let piece = segment.split(from: t0, to: t1)
            if pen != piece.start { result.move(to: piece.start) }
            piece.append(to: &result)
            pen = piece.end
        }
        return result
    }
}

extension Shape {
    /// Trims this shape by a fractional amount based on its representation as a path (a circle
    /// starts at its rightmost point and runs clockwise on screen).
    ///
    /// ```swift
    /// Circle().trim(from: 0, to: 0.75).stroke(.blue, lineWidth: 8).rotationEffect(.degrees(-90))
    /// ```
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }
}

/// A shape trimmed to a fraction of its outline (what `trim(from:to:)` makes).
public struct _TrimmedShape<S: Shape>: Shape {
    public var shape: S
    public var startFraction: CGFloat
    public var endFraction: CGFloat
    public typealias AnimatableData = EmptyAnimatableData

    public func path(in rect: CGRect) -> Path { shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

/// One drawn segment of a path: a line (closing a subpath is one) or a Bézier curve, with its length.
private struct PathSegment {
    /// Control points: 2 for a line, 3 for a quadratic curve, 4 for a cubic one.
    let points: [CGPoint]
    /// Cumulative lengths at `samples` equal steps of the curve's parameter (a line: exact).
    private let table: [CGFloat]
    private static let samples = 64

    var start: CGPoint { points[0] }
    var end: CGPoint { points[points.count - 1] }
    var length: CGFloat { table.last ?? 0 }

    init(points: [CGPoint]) {
        self.points = points
        if points.count == 2 {
            table = [0, hypot(points[1].x - points[0].x, points[1].y - points[0].y)]
        } else {
            var lengths: [CGFloat] = [0]
            var previous = points[0]
            for step in 1...Self.samples {
                let point = Self.point(points, at: CGFloat(step) / CGFloat(Self.samples))
                lengths.append(lengths[lengths.count - 1] + hypot(point.x - previous.x, point.y - previous.y))
                previous = point
            }
            table = lengths
        }
    }

    static func segments(of elements: [Path.Element]) -> [PathSegment] {
        var segments: [PathSegment] = []
        var current = CGPoint.zero, subpathStart = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let to): current = to; subpathStart = to
            case .line(let to): segments.append(PathSegment(points: [current, to])); current = to
            case .quadCurve(let to, let control): segments.append(PathSegment(points: [current, control, to])); current = to
            case .curve(let to, let c1, let c2): segments.append(PathSegment(points: [current, c1, c2, to])); current = to
            case .closeSubpath:
                if current != subpathStart { segments.append(PathSegment(points: [current, subpathStart])) }
                current = subpathStart
            }
        }
        return segments
    }

    /// The curve's parameter where its length from the start is `length`.
    func parameter(atLength length: CGFloat) -> CGFloat {
        guard self.length > 0 else { return 0 }
        if points.count == 2 { return length / self.length }
        let index = table.firstIndex { $0 >= length } ?? table.count - 1
        guard index > 0 else { return 0 }
        let below = table[index - 1], above = table[index]
        let within = above > below ? (length - below) / (above - below) : 0
        return (CGFloat(index - 1) + within) / CGFloat(Self.samples)
    }

    /// The part of the segment between two of its parameters.
    func split(from t0: CGFloat, to t1: CGFloat) -> PathSegment {
        // Cut at t1, then cut what is left at t0 rescaled to it.
        let head = Self.subdivide(points, at: t1).0
        let scaled = t1 > 0 ? t0 / t1 : 0
        return PathSegment(points: Self.subdivide(head, at: scaled).1)
    }

    func append(to path: inout Path) {
        switch points.count {
        case 2: path.addLine(to: points[1])
        case 3: path.addQuadCurve(to: points[2], control: points[1])
        default: path.addCurve(to: points[3], control1: points[1], control2: points[2])
        }
    }

    private static func point(_ points: [CGPoint], at t: CGFloat) -> CGPoint {
        var level = points
        while level.count > 1 { level = zip(level, level.dropFirst()).map { lerp($0, $1, t) } }
        return level[0]
    }

    /// De Casteljau: the control points of the parts before and after `t`.
    private static func subdivide(_ points: [CGPoint], at t: CGFloat) -> ([CGPoint], [CGPoint]) {
        var left: [CGPoint] = [points[0]], right: [CGPoint] = [points[points.count - 1]]
        var level = points
        while level.count > 1 {
            level = zip(level, level.dropFirst()).map { lerp($0, $1, t) }
            left.append(level[0])
            right.insert(level[level.count - 1], at: 0)
        }
        return (left, right)
    }

    private static func lerp(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
        CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }
}
