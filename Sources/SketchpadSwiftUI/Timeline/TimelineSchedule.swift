import Foundation

/// A type that provides a sequence of dates for use as a schedule (SwiftUI's `TimelineSchedule`).
/// A still shows a ``TimelineView`` at one date: the entry at or most recently before the
/// render's reference date (`Sketch`'s `now:`), or that date itself when every entry is later.
///
/// ```swift
/// struct EveryFiveMinutes: TimelineSchedule {
///     func entries(from startDate: Date, mode: Mode) -> PeriodicTimelineSchedule.Entries {
///         PeriodicTimelineSchedule(from: .distantPast, by: 300).entries(from: startDate, mode: mode)
///     }
/// }
/// ```
public protocol TimelineSchedule {
    /// An alias for the timeline schedule update mode.
    typealias Mode = TimelineScheduleMode
    /// The sequence of dates within a schedule, in ascending order.
    associatedtype Entries: Sequence where Entries.Element == Date
    /// Provides a sequence of dates starting around a given date.
    func entries(from startDate: Date, mode: Mode) -> Entries
}

/// A mode of operation for timeline schedule updates.
public enum TimelineScheduleMode: Sendable {
    /// A mode that produces schedule updates at the schedule's natural cadence.
    case normal
    /// A mode that produces schedule updates at a reduced rate.
    case lowFrequency
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// A schedule for updating a timeline view at regular intervals.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        .init(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// A schedule for updating a timeline view at the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { .init() }
}

extension TimelineSchedule {
    /// A schedule for updating a timeline view at explicit points in time.
    public static func explicit<S>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S>, S: Sequence,
        S.Element == Date {
        .init(dates)
    }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// A pattern for updating a timeline view as quickly as possible.
    public static var animation: AnimationTimelineSchedule { .init() }

    /// A pattern for updating a timeline view as quickly as possible, at most once per `minimumInterval` seconds.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        .init(minimumInterval: minimumInterval, paused: paused)
    }
}

/// A schedule for updating a timeline view at regular intervals.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    /// The sequence of dates in periodic schedule.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var date: Date
        let interval: TimeInterval

        public mutating func next() -> Date? {
            defer { date = date.addingTimeInterval(interval) }
            return date
        }
    }

    let start: Date
    let interval: TimeInterval

    /// Creates a periodic update schedule.
    public init(from startDate: Date, by interval: TimeInterval) {
        self.start = startDate
        self.interval = interval
    }

    /// The dates from the interval boundary at or before `startDate` (the schedule's start when that is later).
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        guard interval > 0, interval.isFinite, startDate > start else { return Entries(date: start, interval: max(interval, 0)) }
        let elapsed = startDate.timeIntervalSince(start)
        return Entries(date: startDate.addingTimeInterval(-elapsed.truncatingRemainder(dividingBy: interval)), interval: interval)
    }
}

/// A schedule for updating a timeline view at the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    /// The sequence of dates in an every minute schedule.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var date: Date

        public mutating func next() -> Date? {
            defer { date = date.addingTimeInterval(60) }
            return date
        }
    }

    /// Creates a per-minute update schedule.
    public init() {}

    /// The start of `startDate`'s minute, then every minute after it.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let seconds = startDate.timeIntervalSinceReferenceDate
        return Entries(date: Date(timeIntervalSinceReferenceDate: (seconds / 60).rounded(.down) * 60))
    }
}

/// A schedule for updating a timeline view at explicit points in time.
public struct ExplicitTimelineSchedule<Entries>: TimelineSchedule where Entries: Sequence, Entries.Element == Date {
    let dates: Entries

    /// Creates a schedule composed of an explicit sequence of dates.
    public init(_ dates: Entries) { self.dates = dates }

    /// The dates, as given.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

/// A pattern for updating a timeline view as quickly as possible (a still shows one frame).
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    /// The sequence of dates within the schedule.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var date: Date?
        let interval: TimeInterval
        let paused: Bool

        public mutating func next() -> Date? {
            guard let current = date else { return nil }
            date = paused ? nil : current.addingTimeInterval(interval)
            return current
        }
    }

    let minimumInterval: Double?
    let paused: Bool

    /// Create a pausable schedule that updates at most once per `minimumInterval` seconds (nil: every frame).
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    /// `startDate`, then a frame's time (or `minimumInterval`) apart; only `startDate` when paused.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(date: startDate, interval: max(minimumInterval ?? 1.0 / 60, 1.0 / 120), paused: paused)
    }
}
