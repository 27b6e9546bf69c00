import Foundation

extension Async {
    /// Runs the operation and waits up to `timeout` seconds for its value: nil when none came
    /// in time. A value handed over at once is returned at once; on the main thread the run
    /// loop keeps turning while waiting, so work the operation scheduled there can run (as
    /// XCTest's waiter does for swift-snapshot-testing).
    ///
    /// ```swift
    /// let value = Async(value: 1).wait(timeout: 5)     // 1
    /// ```
    func wait(timeout: TimeInterval) -> Value? {
        let box = WaitBox<Value>()
        run { box.put($0) }
        if let value = box.value { return value }
        let deadline = Date(timeIntervalSinceNow: timeout)
        if Thread.isMainThread {
            while box.value == nil && Date() < deadline {
                _ = RunLoop.current.run(mode: .default, before: min(deadline, Date(timeIntervalSinceNow: 0.01)))
            }
        } else {
            _ = box.arrived.wait(timeout: .now() + timeout)
        }
        return box.value
    }
}

/// The first value an operation hands over, from whichever thread it comes.
private final class WaitBox<Value> {
    private let lock = NSLock()
    private var stored: Value?
    let arrived = DispatchSemaphore(value: 0)

    var value: Value? {
        lock.lock(); defer { lock.unlock() }
        return stored
    }

    func put(_ value: Value) {
        lock.lock()
        let first = stored == nil
        if first { stored = value }
        lock.unlock()
        if first { arrived.signal() }
    }
}
