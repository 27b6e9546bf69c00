import Foundation

extension Snapshotting {
    /// Takes the snapshot now and returns it, or throws what prevented it (including a timeout):
    /// for code that wants the format itself rather than an assertion.
    ///
    /// ```swift
    /// let png = try Snapshotting<Scene, PNGSnapshot>.image.capture(scene)
    /// let frames = try Snapshotting<Scene, String>.frames.capture(scene)
    /// ```
    public func capture(_ value: Value, timeout: TimeInterval = 5) throws -> Format {
        guard let result = attempt(value).wait(timeout: timeout) else {
            throw SnapshotError.snapshotFailed(reason: "no snapshot within \(timeout) seconds")
        }
        return try result.get()
    }
}
