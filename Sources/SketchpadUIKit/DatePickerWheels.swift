import Foundation

/// The columns a ``UIDatePicker`` shows on wheels, as data source and delegate of its
/// ``UIPickerView``: month, day and year (`.date`, in the locale's order); hour, minute and
/// AM/PM (`.time`; 24 hours without AM/PM where the locale writes them so); a day, hour, minute
/// and AM/PM (`.dateAndTime`); hours and minutes (`.countDownTimer`, the selected rows naming
/// their unit); month and year (`.yearAndMonth`). Months, days, hours and minutes wrap around
/// as iOS's wheels do (the rows above January are December's).
@MainActor
final class DatePickerWheels: UIPickerViewDataSource, UIPickerViewDelegate {
    /// One column: its titles, whether it wraps, and the row of the picker's value.
    struct Column {
        var titles: (Int) -> String
        var rows: Int
        var selected: Int
    }

    private(set) var columns: [Column] = []
    /// Each column's share of the width, relative to the others (the day column of
    /// `.dateAndTime` is as wide as two others, as its "Tue, Nov 14" titles need).
    private var weights: [CGFloat] = []

    /// Works the columns out for `picker`'s mode, value, locale and calendar.
    init(_ picker: UIDatePicker) {
        let calendar = picker.effectiveCalendar
        let locale = calendar.locale ?? Locale(identifier: "en_US")
        let date = picker.date
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let interval = picker.minuteInterval
        // A wrapping column of `symbols`: many turns, the value's in the middle one.
        func wrapping(_ symbols: [String], _ index: Int) -> Column {
            let count = max(1, symbols.count), turns = 100
            return Column(titles: { symbols[$0 % count] }, rows: count * turns, selected: count * (turns / 2) + index)
        }
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        let months = wrapping(formatter.standaloneMonthSymbols, (parts.month ?? 1) - 1)
        let days = wrapping((1...31).map { "\($0)" }, (parts.day ?? 1) - 1)
        let year = parts.year ?? 2007
        let years = Column(titles: { "\($0 + 1)" }, rows: 10_000, selected: year - 1)
        let minutes = wrapping(stride(from: 0, to: 60, by: interval).map { String(format: "%02d", $0) }, (parts.minute ?? 0) / interval)
        let twelveHour = (DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: locale) ?? "h a").contains("a")
        let hour = parts.hour ?? 0
        let hours = twelveHour ? wrapping((1...12).map { "\($0)" }, (hour + 11) % 12) : wrapping((0..<24).map { String(format: "%02d", $0) }, hour)
        let meridiem = Column(titles: { [formatter.amSymbol, formatter.pmSymbol][$0] }, rows: 2, selected: hour < 12 ? 0 : 1)
        let time = twelveHour ? [hours, minutes, meridiem] : [hours, minutes]
        switch picker.datePickerMode {
        case .date:
            columns = Self.ordered(["M": months, "d": days, "y": years], template: "MMMMdy", locale: locale)
        case .yearAndMonth:
            columns = Self.ordered(["M": months, "y": years], template: "MMMMy", locale: locale)
        case .time:
            columns = time
        case .dateAndTime:
            formatter.setLocalizedDateFormatFromTemplate("EEEMMMd")
            let center = 10_000
            let day = Column(titles: { row in
                calendar.date(byAdding: .day, value: row - center, to: date).map(formatter.string(from:)) ?? ""
            }, rows: 2 * center + 1, selected: center)
            columns = [day] + time
            weights = [2] + time.map { _ in 1 }
        case .countDownTimer:
            let duration = Int(picker.countDownDuration) / 60
            let hourRow = duration / 60, minuteRow = (duration % 60) / interval
            columns = [
                Column(titles: { $0 == hourRow ? ($0 == 1 ? "1 hour" : "\($0) hours") : "\($0)" }, rows: 24, selected: hourRow),
                Column(titles: { $0 == minuteRow ? "\($0 * interval) min" : "\($0 * interval)" }, rows: 60 / interval, selected: minuteRow),
            ]
        }
    }

    /// The columns in the order the locale writes the template's fields.
    private static func ordered(_ fields: [Character: Column], template: String, locale: Locale) -> [Column] {
        let format = DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale) ?? template
        return fields.keys.sorted { (format.firstIndex(of: $0) ?? format.endIndex) < (format.firstIndex(of: $1) ?? format.endIndex) }
            .compactMap { fields[$0] }
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { columns.count }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { columns[component].rows }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { columns[component].titles(row) }

    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        guard weights.count == columns.count else { return pickerView.defaultComponentWidth }
        return pickerView.defaultComponentWidth * CGFloat(columns.count) * weights[component] / weights.reduce(0, +)
    }
}
