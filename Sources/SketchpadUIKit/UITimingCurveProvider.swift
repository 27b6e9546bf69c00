import Foundation

/// The kind of timing curve a ``UITimingCurveProvider`` gives.
public enum UITimingCurveType: Int, Sendable { case builtin = 0, cubic, spring, composed }

/// The timing of a property animator (UIKit's `UITimingCurveProvider`); stored, as animations
/// apply at once here.
public protocol UITimingCurveProvider {
    var timingCurveType: UITimingCurveType { get }
    var cubicTimingParameters: UICubicTimingParameters? { get }
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// A cubic Bézier timing curve.
///
/// ```swift
/// let timing = UICubicTimingParameters(animationCurve: .easeOut)
/// ```
open class UICubicTimingParameters: NSObject, UITimingCurveProvider, @unchecked Sendable {
    public let animationCurve: UIView.AnimationCurve
    public let controlPoint1: CGPoint
    public let controlPoint2: CGPoint

    /// The default curve: ease in and out.
    public override convenience init() { self.init(animationCurve: .easeInOut) }

    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        switch curve {
        case .easeIn: (controlPoint1, controlPoint2) = (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
        case .easeOut: (controlPoint1, controlPoint2) = (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
        case .linear: (controlPoint1, controlPoint2) = (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
        case .easeInOut: (controlPoint1, controlPoint2) = (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
        }
        super.init()
    }

    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
        super.init()
    }

    open var timingCurveType: UITimingCurveType { .cubic }
    open var cubicTimingParameters: UICubicTimingParameters? { self }
    open var springTimingParameters: UISpringTimingParameters? { nil }
}

/// A spring timing curve.
///
/// ```swift
/// let timing = UISpringTimingParameters(dampingRatio: 0.8)
/// ```
open class UISpringTimingParameters: NSObject, UITimingCurveProvider, @unchecked Sendable {
    public let initialVelocity: CGVector
    /// The ratio of the spring's damping to critical damping (stored: 1 when built from mass, stiffness and damping).
    let dampingRatio: CGFloat

    /// UIKit's default spring: critically damped.
    public override convenience init() { self.init(dampingRatio: 1, initialVelocity: .zero) }

    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = ratio
        initialVelocity = velocity
        super.init()
    }

    public convenience init(dampingRatio ratio: CGFloat) { self.init(dampingRatio: ratio, initialVelocity: .zero) }

    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = damping / (2 * (stiffness * mass).squareRoot())
        initialVelocity = velocity
        super.init()
    }

    /// A spring that settles in about `duration` seconds with `bounce` (iOS 17).
    public convenience init(duration: TimeInterval, bounce: CGFloat, initialVelocity: CGVector) {
        self.init(dampingRatio: bounce >= 0 ? 1 - bounce : 1 / (1 + bounce), initialVelocity: initialVelocity)
    }

    open var timingCurveType: UITimingCurveType { .spring }
    open var cubicTimingParameters: UICubicTimingParameters? { nil }
    open var springTimingParameters: UISpringTimingParameters? { self }
}
