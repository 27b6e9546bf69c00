import SketchpadLayout
import SketchpadSwiftUI
import SketchpadWidgets
import Testing

/// Visual modifiers draw through the one display list: groups, clips, transforms, shadows.
@MainActor @Suite struct EffectsTests {
    private func commands(_ view: some SketchpadSwiftUI.View) throws -> [DrawCommand] {
        try Sketch(view, size: CGSize(width: 100, height: 100)).still.displayList().commands
    }

    @Test func rotationAndScaleTransformTheDrawingNotTheLayout() throws {
        let list = try commands(SketchpadSwiftUI.Color.red.frame(width: 20, height: 10).accessibilityIdentifier("bar")
            .rotationEffect(.degrees(90)))
        let transforms = list.compactMap { if case .pushTransform(let t) = $0 { return t } else { return nil } }
        let rotation = try #require(transforms.first)
        // A quarter turn about the bar's centre (50, 50) maps its leading end (40, 50) to (50, 40).
        let moved = rotation.apply(to: Point(x: 40, y: 50))
        #expect(abs(moved.x - 50) < 1e-9 && abs(moved.y - 40) < 1e-9)
        let sketch = try Sketch(SketchpadSwiftUI.Color.red.frame(width: 20, height: 10).accessibilityIdentifier("bar").scaleEffect(2),
                                size: CGSize(width: 100, height: 100))
        #expect(sketch.frame(ofID: "bar") == CGRect(x: 40, y: 45, width: 20, height: 10))
    }

    @Test func opacityGroupsClipShapesClipAndHiddenDrawsNothing() throws {
        let faded = try commands(SketchpadSwiftUI.Color.red.frame(width: 20, height: 20).opacity(0.5))
        #expect(faded.contains(.pushOpacity(0.5)))
        let clipped = try commands(SketchpadSwiftUI.Color.red.frame(width: 20, height: 20).clipShape(Circle()))
        #expect(clipped.contains { if case .pushClip(.ellipse(_)) = $0 { return true } else { return false } })
        let hidden = try commands(SketchpadSwiftUI.Color.red.frame(width: 20, height: 20).hidden())
        #expect(!hidden.contains { if case .fill = $0 { return true } else { return false } })
    }

    @Test func textOfferedAnInfiniteWidthIsMeasuredWithoutALimit() throws {
        // A stack's flexibility probe offers .infinity; a measurer that converts widths to
        // integers (the fixed-advance one) crashed on it.
        var configuration = StillRender.Configuration()
        configuration.proposal = ProposedViewSize(width: 390, height: nil)
        let view = HStack { Text("Title"); Spacer(); Text("Detail") }
        let still = try StillRender(view, configuration: configuration, measurer: FixedAdvanceTextMeasurer(), drawing: false)
        #expect(still.canvasSize.width == 390)
    }

    @Test func shapesFillAndStrokeInsideTheirFrames() throws {
        let list = try commands(RoundedRectangle(cornerRadius: 4).strokeBorder(.blue, lineWidth: 2).frame(width: 40, height: 20))
        let stroke = list.compactMap { if case .stroke(let shape, let style) = $0 { return (shape, style) } else { return nil } }.first
        let (shape, style) = try #require(stroke)
        #expect(style.width == 2)
        // strokeBorder insets the outline by half the line width: the stroke stays inside 30…70 × 40…60.
        #expect(shape.bounds == SketchpadLayout.Rect(x: 31, y: 41, width: 38, height: 18))
    }
}
