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
    /// The values set, newest first (as SwiftUI's property list): a write adds one entry in front
    /// and shares the rest, a read walks the few entries a screen sets. A dictionary copied its
    /// storage on every write and hashed the key and cast the value on every read.
    package private(set) var head: EnvironmentEntry?

    /// Creates an environment values instance (every key at its default).
    public init() {}

    /// Accesses the environment value associated with a custom key.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            let id = ObjectIdentifier(key)
            var entry = head
            while let current = entry {
                // An entry's key is its value's type's key: the downcast cannot fail.
                if current.key == id { return unsafeDowncast(current, to: EnvironmentValue<K.Value>.self).value }
                entry = current.next
            }
            return K.defaultValue
        }
        set {
            let id = ObjectIdentifier(key)
            // Setting the newest key again replaces it; the chain never grows past its distinct keys
            // by more than `EnvironmentEntry.compactionDepth`.
            let next = head?.key == id ? head?.next : head
            head = EnvironmentValue(key: id, value: newValue, next: next)
            if let head, head.depth > EnvironmentEntry.compactionDepth { self.head = head.compacted() }
        }
    }

    public var description: String { "EnvironmentValues(\(head?.distinctKeys.count ?? 0) values set)" }
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
