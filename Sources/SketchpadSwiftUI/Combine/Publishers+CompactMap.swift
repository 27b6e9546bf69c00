extension Publisher {
    /// Calls a closure with each received element and publishes any returned optional that has a value.
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> {
        Publishers.CompactMap(upstream: self, transform: transform)
    }
}

extension Publishers {
    /// A publisher that republishes all non-`nil` results of calling a closure with each received
    /// element (Combine's). A `nil` is asked for again upstream (`.max(1)`).
    public struct CompactMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// A closure that receives values from the upstream publisher and returns optional values.
        public let transform: (Upstream.Output) -> Output?

        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output?) {
            self.upstream = upstream
            self.transform = transform
        }

        public func receive<S>(subscriber: S) where S: Subscriber, Output == S.Input, Upstream.Failure == S.Failure {
            let transform = self.transform
            upstream.subscribe(subscriber.relaying { transform($0).map { subscriber.receive($0) } ?? .max(1) })
        }
    }
}
