import Foundation
import SketchpadSnapshotEngine
import Synchronization
#if canImport(Testing)
import Testing
#endif

/// The Swift Testing test running on this task, as snapshot naming needs it: the test's id and,
/// in a parameterized test, the case's arguments as Swift Testing describes them
/// (`String(describingForTest:)`, as in its "passing 2 arguments device → .iPhone15" lines).
///
/// ```swift
/// SwiftTestingCase.current?.arguments     // [".iPhone15", "\"dark\""] in a case of @Test(arguments:)
/// ```
struct SwiftTestingCase {
    var id: String
    /// nil in a test without arguments.
    var arguments: [String]?

    static var current: SwiftTestingCase? {
        #if canImport(Testing)
        guard let test = Test.current else { return nil }
        var arguments: [String]?
        if let testCase = Test.Case.current, testCase.isParameterized {
            arguments = argumentDescriptions(of: testCase)
        }
        return SwiftTestingCase(id: "\(test.id)", arguments: arguments)
        #else
        return nil
        #endif
    }

    #if canImport(Testing)
    /// `Test.Case.arguments` is SPI, outside Swift Testing's public interface, so it is read by
    /// reflection: `_kind` is `.parameterized(arguments:discriminator:isStable:)` and each
    /// argument has a `value`. Should a Swift Testing release store them differently, the case's
    /// whole reflected text stands in (stable within a run, not readable) and a warning says so;
    /// `SwiftTestingCaseTests` fails on such a release.
    static func argumentDescriptions(of testCase: Test.Case) -> [String] {
        if let arguments = Mirror(reflecting: testCase).descendant("_kind", "parameterized", "arguments") {
            let values = Mirror(reflecting: arguments).children.compactMap { Mirror(reflecting: $0.value).descendant("value") }
            if !values.isEmpty { return values.map { String(describingForTest: $0) } }
        }
        warnOnce()
        var text = ""
        dump(testCase, to: &text)
        return ["case-" + String(SnapshotNaming.argumentsComponent([text]).suffix(16))]
    }

    private static let warned = Mutex(false)

    private static func warnOnce() {
        let first = warned.withLock { warned in
            defer { warned = true }
            return !warned
        }
        guard first else { return }
        FileHandle.standardError.write(Data("""
            warning: SketchpadTesting cannot read the arguments of Swift Testing's test cases in this \
            version; unnamed snapshots of parameterized tests are named from a hash of the case instead. \
            Name them (named:) to keep readable names.\n
            """.utf8))
    }
    #endif
}
