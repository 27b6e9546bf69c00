import Foundation

extension Snapshotting where Format == String {
    /// A value's `String(describing:)`, compared line by line.
    ///
    /// ```swift
    /// assertSnapshot(of: user, as: .description)
    /// // User(bio: "Blobbed around the world.", id: 1, name: "Blobby")
    /// ```
    public static var description: Snapshotting {
        SimplySnapshotting.lines.pullback(String.init(describing:))
    }

    /// Any value as a text dump of its structure, like Swift's `dump` but deterministic: no
    /// memory addresses, and dictionaries and sets sorted. Types can choose their own text by
    /// conforming to `AnySnapshotStringConvertible`. The text is swift-snapshot-testing's, so its
    /// references are found and match.
    ///
    /// ```swift
    /// assertSnapshot(of: user, as: .dump)
    /// // ▿ User
    /// //   - bio: "Blobbed around the world."
    /// //   - id: 1
    /// //   - name: "Blobby"
    /// ```
    @available(iOS, deprecated: 9999, message: "Use '.customDump' from the 'SnapshotTestingCustomDump' module, instead.")
    @available(macOS, deprecated: 9999, message: "Use '.customDump' from the 'SnapshotTestingCustomDump' module, instead.")
    @available(tvOS, deprecated: 9999, message: "Use '.customDump' from the 'SnapshotTestingCustomDump' module, instead.")
    @available(watchOS, deprecated: 9999, message: "Use '.customDump' from the 'SnapshotTestingCustomDump' module, instead.")
    public static var dump: Snapshotting {
        SimplySnapshotting.lines.pullback { SnapshotDump.text(of: $0) }
    }
}

@available(macOS 10.13, watchOS 4.0, tvOS 11.0, *)
extension Snapshotting where Format == String {
    /// A JSON-compatible value (dictionaries, arrays, strings, numbers) as pretty-printed JSON
    /// with sorted keys, stored as `.json`. A value JSON cannot hold fails the assertion.
    public static var json: Snapshotting {
        var snapshotting = SimplySnapshotting.lines.pullback { (data: Value) -> String in
            guard JSONSerialization.isValidJSONObject(data) else {
                throw SnapshotError.snapshotFailed(reason: "\(type(of: data)) is not a JSON object (use a dictionary or an array, or an Encodable value)")
            }
            return String(decoding: try JSONSerialization.data(withJSONObject: data, options: [.prettyPrinted, .sortedKeys]), as: UTF8.self)
        }
        snapshotting.pathExtension = "json"
        return snapshotting
    }
}
