/// A type that encodes values into one top-level output: Combine's protocol (Combine is not on
/// Linux; ``CodableRepresentation`` needs it). `JSONEncoder` and `PropertyListEncoder` conform.
///
/// ```swift
/// let data = try JSONEncoder().encode(["a": 1])
/// ```
public protocol TopLevelEncoder<Output> {
    /// The type this encoder produces.
    associatedtype Output
    /// Encodes a value.
    func encode<T>(_ value: T) throws -> Output where T: Encodable
}

/// A type that decodes values from one top-level input: Combine's protocol. `JSONDecoder` and
/// `PropertyListDecoder` conform.
///
/// ```swift
/// let value = try JSONDecoder().decode([String: Int].self, from: data)
/// ```
public protocol TopLevelDecoder<Input> {
    /// The type this decoder reads.
    associatedtype Input
    /// Decodes a value of the given type.
    func decode<T>(_ type: T.Type, from: Input) throws -> T where T: Decodable
}

extension JSONEncoder: TopLevelEncoder {}
extension JSONDecoder: TopLevelDecoder {}
extension PropertyListEncoder: TopLevelEncoder {}
extension PropertyListDecoder: TopLevelDecoder {}
