import SketchpadGeometry

/// An outline the backend can fill, stroke, shadow or clip to. Coordinates are in points.
///
/// ```swift
/// let pill = Shape.roundedRect(Rect(x: 0, y: 0, width: 80, height: 32), cornerRadius: 16)
/// let ring = Shape.ellipse(Rect(x: 0, y: 0, width: 24, height: 24)).outset(by: 2)
/// ```
public enum Shape: Hashable, Sendable {
    case rect(Rect)
    /// A rectangle with circular corners; the radius is clamped to half the shorter side.
    case roundedRect(Rect, cornerRadius: Double)
    case ellipse(Rect)
    case path(Path)

    /// The box the shape fits in.
    public var bounds: Rect {
        switch self {
        case .rect(let r), .roundedRect(let r, _), .ellipse(let r): return r
        case .path(let path): return path.bounds
        }
    }

    /// The same shape grown by `amount` on every side (negative shrinks); paths are unchanged.
    public func outset(by amount: Double) -> Shape {
        func grow(_ r: Rect) -> Rect {
            Rect(x: r.minX - amount, y: r.minY - amount, width: max(0, r.width + 2 * amount), height: max(0, r.height + 2 * amount))
        }
        switch self {
        case .rect(let r): return .rect(grow(r))
        case .roundedRect(let r, let radius): return .roundedRect(grow(r), cornerRadius: max(0, radius + amount))
        case .ellipse(let r): return .ellipse(grow(r))
        case .path: return self
        }
    }

    /// The same shape moved by (`dx`, `dy`).
    public func offsetBy(dx: Double, dy: Double) -> Shape {
        func move(_ r: Rect) -> Rect { Rect(x: r.minX + dx, y: r.minY + dy, width: r.width, height: r.height) }
        switch self {
        case .rect(let r): return .rect(move(r))
        case .roundedRect(let r, let radius): return .roundedRect(move(r), cornerRadius: radius)
        case .ellipse(let r): return .ellipse(move(r))
        case .path(let p): return .path(p.offsetBy(dx: dx, dy: dy))
        }
    }

    package var numbers: [Double] {
        switch self {
        case .rect(let r): return r.numbers
        case .roundedRect(let r, let radius): return r.numbers + [radius]
        case .ellipse(let r): return r.numbers
        case .path(let p): return p.numbers
        }
    }
}

extension Rect {
    package var numbers: [Double] { [minX, minY, width, height] }
}
