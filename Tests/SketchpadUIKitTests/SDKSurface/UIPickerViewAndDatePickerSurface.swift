import Foundation
import SketchpadUIKit
import Testing

/// The members of `UIPickerView`, its two protocols and `UIDatePicker` in the iOS 17 SDK
/// (UIPickerView.h, UIDatePicker.h of the iOS 15 SDK in a public repository, with iOS 17.4's
/// `yearAndMonth` mode), referenced with their SDK signatures: a missing member does not compile.
@MainActor
enum UIPickerViewAndDatePickerSurface {
    static func reference(_ p: UIPickerView, _ d: UIDatePicker, _ source: any UIPickerViewDataSource, _ delegate: any UIPickerViewDelegate) {
        let _: (CGRect) -> UIPickerView = UIPickerView.init(frame:)
        let _: () -> UIPickerView = UIPickerView.init
        let _: ReferenceWritableKeyPath<UIPickerView, (any UIPickerViewDataSource)?> = \.dataSource
        let _: ReferenceWritableKeyPath<UIPickerView, (any UIPickerViewDelegate)?> = \.delegate
        let _: Int = p.numberOfComponents
        let _: (Int) -> Int = p.numberOfRows(inComponent:)
        let _: (Int) -> CGSize = p.rowSize(forComponent:)
        let _: (Int, Int) -> UIView? = p.view(forRow:forComponent:)
        let _: () -> Void = p.reloadAllComponents
        let _: (Int) -> Void = p.reloadComponent(_:)
        let _: (Int, Int, Bool) -> Void = p.selectRow(_:inComponent:animated:)
        let _: (Int) -> Int = p.selectedRow(inComponent:)

        let _: Int = source.numberOfComponents(in: p)
        let _: Int = source.pickerView(p, numberOfRowsInComponent: 0)
        let _: CGFloat = delegate.pickerView(p, widthForComponent: 0)
        let _: CGFloat = delegate.pickerView(p, rowHeightForComponent: 0)
        let _: String? = delegate.pickerView(p, titleForRow: 0, forComponent: 0)
        let _: NSAttributedString? = delegate.pickerView(p, attributedTitleForRow: 0, forComponent: 0)
        let _: UIView = delegate.pickerView(p, viewForRow: 0, forComponent: 0, reusing: nil)
        delegate.pickerView(p, didSelectRow: 0, inComponent: 0)

        let _: (CGRect) -> UIDatePicker = UIDatePicker.init(frame:)
        let _: () -> UIDatePicker = UIDatePicker.init
        let _: ReferenceWritableKeyPath<UIDatePicker, UIDatePicker.Mode> = \.datePickerMode
        let _: UIDatePicker.Mode = [.time, .date, .dateAndTime, .countDownTimer, .yearAndMonth][0]
        let _: ReferenceWritableKeyPath<UIDatePicker, Locale?> = \.locale
        let _: ReferenceWritableKeyPath<UIDatePicker, Calendar?> = \.calendar
        let _: ReferenceWritableKeyPath<UIDatePicker, TimeZone?> = \.timeZone
        let _: ReferenceWritableKeyPath<UIDatePicker, Date> = \.date
        let _: ReferenceWritableKeyPath<UIDatePicker, Date?> = \.minimumDate
        let _: ReferenceWritableKeyPath<UIDatePicker, Date?> = \.maximumDate
        let _: ReferenceWritableKeyPath<UIDatePicker, TimeInterval> = \.countDownDuration
        let _: ReferenceWritableKeyPath<UIDatePicker, Int> = \.minuteInterval
        let _: (Date, Bool) -> Void = d.setDate(_:animated:)
        let _: ReferenceWritableKeyPath<UIDatePicker, UIDatePickerStyle> = \.preferredDatePickerStyle
        let _: KeyPath<UIDatePicker, UIDatePickerStyle> = \.datePickerStyle
        let _: UIDatePickerStyle = [.automatic, .wheels, .compact, .inline][0]
        let _: ReferenceWritableKeyPath<UIDatePicker, Bool> = \.roundsToMinuteInterval
        let _: UIControl = d
    }
}

/// A data source and delegate that implement only the required methods.
@MainActor
final class BarePickerSource: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    func numberOfComponents(in pickerView: UIPickerView) -> Int { 3 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 5 }
}

@MainActor @Suite struct UIPickerViewAndDatePickerSurfaceTests {
    /// The optional delegate methods answer with UIKit's defaults: equal widths, 32-point rows, no titles.
    @Test func everyMemberIsThereAndTheOptionalMethodsHaveUIKitsDefaults() {
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216)), source = BarePickerSource()
        UIPickerViewAndDatePickerSurface.reference(picker, UIDatePicker(), source, source)
        picker.dataSource = source
        picker.delegate = source
        #expect(source.pickerView(picker, widthForComponent: 1) == 296.0 / 3)
        #expect(source.pickerView(picker, rowHeightForComponent: 0) == 32)
        #expect(source.pickerView(picker, titleForRow: 0, forComponent: 0) == nil)
        #expect(picker.rowSize(forComponent: 2) == CGSize(width: 296.0 / 3, height: 32))
    }
}
