/// Arithmetic on a value through its animatable data, as SwiftUI gives `Angle` (its `_VectorMath`
/// conformance): angles add, subtract, negate and scale by a number.
///
/// ```swift
/// ForEach(0..<8) { i in Spoke().rotationEffect(.degrees(Double(i) / 8) * 360) }
/// ```
public protocol _VectorMath: Animatable {}

extension _VectorMath {
    /// The magnitude of the value's animatable data.
    public var magnitude: Double { animatableData.magnitudeSquared.squareRoot() }

    public mutating func negate() { animatableData = .zero - animatableData }

    public static prefix func - (operand: Self) -> Self {
        var result = operand
        result.negate()
        return result
    }

    public static func += (lhs: inout Self, rhs: Self) { lhs.animatableData += rhs.animatableData }
    public static func + (lhs: Self, rhs: Self) -> Self {
        var result = lhs
        result += rhs
        return result
    }

    public static func -= (lhs: inout Self, rhs: Self) { lhs.animatableData -= rhs.animatableData }
    public static func - (lhs: Self, rhs: Self) -> Self {
        var result = lhs
        result -= rhs
        return result
    }

    public static func *= (lhs: inout Self, rhs: Double) { lhs.animatableData.scale(by: rhs) }
    public static func * (lhs: Self, rhs: Double) -> Self {
        var result = lhs
        result *= rhs
        return result
    }

    public static func /= (lhs: inout Self, rhs: Double) { lhs *= 1 / rhs }
    public static func / (lhs: Self, rhs: Double) -> Self { lhs * (1 / rhs) }
}

extension Angle: Animatable, _VectorMath {
    /// The angle in radians: what an animation would interpolate.
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }
}
