/// A dynamic property type that allows access to a namespace defined by the persistent identity
/// of the object containing the property (`matchedGeometryEffect(id:in:)` takes its `ID`).
///
/// ```swift
/// @Namespace private var namespace
/// ```
@propertyWrapper
public struct Namespace: DynamicProperty {
    private final class Identity: Sendable {}
    private let identity = Identity()

    public init() {}

    /// The namespace's identity.
    public var wrappedValue: ID { ID(value: ObjectIdentifier(identity)) }

    /// A namespace's identity.
    public struct ID: Hashable, Sendable {
        let value: ObjectIdentifier
    }
}

/// The properties `matchedGeometryEffect` matches between views.
public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The view's position, in window coordinates.
    public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
    /// The view's size, in local coordinates.
    public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
    /// Both position and size.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}
