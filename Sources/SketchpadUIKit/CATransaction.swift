import Foundation

/// Core Animation's transactions. Changes apply at once in a still, so a transaction only runs
/// its completion block when it commits; durations and timing are stored.
///
/// ```swift
/// CATransaction.begin()
/// CATransaction.setDisableActions(true)
/// ring.strokeEnd = 0.5
/// CATransaction.commit()
/// ```
@preconcurrency @MainActor
open class CATransaction: NSObject {
    private static var depth = 0
    private static var completion: (() -> Void)?
    private static var duration: CFTimeInterval = 0.25
    private static var disabled = false
    private static var timing: CAMediaTimingFunction?

    public class func begin() { depth += 1 }

    /// Ends the transaction; the outermost commit runs the completion block.
    public class func commit() {
        depth = max(0, depth - 1)
        guard depth == 0, let block = completion else { return }
        completion = nil
        block()
    }

    public class func flush() {}
    public class func lock() {}
    public class func unlock() {}
    public class func animationDuration() -> CFTimeInterval { duration }
    public class func setAnimationDuration(_ dur: CFTimeInterval) { duration = dur }
    public class func animationTimingFunction() -> CAMediaTimingFunction? { timing }
    public class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) { timing = function }
    public class func disableActions() -> Bool { disabled }
    public class func setDisableActions(_ flag: Bool) { disabled = flag }
    public class func completionBlock() -> (() -> Void)? { completion }
    /// Outside a transaction the block runs at once, as there is nothing to wait for.
    public class func setCompletionBlock(_ block: (() -> Void)?) {
        if depth == 0 { block?() } else { completion = block }
    }
}
