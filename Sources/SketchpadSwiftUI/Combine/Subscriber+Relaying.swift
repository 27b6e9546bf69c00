extension Subscriber {
    /// The subscriber an operator hands its upstream: the subscription and the completion go on to
    /// this subscriber unchanged, each value through `receiveValue`, which returns the demand to add
    /// (`.max(1)` for a value it drops, so the downstream demand counts only what arrives).
    ///
    /// ```swift
    /// upstream.subscribe(subscriber.relaying { isIncluded($0) ? subscriber.receive($0) : .max(1) })
    /// ```
    func relaying<UpstreamOutput>(_ receiveValue: @escaping (UpstreamOutput) -> Subscribers.Demand) -> AnySubscriber<UpstreamOutput, Failure> {
        AnySubscriber(receiveSubscription: { self.receive(subscription: $0) },
                      receiveValue: receiveValue,
                      receiveCompletion: { self.receive(completion: $0) })
    }
}
