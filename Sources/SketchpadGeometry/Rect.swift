/// A rectangle in canvas coordinates (origin top-left, y down), in points.
///
/// Frames produced by `LayoutEngine` (SketchpadLayout) are unrounded; use ``snapped(toScale:)`` to
/// put them on a pixel grid.
///
/// ```swift
/// let r = Rect(x: 8, y: 8, width: 100.25, height: 20)
/// r.maxX                         // 108.25
/// r.snapped(toScale: 2).maxX     // 108.5
/// ```
public struct Rect: Hashable, Sendable {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The rectangle between two edges on each axis.
    public init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.init(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var width: Double { size.width }
    public var height: Double { size.height }

    /// True when either side is zero or negative.
    public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    /// The rectangle moved inwards by `insets` (outwards for negative insets).
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(minX: minX + insets.left, minY: minY + insets.top, maxX: maxX - insets.right, maxY: maxY - insets.bottom)
    }

    /// The common part of two rectangles, or nil when they do not overlap with a positive area.
    public func intersection(_ other: Rect) -> Rect? {
        let x0 = max(minX, other.minX), x1 = min(maxX, other.maxX)
        let y0 = max(minY, other.minY), y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return Rect(minX: x0, minY: y0, maxX: x1, maxY: y1)
    }

    /// Whether `other` lies inside this rectangle, allowing `tolerance` points on every side.
    public func contains(_ other: Rect, tolerance: Double = 0) -> Bool {
        other.minX >= minX - tolerance && other.maxX <= maxX + tolerance
            && other.minY >= minY - tolerance && other.maxY <= maxY + tolerance
    }

    /// The rectangle with each **edge** moved to the nearest pixel boundary at `scale` pixels per point.
    ///
    /// Edges are snapped, not origin and size separately, so two views that share an edge before
    /// snapping still share it afterwards and no gap or overlap of one pixel appears between them.
    /// An edge at `e` points goes to `floor(e × scale + ½) / scale` (half a pixel rounds towards
    /// +∞, so moving a layout by whole pixels never changes its snapped shape); `e × scale` is first
    /// rounded to 10⁻⁶ pixel so solver noise such as 12.4999999999 does not decide the direction.
    ///
    /// ```swift
    /// Rect(x: 0.3, y: 0, width: 10.4, height: 1).snapped(toScale: 1)   // x 0, width 11 (edges 0.3 → 0, 10.7 → 11)
    /// ```
    public func snapped(toScale scale: Double) -> Rect {
        precondition(scale > 0 && scale.isFinite, "scale must be positive")
        func snap(_ edge: Double) -> Double {
            let pixels = (edge * scale * 1_000_000).rounded() / 1_000_000
            return (pixels + 0.5).rounded(.down) / scale
        }
        return Rect(minX: snap(minX), minY: snap(minY), maxX: snap(maxX), maxY: snap(maxY))
    }
}

extension Rect: CustomStringConvertible {
    public var description: String {
        "(\(formatNumber(minX)), \(formatNumber(minY)), \(formatNumber(width)), \(formatNumber(height)))"
    }
}
