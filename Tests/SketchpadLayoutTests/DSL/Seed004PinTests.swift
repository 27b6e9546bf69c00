import Testing
@testable import SketchpadLayout
import SketchpadWidgets

/// Seed 004: `place(on:)` and `pin(…)`, the article's snapshot of "some things it can do",
/// checked against the anchors version in `SeedLayoutsWithAnchorsTests`.
@Suite struct Seed004PinTests {
    /// A card with padding 20, a header on the card's safe area, a view 10 below it, a 50×50 dot
    /// in the centre.
    @Test func cardHeaderBelowAndDot() {
        let view = View(id: "view"), card = View(id: "card"), header = View(id: "header")
        let below = View(id: "below"), dot = View(id: "dot")
        card.place(on: view).pin(.allEdges(padding: 20))
        header.place(on: card).pin(.top(to: card.safeAreaLayoutGuide), .leading, .trailing, .fixedHeight(44))
        below.place(on: card).pin(.top(to: header, .bottom, padding: 10), .leading, .fixedWidth(50), .fixedHeight(50))
        dot.place(on: card).pin(.fixedHeight(50), .fixedWidth(50), .centerX, .centerY)
        let result = layout(view, width: 320, height: 480)
        expectFrame(result, card, 20, 20, 280, 440)
        expectFrame(result, header, 20, 20, 280, 44)
        expectFrame(result, below, 20, 74, 50, 50)
        expectFrame(result, dot, 135, 215, 50, 50)
        expectClean(result)
    }

    /// `.allEdges`, `.allEdges(padding:)` and the four edges one by one.
    @Test(arguments: [0, 1, 2]) func allEdgesThreeWays(way: Int) {
        let view = View(id: "view"), subview = View(id: "subview")
        switch way {
        case 0: subview.place(on: view).pin(.allEdges)
        case 1: subview.place(on: view).pin(.top, .leading, .trailing, .bottom)
        default: subview.place(on: view).pin(.allEdges(padding: 20))
        }
        let result = layout(view)
        if way == 2 { expectFrame(result, subview, 20, 20, 280, 160) } else { expectFrame(result, subview, 0, 0, 320, 200) }
        expectClean(result)
    }

    /// Place first, pin later: horizontal edges, then top and bottom to the safe area.
    @Test func placeThenPinToTheSafeArea() {
        let view = View(id: "view"), subview = View(id: "subview")
        subview.place(on: view)
        subview.pin(.horizontalEdges)
        subview.pin(.top(to: view.safeAreaLayoutGuide), .bottom(to: view.safeAreaLayoutGuide))
        let result = layout(view, width: 390, height: 844, safeArea: EdgeInsets(top: 47, bottom: 34))
        expectFrame(result, subview, 0, 47, 390, 763)
        expectClean(result)
    }

    /// The general cases: `.relative(attribute, constant, to:, attribute)` and `.fixed`, and pins
    /// to a custom layout guide.
    @Test func relativeFixedAndGuides() {
        let view = View(id: "view"), anchor = View(id: "anchor"), subview = View(id: "subview")
        let column = LayoutGuide(identifier: "column")
        view.addLayoutGuide(column)
        anchor.place(on: view).pin(.top(padding: 10), .leading(padding: 10), .fixedWidth(100), .fixedHeight(30))
        subview.place(on: view).pin(.relative(.top, 10, to: anchor, .bottom), .relative(.leading, 0, to: anchor),
                                    .fixed(.height, 20), .trailing(to: column))
        column.constrain(to: view).leading().top().bottom().width(multiplier: 0.5)
        let result = layout(view)
        expectFrame(result, subview, 10, 50, 150, 20)
        expectClean(result)
    }

    /// Trailing and bottom padding inset; every constraint records the line of its `pin` call.
    @Test func paddingInsetsAndLocations() {
        let view = View(id: "view"), subview = View(id: "subview")
        subview.place(on: view)
        let line = #line + 1
        subview.pin(.trailing(padding: 8), .bottom(padding: 8), .fixedWidth(10), .fixedHeight(10))
        let made = view.constraints.filter { $0.origin == .pin } + subview.constraints.filter { $0.origin == .pin }
        #expect(made.count == 4 && made.allSatisfy { $0.location.line == line })
        #expect(made[0].location.file.hasSuffix("Seed004PinTests.swift"))
        expectFrame(layout(view), subview, 302, 182, 10, 10)
    }

    /// A pin to the superview of a view that has none is reported by the engine, not a crash.
    @Test func noSuperviewIsReported() {
        let lone = View(id: "lone")
        lone.pin(.top)
        let result = layout(lone)
        #expect(result.diagnostics(ofKind: .invalidConstraint).count == 1)
    }
}
