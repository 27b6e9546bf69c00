/// How a ``UIDatePicker`` presents itself: UIKit's `UIDatePickerStyle` (iOS 13.4).
///
/// ```swift
/// picker.preferredDatePickerStyle = .inline
/// ```
public enum UIDatePickerStyle: Int, Sendable {
    /// The style iOS picks for the mode: compact, or wheels for the count-down timer and year-and-month modes.
    case automatic = 0
    /// Wheels, through a ``UIPickerView``.
    case wheels = 1
    /// The date and time on grey pills.
    case compact = 2
    /// A month calendar (with the time below it in `.dateAndTime`); the time pill alone in `.time`.
    case inline = 3
}
