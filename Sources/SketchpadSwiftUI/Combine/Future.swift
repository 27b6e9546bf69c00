/// A publisher that eventually produces a single value and then finishes or fails (Combine's).
/// The closure runs once, when the future is created; a subscriber gets the result when the
/// promise is fulfilled (or at subscription, if it already was), synchronously. A promise fulfilled
/// later (from a `DispatchQueue.async`, say) is not in a still frame rendered before it.
///
/// ```swift
/// Future<Int, Never> { promise in promise(.success(42)) }.sink { print($0) }   // prints 42
/// ```
public final class Future<Output, Failure: Error>: Publisher {
    /// A type that represents a closure to invoke in the future, when an element or error is available.
    public typealias Promise = (Result<Output, Failure>) -> Void

    private let subscribers = SubjectSubscribers<Output, Failure>()
    private var result: Result<Output, Failure>?

    /// Creates a publisher that invokes a promise closure when the publisher emits an element.
    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
        attemptToFulfill { result in self.fulfill(result) }   // the promise keeps the future, so one nobody holds can still be fulfilled later
    }

    /// Keeps the first result and delivers it; later ones are ignored, as in Combine.
    private func fulfill(_ result: Result<Output, Failure>) {
        guard self.result == nil else { return }
        self.result = result
        switch result {
        case .success(let value):
            subscribers.send(value, keepingLatest: true)
            subscribers.finish(.finished)
        case .failure(let error):
            subscribers.finish(.failure(error))
        }
    }

    public func receive<S>(subscriber: S) where S: Subscriber, Failure == S.Failure, Output == S.Input {
        switch result {
        case nil:
            _ = subscribers.attach(subscriber)
        case .success(let value):
            let conduit = SubscriptionConduit<Output, Failure>(AnySubscriber(subscriber))
            conduit.send(value, keepingLatest: true)
            conduit.finish(.finished)
            subscriber.receive(subscription: conduit)
        case .failure(let error):
            subscriber.receive(subscription: Subscriptions.empty)
            subscriber.receive(completion: .failure(error))
        }
    }
}
