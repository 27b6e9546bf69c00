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
    /// reaches `onReceive(model.objectWillChange)` and sinks). Setting one of the object's
    /// `@Published` properties sends it first (see ``Published``); an object that declares its own
    /// `objectWillChange` sends it itself.
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

    /// The publisher `object` already has, if something asked for its `objectWillChange`
    /// (nothing can be subscribed to one that was never made, so there is nothing to send).
    static func existingPublisher(for object: AnyObject) -> ObservableObjectPublisher? {
        lock.lock()
        defer { lock.unlock() }
        guard let entry = table[ObjectIdentifier(object)], entry.object.object === object else { return nil }
        return entry.publisher
    }

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
/// property changes (a sink that reads the property sees the old value, as with Combine), and
/// setting the property first sends its object's `objectWillChange`.
///
/// As in Combine, `@Published` is only available on properties of classes: the compiler reaches
/// the property through `subscript(_enclosingInstance:wrapped:storage:)` (Swift's
/// enclosing-instance property wrapper subscript, which Swift on Linux compiles too), which is
/// how the setter finds the object's synthesized `objectWillChange`. (Combine's synthesized
/// `objectWillChange` instead finds the `@Published` properties by reflection when first read,
/// https://forums.swift.org/t/how-is-the-published-property-wrapper-implemented/58223 ; either
/// way a class's own `objectWillChange` is not sent, nor one in a class that is not observable.)
///
/// ```swift
/// final class Profile: ObservableObject {
///     @Published var score = 0   // profile.score = 1 sends profile.objectWillChange, then $score
/// }
/// ```
@propertyWrapper
public struct Published<Value> {
    let storage: PublishedStorage<Value>

    /// Unavailable, as in Combine: a `@Published` property lives in a class.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("@Published is only available on properties of classes") }
        set { fatalError("@Published is only available on properties of classes") }
    }

    /// The property's value, read and written through the object that holds it: setting it sends
    /// the object's `objectWillChange` (when it is an `ObservableObject` using the synthesized
    /// publisher), then publishes the new value on `$property`, then stores it.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].storage.value }
        set {
            ObservableObjectPublisher.existingPublisher(for: object)?.send()
            object[keyPath: storageKeyPath].storage.set(newValue)
        }
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
