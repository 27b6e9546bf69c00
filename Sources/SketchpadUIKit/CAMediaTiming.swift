import Foundation

/// Core Foundation's time interval, in seconds.
public typealias CFTimeInterval = Double

/// The current absolute time of Core Animation's clock. A still has no clock: always 0, so
/// output does not depend on when it is made.
public func CACurrentMediaTime() -> CFTimeInterval { 0 }

/// The timing of an animation (Core Animation's `CAMediaTiming`), stored: nothing moves in a still.
public protocol CAMediaTiming {
    var beginTime: CFTimeInterval { get set }
    var duration: CFTimeInterval { get set }
    var speed: Float { get set }
    var timeOffset: CFTimeInterval { get set }
    var repeatCount: Float { get set }
    var repeatDuration: CFTimeInterval { get set }
    var autoreverses: Bool { get set }
    var fillMode: CAMediaTimingFillMode { get set }
}

/// What an animation shows outside its active time.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let forwards = Self(rawValue: "forwards")
    public static let backwards = Self(rawValue: "backwards")
    public static let both = Self(rawValue: "both")
    public static let removed = Self(rawValue: "removed")
}

/// The names of the predefined timing functions.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = Self(rawValue: "linear")
    public static let easeIn = Self(rawValue: "easeIn")
    public static let easeOut = Self(rawValue: "easeOut")
    public static let easeInEaseOut = Self(rawValue: "easeInEaseOut")
    public static let `default` = Self(rawValue: "default")
}

/// An animation's pace as a cubic Bézier curve from (0, 0) to (1, 1).
///
/// ```swift
/// animation.timingFunction = CAMediaTimingFunction(name: .easeOut)
/// ```
open class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    private let points: [Float]

    public init(name: CAMediaTimingFunctionName) {
        switch name {
        case .linear: points = [0, 0, 1, 1]
        case .easeIn: points = [0.42, 0, 1, 1]
        case .easeOut: points = [0, 0, 0.58, 1]
        case .easeInEaseOut: points = [0.42, 0, 0.58, 1]
        default: points = [0.25, 0.1, 0.25, 1]
        }
        super.init()
    }

    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        points = [c1x, c1y, c2x, c2y]
        super.init()
    }

    /// The control point at `idx` (0 is (0, 0), 3 is (1, 1)) written to `ptr`'s two floats.
    open func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        switch idx {
        case 1: ptr[0] = points[0]; ptr[1] = points[1]
        case 2: ptr[0] = points[2]; ptr[1] = points[3]
        case 3: ptr[0] = 1; ptr[1] = 1
        default: ptr[0] = 0; ptr[1] = 0
        }
    }
}
