import Foundation

/// The base of Core Animation's animations. A still has no clock: an animation added to a layer
/// is kept (``CALayer/animation(forKey:)``) and the layer draws its model values; the delegate
/// is never told it started or stopped.
///
/// ```swift
/// let spin = CABasicAnimation(keyPath: "transform.rotation")
/// spin.toValue = CGFloat.pi * 2
/// spin.duration = 1
/// spin.repeatCount = .infinity
/// spinner.layer.add(spin, forKey: "spin")
/// ```
open class CAAnimation: NSObject, CAMediaTiming {
    public override init() { super.init() }

    open var beginTime: CFTimeInterval = 0
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed
    open var timingFunction: CAMediaTimingFunction?
    /// Held strongly, as Core Animation holds it; never called here.
    open var delegate: CAAnimationDelegate?
    open var isRemovedOnCompletion = true
    open var preferredFrameRateRange = CAFrameRateRange.default

    /// The default value of the property named `key` (nil: Core Animation's defaults are zero).
    open class func defaultValue(forKey key: String) -> Any? { nil }
    open func shouldArchiveValue(forKey key: String) -> Bool { true }
}

/// The delegate of an animation; never called in a still.
public protocol CAAnimationDelegate: AnyObject {
    func animationDidStart(_ anim: CAAnimation)
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// An animation of one property of a layer, named by its key path.
open class CAPropertyAnimation: CAAnimation {
    open var keyPath: String?
    open var isAdditive = false
    open var isCumulative = false

    public override init() { super.init() }
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }
}

/// An animation between two values of a property.
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?
}

/// How a keyframe animation computes its intermediate values.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = Self(rawValue: "linear")
    public static let discrete = Self(rawValue: "discrete")
    public static let paced = Self(rawValue: "paced")
    public static let cubic = Self(rawValue: "cubic")
    public static let cubicPaced = Self(rawValue: "cubicPaced")
}

/// Whether an animation along a path turns the layer with it.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let rotateAuto = Self(rawValue: "auto")
    public static let rotateAutoReverse = Self(rawValue: "autoReverse")
}

/// An animation through a list of values, or along a path.
open class CAKeyframeAnimation: CAPropertyAnimation {
    open var values: [Any]?
    open var path: CGPath?
    open var keyTimes: [NSNumber]?
    open var timingFunctions: [CAMediaTimingFunction]?
    open var calculationMode: CAAnimationCalculationMode = .linear
    open var tensionValues: [NSNumber]?
    open var continuityValues: [NSNumber]?
    open var biasValues: [NSNumber]?
    open var rotationMode: CAAnimationRotationMode?
}

/// A spring animation between two values.
open class CASpringAnimation: CABasicAnimation {
    open var mass: CGFloat = 1
    open var stiffness: CGFloat = 100
    open var damping: CGFloat = 10
    open var initialVelocity: CGFloat = 0
    open var allowsOverdamping = false

    public override init() { super.init() }

    /// A spring that settles in about `perceptualDuration` seconds with `bounce` (-1…1).
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        let duration = max(perceptualDuration, 0.0001)
        stiffness = pow(2 * .pi / duration, 2) * mass
        damping = (bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)) * 4 * .pi * mass / duration
    }

    /// The time the spring takes to come to rest, from its mass, stiffness and damping.
    open var settlingDuration: CFTimeInterval {
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        let omega = (stiffness / mass).squareRoot()
        guard zeta > 0, omega > 0 else { return .infinity }
        // The envelope falls below 0.1% of the start (as the settled criterion) after this time.
        return Double(log(1000) / (zeta * omega))
    }
    open var perceptualDuration: CFTimeInterval { 2 * .pi / Double((stiffness / mass).squareRoot()) }
    open var bounce: CGFloat {
        let ratio = damping / (4 * .pi * mass / CGFloat(perceptualDuration))
        return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
    }
}

/// Several animations run together.
open class CAAnimationGroup: CAAnimation {
    open var animations: [CAAnimation]?
}

/// The kind of a layer transition.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fade = Self(rawValue: "fade")
    public static let moveIn = Self(rawValue: "moveIn")
    public static let push = Self(rawValue: "push")
    public static let reveal = Self(rawValue: "reveal")
}

/// The direction of a layer transition.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fromRight = Self(rawValue: "fromRight")
    public static let fromLeft = Self(rawValue: "fromLeft")
    public static let fromTop = Self(rawValue: "fromTop")
    public static let fromBottom = Self(rawValue: "fromBottom")
}

/// A transition between a layer's states.
open class CATransition: CAAnimation {
    open var type: CATransitionType = .fade
    open var subtype: CATransitionSubtype?
    open var startProgress: Float = 0
    open var endProgress: Float = 1
}

/// The frame rates an animation prefers (stored).
public struct CAFrameRateRange: Equatable, Sendable {
    public var minimum: Float
    public var maximum: Float
    public var preferred: Float?
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}
