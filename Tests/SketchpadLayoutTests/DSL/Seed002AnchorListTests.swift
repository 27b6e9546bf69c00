import Testing
@testable import SketchpadLayout
import SketchpadWidgets

/// Seed 002: `addSubview(_:anchors:)` with anchor lists, checked against the anchors version in
/// `SeedLayoutsWithAnchorsTests`.
@Suite struct Seed002AnchorListTests {
    /// The article's `viewDidLoad`: a yellow view on every edge and a 100×100 red box in the centre.
    @Test func yellowViewAndRedBox() {
        let view = View(id: "view")
        let yellow = View(id: "yellow")
        view.addSubview(yellow, anchors: [.leading(0), .trailing(0), .bottom(0), .top(0)])

        let redBox = View(id: "redBox")
        redBox.allowsOverlap = true
        view.addSubview(redBox, anchors: [.centerX(0), .centerY(0), .width(100), .height(100)])

        #expect(view.subviews.count == 2)
        let result = layout(view, width: 390, height: 844)
        expectFrame(result, yellow, 0, 0, 390, 844)
        expectFrame(result, redBox, 145, 372, 100, 100)
        expectClean(result)
    }

    /// Constants are used as written: `.trailing(-16)` insets, `.trailing(16)` overflows.
    @Test func constantsAreAddedAsWritten() {
        let view = View(id: "view"), card = View(id: "card")
        let constraints = view.addSubview(card, anchors: [.leading(16), .trailing(-16), .top(10), .height(50)])
        #expect(constraints.count == 4 && constraints.allSatisfy { $0.isActive && $0.origin == .anchorList })
        #expect(constraints[1].firstItem === card && constraints[1].secondItem === view && constraints[1].constant == -16)
        #expect(constraints[3].secondItem == nil)
        let result = layout(view)
        expectFrame(result, card, 16, 10, 288, 50)
        expectClean(result)
    }

    /// `activate(anchors:relativeTo:)` relates to another view, with the general cases.
    @Test func activateRelativeToAnotherView() {
        let view = View(id: "view"), photo = View(id: "photo"), caption = View(id: "caption")
        view.addSubview(photo, anchors: [.leading(0), .top(0), .width(200), .height(100)])
        view.addSubview(caption)
        caption.activate(anchors: [
            .relative(attribute: .top, relation: .equal, relatedTo: .bottom, multiplier: 1, constant: 8),
            .leading(0),
            .relative(attribute: .width, relation: .equal, relatedTo: .width, multiplier: 0.5, constant: 0),
            .constant(attribute: .height, relation: .greaterThanOrEqual, constant: 20),
            .constant(attribute: .height, relation: .equal)(20),
        ], relativeTo: photo)
        let result = layout(view)
        expectFrame(result, caption, 0, 108, 100, 20)
        expectClean(result)
    }

    /// Without `relativeTo`, relative anchors refer to the superview; `Constraint(from:to:anchor:)`
    /// builds one entry.
    @Test func defaultsToTheSuperview() {
        let view = View(id: "view"), box = View(id: "box")
        view.addSubview(box)
        let made = box.activate(anchors: [.left(5), .right(-5), .top(5), .bottom(-5)])
        #expect(made.allSatisfy { $0.secondItem === view })
        expectFrame(layout(view), box, 5, 5, 310, 190)
        let single = Constraint(from: box, to: view, anchor: .centerY(3))
        #expect(single.firstAttribute == .centerY && single.secondAttribute == .centerY && single.constant == 3)
        #expect(!single.isActive)
    }

    /// Each constraint records the line of the call that applied its list.
    @Test func recordsSourceLocations() {
        let view = View(id: "view"), box = View(id: "box")
        let line = #line + 1
        let constraints = view.addSubview(box, anchors: [.leading(0), .width(10)])
        #expect(constraints.allSatisfy { $0.location.line == line })
        #expect(constraints[0].location.file.hasSuffix("Seed002AnchorListTests.swift"))
        let other = Constraint(from: box, to: view, anchor: .top(0))
        #expect(other.location.line == line + 3)
    }
}
