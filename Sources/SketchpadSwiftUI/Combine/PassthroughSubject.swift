/// A subject that broadcasts elements to downstream subscribers (Combine's): a value sent reaches
/// every subscriber that has demand, synchronously; one sent before anything subscribes is lost.
///
/// ```swift
/// let taps = PassthroughSubject<Int, Never>()
/// let c = taps.sink { print($0) }
/// taps.send(1)   // prints 1
/// ```
public final class PassthroughSubject<Output, Failure: Error>: Subject {
    private let subscribers = SubjectSubscribers<Output, Failure>()

    public init() {}

    public func receive<S>(subscriber: S) where S: Subscriber, Failure == S.Failure, Output == S.Input {
        _ = subscribers.attach(subscriber)
    }
    public func send(_ input: Output) { subscribers.send(input, keepingLatest: false) }
    public func send(completion: Subscribers.Completion<Failure>) { subscribers.finish(completion) }
    public func send(subscription: any Subscription) { subscription.request(.unlimited) }
}
