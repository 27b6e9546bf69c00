extension Timer {
    /// Returns a publisher that repeatedly emits the current date on the given interval (Combine's).
    /// A still frame is one moment: the timer never fires in a render, so `onReceive` of it runs
    /// nothing (use `TimelineView` to show a time).
    ///
    /// ```swift
    /// let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    /// ```
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil) -> Timer.TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }

    /// A publisher that repeatedly emits the current date on a given interval (Combine's); in a
    /// still it never emits.
    public final class TimerPublisher: ConnectablePublisher {
        public typealias Output = Date
        public typealias Failure = Never

        public let interval: TimeInterval
        public let tolerance: TimeInterval?
        public let runLoop: RunLoop
        public let mode: RunLoop.Mode
        public let options: RunLoop.SchedulerOptions?
        private let subscribers = SubjectSubscribers<Date, Never>()

        /// Creates a publisher that repeatedly emits the current date on the given interval.
        public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
                    options: RunLoop.SchedulerOptions? = nil) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
            self.options = options
        }

        public func receive<S>(subscriber: S) where S: Subscriber, S.Failure == Never, S.Input == Date {
            _ = subscribers.attach(subscriber)
        }

        /// Connects: on iOS the timer starts; a still has no time passing, so nothing is scheduled.
        public func connect() -> any Cancellable { AnyCancellable {} }
    }
}

extension RunLoop {
    /// Options that affect the operation of the run loop scheduler (Combine's; it has none).
    public struct SchedulerOptions: Sendable {}
}
