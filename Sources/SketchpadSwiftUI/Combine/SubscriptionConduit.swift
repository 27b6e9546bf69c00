/// One subscriber's connection to a publisher declared here: it keeps the subscriber's demand,
/// delivers values synchronously while there is demand, and keeps the latest value for a
/// subscriber that has not asked yet when the publisher has a current value (a
/// `CurrentValueSubject`, `Just`, `@Published`), as Combine does.
final class SubscriptionConduit<Output, Failure: Error>: Subscription {
    private var downstream: AnySubscriber<Output, Failure>?
    private var demand = Subscribers.Demand.none
    private var pending: [Output] = []
    private var pendingCompletion: Subscribers.Completion<Failure>?
    /// Runs once when the subscriber cancels (the publisher forgets the conduit).
    var onCancel: (() -> Void)?

    init(_ downstream: AnySubscriber<Output, Failure>) { self.downstream = downstream }

    var isActive: Bool { downstream != nil }

    func request(_ demand: Subscribers.Demand) {
        self.demand += demand
        flush()
    }

    func cancel() {
        downstream = nil
        pending = []
        let onCancel = self.onCancel
        self.onCancel = nil
        onCancel?()
    }

    /// Sends `value` if the subscriber wants one; else drops it, or keeps it as the latest with `keepingLatest`.
    func send(_ value: Output, keepingLatest: Bool = false) {
        guard let downstream else { return }
        if demand > 0, pending.isEmpty {
            demand -= 1
            demand += downstream.receive(value)
        } else if keepingLatest {
            pending = [value]
        }
    }

    /// Finishes the subscription (after a kept value is delivered, if there is one).
    func finish(_ completion: Subscribers.Completion<Failure>) {
        pendingCompletion = completion
        flush()
    }

    private func flush() {
        while demand > 0, !pending.isEmpty, let downstream {
            let value = pending.removeFirst()
            demand -= 1
            demand += downstream.receive(value)
        }
        if pending.isEmpty, let completion = pendingCompletion, let downstream {
            self.downstream = nil
            pendingCompletion = nil
            onCancel?()
            onCancel = nil
            downstream.receive(completion: completion)
        }
    }
}
