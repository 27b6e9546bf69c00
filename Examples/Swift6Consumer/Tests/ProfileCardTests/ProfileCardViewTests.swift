// UIKit tests in Swift 6 language mode, written as an iOS team writes them, in the forms that run
// under corelibs XCTest on Linux as on iOS (a synchronous `@MainActor` test method crashes the
// Linux test run before any test runs; see the UIKit article). On iOS only the imports differ.
import ProfileCard
import SketchpadUIKit
import XCTest

/// The class is `@MainActor` and every test is `async`.
@MainActor
final class ProfileCardViewTests: XCTestCase {
    private var card: ProfileCardView!

    override func setUp() async throws {
        card = ProfileCardView(name: "Ada Lovelace", handle: "@ada")
        card.frame = CGRect(x: 0, y: 0, width: 320, height: 80)
    }

    func testTheAvatarSitsInTheLeadingMargin() async throws {
        card.layoutIfNeeded()
        XCTAssertEqual(card.avatar.frame.minX, 8)
        // A symbol image view is laid out by its alignment rectangle, as on iOS.
        XCTAssertEqual(card.avatar.alignmentRect(forFrame: card.avatar.frame).height, 48, accuracy: 1e-9)
        XCTAssertLessThan(card.avatar.frame.height, 48)
    }

    func testTheHandleIsBelowTheName() async throws {
        card.layoutIfNeeded()
        XCTAssertGreaterThan(card.handle.frame.minY, card.name.frame.minY)
        XCTAssertEqual(card.handle.frame.minX, card.name.frame.minX)
        XCTAssertTrue(card.hasAmbiguousLayout == false)
    }
}

/// A plain class: `@MainActor` on each `async` test method.
final class ProfileCardTextTests: XCTestCase {
    @MainActor
    func testTheNameSizesToItsText() async {
        let card = ProfileCardView(name: "Ada Lovelace", handle: "@ada")
        XCTAssertGreaterThan(card.name.intrinsicContentSize.width, 50)
    }
}

/// Synchronous tests stay synchronous and enter the main actor with `MainActor.assumeIsolated`
/// (XCTest calls them on the main thread, here and on iOS).
final class ProfileCardSyncTests: XCTestCase {
    func testAnchorsAreKept() {
        MainActor.assumeIsolated {
            let card = ProfileCardView(name: "Ada", handle: "@ada")
            XCTAssertTrue(card.name.topAnchor === card.name.topAnchor)
        }
    }
}
