/// How many columns (components) and rows a ``UIPickerView`` has: UIKit's
/// `UIPickerViewDataSource`. Both methods are required.
///
/// ```swift
/// extension SizeViewController: UIPickerViewDataSource {
///     func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
///     func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { sizes.count }
/// }
/// ```
@preconcurrency @MainActor
public protocol UIPickerViewDataSource: AnyObject {
    /// The number of columns to show.
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    /// The number of rows of a column.
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}
