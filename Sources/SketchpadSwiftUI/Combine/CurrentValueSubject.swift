/// A subject that wraps a single value and publishes a new element whenever the value changes
/// (Combine's): a subscriber receives the current value when it subscribes (when it asks), then
/// each new one.
///
/// ```swift
/// let count = CurrentValueSubject<Int, Never>(1)
/// let c = count.sink { print($0) }   // prints 1
/// count.value = 2                    // prints 2
/// ```
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
    private let subscribers = SubjectSubscribers<Output, Failure>()
    private var current: Output

    /// The value wrapped by this subject, published as a new element whenever it changes.
    public var value: Output {
        get { current }
        set { send(newValue) }
    }

    /// Creates a current value subject with the given initial value.
    public init(_ value: Output) { current = value }

    public func receive<S>(subscriber: S) where S: Subscriber, Failure == S.Failure, Output == S.Input {
        subscribers.attach(subscriber)?.send(current, keepingLatest: true)
    }
    public func send(_ input: Output) {
        current = input
        subscribers.send(input, keepingLatest: true)
    }
    public func send(completion: Subscribers.Completion<Failure>) { subscribers.finish(completion) }
    public func send(subscription: any Subscription) { subscription.request(.unlimited) }
}
