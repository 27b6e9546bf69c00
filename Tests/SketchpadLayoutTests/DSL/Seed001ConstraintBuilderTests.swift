import Testing
@testable import SketchpadLayout
import SketchpadWidgets

/// Seed 001 (SwiftAutoLayout): `constrain(to:)`, `constrain(after:)`, `constrainSelf()`, written
/// as in the article and checked against the frames of `SeedLayoutsWithAnchorsTests`.
@Suite struct Seed001ConstraintBuilderTests {
    /// "Constraining a View to a Parent View": the label joins the view and sits at its leading
    /// edge, centred vertically.
    @Test func constrainingAViewToAParentView() {
        let view = View(id: "view")
        let label = Label("SwiftAutoLayout is neato!", id: "label")
        label.constrain(to: view).leading().centerY()
        #expect(label.superview === view)
        let result = layout(view)
        expectFrame(result, label, 0, 89.8, 212.5, 20.4)   // 25 characters × 8.5; (200 - 20.4) / 2
        expectClean(result)
    }

    /// "Building the View Hierarchy": container centred, label pinned to its margins, at most 60
    /// narrower than the view (defaultHigh); the hierarchy view → container → label.
    @Test func buildingTheViewHierarchy() {
        let view = View(id: "view")
        let container = View(id: "container")
        container.directionalLayoutMargins = DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        container.constrain(to: view).centerXY()

        let label = Label("SwiftAutoLayout is neato! It wraps when it has to.", numberOfLines: 0, id: "label")
        label.constrain(to: container.layoutMarginsGuide).leadingTrailingTopBottom()
        label.constrain(to: view).width(.lessThanOrEqual, constant: -60, priority: .defaultHigh)

        #expect(view.subviews.count == 1 && view.subviews[0] === container)
        #expect(container.subviews.count == 1 && container.subviews[0] === label)
        let result = layout(view)
        expectFrame(result, label, 41, 79.6, 238, 40.8)
        expectFrame(result, container, 33, 71.6, 254, 56.8)
        expectClean(result)
    }

    /// "Customizing Constraints": positive trailing/bottom constants inset.
    @Test func positiveTrailingAndBottomConstantsInset() {
        let view = View(id: "view"), label = View(id: "label")
        label.constrain(to: view).leadingTrailing(constant: 16).topBottom(constant: 8)
        let result = layout(view)
        expectFrame(result, label, 16, 8, 288, 184)
        expectClean(result)

        let other = View(id: "other"), box = View(id: "box")
        box.constrain(to: other).leading(constant: 16).trailing(constant: 16).top(constant: 10).bottom(constant: 30)
        expectFrame(layout(other), box, 16, 10, 288, 160)
    }

    /// `top(.greaterThanOrEqual, constant: 8, multiplier: 0.5, priority: .defaultLow)` and friends
    /// make exactly the constraint they say.
    @Test func everyArgumentReachesTheConstraint() {
        let view = View(id: "view"), label = View(id: "label")
        let builder = label.constrain(to: view)
            .top(.greaterThanOrEqual, constant: 8, multiplier: 0.5, priority: .defaultLow)
            .trailing(.lessThanOrEqual, constant: 4)
        let top = builder.constraints[0], trailing = builder.constraints[1]
        #expect(top.firstItem === label && top.firstAttribute == .top && top.relation == .greaterThanOrEqual)
        #expect(top.secondItem === view && top.multiplier == 0.5 && top.constant == 8 && top.priority == .defaultLow)
        // Reversed: view.trailing <= label.trailing + 4, i.e. label at most 4 from the trailing edge.
        #expect(trailing.firstItem === view && trailing.secondItem === label && trailing.relation == .lessThanOrEqual)
        #expect(trailing.constant == 4 && trailing.isActive && trailing.origin == .constraintBuilder)
    }

    /// "Getting Constraints": the builder's constraints in order, adjustable afterwards; a builder's
    /// constraints can be made inactive and switched on later.
    @Test func gettingConstraints() {
        let view = View(id: "view"), label = View(id: "label")
        let builder = label.constrain(to: view).leading().centerY()
        #expect(builder.constraints.count == 2)
        #expect(builder.constraints.last!.firstAttribute == .centerY)
        let constraints = label.constrain(to: view).leadingTrailingTopBottom().constraints
        #expect(constraints.count == 4)
        #expect(constraints.map(\.firstAttribute) == [.leading, .trailing, .top, .bottom])

        let constraint = label.constrain(to: view).centerY(constant: 0).constraints.last!
        constraint.constant = 100
        #expect(constraint.constant == 100)

        let later = label.constrainSelf().height(constant: 0, priority: .required - 1, activate: false)
        #expect(!later.isActive && later.constraints.count == 1)
        later.isActive = true   // smoosh!
        #expect(later.constraints[0].isActive && later.constraints[0].priority == LayoutPriority(999))
    }

    /// ".systemSpacing" stands for the standard spacing, with the method's sign convention.
    @Test func systemSpacing() {
        let view = View(id: "view"), label = View(id: "label"), below = View(id: "below")
        label.constrain(to: view).leadingTrailing(constant: .systemSpacing).top()
        label.constrainSelf().height(constant: 20)
        below.constrain(to: view).leadingTrailing().bottom()
        below.constrain(after: label).vertically(constant: .systemSpacing)
        let result = layout(view)
        expectFrame(result, label, 8, 0, 304, 20)
        expectFrame(result, below, 0, 28, 320, 172)
        expectClean(result)
    }

    /// "Custom Constraints" between different anchors.
    @Test func customConstraintsBetweenDifferentAnchors() {
        let view = View(id: "view"), label = View(id: "label")
        label.constrain(to: view).xAxis(.centerX, to: .leading).yAxis(.centerY, to: .top)
        label.constrain(to: view).dimension(.width, to: .height, multiplier: 0.5)
        label.constrainSelf().height(constant: 30)
        let result = layout(view, options: { var o = LayoutEngine.Options(); o.reportsOverflow = false; return o }())
        expectFrame(result, label, -50, -15, 100, 30)
        #expect(result.errors.isEmpty)
    }

    /// "Use Layout Guides!": a guide for the buttons along the bottom of the margins, three 40×40
    /// buttons centred on it at multipliers 0.5, 1 and 1.5 of its centre (canvas coordinates:
    /// the guide's centre is at x = 160, so centres at 80, 160, 240).
    @Test func layoutGuidesAndMultipliers() {
        let view = View(id: "view")
        let buttonsLayoutGuide = LayoutGuide(identifier: "buttons")
        buttonsLayoutGuide.constrain(to: view.layoutMarginsGuide).leadingTrailing().bottom()
        buttonsLayoutGuide.constrainSelf().height(constant: 60)
        #expect(buttonsLayoutGuide.owningView === view)

        let buttons = [View(id: "b0"), View(id: "b1"), View(id: "b2")]
        buttons.forEach { $0.constrainSelf().widthHeight(constant: 40) }
        for (button, multiplier) in zip(buttons, [0.5, 1.0, 1.5]) {
            button.constrain(to: buttonsLayoutGuide).centerX(multiplier: multiplier).centerY()
        }
        #expect(buttons.allSatisfy { $0.superview === view })
        let result = layout(view)
        expectFrame(result, buttonsLayoutGuide, 8, 132, 304, 60)
        expectFrame(result, buttons[0], 60, 142, 40, 40)
        expectFrame(result, buttons[1], 140, 142, 40, 40)
        expectFrame(result, buttons[2], 220, 142, 40, 40)
        expectClean(result)
    }

    /// "Custom Parents": an item that already has a parent keeps it.
    @Test func existingParentsAreKept() {
        let view = View(id: "view"), container = View(id: "container"), label = View(id: "label")
        view.addSubview(container)
        container.addSubview(label)
        label.constrain(to: view).leading()
        #expect(label.superview === container)
        // And the root itself is never made a child of its own subview.
        view.constrain(to: container).width()
        #expect(view.superview == nil)
    }

    /// Self constraints: aspect ratio.
    @Test func aspectRatio() {
        let view = View(id: "view"), thumb = View(id: "thumb")
        thumb.constrain(to: view).leading().top()
        thumb.constrainSelf().height(constant: 90).aspectRatio(16.0 / 9.0)
        expectFrame(layout(view), thumb, 0, 0, 160, 90)
    }

    /// Every constraint records the line of the builder call that made it.
    @Test func recordsSourceLocations() {
        let view = View(id: "view"), label = View(id: "label")
        let line = #line + 1
        let builder = label.constrain(to: view).leading()
            .trailing()
        #expect(builder.constraints[0].location.line == line)
        #expect(builder.constraints[1].location.line == line + 1)
        #expect(builder.constraints[0].location.file.hasSuffix("Seed001ConstraintBuilderTests.swift"))
    }
}
