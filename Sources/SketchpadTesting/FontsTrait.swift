import Sketchpad
#if canImport(Testing)
import Testing
#endif

/// Runs `body` with every snapshot (and every scene made without a measurer) drawn with the fonts
/// of `folder` as well as the pinned ones: your app's fonts, or SF Pro if you have it. For XCTest
/// and any code; Swift Testing suites can use the `.fonts(_:)` trait instead.
///
/// ```swift
/// func testCard() throws {
///     try withFonts("Tests/Fonts") { assertSnapshot(of: card, as: .image) }
/// }
/// ```
public func withFonts<R>(_ folder: String, _ body: () throws -> R) throws -> R {
    try FontFolder.$scoped.withValue(FontFolder(folder)) { try body() }
}

/// The async form of `withFonts(_:_:)`.
public func withFonts<R>(_ folder: String, _ body: () async throws -> R) async throws -> R {
    try await FontFolder.$scoped.withValue(FontFolder(folder)) { try await body() }
}

#if canImport(Testing)
/// The `.fonts(_:)` trait: a folder of your own fonts for every snapshot of a test or suite (see
/// `withFonts(_:_:)`). A folder that does not exist or holds no font fails the test, naming it.
///
/// ```swift
/// @Suite(.fonts("Tests/Fonts"), .snapshots(record: .missing))
/// struct BrandedScreens { … }
/// ```
public struct FontsTrait: SuiteTrait, TestTrait, TestScoping {
    public let isRecursive = true
    /// The folder, as written.
    public let folder: String

    public func provideScope(for test: Test, testCase: Test.Case?, performing function: () async throws -> Void) async throws {
        try await FontFolder.$scoped.withValue(FontFolder(folder)) { try await function() }
    }
}

extension Trait where Self == FontsTrait {
    /// Draws the snapshots of this test or suite with the fonts in `folder` too.
    public static func fonts(_ folder: String) -> Self { FontsTrait(folder: folder) }
}
#endif
