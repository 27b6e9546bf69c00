import Foundation
import SketchpadSwiftUI
import SketchpadTesting
import Testing

/// Realistic SwiftUI screens (Screens/) on an iPhone 15, each in light, dark and wireframe, at
/// the default and an accessibility text size, left to right and right to left, compared with
/// the goldens in __Snapshots__/SwiftUIScreenGoldenTests/ (perceptually, `ImageTolerance.default`).
/// A golden is written only when asked: `SKETCHPAD_RECORD=missing` (or `failed`, `all`).
@MainActor
@Suite struct SwiftUIScreenGoldenTests {
    /// One way to show a screen: an appearance, a text size and a direction.
    struct Variant: Sendable, CustomStringConvertible {
        var name: String
        var appearance: Theme = .light
        var textSize: DynamicTypeSize = .large
        var layoutDirection: SketchpadSwiftUI.LayoutDirection = .leftToRight
        var description: String { name }
    }

    static let variants = [
        Variant(name: "light"),
        Variant(name: "dark", appearance: .dark),
        Variant(name: "wireframe", appearance: .wireframe),
        Variant(name: "light-accessibility3", textSize: .accessibility3),
        Variant(name: "light-rtl", layoutDirection: .rightToLeft),
        Variant(name: "dark-accessibility3-rtl", appearance: .dark, textSize: .accessibility3, layoutDirection: .rightToLeft),
    ]

    /// The screen drawn in every variant and compared with its goldens, named `<test>.<variant>.png`.
    func assertGoldens<Screen: SketchpadSwiftUI.View>(
        of screen: Screen, testName: String = #function, filePath: StaticString = #filePath, line: UInt = #line
    ) {
        let strategy = Snapshotting<Variant, PNGSnapshot>(pathExtension: "png", diffing: .image(tolerance: .default)) { variant in
            let sketch = try MainActor.assumeIsolated {
                try Sketch(screen, device: .iPhone15, appearance: variant.appearance, textSize: variant.textSize,
                           layoutDirection: variant.layoutDirection)
            }
            return try PNGSnapshot(png: MainActor.assumeIsolated { try sketch.data(scale: 1) })
        }
        // Goldens are never written unless a record mode is asked for.
        let record: SnapshotTestingConfiguration.Record? =
            ProcessInfo.processInfo.environment["SKETCHPAD_RECORD"] == nil ? .never : nil
        for variant in Self.variants {
            assertSnapshot(of: variant, as: strategy, named: variant.name, record: record, file: filePath,
                           testName: testName, line: line)
        }
    }

    @Test func settings() { assertGoldens(of: SettingsScreen()) }
    @Test func profile() { assertGoldens(of: ProfileScreen()) }
    @Test func feed() { assertGoldens(of: FeedScreen()) }
    @Test func cardGrid() { assertGoldens(of: CardGridScreen()) }
    @Test func signIn() { assertGoldens(of: SignInScreen()) }
    @Test func fills() { assertGoldens(of: FillsScreen()) }
    @Test func library() { assertGoldens(of: LibraryScreen()) }

    /// The goldens can fail: the sign-in screen with another address filled in differs from
    /// signIn()'s light golden.
    @Test func aChangedScreenFailsAgainstItsGolden() throws {
        let strategy = Snapshotting<Void, PNGSnapshot>(pathExtension: "png", diffing: .image(tolerance: .default)) { _ in
            let sketch = try MainActor.assumeIsolated { try Sketch(SignInScreen(email: "grace@example.com"), device: .iPhone15) }
            return try PNGSnapshot(png: MainActor.assumeIsolated { try sketch.data(scale: 1) })
        }
        let message = try #require(verifySnapshot(of: (), as: strategy, named: "light", record: .never, testName: "signIn()"))
        #expect(message.contains("does not match reference"), "\(message)")
    }
}
