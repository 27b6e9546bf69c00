extension Publisher {
    /// Republishes all elements that match a provided closure.
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
        Publishers.Filter(upstream: self, isIncluded: isIncluded)
    }
}

extension Publishers {
    /// A publisher that republishes all elements that match a provided closure (Combine's). An
    /// element it drops is asked for again upstream (`.max(1)`), so the subscriber's demand counts
    /// only the elements it gets.
    public struct Filter<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// A closure that indicates whether to republish an element.
        public let isIncluded: (Upstream.Output) -> Bool

        public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.isIncluded = isIncluded
        }

        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let isIncluded = self.isIncluded
            upstream.subscribe(subscriber.relaying { isIncluded($0) ? subscriber.receive($0) : .max(1) })
        }
    }
}
