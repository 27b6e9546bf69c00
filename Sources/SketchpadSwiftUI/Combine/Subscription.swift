/// A protocol representing the connection of a subscriber to a publisher (Combine's).
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
    /// Tells a publisher that it may send more values to the subscriber.
    func request(_ demand: Subscribers.Demand)
}

/// A namespace for symbols related to subscriptions.
public enum Subscriptions {
    /// The empty subscription: requests and cancels nothing (what a finished publisher gives).
    public static var empty: any Subscription { EmptySubscription() }
}

final class EmptySubscription: Subscription {
    func request(_ demand: Subscribers.Demand) {}
    func cancel() {}
}

/// A type that provides a unique identifier for publishing streams (Combine's).
public protocol CustomCombineIdentifierConvertible {
    /// A unique identifier for identifying publisher streams.
    var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
    public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}

/// A unique identifier for identifying publisher streams.
public struct CombineIdentifier: Hashable, CustomStringConvertible, Sendable {
    private let value: UInt64
    nonisolated(unsafe) private static var next: UInt64 = 0
    private static let lock = NSLock()

    /// Creates a unique identifier.
    public init() {
        Self.lock.lock()
        Self.next += 1
        value = Self.next
        Self.lock.unlock()
    }
    /// Creates an identifier from an object's identity.
    public init(_ obj: AnyObject) { value = UInt64(UInt(bitPattern: ObjectIdentifier(obj).hashValue)) }
    public var description: String { "0x\(String(value, radix: 16))" }
}
