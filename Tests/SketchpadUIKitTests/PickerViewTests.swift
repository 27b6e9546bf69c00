import Foundation
import Sketchpad
import SketchpadUIKit
import Testing

/// Two columns, sizes and colours, given as titles; counts the rows it was asked about.
@MainActor
final class SizePicker: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    private static var kept: [SizePicker] = []
    let columns = [["S", "M", "L"], (1...10).map { "Colour \($0)" }]
    var selections: [Int] = []
    override init() {
        super.init()
        SizePicker.kept.append(self)
    }
    func numberOfComponents(in pickerView: UIPickerView) -> Int { columns.count }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { columns[component].count }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { columns[component][row] }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) { selections.append(row) }
}

/// The labels a view draws, by their text, with their frames in `root`'s coordinates.
@MainActor
func labelFrames(in root: UIView) -> [String: CGRect] {
    var found: [String: CGRect] = [:]
    func visit(_ view: UIView) {
        if let label = view as? UILabel, let text = label.text { found[text] = label.convert(label.bounds, to: root) }
        view.subviews.forEach(visit)
    }
    visit(root)
    return found
}

/// `UIPickerView`: columns and rows from its data source and delegate, drawn flat around the band.
@MainActor @Suite struct PickerViewTests {
    @Test func columnsShareTheWidthAndTheSelectedRowsSitOnTheBand() throws {
        let picker = UIPickerView()
        #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 216))
        picker.frame = CGRect(x: 0, y: 0, width: 320, height: 216)
        let source = SizePicker()
        picker.dataSource = source
        picker.delegate = source
        picker.selectRow(4, inComponent: 1, animated: false)
        picker.layoutIfNeeded()
        #expect(picker.numberOfComponents == 2 && picker.numberOfRows(inComponent: 1) == 10)
        #expect(picker.rowSize(forComponent: 0) == CGSize(width: 150, height: 32))
        #expect(picker.selectedRow(inComponent: 0) == 0 && picker.selectedRow(inComponent: 1) == 4)
        // Selecting in code does not tell the delegate, as in UIKit.
        #expect(source.selections.isEmpty)
        // Titles, not views: view(forRow:forComponent:) is nil.
        #expect(picker.view(forRow: 0, forComponent: 0) == nil)
        let labels = labelFrames(in: picker)
        expectRect(try #require(labels["S"]), 8, 92, 150, 32, "S, selected")
        // The others round a wheel as tall as the picker (radius 108): a row 32 points round it
        // is drawn 108 sin(32/108) from the middle, squashed to cos(32/108) of its height.
        let one = 32.0 / 108, three = 96.0 / 108
        expectRect(try #require(labels["Colour 5"]), 162, 92, 150, 32, "Colour 5, selected")
        func label(_ text: String) throws -> UIView {
            var found: UIView?
            func visit(_ view: UIView) { if (view as? UILabel)?.text == text { found = view }; view.subviews.forEach(visit) }
            visit(picker)
            return try #require(found)
        }
        #expect(try label("S").transform == .identity && label("M").transform == CGAffineTransform(scaleX: 1, y: cos(one)))
        // Frames in the column: M below the band, Colour 2 three rows up.
        expectRect(try label("M").frame, 0, 108 + 108 * sin(one) - 16 * cos(one), 150, 32 * cos(one), "M, below it")
        let colour2 = try label("Colour 2")
        #expect(abs(colour2.frame.height - 32 * cos(three)) < 1e-9 && abs(colour2.frame.midY - (108 - 108 * sin(three))) < 1e-9)
        // Five rows round (160 points) is less than a quarter turn (170 points): drawn, at the edge.
        let colour10 = try label("Colour 10")
        #expect(abs(colour10.frame.midY - (108 + 108 * sin(160.0 / 108))) < 1e-9 && colour10.frame.height < 3)
        // The band: a grey across the middle; white above it.
        let image = try pixels(picker)
        if let folder = ProcessInfo.processInfo.environment["SKETCHPAD_UIKIT_OUT"] {
            try Scene(view: picker).render(to: folder + "/picker-wheel.png", scale: 2)
        }
        expectColor(image.pixel(x: 10, y: 108), 239, 239, 240)
        expectColor(image.pixel(x: 10, y: 80), 255, 255, 255)
    }

    @Test func rowsWithoutTitlesShowAQuestionMarkAndAnEmptyComponentHasNoSelection() throws {
        final class Counts: NSObject, UIPickerViewDataSource {
            func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
            func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { component == 0 ? 3 : 0 }
        }
        let source = Counts()
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        picker.dataSource = source
        picker.layoutIfNeeded()
        #expect(picker.selectedRow(inComponent: 1) == -1 && picker.selectedRow(inComponent: 0) == 0)
        #expect(labelFrames(in: picker)["?"] != nil)
    }

    @Test func delegateViewsAreCentredInTheirRowsAndPassedBackForReuse() throws {
        final class Swatches: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
            var made = 0, reused = 0
            func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
            func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 50 }
            func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 40 }
            func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { 100 }
            func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
                if let view { reused += 1; return view }
                made += 1
                let swatch = UIView()
                swatch.backgroundColor = .systemTeal
                return swatch
            }
        }
        let source = Swatches()
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        picker.dataSource = source
        picker.delegate = source
        picker.selectRow(10, inComponent: 0, animated: false)
        picker.layoutIfNeeded()
        // Rows 40 tall: four above and below the selected one are less than a quarter turn (170
        // points) round the 108-point wheel.
        #expect(source.made == 9)
        let selected = try #require(picker.view(forRow: 10, forComponent: 0))
        expectRect(selected.convert(selected.bounds, to: picker), 110, 88, 100, 40, "the selected swatch, centred")
        #expect(picker.rowSize(forComponent: 0) == CGSize(width: 100, height: 40))
        picker.selectRow(20, inComponent: 0, animated: false)
        picker.layoutIfNeeded()
        #expect(source.made == 9 && source.reused >= 9)
        #expect(picker.view(forRow: 10, forComponent: 0) == nil)
    }
}
