import Foundation

extension UIDatePicker {
    /// The pills' horizontal and vertical padding around their text, their corner radius and the gap between two.
    private static let pillPadding = (horizontal: 11.0, vertical: 6.0, radius: 6.0, gap: 8.0)
    /// The inline calendar's side margin, title row, weekday row and week row heights, and time row height.
    private static let inline = (margin: 16.0, title: 44.0, weekdays: 24.0, week: 44.0, time: 52.0)

    /// Makes the views of the current style anew (called when any value changes).
    func restyle() {
        for view in styleViews { view.removeFromSuperview() }
        styleViews = []
        wheels = nil
        wheelSource = nil
        switch datePickerStyle {
        case .wheels:
            let source = DatePickerWheels(self)
            let picker = UIPickerView()
            picker.dataSource = source
            picker.delegate = source
            for (component, column) in source.columns.enumerated() { picker.selectRow(column.selected, inComponent: component, animated: false) }
            wheels = picker
            wheelSource = source
            styleViews = [picker]
        case .inline where datePickerMode != .time:
            styleViews = calendarViews()
        default:
            styleViews = pills()
        }
        for view in styleViews { addSubview(view) }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The intrinsic size of the current style.
    var styleIntrinsicSize: CGSize {
        switch datePickerStyle {
        case .wheels:
            return CGSize(width: 320, height: 216)
        case .inline where datePickerMode != .time:
            return CGSize(width: 320, height: calendarHeight)
        default:
            let sizes = styleViews.map(pillSize)
            let width = sizes.reduce(0) { $0 + $1.width } + CGFloat(max(0, sizes.count - 1)) * UIDatePicker.pillPadding.gap
            return CGSize(width: width, height: sizes.map(\.height).max() ?? 0)
        }
    }

    /// Places the current style's views in the bounds.
    func layOutStyle() {
        switch datePickerStyle {
        case .wheels:
            wheels?.frame = bounds
        case .inline where datePickerMode != .time:
            layOutCalendar()
        default:
            // The pills at the trailing end, centred vertically.
            var x = bounds.width - styleIntrinsicSize.width
            for pill in styleViews {
                x = place(pill, x: x, midY: bounds.height / 2).maxX + UIDatePicker.pillPadding.gap
            }
        }
    }

    /// A formatter in the picker's locale, calendar and time zone.
    func formatter(date: DateFormatter.Style, time: DateFormatter.Style) -> DateFormatter {
        let calendar = effectiveCalendar
        let formatter = DateFormatter()
        formatter.locale = calendar.locale
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.dateStyle = date
        formatter.timeStyle = time
        return formatter
    }

    /// The grey pills of the compact style: the date (medium style) and the time (short style).
    private func pills() -> [UIView] {
        var texts: [String] = []
        if datePickerMode != .time { texts.append(formatter(date: .medium, time: .none).string(from: date)) }
        if datePickerMode != .date { texts.append(formatter(date: .none, time: .short).string(from: date)) }
        return texts.map(pill)
    }

    private func pill(_ text: String) -> UIView {
        let pill = UIView()
        pill.backgroundColor = .tertiarySystemFill
        pill.layer.cornerRadius = UIDatePicker.pillPadding.radius
        let label = UILabel()
        label.text = text
        label.font = .systemFont(ofSize: 17)
        label.textAlignment = .center
        pill.addSubview(label)
        return pill
    }

    /// Places a pill at `x`, centred on `midY`, its text inside its padding; returns its frame.
    @discardableResult
    private func place(_ pill: UIView, x: CGFloat, midY: CGFloat) -> CGRect {
        let size = pillSize(pill), padding = UIDatePicker.pillPadding
        pill.frame = CGRect(x: x, y: midY - size.height / 2, width: size.width, height: size.height)
        pill.subviews.first?.frame = CGRect(x: padding.horizontal, y: padding.vertical,
                                            width: size.width - 2 * padding.horizontal, height: size.height - 2 * padding.vertical)
        return pill.frame
    }

    private func pillSize(_ pill: UIView) -> CGSize {
        let text = pill.subviews.first?.intrinsicContentSize ?? .zero
        return CGSize(width: text.width + 2 * UIDatePicker.pillPadding.horizontal, height: text.height + 2 * UIDatePicker.pillPadding.vertical)
    }

    // MARK: The inline calendar

    /// The month's weeks: the day of each cell (nil before the first and after the last day).
    private var monthGrid: [[Int?]] {
        let calendar = effectiveCalendar
        guard let month = calendar.dateInterval(of: .month, for: date),
              let days = calendar.range(of: .day, in: .month, for: date) else { return [] }
        let lead = (calendar.component(.weekday, from: month.start) - calendar.firstWeekday + 7) % 7
        let cells: [Int?] = Array(repeating: nil, count: lead) + days.map { Optional($0) }
        return stride(from: 0, to: cells.count, by: 7).map { start in
            (start..<start + 7).map { $0 < cells.count ? cells[$0] : nil }
        }
    }

    private var calendarHeight: CGFloat {
        let i = UIDatePicker.inline
        return i.title + i.weekdays + CGFloat(monthGrid.count) * i.week + (datePickerMode == .dateAndTime ? i.time : 0)
    }

    /// The title ("January 2007" and a chevron), the two month arrows, the weekday initials, the
    /// days (the selected one on a tinted circle) and, for `.dateAndTime`, the "Time" row.
    private func calendarViews() -> [UIView] {
        let calendar = effectiveCalendar
        var views: [UIView] = []
        let title = UILabel()
        let month = DateFormatter()
        month.locale = calendar.locale
        month.calendar = calendar
        month.timeZone = calendar.timeZone
        month.setLocalizedDateFormatFromTemplate("MMMMy")
        title.text = month.string(from: date)
        title.font = .systemFont(ofSize: 17, weight: .semibold)
        views.append(title)
        for name in ["chevron.right", "chevron.left", "chevron.right"] {
            let arrow = UIImageView(image: UIImage(systemName: name))
            arrow.tintColor = tintColor
            views.append(arrow)
        }
        let symbols = calendar.shortWeekdaySymbols
        for index in 0..<7 {
            let weekday = UILabel()
            weekday.text = symbols[(index + calendar.firstWeekday - 1) % 7].uppercased()
            weekday.font = .systemFont(ofSize: 13, weight: .semibold)
            weekday.textColor = .tertiaryLabel
            weekday.textAlignment = .center
            views.append(weekday)
        }
        let selected = calendar.component(.day, from: date)
        for week in monthGrid {
            for day in week {
                guard let day else { continue }
                let cell = UILabel()
                cell.text = "\(day)"
                cell.textAlignment = .center
                if day == selected {
                    cell.font = .systemFont(ofSize: 20, weight: .semibold)
                    cell.textColor = tintColor
                    cell.backgroundColor = tintColor.withAlphaComponent(0.12)
                    cell.clipsToBounds = true
                } else {
                    cell.font = .systemFont(ofSize: 20)
                }
                cell.tag = day
                views.append(cell)
            }
        }
        if datePickerMode == .dateAndTime {
            let separator = UIView()
            separator.backgroundColor = .separator
            let label = UILabel()
            label.text = "Time"
            label.font = .systemFont(ofSize: 17)
            views += [separator, label, pill(formatter(date: .none, time: .short).string(from: date))]
        }
        return views
    }

    /// Places the calendar's views (made by `calendarViews`, in that order).
    private func layOutCalendar() {
        let i = UIDatePicker.inline
        var views = styleViews[...]
        let width = bounds.width, cell = (width - 2 * i.margin) / 7
        if let title = views.popFirst() {
            let size = title.intrinsicContentSize
            title.frame = CGRect(x: i.margin, y: (i.title - size.height) / 2, width: size.width, height: size.height)
            let arrows = Array(views.prefix(3))
            views = views.dropFirst(3)
            for (n, arrow) in arrows.enumerated() {
                let glyph = arrow.intrinsicContentSize
                let x = n == 0 ? title.frame.maxX + 6 : width - i.margin - (n == 1 ? 2.5 : 1) * cell + (cell - glyph.width) / 2
                arrow.frame = CGRect(x: x, y: (i.title - glyph.height) / 2, width: glyph.width, height: glyph.height)
            }
        }
        for index in 0..<7 {
            guard let weekday = views.popFirst() else { return }
            weekday.frame = CGRect(x: i.margin + CGFloat(index) * cell, y: i.title, width: cell, height: i.weekdays)
        }
        let grid = monthGrid
        for (row, week) in grid.enumerated() {
            for (column, day) in week.enumerated() where day != nil {
                guard let view = views.popFirst() else { return }
                let side = min(cell, i.week) - 4
                view.frame = CGRect(x: i.margin + CGFloat(column) * cell + (cell - side) / 2,
                                    y: i.title + i.weekdays + CGFloat(row) * i.week + (i.week - side) / 2, width: side, height: side)
                view.layer.cornerRadius = side / 2
            }
        }
        guard views.count == 3 else { return }
        let top = i.title + i.weekdays + CGFloat(grid.count) * i.week
        let separator = views.removeFirst(), label = views.removeFirst(), pill = views.removeFirst()
        separator.frame = CGRect(x: i.margin, y: top, width: width - 2 * i.margin, height: 1 / 3)
        let text = label.intrinsicContentSize
        label.frame = CGRect(x: i.margin, y: top + (i.time - text.height) / 2, width: text.width, height: text.height)
        place(pill, x: width - i.margin - pillSize(pill).width, midY: top + i.time / 2)
    }
}
