extension NotificationCenter {
    /// Returns a publisher that emits events when broadcasting notifications (Combine's): a
    /// notification posted while a subscriber is attached reaches it synchronously.
    ///
    /// ```swift
    /// .onReceive(NotificationCenter.default.publisher(for: .refresh)) { _ in reload() }
    /// ```
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        Publisher(center: self, name: name, object: object)
    }

    /// A publisher that emits elements when broadcasting notifications.
    public struct Publisher: SketchpadSwiftUI.Publisher {
        public typealias Output = Notification
        public typealias Failure = Never
        /// The notification center this publisher uses as a source.
        public let center: NotificationCenter
        /// The name of notifications published by this publisher.
        public let name: Notification.Name
        /// The object posting the named notification.
        public let object: AnyObject?

        /// Creates a publisher that emits events when broadcasting notifications.
        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        public func receive<S>(subscriber: S) where S: Subscriber, S.Failure == Never, S.Input == Notification {
            let conduit = SubscriptionConduit<Notification, Never>(AnySubscriber(subscriber))
            // The observer block runs on the posting thread, as Combine's does.
            nonisolated(unsafe) let target = conduit
            let observer = center.addObserver(forName: name, object: object, queue: nil) { target.send($0) }
            nonisolated(unsafe) let token = observer
            let center = self.center
            conduit.onCancel = { center.removeObserver(token) }
            subscriber.receive(subscription: conduit)
        }
    }
}
