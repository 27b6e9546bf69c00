import Foundation

/// The ability to compare `Value`s and convert them to and from `Data`: how a snapshot format is
/// stored in a reference file and compared with it. swift-snapshot-testing's `Diffing`, with the
/// same properties and the same `Diffing.diff(toData:fromData:diffV2:)`.
///
/// ```swift
/// extension Diffing where Value == String {
///     static let shouted = Diffing.diff(
///         toData: { Data($0.uppercased().utf8) },
///         fromData: { String(decoding: $0, as: UTF8.self) }
///     ) { old, new in
///         old == new ? nil : ("\(old) ≠ \(new)", [.data(Data(new.utf8), name: "new.txt")])
///     }
/// }
/// ```
public struct Diffing<Value> {
    /// Converts a value to the bytes of a reference file.
    public var toData: (Value) -> Data

    /// Produces a value from a reference file's bytes.
    public var fromData: (Data) -> Value {
        get { lenientFromData }
        set {
            lenientFromData = newValue
            decode = nil
        }
    }

    /// Compares two values (reference first). When they do not match, returns a failure message
    /// and files that describe the difference (written to the artifacts folder).
    public var diffV2: (Value, Value) -> (String, [DiffAttachment])?

    /// Compares two values; the attachments are `XCTAttachment`s.
    @available(*, deprecated, message: "Use 'diffV2'")
    public var diff: (Value, Value) -> (String, [XCTAttachment])? {
        get {
            let diffV2 = self.diffV2
            return { old, new in
                guard let (message, attachments) = diffV2(old, new) else { return nil }
                return (message, attachments.compactMap {
                    guard case .xcTest(let attachment) = $0 else { return nil }
                    return attachment
                })
            }
        }
        set { diffV2 = Self.wrapping(newValue) }
    }

    var lenientFromData: (Data) -> Value
    /// Reads a reference strictly: a file that is not of this format throws (naming why) instead
    /// of becoming a placeholder value. Assertions use it so that an unreadable reference is
    /// reported as such and never overwritten; nil when `fromData` is all there is.
    var decode: ((_ data: Data, _ path: String) throws -> Value)?

    /// Creates a diffing whose attachments are `XCTAttachment`s.
    @available(*, deprecated, message: "Use 'Diffing.diff'")
    public init(
        toData: @escaping (_ value: Value) -> Data,
        fromData: @escaping (_ data: Data) -> Value,
        diff: @escaping (_ lhs: Value, _ rhs: Value) -> (String, [XCTAttachment])?
    ) {
        self.init(toData: toData, fromData: fromData, decode: nil, diffV2: Self.wrapping(diff))
    }

    init(
        toData: @escaping (Value) -> Data,
        fromData: @escaping (Data) -> Value,
        decode: ((Data, String) throws -> Value)?,
        diffV2: @escaping (Value, Value) -> (String, [DiffAttachment])?
    ) {
        self.toData = toData
        self.lenientFromData = fromData
        self.decode = decode
        self.diffV2 = diffV2
    }

    /// Creates a diffing from its three functions.
    public static func diff(
        toData: @escaping (_ value: Value) -> Data,
        fromData: @escaping (_ data: Data) -> Value,
        diffV2: @escaping (_ lhs: Value, _ rhs: Value) -> (String, [DiffAttachment])?
    ) -> Self {
        Diffing(toData: toData, fromData: fromData, decode: nil, diffV2: diffV2)
    }

    @available(*, deprecated)
    private static func wrapping(_ diff: @escaping (Value, Value) -> (String, [XCTAttachment])?)
        -> (Value, Value) -> (String, [DiffAttachment])?
    {
        { old, new in
            guard let (message, attachments) = diff(old, new) else { return nil }
            return (message, attachments.map(DiffAttachment.xcTest))
        }
    }

    /// Reads a reference file's bytes, strictly when the format can tell a bad file.
    func value(fromReference data: Data, path: String) throws -> Value {
        try decode?(data, path) ?? fromData(data)
    }
}
