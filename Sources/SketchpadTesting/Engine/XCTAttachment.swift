#if os(Linux) || os(Android) || os(Windows)
import Foundation

/// swift-corelibs-xctest has no `XCTAttachment`; this stand-in (the same one
/// swift-snapshot-testing declares on Linux) lets diffing code written for Apple platforms
/// compile. It keeps nothing: use `DiffAttachment.data(_:name:)` for files that should be saved.
///
/// ```swift
/// let attachment = XCTAttachment(data: Data(diff.utf8))
/// ```
public struct XCTAttachment {
    public init(data: Data) {}
    public init(data: Data, uniformTypeIdentifier: String) {}
}
#else
@_exported import XCTest
#endif
