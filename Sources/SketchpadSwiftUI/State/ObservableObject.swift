/// A type of object with a publisher that emits before the object has changed (Combine's
/// `ObservableObject`, which SwiftUI re-exports). A render reads the object's values once.
///
/// ```swift
/// final class Profile: ObservableObject {
///     @Published var name = "Ada"
/// }
/// ```
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher = ObservableObjectPublisher
    var objectWillChange: Self.ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// A publisher that publishes changes from observable objects (nothing subscribes in a still).
public final class ObservableObjectPublisher: @unchecked Sendable {
    public init() {}
    /// Sends the changed value to the downstream subscriber (none in a render).
    public func send() {}
}

/// A type that publishes a property marked with an attribute (Combine's `@Published`).
///
/// ```swift
/// @Published var score = 0
/// ```
@propertyWrapper
public struct Published<Value> {
    public var wrappedValue: Value
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(initialValue: Value) { self.wrappedValue = initialValue }

    /// The property's publisher (nothing subscribes in a still picture).
    public var projectedValue: Publisher { Publisher(value: wrappedValue) }

    /// A publisher for properties marked with the `@Published` attribute.
    public struct Publisher {
        public let value: Value
    }
}
