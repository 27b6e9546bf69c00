import Foundation

/// A type with its own text in `.dump` snapshots (swift-snapshot-testing's protocol).
///
/// ```swift
/// extension UserID: AnySnapshotStringConvertible {
///     var snapshotDescription: String { "#\(rawValue)" }
/// }
/// ```
public protocol AnySnapshotStringConvertible {
    /// Whether the dump lists the value's children under its description (default: false).
    static var renderChildren: Bool { get }

    /// The value's text in a dump.
    var snapshotDescription: String { get }
}

extension AnySnapshotStringConvertible {
    public static var renderChildren: Bool {
        return false
    }
}

extension Character: AnySnapshotStringConvertible {
    public var snapshotDescription: String {
        return self.debugDescription
    }
}

extension Data: AnySnapshotStringConvertible {
    public var snapshotDescription: String {
        return self.debugDescription
    }
}

extension Date: AnySnapshotStringConvertible {
    public var snapshotDescription: String {
        return SnapshotDump.dateFormatter.string(from: self)
    }
}

extension NSObject: AnySnapshotStringConvertible {
    public var snapshotDescription: String {
        return SnapshotDump.purgePointers(self.debugDescription)
    }
}

extension String: AnySnapshotStringConvertible {
    public var snapshotDescription: String {
        return self.debugDescription
    }
}

extension Substring: AnySnapshotStringConvertible {
    public var snapshotDescription: String {
        return self.debugDescription
    }
}

extension URL: AnySnapshotStringConvertible {
    public var snapshotDescription: String {
        return self.debugDescription
    }
}
