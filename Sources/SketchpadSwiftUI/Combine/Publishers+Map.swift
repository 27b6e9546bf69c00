extension Publishers {
    /// A publisher that transforms all elements from the upstream publisher with a provided closure (Combine's).
    public struct Map<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The closure that transforms elements from the upstream publisher.
        public let transform: (Upstream.Output) -> Output

        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
            self.upstream = upstream
            self.transform = transform
        }

        public func receive<S>(subscriber: S) where S: Subscriber, Output == S.Input, Upstream.Failure == S.Failure {
            let transform = self.transform
            upstream.subscribe(subscriber.relaying { subscriber.receive(transform($0)) })
        }
    }
}
