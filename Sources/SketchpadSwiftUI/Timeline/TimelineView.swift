import Foundation

/// A view that updates according to a schedule that you provide (SwiftUI's `TimelineView`). A
/// render is one still, so the content is made once, for the schedule's entry at or most recently
/// before the render's reference date (`Sketch`'s `now:`, by default 1 January 2001 UTC): the
/// same bytes on every run.
///
/// ```swift
/// TimelineView(.everyMinute) { context in
///     Text(context.date, style: .time)
/// }
/// ```
public struct TimelineView<Schedule, Content> where Schedule: TimelineSchedule {
    /// Information passed to a timeline view's content callback.
    public struct Context {
        /// A rate at which timeline views can receive updates.
        public enum Cadence: Comparable, Hashable, Sendable {
            /// Updates the view continuously.
            case live
            /// Updates the view approximately once per second.
            case seconds
            /// Updates the view approximately once per minute.
            case minutes
        }

        /// The date from the schedule that triggered the current view update.
        public let date: Date
        /// The rate at which the timeline updates the view (`.live` in a still, as on a screen that is on).
        public let cadence: Cadence

        /// Resets any pre-rendered views the system has from the timeline (nothing to reset in a still).
        public func invalidateTimelineContent() {}
    }

    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content
}

extension TimelineView where Content: View {
    /// Creates a new timeline view that uses the given schedule.
    nonisolated public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }
}

// As in SwiftUI since iOS 16, the content closure takes `TimelineViewDefaultContext`, a context
// type that does not depend on `Content`, so that `Content` can be inferred from the closure.
extension TimelineView: View, PrimitiveView where Content: View {
    public typealias Body = Never

    package func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
        let date = Self.date(of: schedule, at: context.session.now)
        try context.child(1).resolve(content(TimelineViewDefaultContext(date: date, cadence: .live)), into: &nodes)
    }

    /// The entry shown at `now`: the last one not after it, or `now` when all are after it (the
    /// first 100,000 entries are looked at, so an endless schedule of past dates still ends).
    static func date(of schedule: Schedule, at now: Date) -> Date {
        var shown: Date?
        for (index, entry) in schedule.entries(from: now, mode: .normal).enumerated() {
            if entry > now || index >= 100_000 { break }
            shown = entry
        }
        return shown ?? now
    }
}

/// Information passed to a timeline view's content callback, whatever its schedule.
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context
