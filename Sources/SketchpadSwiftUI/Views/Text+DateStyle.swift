import Foundation

extension Text {
    /// A predefined style used to display a `Date` (`Text(date, style: .date)`).
    public struct DateStyle: Hashable, Sendable {
        private enum Kind: Hashable, Sendable { case time, date, relative, offset, timer }
        private let kind: Kind

        /// A style displaying only the time component for a date ("11:23 PM").
        public static let time = DateStyle(kind: .time)
        /// A style displaying a date ("June 3, 2019").
        public static let date = DateStyle(kind: .date)
        /// A style displaying a date as relative to now ("2 hours, 23 minutes").
        public static let relative = DateStyle(kind: .relative)
        /// A style displaying a date as offset from now ("+2 hours").
        public static let offset = DateStyle(kind: .offset)
        /// A style displaying a date as timer counting from now ("2:32", "36:59:01").
        public static let timer = DateStyle(kind: .timer)

        /// Whether the style measures from "now" (relative, offset, timer), so that its string
        /// depends on the render's reference date.
        package var isRelativeToNow: Bool { kind == .relative || kind == .offset || kind == .timer }

        /// `date` in this style, in US English and UTC (the render's default locale and time
        /// zone); the relative styles measure from `now`, the render's reference date.
        package func string(_ date: Date, now: Date) -> String {
            switch kind {
            case .time, .date:
                let formatter = DateFormatter()
                formatter.locale = Locale(identifier: "en_US")
                formatter.timeZone = TimeZone(identifier: "UTC")
                formatter.dateStyle = kind == .date ? .long : .none
                formatter.timeStyle = kind == .time ? .short : .none
                return formatter.string(from: date)
            case .relative:
                return Self.units(from: now, to: date, count: 2).joined(separator: ", ")
            case .offset:
                let unit = Self.units(from: now, to: date, count: 1).first ?? "0 seconds"
                return (date < now ? "-" : "+") + unit
            case .timer:
                let seconds = Int(abs(date.timeIntervalSince(now)).rounded(.down))
                let (h, m, s) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
                return h > 0 ? String(format: "%d:%02d:%02d", h, m, s) : String(format: "%d:%02d", m, s)
            }
        }

        /// The largest `count` calendar units between two moments, spelled out ("1 year", "1 month").
        private static func units(from now: Date, to date: Date, count: Int) -> [String] {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC")!
            let (start, end) = date < now ? (date, now) : (now, date)
            let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: start, to: end)
            let named: [(Int?, String)] = [(parts.year, "year"), (parts.month, "month"), (parts.day, "day"),
                                           (parts.hour, "hour"), (parts.minute, "minute"), (parts.second, "second")]
            let spelled = named.compactMap { value, unit -> String? in
                guard let value, value > 0 else { return nil }
                return "\(value) \(unit)\(value == 1 ? "" : "s")"
            }
            return spelled.isEmpty ? ["0 seconds"] : Array(spelled.prefix(count))
        }
    }

    /// Creates an instance that displays localized dates and times using a specific style.
    ///
    /// The styles that count from now (`.relative`, `.offset`, `.timer`) count from the
    /// render's reference date, not the clock, so the same view gives the same picture:
    /// `Sketch(_:device:…now:)` sets it, and it is ``Sketch/defaultNow`` otherwise.
    ///
    /// ```swift
    /// Text("Goal Date: ") + Text(profile.goalDate, style: .date)   // "Goal Date: June 3, 2019"
    /// Text(meeting.end, style: .timer)                             // from the render's `now`
    /// ```
    nonisolated public init(_ date: Date, style: Text.DateStyle, fileID: StaticString = #fileID, line: UInt = #line) {
        var run = Run(style.string(date, now: Sketch.defaultNow))
        if style.isRelativeToNow { run.relativeDate = (date, style) }
        self.init(runs: [run], origin: (fileID, line))
    }
}
