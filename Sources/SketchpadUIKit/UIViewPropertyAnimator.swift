import Foundation

/// The state of an animator (UIKit's `UIViewAnimatingState`).
public enum UIViewAnimatingState: Int, Sendable { case inactive = 0, active, stopped }

/// Where an animator's animations end (UIKit's `UIViewAnimatingPosition`).
public enum UIViewAnimatingPosition: Int, Sendable { case end = 0, start, current }

/// An object that runs view animations (UIKit's `UIViewAnimating`).
@preconcurrency @MainActor
public protocol UIViewAnimating: AnyObject {
    var state: UIViewAnimatingState { get }
    var isRunning: Bool { get }
    var isReversed: Bool { get set }
    var fractionComplete: CGFloat { get set }
    func startAnimation()
    func startAnimation(afterDelay delay: TimeInterval)
    func pauseAnimation()
    func stopAnimation(_ withoutFinishing: Bool)
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator whose animations can be added while it runs (UIKit's `UIViewImplicitlyAnimating`).
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    func addAnimations(_ animation: @escaping () -> Void)
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)
}

/// UIKit's interruptible animator. There is no clock here: starting it applies its animations
/// at once and finishes it at `.end`, calling its completions, as `UIView.animate` does; an
/// animator made and never started, or only paused, changes nothing. ``fractionComplete`` is
/// stored (a scrubbed animator is drawn at its end once started).
///
/// ```swift
/// let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { card.alpha = 0 }
/// animator.addCompletion { _ in card.removeFromSuperview() }
/// animator.startAnimation()
/// ```
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    open private(set) var timingParameters: UITimingCurveProvider?
    open private(set) var duration: TimeInterval
    open private(set) var delay: TimeInterval = 0
    open var isUserInteractionEnabled = true
    open var isManualHitTestingEnabled = false
    open var isInterruptible = true
    open var scrubsLinearly = true
    open var pausesOnCompletion = false
    open private(set) var state: UIViewAnimatingState = .inactive
    open private(set) var isRunning = false
    open var isReversed = false
    open var fractionComplete: CGFloat = 0
    private var animations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []

    /// An animator with no animations, lasting 0 seconds.
    public override convenience init() { self.init(duration: 0, timingParameters: UICubicTimingParameters()) }

    public required init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        self.duration = duration
        timingParameters = parameters
        super.init()
    }

    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// Makes an animator and starts it at once (its animations apply, its completion runs with `.end`).
    @discardableResult
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
                                            animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> Self {
        let animator = self.init(duration: duration, timingParameters: UICubicTimingParameters())
        animator.delay = delay
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation()
        return animator
    }

    /// Adds animations; while the animator runs they apply at once.
    open func addAnimations(_ animation: @escaping () -> Void) {
        if isRunning { animation() } else { animations.append(animation) }
    }
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) { addAnimations(animation) }
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { completions.append(completion) }

    /// Applies the animations and finishes at the end (or stays at the end, active, when it
    /// ``pausesOnCompletion``).
    open func startAnimation() {
        guard state != .stopped else { return }
        let pending = animations
        animations = []
        pending.forEach { $0() }
        fractionComplete = 1
        if pausesOnCompletion {
            state = .active
            isRunning = false
        } else {
            finish(at: isReversed ? .start : .end)
        }
    }

    open func startAnimation(afterDelay delay: TimeInterval) { startAnimation() }

    /// Makes the animator active without applying anything.
    open func pauseAnimation() {
        guard state != .stopped else { return }
        state = .active
        isRunning = false
    }

    /// Stops the animator where it is; without finishing it becomes inactive at once.
    open func stopAnimation(_ withoutFinishing: Bool) {
        isRunning = false
        state = withoutFinishing ? .inactive : .stopped
        if withoutFinishing { animations = [] }
    }

    /// Finishes a stopped animator, calling its completions with `finalPosition`.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else { return }
        finish(at: finalPosition)
    }

    /// Resumes a paused animator: its remaining animations apply and it finishes.
    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        if let parameters { timingParameters = parameters }
        startAnimation()
    }

    private func finish(at position: UIViewAnimatingPosition) {
        state = .inactive
        isRunning = false
        let pending = completions
        completions = []
        pending.forEach { $0(position) }
    }
}
