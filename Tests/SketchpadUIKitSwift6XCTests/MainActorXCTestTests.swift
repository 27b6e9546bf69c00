// XCTest in Swift 6 language mode, as an iOS team's UIKit tests are written, run by corelibs
// XCTest on Linux (issue 23). UIKit code must run on the main actor. On Linux, a *synchronous*
// main-actor test method (`@MainActor func testX()`, or any `func testX()` in a `@MainActor`
// class) crashes the whole test process before any test runs: the test list SwiftPM generates
// for corelibs XCTest cannot cast `(T) -> @MainActor () -> ()` to `(T) -> () -> ()` (seen with
// Swift 6.3.1). The three forms below work on Linux and on iOS alike; this target holds only
// those, since one synchronous main-actor test would take every other test down with it.
import SketchpadUIKit
import XCTest

/// Form 1 (closest to iOS code): the class stays `@MainActor`, each test method is `async`.
/// XCTest runs async tests on the main actor here, as on iOS.
@MainActor
final class MainActorClassAsyncTests: XCTestCase {
    private var root: UIView!

    override func setUp() async throws {
        root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    }

    func testConstraintsLayOutOnTheMainActor() async throws {
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalToConstant: 40.1),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame.minX, 8)
        XCTAssertEqual(box.frame.height, 40, accuracy: 1e-9)   // edges on the 3× pixel grid
        XCTAssertTrue(Thread.isMainThread)
    }
}

/// Form 2: a plain class with `@MainActor func testX() async` methods.
final class MainActorMethodAsyncTests: XCTestCase {
    @MainActor
    func testALabelSizesToItsText() async {
        let label = UILabel()
        label.text = "Hello, Linux"
        XCTAssertGreaterThan(label.intrinsicContentSize.width, 50)
    }
}

/// Form 3: synchronous tests stay synchronous and nonisolated, and enter the main actor with
/// `MainActor.assumeIsolated` (XCTest calls them on the main thread, here and on iOS).
final class AssumeIsolatedSyncTests: XCTestCase {
    func testAnchorsAreKept() {
        MainActor.assumeIsolated {
            let view = UIView()
            XCTAssertTrue(view.topAnchor === view.topAnchor)
        }
    }
}
