import Foundation
import SketchpadGeometry

/// An affine transform of the plane, as Cairo's matrix: a point (x, y) becomes
/// (`a·x + c·y + tx`, `b·x + d·y + ty`).
///
/// ```swift
/// context.transform(.rotation(.pi / 12, around: frame.center)) { context.fill(.rect(frame), .black) }
/// ```
public struct Transform2D: Hashable, Sendable, CustomStringConvertible {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    public static let identity = Transform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public static func translation(x: Double, y: Double) -> Transform2D {
        Transform2D(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    public static func scale(x: Double, y: Double) -> Transform2D {
        Transform2D(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians (clockwise on screen, where y grows downwards) around `center`.
    public static func rotation(_ angle: Double, around center: Point = Point(x: 0, y: 0)) -> Transform2D {
        let cos = Foundation.cos(angle), sin = Foundation.sin(angle)
        return Transform2D(a: cos, b: sin, c: -sin, d: cos,
                           tx: center.x - cos * center.x + sin * center.y,
                           ty: center.y - sin * center.x - cos * center.y)
    }

    /// This transform followed by `other`.
    public func concatenating(_ other: Transform2D) -> Transform2D {
        Transform2D(a: a * other.a + b * other.c, b: a * other.b + b * other.d,
                    c: c * other.a + d * other.c, d: c * other.b + d * other.d,
                    tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    public func apply(to point: Point) -> Point {
        Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// Whether the transform can be undone (Cairo refuses singular matrices).
    package var isInvertible: Bool {
        let det = a * d - b * c
        return det.isFinite && det != 0
    }

    public var description: String {
        "[\(a) \(b) \(c) \(d) \(tx) \(ty)]"
    }

    package var numbers: [Double] { [a, b, c, d, tx, ty] }
}
