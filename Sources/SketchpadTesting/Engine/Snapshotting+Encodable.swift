import Foundation

extension Snapshotting where Value: Encodable, Format == String {
    /// An `Encodable` value as pretty-printed JSON with sorted keys, stored as `.json`.
    ///
    /// ```swift
    /// assertSnapshot(of: user, as: .json)
    /// // {
    /// //   "bio" : "Blobbed around the world.",
    /// //   "id" : 1,
    /// //   "name" : "Blobby"
    /// // }
    /// ```
    @available(iOS 11.0, macOS 10.13, tvOS 11.0, watchOS 4.0, *)
    public static var json: Snapshotting {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return .json(encoder)
    }

    /// An `Encodable` value as JSON made by `encoder`; an encoding error fails the assertion.
    public static func json(_ encoder: JSONEncoder) -> Snapshotting {
        .text(pathExtension: "json", encode: encoder.encode)
    }

    /// An `Encodable` value as an XML property list, stored as `.plist`.
    public static var plist: Snapshotting {
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .xml
        return .plist(encoder)
    }

    /// An `Encodable` value as a property list made by `encoder`.
    public static func plist(_ encoder: PropertyListEncoder) -> Snapshotting {
        .text(pathExtension: "plist", encode: encoder.encode)
    }

    /// The encoder's UTF-8 output compared line by line; an encoding error fails the assertion.
    private static func text(pathExtension: String, encode: @escaping (Value) throws -> Data) -> Snapshotting {
        var snapshotting = SimplySnapshotting.lines.pullback { (encodable: Value) in
            try String(decoding: encode(encodable), as: UTF8.self)
        }
        snapshotting.pathExtension = pathExtension
        return snapshotting
    }
}
