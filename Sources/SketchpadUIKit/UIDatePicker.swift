import Foundation

/// A control for a date, a time or a count-down duration: UIKit's `UIDatePicker`. What it draws
/// follows ``datePickerStyle``: `.compact` (what `.automatic` gives for dates and times, as on
/// iOS 14 and later) draws the date and the time each on a grey rounded pill at the trailing
/// end; `.inline` a month calendar with the selected day circled (and a "Time" row with the time
/// pill in `.dateAndTime`); `.wheels` the columns of a ``UIPickerView`` (month, day and year;
/// hour, minute and AM/PM; hours and minutes of a count-down), in the order of the locale.
///
/// Every value is written in the picker's ``locale``, ``calendar`` and ``timeZone``, which are
/// the render's (US English, Gregorian, UTC) unless set, never the machine's, so a fixed
/// ``date`` draws the same picture anywhere. UIKit starts ``date`` at the moment the picker is
/// made; a still must not depend on the clock, so here it starts at Apple's mock-up moment,
/// 9:41 AM on 9 January 2007 (UTC). Pill and calendar metrics approximate iOS 17's.
///
/// ```swift
/// let start = UIDatePicker()
/// start.datePickerMode = .date
/// start.date = Date(timeIntervalSince1970: 1_700_000_000)
/// ```
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
    /// What the picker selects: UIKit's `UIDatePicker.Mode`.
    public enum Mode: Int, Sendable {
        /// Hour, minute and, in 12-hour locales, AM/PM.
        case time = 0
        /// Month, day and year.
        case date = 1
        /// Date, hour, minute and AM/PM.
        case dateAndTime = 2
        /// Hours and minutes, up to 23:59.
        case countDownTimer = 3
        /// Month and year (iOS 17.4).
        case yearAndMonth = 4
    }

    /// The moment a picker starts at when no date is set (see the type's description).
    static let mockupDate = Date(timeIntervalSince1970: 1_168_335_660)

    /// Default `.dateAndTime`.
    open var datePickerMode: Mode = .dateAndTime { didSet { restyle() } }
    /// The locale values are written in; nil: the render's (US English).
    open var locale: Locale? { didSet { restyle() } }
    /// The calendar; setting nil returns to the default (Gregorian, in the picker's locale and time zone).
    open var calendar: Calendar! {
        get { storedCalendar ?? defaultCalendar }
        set { storedCalendar = newValue; restyle() }
    }
    private var storedCalendar: Calendar?
    /// The time zone values are shown in; nil: the calendar's (the render's, UTC).
    open var timeZone: TimeZone? { didSet { restyle() } }
    /// The selected moment (ignored by the count-down timer). Kept within ``minimumDate`` and
    /// ``maximumDate`` when both are set and in order, and rounded down to the
    /// ``minuteInterval`` when ``roundsToMinuteInterval``.
    open var date: Date {
        get { shownDate }
        set { storedDate = newValue; restyle() }
    }
    private var storedDate = UIDatePicker.mockupDate
    open var minimumDate: Date? { didSet { restyle() } }
    open var maximumDate: Date? { didSet { restyle() } }
    /// The count-down timer's duration in seconds: whole minutes, at most 23:59 (86,399 s); default 0.
    open var countDownDuration: TimeInterval {
        get { storedDuration }
        set { storedDuration = min(max(0, (newValue / 60).rounded(.down) * 60), 86_340); restyle() }
    }
    private var storedDuration: TimeInterval = 0
    /// The minutes wheel's step, 1…30 and dividing 60 (others are ignored, as UIKit ignores them); default 1.
    open var minuteInterval = 1 {
        didSet {
            if !(1...30).contains(minuteInterval) || 60 % minuteInterval != 0 { minuteInterval = oldValue }
            restyle()
        }
    }
    /// Whether ``date`` rounds to the ``minuteInterval`` (default true, iOS 15).
    open var roundsToMinuteInterval = true { didSet { restyle() } }
    /// The style asked for (default `.automatic`); ``datePickerStyle`` is the one used.
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic { didSet { restyle() } }

    /// The style in use, never `.automatic`: compact for dates and times, wheels for the
    /// count-down timer and year-and-month modes (which have no other style); inline gives the
    /// time pill alone in `.time` mode.
    open var datePickerStyle: UIDatePickerStyle {
        if datePickerMode == .countDownTimer || datePickerMode == .yearAndMonth { return .wheels }
        return preferredDatePickerStyle == .automatic ? .compact : preferredDatePickerStyle
    }

    /// Sets the date (nothing animates here).
    open func setDate(_ date: Date, animated: Bool) { self.date = date }

    /// The views drawing the current style (see `UIDatePicker+Styles.swift`).
    var styleViews: [UIView] = []
    /// The wheels' picker and its rows, in `.wheels`.
    var wheels: UIPickerView?
    var wheelSource: DatePickerWheels?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        restyle()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        restyle()
    }

    /// Gregorian, in the picker's locale and time zone.
    private var defaultCalendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale ?? Locale(identifier: "en_US")
        calendar.timeZone = timeZone ?? TimeZone(identifier: "UTC")!
        return calendar
    }

    /// The calendar values are computed and written in, with the picker's time zone.
    var effectiveCalendar: Calendar {
        var calendar = self.calendar ?? defaultCalendar
        if let timeZone { calendar.timeZone = timeZone }
        if let locale { calendar.locale = locale } else if storedCalendar == nil { calendar.locale = Locale(identifier: "en_US") }
        return calendar
    }

    /// The date shown: clamped to the range and rounded to the minute interval.
    var shownDate: Date {
        var value = storedDate
        if let minimumDate, let maximumDate, minimumDate <= maximumDate {
            value = min(max(value, minimumDate), maximumDate)
        } else if minimumDate == nil || maximumDate == nil {
            if let minimumDate { value = max(value, minimumDate) }
            if let maximumDate { value = min(value, maximumDate) }
        }
        if roundsToMinuteInterval, minuteInterval > 1 {
            let calendar = effectiveCalendar
            let minute = calendar.component(.minute, from: value)
            value = calendar.date(byAdding: .minute, value: -(minute % minuteInterval), to: value) ?? value
        }
        return value
    }

    open override var intrinsicContentSize: CGSize { styleIntrinsicSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutStyle()
    }
}
