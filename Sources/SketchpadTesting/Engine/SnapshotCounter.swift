import Synchronization

/// Numbers the unnamed snapshots of a test: `1` for the first, `2` for the second… per key (the
/// reference folder and test name). As in swift-snapshot-testing there are two: XCTest's, one
/// per process, reset after each test; and Swift Testing's, a task-local that the
/// `.snapshots` trait replaces with a fresh one for each test case it runs.
///
/// ```swift
/// let counter = SnapshotCounter()
/// counter.next(for: "signIn")   // 1
/// counter.next(for: "signIn")   // 2
/// ```
package final class SnapshotCounter: Sendable {
    private let counts = Mutex<[String: Int]>([:])

    package init() {}

    /// The next number for `key`, from 1.
    package func next(for key: String) -> Int {
        counts.withLock { counts in
            counts[key, default: 0] += 1
            return counts[key]!
        }
    }

    /// Starts every key at 1 again.
    package func reset() {
        counts.withLock { $0.removeAll() }
    }

    /// XCTest's counter: reset when each test finishes.
    package static let xcTest = SnapshotCounter()

    /// Swift Testing's counter for the current task.
    @TaskLocal public static var swiftTesting = SnapshotCounter()
}
