import Foundation

extension Snapshotting where Value == Data, Format == Data {
    /// Bytes, stored as they are (no extension) and compared for equality.
    ///
    /// ```swift
    /// assertSnapshot(of: archive, as: .data)
    /// ```
    public static var data: Snapshotting {
        return .init(
            pathExtension: nil,
            diffing: .diff(toData: { $0 }, fromData: { $0 }) { old, new in
                guard old != new else { return nil }
                let message = old.count == new.count
                    ? "Expected data to match"
                    : "Expected \(new) to match \(old)"
                return (message, [])
            }
        )
    }
}
