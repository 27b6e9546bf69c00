import Testing
@testable import SketchpadLayout
import SketchpadWidgets

/// Seed 003: constraints as equations, collected by a result builder. The article's C#
/// (`button.Frame.Width == ButtonWidth && …`) becomes one equation per line; `.Frame.` is not
/// needed because `button.width` is the button's width anchor.
@Suite struct Seed003EquationTests {
    static let buttonWidth = 88.0, hPadding = 22.0, vPadding = 44.0

    /// "LayoutWithEase": a text field and a button; the six equations of the article, with the
    /// values of its printed constraints (88, 22, 44). The heights are the widgets' own.
    @Test func textFieldAndButton() {
        let view = View(id: "view")
        let text = TextField(placeholder: "Search", id: "text")
        let button = Button("Go", id: "button")
        let constraints = view.constrain {
            button.width == Self.buttonWidth
            button.right == view.right - Self.hPadding
            button.top == view.top + Self.vPadding

            text.left == view.left + Self.hPadding
            text.right == button.left - Self.hPadding
            text.top == button.top
        }
        #expect(text.superview === view && button.superview === view)
        #expect(constraints.count == 6 && constraints.allSatisfy { $0.isActive && $0.origin == .equation })
        // The article's View.Constraints listing, in our words.
        #expect(constraints.map(\.description) == [
            "Button 'button'.width == 88",
            "Button 'button'.right == View 'view'.right - 22",
            "Button 'button'.top == View 'view'.top + 44",
            "TextField 'text'.left == View 'view'.left + 22",
            "TextField 'text'.right == Button 'button'.left - 22",
            "TextField 'text'.top == Button 'button'.top",
        ])

        let result = layout(view)
        let measurer = FixedAdvanceTextMeasurer()
        let buttonHeight = button.intrinsicContentSize(measuring: measurer).height
        let textHeight = text.intrinsicContentSize(measuring: measurer).height
        #expect(buttonHeight > 0 && textHeight > 0)
        expectFrame(result, button, 320 - 22 - 88, 44, 88, buttonHeight)
        expectFrame(result, text, 22, 44, 320 - 22 - 88 - 22 - 22, textHeight)
        expectClean(result)
    }

    /// The same layout with labels gives the frames of the anchors version.
    @Test func textAndButtonLabelsMatchTheAnchorsVersion() {
        let view = View(id: "view")
        let text = Label("Search", id: "text"), button = Label("Go", id: "button")
        view.constrain {
            button.width == 88
            button.right == view.right - 22
            button.top == view.top + 44
            text.left == view.left + 22
            text.right == button.left - 22
            text.top == button.top
        }
        let result = layout(view)
        expectFrame(result, button, 210, 44, 88, 20.4)
        expectFrame(result, text, 22, 44, 166, 20.4)
        expectClean(result)
    }

    /// "How it works": `>=`/`<=`, `* k + c`, and priorities with `~`.
    @Test func relationsMultipliersConstantsAndPriorities() {
        let view = View(id: "view"), text = View(id: "text"), button = View(id: "button")
        let cs = Constraint.equations {
            text.width >= button.width * 0.5 + 5
            text.width <= view.width
            button.height == button.width - 10
            text.width >= button.width * 0.5 + 5 ~ .defaultLow
            text.centerX == 0.5 * view.centerX ~ 300
            text.bottom <= view.bottom - 8
        }
        #expect(cs.count == 6 && cs.allSatisfy { !$0.isActive })
        #expect(cs[0].relation == .greaterThanOrEqual && cs[0].multiplier == 0.5 && cs[0].constant == 5)
        #expect(cs[0].firstItem === text && cs[0].secondItem === button && cs[0].priority == .required)
        #expect(cs[1].relation == .lessThanOrEqual && cs[1].secondAttribute == .width && cs[1].constant == 0)
        #expect(cs[2].firstAttribute == .height && cs[2].secondAttribute == .width && cs[2].constant == -10)
        #expect(cs[3].priority == .defaultLow && cs[3].multiplier == 0.5)
        #expect(cs[4].multiplier == 0.5 && cs[4].priority == LayoutPriority(300))
        #expect(cs[5].relation == .lessThanOrEqual && cs[5].constant == -8)
    }

    /// The anchors themselves work in equations; they mean the same as the short names.
    @Test func anchorsWorkToo() {
        let view = View(id: "view"), box = View(id: "box")
        let a = Constraint.equations {
            box.widthAnchor == 88
            box.leadingAnchor == view.layoutMarginsGuide.leadingAnchor + 4
            box.topAnchor == view.safeAreaLayoutGuide.topAnchor
            box.heightAnchor == box.widthAnchor * 0.5
        }
        let b = Constraint.equations {
            box.width == 88
            box.leading == view.layoutMarginsGuide.leading + 4
            box.top == view.safeAreaLayoutGuide.top
            box.height == box.width * 0.5
        }
        #expect(a.map(\.description) == b.map(\.description))
        view.addSubview(box)
        Constraint.activate(a)
        expectFrame(layout(view), box, 12, 0, 88, 44)
    }

    /// `if`, `for` and anchor-made constraints mix in the block; each equation records its own line.
    @Test func controlFlowAndSourceLocations() {
        let view = View(id: "view")
        let rows = (0..<3).map { View(id: "row\($0)") }
        let compact = true
        let line = #line + 2
        let cs = view.constrain {
            rows[0].top == view.top
            for (i, row) in rows.enumerated() {
                row.leading == view.leading + 16
                row.trailing == view.trailing - 16
                row.height == 20
                if i > 0 { row.top == rows[i - 1].bottom + 4 }
            }
            if compact { rows[0].height <= 30 } else { rows[0].height <= 60 }
            rows[2].bottomAnchor.constraint(lessThanOrEqualTo: view.bottomAnchor)
        }
        #expect(cs.count == 1 + 3 * 3 + 2 + 1 + 1)
        #expect(cs[0].location.line == line)
        #expect(cs[1].location.line == line + 2 && cs[2].location.line == line + 3)
        #expect(cs[0].location.file.hasSuffix("Seed003EquationTests.swift") && cs[0].location.column > 0)
        #expect(rows.allSatisfy { $0.superview === view })
        let result = layout(view)
        expectFrame(result, rows[0], 16, 0, 288, 20)
        expectFrame(result, rows[2], 16, 48, 288, 20)
        expectClean(result)
    }

    /// A single equation can be made into a constraint by itself.
    @Test func singleEquation() {
        let badge = View(id: "badge")
        let line = #line + 1
        let c = (badge.width == badge.height).constraint()
        #expect(c.location.line == line && c.firstAttribute == .width && c.secondAttribute == .height)
    }
}
