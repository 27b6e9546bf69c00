import Testing
@testable import SketchpadLayout
import SketchpadWidgets

/// A conflict written in any flavour is reported with the lines that wrote it.
@Suite struct DSLDiagnosticsTests {
    @Test func inconsistentEquationsPointAtTheirLines() {
        let view = View(id: "view"), box = View(id: "box")
        let line = #line + 2
        view.constrain {
            box.width == 10
            box.width == 20
            box.height == 10
            box.leading == view.leading
            box.top == view.top
        }
        let result = layout(view)
        let inconsistent = result.diagnostics(ofKind: .inconsistent)
        #expect(inconsistent.count == 1)
        let lines = Set(inconsistent.first?.constraints.map(\.location.line) ?? [])
        #expect(lines == [line, line + 1], "\(result.dump)")
        #expect(inconsistent.first?.constraints.allSatisfy { $0.origin == .equation } == true)
    }

    @Test func aRowTooShortForItsViewPointsAtTheView() {
        let view = View(id: "view"), box = View(id: "box")
        let line = #line + 1
        view.applyLayout(.horizontal(.view(length: 400, box)))
        let result = layout(view)
        let inconsistent = result.diagnostics(ofKind: .inconsistent)
        #expect(inconsistent.count == 1)
        #expect(inconsistent.first?.constraints.contains { $0.firstAttribute == .width && $0.location.line == line } == true,
                "\(result.dump)")
        #expect(inconsistent.first?.constraints.allSatisfy { $0.origin == .applyLayout } == true)
    }

    @Test func conflictingPinsAndBuildersPointAtTheirCalls() {
        let view = View(id: "view"), box = View(id: "box")
        let pinLine = #line + 1
        box.place(on: view).pin(.allEdges, .fixedWidth(50))
        let builderLine = #line + 1
        box.constrainSelf().height(constant: 10)
        let result = layout(view)
        let involved = result.diagnostics(ofKind: .inconsistent).flatMap(\.constraints)
        #expect(involved.contains { $0.location.line == pinLine && $0.origin == .pin })
        #expect(involved.contains { $0.location.line == builderLine && $0.origin == .constraintBuilder })
    }
}
