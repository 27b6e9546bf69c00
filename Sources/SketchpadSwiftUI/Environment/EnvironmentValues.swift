/// A collection of environment values propagated through a view hierarchy.
///
/// ```swift
/// private struct AccentKey: EnvironmentKey { static let defaultValue = Color.blue }
/// extension EnvironmentValues {
///     var accent: Color {
///         get { self[AccentKey.self] }
///         set { self[AccentKey.self] = newValue }
///     }
/// }
/// Text("Hi").environment(\.accent, .red)
/// ```
public struct EnvironmentValues: CustomStringConvertible {
    private var storage: [ObjectIdentifier: Any] = [:]

    /// Creates an environment values instance (every key at its default).
    public init() {}

    /// Accesses the environment value associated with a custom key.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { storage[ObjectIdentifier(key)].flatMap { $0 as? K.Value } ?? K.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }

    public var description: String { "EnvironmentValues(\(storage.count) values set)" }
}

/// A key for accessing values in the environment.
///
/// ```swift
/// private struct CardStyleKey: EnvironmentKey { static let defaultValue = 12.0 }
/// ```
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

extension EnvironmentValues: @unchecked Sendable {}
