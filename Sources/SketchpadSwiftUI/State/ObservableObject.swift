/// A type of object with a publisher that emits before the object has changed (Combine's
/// `ObservableObject`, which SwiftUI re-exports). A render reads the object's values once.
///
/// ```swift
/// final class Profile: ObservableObject {
///     @Published var name = "Ada"
/// }
/// ```
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher where ObjectWillChangePublisher.Failure == Never
    var objectWillChange: Self.ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The object's publisher: one per object, as Combine synthesizes it (`objectWillChange.send()`
    /// reaches `onReceive(model.objectWillChange)` and sinks). Setting an `@Published` property does
    /// not send it here (Combine finds the object's `@Published` properties at run time).
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher.publisher(for: self) }
}

/// A publisher that publishes changes from observable objects (Combine's): `send()` reaches every
/// subscriber, synchronously.
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
    public typealias Output = Void
    public typealias Failure = Never
    private let subscribers = SubjectSubscribers<Void, Never>()

    public init() {}

    public func receive<S>(subscriber: S) where S: Subscriber, S.Failure == Never, S.Input == Void {
        _ = subscribers.attach(subscriber)
    }

    /// Sends the changed value to the downstream subscribers.
    public func send() { subscribers.send((), keepingLatest: false) }

    /// The publishers of live objects, by identity (an entry whose object is gone is dropped).
    nonisolated(unsafe) private static var table: [ObjectIdentifier: (object: Weak, publisher: ObservableObjectPublisher)] = [:]
    private static let lock = NSLock()
    struct Weak { weak var object: AnyObject? }

    /// The one publisher of `object`.
    static func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        lock.lock()
        defer { lock.unlock() }
        let id = ObjectIdentifier(object)
        if let entry = table[id], entry.object.object === object { return entry.publisher }
        if table.count > 64 { table = table.filter { $0.value.object.object != nil } }
        let publisher = ObservableObjectPublisher()
        table[id] = (Weak(object: object), publisher)
        return publisher
    }
}

/// A type that publishes a property marked with an attribute (Combine's `@Published`): `$name`
/// is a publisher that emits the current value when subscribed to and each new value before the
/// property changes (a sink that reads the property sees the old value, as with Combine).
///
/// ```swift
/// @Published var score = 0
/// ```
@propertyWrapper
public struct Published<Value> {
    let storage: PublishedStorage<Value>

    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.set(newValue) }
    }
    public init(wrappedValue: Value) { storage = PublishedStorage(wrappedValue) }
    public init(initialValue: Value) { storage = PublishedStorage(initialValue) }

    /// The property's publisher.
    public var projectedValue: Publisher {
        mutating get { Publisher(storage: storage) }
        set {}
    }

    /// A publisher for properties marked with the `@Published` attribute.
    public struct Publisher: SketchpadSwiftUI.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
        let storage: PublishedStorage<Value>

        public func receive<S>(subscriber: S) where S: Subscriber, S.Failure == Never, S.Input == Value {
            storage.subscribers.attach(subscriber)?.send(storage.value, keepingLatest: true)
        }
    }
}

/// A published property's value and subscribers.
final class PublishedStorage<Value> {
    private(set) var value: Value
    let subscribers = SubjectSubscribers<Value, Never>()
    /// Subscriptions made by `assign(to: &$property)`, which live as long as the property.
    var assignments: [AnyCancellable] = []

    init(_ value: Value) { self.value = value }

    /// Publishes `newValue` (in the property's willSet, as Combine does), then stores it.
    func set(_ newValue: Value) {
        subscribers.send(newValue, keepingLatest: true)
        value = newValue
    }
}
