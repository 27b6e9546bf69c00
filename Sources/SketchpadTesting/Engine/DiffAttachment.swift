import Foundation

/// A file that shows how a snapshot differs from its reference (a diff image, a patch).
/// swift-snapshot-testing's `DiffAttachment`. Here attachments are written to the artifacts
/// folder of the failing snapshot (see `SnapshotArtifacts`) and listed in the failure message:
/// swift-corelibs-xctest has no attachments, and Swift Testing's are not shown by `swift test`.
///
/// ```swift
/// return ("Images differ", [.data(diffPNG, name: "difference.png")])
/// ```
public enum DiffAttachment {
    /// An `XCTAttachment` (kept for source compatibility; its contents are not written anywhere
    /// on Linux, where `XCTAttachment` has no contents).
    @available(*, deprecated)
    case xcTest(XCTAttachment)
    /// Bytes and the file name to save them under.
    case data(Data, name: String)
}
