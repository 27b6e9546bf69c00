import Testing
import Sketchpad
import SketchpadUIKit

/// `UIStepper`: UIKit's defaults and clamping, its 94 × 32 size in Auto Layout, and its drawing —
/// a divider between a minus and a plus, the end at a limit dimmed.
@MainActor @Suite struct UIStepperTests {
    /// The darkest red channel in a column range of the stepper's row: where a glyph's ink is.
    func darkest(_ image: RasterImage, x: Range<Int>, y: Range<Int>) -> Int {
        var least = 255
        for px in x { for py in y { least = min(least, Int(image.pixel(x: px, y: py).red)) } }
        return least
    }

    @Test func defaultsAndClampingAreUIKits() {
        let stepper = UIStepper()
        #expect(stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100 && stepper.stepValue == 1)
        #expect(stepper.isContinuous && stepper.autorepeat && !stepper.wraps)
        stepper.value = 150
        #expect(stepper.value == 100)
        stepper.value = -3
        #expect(stepper.value == 0)
        stepper.minimumValue = 10
        #expect(stepper.value == 10)
        stepper.maximumValue = 5
        #expect(stepper.minimumValue == 5 && stepper.maximumValue == 5 && stepper.value == 5)
    }

    @Test func itIs94By32InAutoLayout() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let stepper = UIStepper()
        stepper.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stepper)
        NSLayoutConstraint.activate([
            stepper.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            stepper.centerYAnchor.constraint(equalTo: root.centerYAnchor),
        ])
        root.layoutIfNeeded()
        #expect(stepper.intrinsicContentSize == CGSize(width: 94, height: 32))
        #expect(stepper.frame == CGRect(x: 53, y: 34, width: 94, height: 32))
    }

    /// At the minimum the minus is dimmed and the plus is not; at the maximum the other way
    /// round; a wrapping stepper dims neither. The divider is drawn between the halves.
    @Test func theEndAtALimitIsDimmed() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 94, height: 32))
        root.backgroundColor = .white
        let stepper = UIStepper(frame: root.bounds)
        root.addSubview(stepper)
        var image = try pixels(root)
        let rows = 8..<24
        #expect(darkest(image, x: 10..<40, y: rows) > 120, "the minus is dimmed at the minimum")
        #expect(darkest(image, x: 54..<84, y: rows) < 60, "the plus is dark")
        let divider = image.pixel(x: 47, y: 16), beside = image.pixel(x: 40, y: 4)
        #expect(Int(divider.red) < Int(beside.red) - 10, "a divider between the halves: \(divider) vs \(beside)")

        stepper.value = 100
        image = try pixels(root)
        #expect(darkest(image, x: 10..<40, y: rows) < 60, "the minus is dark")
        #expect(darkest(image, x: 54..<84, y: rows) > 120, "the plus is dimmed at the maximum")

        stepper.wraps = true
        image = try pixels(root)
        #expect(darkest(image, x: 10..<40, y: rows) < 60 && darkest(image, x: 54..<84, y: rows) < 60)
    }
}
