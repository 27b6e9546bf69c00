import Foundation

extension Snapshotting {
    /// `strategy`, taking its snapshot `duration` seconds later (for values that settle, such
    /// as animations). On the main thread the run loop turns meanwhile, so work scheduled on the
    /// main queue runs; elsewhere the thread sleeps.
    ///
    /// ```swift
    /// assertSnapshot(of: scene, as: .wait(for: 0.5, on: .image))
    /// ```
    public static func wait(for duration: TimeInterval, on strategy: Self) -> Self {
        let attempt = strategy.attempt
        return Self(pathExtension: strategy.pathExtension, diffing: strategy.diffing) { value in
            Async { callback in
                let until = Date(timeIntervalSinceNow: duration)
                if Thread.isMainThread {
                    while Date() < until { _ = RunLoop.current.run(mode: .default, before: until) }
                } else {
                    Thread.sleep(until: until)
                }
                attempt(value).run(callback)
            }
        }
    }
}
