extension Publisher where Output: Equatable {
    /// Publishes only elements that don't match the previous element.
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: ==)
    }
}

extension Publisher {
    /// Publishes only elements that don't match the previous element, as evaluated by a provided closure.
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
    }
}

extension Publishers {
    /// A publisher that publishes only elements that don't match the previous element (Combine's).
    /// Each subscription keeps its own previous element; a dropped one is asked for again (`.max(1)`).
    public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// A closure to evaluate whether two elements are equivalent, for purposes of filtering.
        public let predicate: (Upstream.Output, Upstream.Output) -> Bool

        public init(upstream: Upstream, predicate: @escaping (Upstream.Output, Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let predicate = self.predicate
            let previous = PreviousElement<Output>()
            upstream.subscribe(subscriber.relaying { (value: Output) -> Subscribers.Demand in
                if let last = previous.value, predicate(last, value) { return .max(1) }
                previous.value = value
                return subscriber.receive(value)
            })
        }
    }
}

/// The element a `RemoveDuplicates` subscription published last.
private final class PreviousElement<Value> { var value: Value? }
