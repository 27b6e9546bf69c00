/// Which apps and processes can see an item in transit: Core Transferable's levels, widest
/// first. A still has no other process, so the level is only reported back by
/// ``Transferable/exportedContentTypes(_:)``.
///
/// ```swift
/// CodableRepresentation(contentType: .json).visibility(.ownProcess)
/// ```
public struct TransferRepresentationVisibility: Sendable, Equatable {
    package let level: Int

    /// Visible to any app or process.
    public static let all = TransferRepresentationVisibility(level: 0)
    /// Visible to the apps of the same development team.
    public static let team = TransferRepresentationVisibility(level: 1)
    /// Visible only to the process that exports it.
    public static let ownProcess = TransferRepresentationVisibility(level: 3)
}
