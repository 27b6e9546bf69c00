import Foundation

extension Snapshotting where Value == String, Format == String {
    /// Text, stored as `.txt` and compared line by line (swift-snapshot-testing's `.lines`).
    ///
    /// ```swift
    /// assertSnapshot(of: "Hello\nWorld", as: .lines)
    /// ```
    public static var lines: Snapshotting { Snapshotting(pathExtension: "txt", diffing: .lines) }
}

extension Diffing where Value == String {
    /// UTF-8 text compared line by line; a failure shows the changed lines with context and
    /// attaches them as `diff.txt`.
    public static var lines: Diffing {
        Diffing.diff(
            toData: { Data($0.utf8) },
            fromData: { String(decoding: $0, as: UTF8.self) }
        ) { old, new in
            guard let diff = TextDiff.unified(reference: old, actual: new) else { return nil }
            return ("Text differs (- reference, + snapshot):\n" + diff, [.data(Data(diff.utf8), name: "diff.txt")])
        }
    }
}
