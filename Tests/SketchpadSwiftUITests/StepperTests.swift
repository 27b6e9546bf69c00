import Foundation
import SketchpadSwiftUI
import SketchpadWidgets
import Testing

/// SwiftUI's `Stepper` draws UIKit's stepper control (SketchpadWidgets' `StepperControl`, which
/// `UIStepper` draws too): one owner of the 94 × 32 minus/plus widget. A bounded stepper's end is
/// unavailable at its bound, an end whose closure is nil is unavailable, and a disabled stepper
/// has neither.
@MainActor @Suite struct StepperTests {
    static func control(_ view: some View) throws -> StepperControl? {
        let sketch = try Sketch(view, size: CGSize(width: 300, height: 60))
        var found: StepperControl?
        sketch.still.root.forEachNode { node in
            if let widget = (node as? WidgetNode)?.widget as? StepperControl { found = widget }
        }
        return found
    }

    @Test func theStepperDrawsTheSharedStepperWidget() throws {
        let control = try #require(try Self.control(Stepper("Count", value: .constant(2), in: 0...5)))
        #expect(control.decrementEnabled && control.incrementEnabled)
    }

    @Test func anEndAtItsBoundIsDimmed() throws {
        let low = try #require(try Self.control(Stepper("Count", value: .constant(0), in: 0...5)))
        #expect(!low.decrementEnabled && low.incrementEnabled)
        let high = try #require(try Self.control(Stepper(value: .constant(5), in: 0...5) { Text("Count") }))
        #expect(high.decrementEnabled && !high.incrementEnabled)
    }

    @Test func aNilClosureOrADisabledStepperDimsItsEnds() throws {
        let onlyUp = try #require(try Self.control(Stepper("Count", onIncrement: {}, onDecrement: nil)))
        #expect(!onlyUp.decrementEnabled && onlyUp.incrementEnabled)
        let disabled = try #require(try Self.control(Stepper("Count", value: .constant(2), in: 0...5).disabled(true)))
        #expect(!disabled.decrementEnabled && !disabled.incrementEnabled)
    }
}
