import Foundation

/// Reference file names, as swift-snapshot-testing 1.19.7 makes them, so references it recorded
/// are found: `<folder of the test file>/__Snapshots__/<test file name>/<test>.<identifier>.<ext>`.
/// `<test>` is the test function's name (`#function`) made path-safe (`testSignIn()` →
/// `testSignIn`, `signIn(device:)` → `signIn-device`; a `test` prefix is kept). `<identifier>`
/// is the `named:` argument made path-safe, or a counter: `1` for the first unnamed snapshot of
/// the test, `2` for the second…
///
/// One difference: in a parameterized Swift Testing test, whose cases run in parallel, the
/// identifier of an unnamed snapshot starts with the case's arguments (`signIn-device.iPhone-15.1.png`)
/// and each case counts on its own, so names never depend on which case ran first.
///
/// ```swift
/// SnapshotNaming.sanitizePathComponent("signIn(device:)")         // "signIn-device"
/// SnapshotNaming.argumentsComponent([".iPhone15", "\"dark\""])   // "iPhone15-dark"
/// ```
package enum SnapshotNaming {
    /// Runs of characters other than letters, digits and `_` become `-`; a `-` at either end
    /// is dropped (swift-snapshot-testing's `sanitizePathComponent`).
    package static func sanitizePathComponent(_ string: String) -> String {
        string
            .replacingOccurrences(of: "\\W+", with: "-", options: .regularExpression)
            .replacingOccurrences(of: "^-|-$", with: "", options: .regularExpression)
    }

    /// The longest arguments component; longer ones are cut and end with a hash of the whole.
    package static let maximumArgumentsLength = 80

    /// A test case's arguments (as Swift Testing describes them) as one path-safe component:
    /// sanitised, joined by `-`. Too long a component is cut to `maximumArgumentsLength`
    /// characters ending in an FNV-1a hash of the whole, so it stays distinct; an empty one
    /// (arguments of punctuation only) is `case-<hash>`.
    package static func argumentsComponent(_ descriptions: [String]) -> String {
        let joined = descriptions.joined(separator: ", ")
        let clean = sanitizePathComponent(joined)
        let hash = String(fnv1a(joined), radix: 16)
        if clean.isEmpty { return "case-" + hash }
        guard clean.count > maximumArgumentsLength else { return clean }
        return String(clean.prefix(maximumArgumentsLength - hash.count - 1)) + "-" + hash
    }

    /// 64-bit FNV-1a of the UTF-8 bytes: the same in every process (unlike `Hasher`).
    static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}

/// Where one snapshot's reference lives.
///
/// ```swift
/// let reference = SnapshotReference.locate(
///     filePath: "/src/Tests/AppTests/SignInTests.swift", snapshotDirectory: nil,
///     testName: "signIn()", name: nil, caseArguments: nil, counter: SnapshotCounter(), pathExtension: "png")
/// reference.path   // "/src/Tests/AppTests/__Snapshots__/SignInTests/signIn.1.png"
/// ```
package struct SnapshotReference: Hashable, Sendable {
    /// The folder of the reference.
    package var directory: String
    /// `<test>.<identifier>`: the file name without its extension; also the name of the
    /// snapshot's artifacts folder.
    package var baseName: String
    package var pathExtension: String?

    /// The reference file's name.
    package var fileName: String { pathExtension.map { "\(baseName).\($0)" } ?? baseName }
    /// The reference file.
    package var path: String { (directory as NSString).appendingPathComponent(fileName) }

    /// The reference of the next snapshot of a test. Unnamed snapshots take the next number of
    /// `counter` for their test (and case, when `caseArguments` is given).
    package static func locate(filePath: String, snapshotDirectory: String?, testName: String, name: String?,
                              caseArguments: [String]?, counter: SnapshotCounter, pathExtension: String?) -> SnapshotReference {
        let fileURL = URL(fileURLWithPath: filePath, isDirectory: false)
        let fileName = fileURL.deletingPathExtension().lastPathComponent
        let directoryURL = snapshotDirectory.map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? fileURL.deletingLastPathComponent().appendingPathComponent("__Snapshots__").appendingPathComponent(fileName)

        let identifier: String
        if let name {
            identifier = SnapshotNaming.sanitizePathComponent(name)
        } else if let caseArguments {
            let arguments = SnapshotNaming.argumentsComponent(caseArguments)
            let count = counter.next(for: directoryURL.appendingPathComponent(testName).absoluteString + "#" + arguments)
            identifier = "\(arguments).\(count)"
        } else {
            identifier = String(counter.next(for: directoryURL.appendingPathComponent(testName).absoluteString))
        }
        return SnapshotReference(directory: directoryURL.path,
                                 baseName: "\(SnapshotNaming.sanitizePathComponent(testName)).\(identifier)",
                                 pathExtension: pathExtension)
    }
}
