/// A publisher that emits an output to each subscriber just once, and then finishes (Combine's):
/// the value arrives when the subscriber asks, synchronously (a sink's subscription).
///
/// ```swift
/// Text(name).onReceive(Just("Ada")) { name = $0 }
/// ```
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    /// The one element that the publisher emits.
    public let output: Output

    /// Initializes a publisher that emits the specified output just once.
    public init(_ output: Output) { self.output = output }

    public func receive<S>(subscriber: S) where S: Subscriber, S.Failure == Never, Output == S.Input {
        let conduit = SubscriptionConduit<Output, Never>(AnySubscriber(subscriber))
        conduit.send(output, keepingLatest: true)
        conduit.finish(.finished)
        subscriber.receive(subscription: conduit)
    }
}

extension Just: Equatable where Output: Equatable {}
