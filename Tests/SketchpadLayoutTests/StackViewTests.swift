import Testing
@testable import SketchpadLayout
import SketchpadWidgets

/// Labels at 17 pt with the fixed-advance measurer: 8.5 points per character, 20.4 tall.
@Suite struct StackViewTests {
    /// A stack pinned at (10, 10) and, if given, to a width (horizontal) or height (vertical).
    func place(_ stack: StackView, length: Double? = nil, breadth: Double? = nil) -> View {
        let root = View(id: "root")
        root.addSubview(stack)
        var cs = [
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ]
        let along = stack.axis == .horizontal ? stack.widthAnchor : stack.heightAnchor
        let across = stack.axis == .horizontal ? stack.heightAnchor : stack.widthAnchor
        if let length { cs.append(along.constraint(equalToConstant: length)) }
        if let breadth { cs.append(across.constraint(equalToConstant: breadth)) }
        Constraint.activate(cs)
        return root
    }

    @Test func fillHugsItsContentWhenUnconstrained() {
        let a = Label("aa", id: "a"), b = Label("bbbb", id: "b")
        let stack = StackView(spacing: 8, arrangedSubviews: [a, b], id: "stack")
        let result = layout(place(stack))
        expectFrame(result, stack, 10, 10, 59, 20.4)
        expectFrame(result, a, 10, 10, 17, 20.4)
        expectFrame(result, b, 35, 10, 34, 20.4)
        expectClean(result)
    }

    @Test func fillStretchesTheLowestHuggingAndTiesGoToTheLastView() {
        let a = Label("aa", id: "a"), b = Label("bbbb", id: "b")
        let stack = StackView(spacing: 8, arrangedSubviews: [a, b], id: "stack")
        let result = layout(place(stack, length: 200))
        expectFrame(result, a, 10, 10, 17, 20.4)
        expectFrame(result, b, 35, 10, 175, 20.4)
        expectClean(result)

        let c = Label("aa", id: "c"), d = Label("bbbb", id: "d")
        c.setContentHuggingPriority(.defaultLow, for: .horizontal)
        let stack2 = StackView(spacing: 8, arrangedSubviews: [c, d], id: "stack2")
        let result2 = layout(place(stack2, length: 200))
        expectFrame(result2, c, 10, 10, 158, 20.4)
        expectFrame(result2, d, 176, 10, 34, 20.4)
    }

    @Test func fillCompressesTheLowestCompressionResistanceAndTiesGoToTheLastView() {
        let a = Label("aaaaaaaaaa", id: "a"), b = Label("bbbbbbbbbb", id: "b")   // 85 each
        let stack = StackView(spacing: 10, arrangedSubviews: [a, b], id: "stack")
        let result = layout(place(stack, length: 150))
        expectFrame(result, a, 10, 10, 85, 20.4)
        expectFrame(result, b, 105, 10, 55, 20.4)
        #expect(result.diagnostics(ofKind: .unmetOptional).first?.items.first === b)
    }

    @Test func fillEqually() {
        let a = Label("aa", id: "a"), b = Label("bbbb", id: "b")
        let stack = StackView(distribution: .fillEqually, spacing: 8, arrangedSubviews: [a, b], id: "stack")
        let result = layout(place(stack, length: 200))
        expectFrame(result, a, 10, 10, 96, 20.4)
        expectFrame(result, b, 114, 10, 96, 20.4)
        expectClean(result)
    }

    @Test func fillProportionally() {
        let a = Label("aa", id: "a"), b = Label("bbbb", id: "b")   // 17 and 34: one third, two thirds
        let stack = StackView(distribution: .fillProportionally, spacing: 8, arrangedSubviews: [a, b], id: "stack")
        let result = layout(place(stack, length: 200))
        expectFrame(result, a, 10, 10, 64, 20.4)
        expectFrame(result, b, 82, 10, 128, 20.4)
    }

    @Test func equalSpacing() {
        let a = Label("aa", id: "a"), b = Label("bbbb", id: "b"), c = Label("cc", id: "c")
        let stack = StackView(distribution: .equalSpacing, spacing: 4, arrangedSubviews: [a, b, c], id: "stack")
        let result = layout(place(stack, length: 200))
        // 200 - (17 + 34 + 17) = 132: two gaps of 66.
        expectFrame(result, a, 10, 10, 17, 20.4)
        expectFrame(result, b, 93, 10, 34, 20.4)
        expectFrame(result, c, 193, 10, 17, 20.4)
        expectClean(result)
        // Unconstrained, the gaps shrink to the spacing.
        let d = Label("aa", id: "d"), e = Label("bbbb", id: "e")
        let loose = StackView(distribution: .equalSpacing, spacing: 4, arrangedSubviews: [d, e], id: "loose")
        let r2 = layout(place(loose))
        expectFrame(r2, loose, 10, 10, 55, 20.4)
        expectClean(r2)
    }

    @Test func equalCentering() {
        let a = box("a", width: 20, height: 10), b = box("b", width: 40, height: 10), c = box("c", width: 20, height: 10)
        let stack = StackView(distribution: .equalCentering, arrangedSubviews: [a, b, c], id: "stack")
        let result = layout(place(stack, length: 200))
        expectFrame(result, a, 10, 10, 20, 10)
        expectFrame(result, b, 90, 10, 40, 10)
        expectFrame(result, c, 190, 10, 20, 10)
        expectClean(result)
    }

    @Test(arguments: [
        (StackView.Alignment.leading, LayoutDirection.leftToRight, 10.0),
        (.center, .leftToRight, 10 + (100 - 17) / 2),
        (.trailing, .leftToRight, 93),
        (.leading, .rightToLeft, 93),
        (.trailing, .rightToLeft, 10),
    ]) func verticalAlignment(alignment: StackView.Alignment, direction: LayoutDirection, x: Double) {
        let a = Label("aa", id: "a"), b = Label("bbbb", id: "b")
        let stack = StackView(axis: .vertical, alignment: alignment, spacing: 8, arrangedSubviews: [a, b], id: "stack")
        let root = View(id: "root")
        root.addSubview(stack)
        Constraint.activate([
            stack.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            stack.widthAnchor.constraint(equalToConstant: 100),
        ])
        let result = layout(root, direction: direction)
        expectFrame(result, a, x, 10, 17, 20.4)
        expectFrame(result, stack, 10, 10, 100, 48.8)
        expectClean(result)
    }

    @Test func verticalFillAndRightToLeftHorizontalOrder() {
        let a = Label("aa", id: "a"), b = Label("bbbb", id: "b")
        let stack = StackView(spacing: 8, arrangedSubviews: [a, b], id: "stack")
        let root = View(id: "root")
        root.addSubview(stack)
        Constraint.activate([
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        let result = layout(root, direction: .rightToLeft)
        // Right to left: the stack starts 10 from the right edge; a (first) is rightmost.
        expectFrame(result, stack, 10, 0, 59, 20.4)
        expectFrame(result, a, 52, 0, 17, 20.4)
        expectFrame(result, b, 10, 0, 34, 20.4)
        expectClean(result)
    }

    @Test func firstBaselineAlignment() {
        let big = Label("Big", font: FontDescription(size: 30), id: "big")
        let small = Label("small", font: FontDescription(size: 10), id: "small")
        let stack = StackView(alignment: .firstBaseline, spacing: 8, arrangedSubviews: [small, big], id: "stack")
        let result = layout(place(stack))
        expectFrame(result, stack, 10, 10, 78, 36)
        expectFrame(result, big, 43, 10, 45, 36)
        expectFrame(result, small, 10, 26, 25, 12)
        expectClean(result)
    }

    @Test func hiddenViewsCollapseAndCustomSpacing() {
        let a = Label("aa", id: "a"), b = Label("bbbb", id: "b"), c = Label("cc", id: "c")
        let stack = StackView(spacing: 8, arrangedSubviews: [a, b, c], id: "stack")
        stack.setCustomSpacing(20, after: a)
        let result = layout(place(stack))
        expectFrame(result, b, 47, 10, 34, 20.4)
        expectFrame(result, c, 89, 10, 17, 20.4)
        b.isHidden = true
        let hidden = layout(place(stack))
        expectFrame(hidden, a, 10, 10, 17, 20.4)
        expectFrame(hidden, c, 47, 10, 17, 20.4)
        expectFrame(hidden, stack, 10, 10, 54, 20.4)
        expectClean(hidden)
    }

    @Test func layoutMarginsRelativeArrangement() {
        let a = Label("aa", id: "a")
        let stack = StackView(arrangedSubviews: [a], id: "stack")
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        let result = layout(place(stack))
        expectFrame(result, stack, 10, 10, 23, 24.4)
        expectFrame(result, a, 12, 11, 17, 20.4)
        expectClean(result)
    }

    /// A form: a vertical stack of rows, each a horizontal stack of a caption and a field.
    @Test func nestedStacks() {
        func row(_ caption: String, _ value: String) -> StackView {
            let c = Label(caption, id: caption), v = Label(value, id: value)
            v.setContentHuggingPriority(.defaultLow, for: .horizontal)
            return StackView(spacing: 8, arrangedSubviews: [c, v], id: "row-\(caption)")
        }
        let name = row("Name", "Ada"), mail = row("Mail", "ada@example.org")
        let form = StackView(axis: .vertical, spacing: 12, arrangedSubviews: [name, mail], id: "form")
        let root = View(id: "root")
        root.addSubview(form)
        Constraint.activate([
            form.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            form.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            form.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
        ])
        let result = layout(root)
        expectFrame(result, form, 8, 8, 304, 52.8)
        expectFrame(result, name, 8, 8, 304, 20.4)
        expectFrame(result, mail, 8, 40.4, 304, 20.4)
        expectFrame(result, result.entries.first { ($0.item as? View)?.id == "Ada" }!.item, 50, 8, 262, 20.4)
        expectClean(result)
    }

    @Test func baselineAlignmentInAVerticalStackWarns() {
        let a = Label("aa", id: "a")
        let stack = StackView(axis: .vertical, alignment: .firstBaseline, arrangedSubviews: [a], id: "stack")
        let result = layout(place(stack))
        #expect(result.diagnostics(ofKind: .unsupported).count == 1)
        expectFrame(result, a, 10, 10, 17, 20.4)
    }
}
