import Foundation
import SketchpadRender
import SketchpadSwiftUI
import Testing

/// `TimelineView` in a still: its content is made once, for the schedule's entry at or just
/// before the render's reference date (`now:`), so the same render gives the same bytes.
@MainActor @Suite struct TimelineViewTests {
    /// The date and cadence a timeline view's content was made with, rendered at `now`.
    private func shown<S: TimelineSchedule>(_ schedule: S, now: Date) throws -> (Date?, TimelineViewDefaultContext.Cadence?) {
        var date: Date?
        var cadence: TimelineViewDefaultContext.Cadence?
        _ = try Sketch(TimelineView(schedule) { context in
            let _ = { date = context.date; cadence = context.cadence }()
            Text("tick")
        }, size: CGSize(width: 100, height: 40), now: now)
        return (date, cadence)
    }

    private let now = Date(timeIntervalSinceReferenceDate: 1_000_000 + 95)   // 1 min 35 s past a whole 1,000,000 s

    @Test func everyMinuteShowsTheStartOfTheMinute() throws {
        let (date, cadence) = try shown(.everyMinute, now: now)
        // 1,000,095 s is 16,668 minutes and 15 s.
        #expect(date == Date(timeIntervalSinceReferenceDate: 1_000_080))
        #expect(cadence == .live)
    }

    @Test func periodicShowsTheLastBoundaryAndAFutureStartShowsNow() throws {
        let start = Date(timeIntervalSinceReferenceDate: 1_000_000)
        #expect(try shown(.periodic(from: start, by: 10), now: now).0 == start.addingTimeInterval(90))
        #expect(try shown(.periodic(from: now.addingTimeInterval(30), by: 10), now: now).0 == now)
    }

    @Test func explicitShowsTheLastPastDateOrNowBeforeTheFirst() throws {
        let past = [now.addingTimeInterval(-50), now.addingTimeInterval(-5)], future = [now.addingTimeInterval(60)]
        #expect(try shown(.explicit(past + future), now: now).0 == past[1])
        #expect(try shown(.explicit(future), now: now).0 == now)
        #expect(try shown(.animation, now: now).0 == now)
        #expect(try shown(.animation(minimumInterval: 1, paused: true), now: now).0 == now)
    }

    @Test func aClockRendersTheSameBytesAtTheSameReferenceDateAndChangesWithIt() throws {
        func clock(_ now: Date) throws -> [UInt8] {
            try Sketch(TimelineView(.periodic(from: .distantPast, by: 1)) { context in
                Text("\(Int(context.date.timeIntervalSinceReferenceDate))")
            }, size: CGSize(width: 120, height: 40), now: now).data(format: .png, scale: 1)
        }
        #expect(try clock(now) == clock(now))
        #expect(try clock(now) != clock(now.addingTimeInterval(1)))
    }
}
