import Foundation
import Synchronization
import SketchpadSnapshotEngine
import XCTest

/// Restarts XCTest's snapshot counter when each test finishes, so every test numbers its
/// unnamed snapshots from 1 (as swift-snapshot-testing does), and remembers which test runs,
/// to name it when two tests share a reference.
///
/// ```swift
/// CleanCounterBetweenTestCases.registerIfNeeded()   // done by the first assertion outside Swift Testing
/// ```
final class CleanCounterBetweenTestCases: NSObject, XCTestObservation {
    private static let registered = Mutex(false)
    private static let runningTest = Mutex<String?>(nil)

    /// The XCTest test running now, once the observer is registered.
    static var currentTestName: String? { runningTest.withLock { $0 } }

    static func registerIfNeeded() {
        let first = registered.withLock { registered in
            defer { registered = true }
            return !registered
        }
        guard first else { return }
        if Thread.isMainThread {
            XCTestObservationCenter.shared.addTestObserver(CleanCounterBetweenTestCases())
        } else {
            DispatchQueue.main.sync { XCTestObservationCenter.shared.addTestObserver(CleanCounterBetweenTestCases()) }
        }
    }

    func testCaseWillStart(_ testCase: XCTestCase) {
        Self.runningTest.withLock { $0 = testCase.name }
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
        SnapshotCounter.xcTest.reset()
        Self.runningTest.withLock { $0 = nil }
    }
}
