import Foundation
import Sketchpad
import SketchpadUIKit
import Testing

/// 22:13:20 UTC on 14 November 2023.
let novemberDate = Date(timeIntervalSince1970: 1_700_000_000)

/// The texts of the labels a view draws, in order, with narrow no-break spaces as spaces.
@MainActor
func labelTexts(_ root: UIView) -> [String] {
    var found: [String] = []
    func visit(_ view: UIView) {
        if let label = view as? UILabel, let text = label.text { found.append(text.replacingOccurrences(of: "\u{202F}", with: " ")) }
        view.subviews.forEach(visit)
    }
    visit(root)
    return found
}

/// The picker's wheels, and the title of each column's selected row.
@MainActor
func wheelTitles(_ datePicker: UIDatePicker) throws -> [String] {
    datePicker.layoutIfNeeded()
    let picker = try #require(datePicker.subviews.first { $0 is UIPickerView } as? UIPickerView)
    return (0..<picker.numberOfComponents).map { component in
        picker.delegate?.pickerView(picker, titleForRow: picker.selectedRow(inComponent: component), forComponent: component) ?? ""
    }
}

/// `UIDatePicker`: its modes and styles, drawn in the render's locale, calendar and time zone.
@MainActor @Suite struct DatePickerTests {
    @Test func theDefaultsAreUIKitsAndAnUnsetDateIsTheMockupMoment() throws {
        let picker = UIDatePicker()
        #expect(picker.datePickerMode == .dateAndTime && picker.preferredDatePickerStyle == .automatic)
        #expect(picker.datePickerStyle == .compact)
        #expect(picker.minuteInterval == 1 && picker.roundsToMinuteInterval && picker.countDownDuration == 0)
        #expect(picker.locale == nil && picker.timeZone == nil && picker.minimumDate == nil && picker.maximumDate == nil)
        #expect(picker.calendar.identifier == .gregorian)
        #expect(picker.date == Date(timeIntervalSince1970: 1_168_335_660))
        #expect(labelTexts(picker) == ["Jan 9, 2007", "9:41 AM"])
    }

    @Test func compactDrawsTheDateAndTimeOnPillsAtTheTrailingEnd() throws {
        let picker = UIDatePicker(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
        picker.date = novemberDate
        picker.layoutIfNeeded()
        #expect(labelTexts(picker) == ["Nov 14, 2023", "10:13 PM"])
        let pills = picker.subviews
        #expect(pills.count == 2)
        let size = picker.intrinsicContentSize
        #expect(abs(size.width - (pills[0].frame.width + 8 + pills[1].frame.width)) < 1e-6)
        #expect(abs(pills[1].frame.maxX - 300) < 1e-6 && abs(pills[0].frame.minX - (300 - size.width)) < 1e-6)
        #expect(abs(pills[0].frame.midY - 25) < 1e-6 && pills[0].layer.cornerRadius == 6)
        #expect(pills[0].frame.height == size.height && size.height > 30 && size.height < 36)
        picker.datePickerMode = .date
        picker.timeZone = TimeZone(identifier: "Pacific/Auckland")
        #expect(labelTexts(picker) == ["Nov 15, 2023"])
        picker.datePickerMode = .time
        #expect(labelTexts(picker) == ["11:13 AM"])
        picker.locale = Locale(identifier: "en_GB")
        #expect(labelTexts(picker) == ["11:13"])
    }

    @Test func minuteIntervalsRoundAndTheRangeClamps() throws {
        let picker = UIDatePicker()
        picker.datePickerMode = .time
        picker.date = novemberDate
        picker.minuteInterval = 15
        #expect(labelTexts(picker) == ["10:00 PM"])
        picker.minuteInterval = 7
        #expect(picker.minuteInterval == 15)
        picker.roundsToMinuteInterval = false
        #expect(labelTexts(picker) == ["10:13 PM"])
        picker.maximumDate = novemberDate.addingTimeInterval(-3600)
        #expect(labelTexts(picker) == ["9:13 PM"])
        // A minimum after the maximum: both ignored, as in UIKit.
        picker.minimumDate = novemberDate.addingTimeInterval(3600)
        #expect(labelTexts(picker) == ["10:13 PM"])
    }

    @Test func wheelsShowTheColumnsInTheLocalesOrder() throws {
        let picker = UIDatePicker(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        picker.preferredDatePickerStyle = .wheels
        picker.datePickerMode = .date
        picker.date = novemberDate
        #expect(picker.datePickerStyle == .wheels && picker.intrinsicContentSize == CGSize(width: 320, height: 216))
        #expect(try wheelTitles(picker) == ["November", "14", "2023"])
        picker.locale = Locale(identifier: "de_DE")
        #expect(try wheelTitles(picker) == ["14", "November", "2023"])
        picker.locale = nil
        picker.datePickerMode = .time
        #expect(try wheelTitles(picker) == ["10", "13", "PM"])
        picker.datePickerMode = .dateAndTime
        #expect(try wheelTitles(picker) == ["Tue, Nov 14", "10", "13", "PM"])
        // Months wrap: above January is December.
        picker.datePickerMode = .date
        picker.date = Date(timeIntervalSince1970: 1_168_335_660)
        picker.layoutIfNeeded()
        let labels = labelTexts(picker)
        #expect(labels.contains("December") && labels.contains("January") && labels.contains("February"))
    }

    @Test func theCountDownTimerAndYearAndMonthModesAreWheels() throws {
        let picker = UIDatePicker(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        picker.datePickerMode = .countDownTimer
        picker.countDownDuration = 5_000
        #expect(picker.countDownDuration == 4_980 && picker.datePickerStyle == .wheels)
        #expect(try wheelTitles(picker) == ["1 hour", "23 min"])
        picker.countDownDuration = 100_000
        #expect(picker.countDownDuration == 86_340)
        picker.datePickerMode = .yearAndMonth
        picker.preferredDatePickerStyle = .inline
        picker.date = novemberDate
        #expect(picker.datePickerStyle == .wheels)
        #expect(try wheelTitles(picker) == ["November", "2023"])
    }

    @Test func inlineDrawsTheMonthWithTheSelectedDayCircled() throws {
        let picker = UIDatePicker(frame: CGRect(x: 0, y: 0, width: 320, height: 0))
        picker.preferredDatePickerStyle = .inline
        picker.date = novemberDate
        // November 2023: Wednesday the 1st, five weeks; a time row below.
        let size = picker.intrinsicContentSize
        #expect(size == CGSize(width: 320, height: 44 + 24 + 5 * 44 + 52))
        picker.frame.size = size
        picker.layoutIfNeeded()
        let labels = labelTexts(picker)
        #expect(labels.first == "November 2023")
        #expect(Array(labels[1...7]) == ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"])
        #expect(labels.contains("30") && !labels.contains("31") && labels.suffix(2) == ["Time", "10:13 PM"])
        let frames = labelFrames(in: picker)
        // The 14th: Tuesday of the third week (edges on the pixel grid: within a third of a point).
        let cell = (320.0 - 32) / 7
        let fourteenth = try #require(frames["14"])
        #expect(abs(fourteenth.midX - (16 + 2.5 * cell)) < 0.34 && abs(fourteenth.midY - (68 + 2.5 * 44)) < 0.34)
        let first = try #require(frames["1"])
        #expect(abs(first.midX - (16 + 3.5 * cell)) < 0.34)
        let image = try pixels(picker)
        // The circle's tint behind the 14th, at its edge; white beside the 13th's centre.
        let tinted = image.pixel(x: Int(fourteenth.minX) + 4, y: Int(fourteenth.midY))
        #expect(tinted.blue > tinted.red + 10)
        expectColor(image.pixel(x: Int(fourteenth.minX - cell) + 4, y: Int(fourteenth.midY)), 255, 255, 255)
    }
}
