/// A publisher that exposes a method for outside callers to publish elements (Combine's).
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Sends a value to the subscriber.
    func send(_ value: Self.Output)
    /// Sends a completion signal to the subscriber.
    func send(completion: Subscribers.Completion<Self.Failure>)
    /// Sends a subscription to the subscriber (a subject requests unlimited values from it).
    func send(subscription: any Subscription)
}

extension Subject where Output == Void {
    /// Sends a void value to the subscriber.
    public func send() { send(()) }
}

/// The subscribers of a subject, in the order they subscribed.
final class SubjectSubscribers<Output, Failure: Error> {
    private(set) var conduits: [SubscriptionConduit<Output, Failure>] = []
    private(set) var completion: Subscribers.Completion<Failure>?

    /// Connects `subscriber`; a finished subject finishes it at once.
    func attach<S: Subscriber>(_ subscriber: S) -> SubscriptionConduit<Output, Failure>? where S.Input == Output, S.Failure == Failure {
        if let completion {
            subscriber.receive(subscription: Subscriptions.empty)
            subscriber.receive(completion: completion)
            return nil
        }
        let conduit = SubscriptionConduit(AnySubscriber(subscriber))
        conduit.onCancel = { [weak self, unowned conduit] in self?.conduits.removeAll { $0 === conduit } }
        conduits.append(conduit)
        subscriber.receive(subscription: conduit)
        return conduit
    }

    func send(_ value: Output, keepingLatest: Bool) {
        guard completion == nil else { return }
        for conduit in conduits { conduit.send(value, keepingLatest: keepingLatest) }
    }

    func finish(_ completion: Subscribers.Completion<Failure>) {
        guard self.completion == nil else { return }
        self.completion = completion
        for conduit in conduits { conduit.finish(completion) }
        conduits = []
    }
}
