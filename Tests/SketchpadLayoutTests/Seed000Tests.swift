import Testing
@testable import SketchpadLayout
import SketchpadWidgets

/// Seed 000 (CwlLayout): two labels, bottom-aligned, equal widths, separated by 8, between the
/// left and right margins, the tallest touching the top margin. Built three ways here (anchors,
/// the visual format language, stack views); every way gives the same frames.
@Suite struct Seed000Tests {
    static let longText = "The quick brown fox jumps over the lazy dog"
    static let shortText = "Hello"

    func makeLabels(reversed: Bool = false) -> (View, Label, Label) {
        let root = View(id: "view")
        let left = Label(reversed ? Self.shortText : Self.longText, numberOfLines: 0, id: "left")
        let right = Label(reversed ? Self.longText : Self.shortText, numberOfLines: 0, id: "right")
        root.addSubview(left)
        root.addSubview(right)
        return (root, left, right)
    }

    /// 320 wide with 8-point margins: (304 - 8) / 2 = 148 per label. At 17 pt the long text wraps
    /// into 3 lines of 20.4 (61.2 tall); "Hello" is one line (20.4).
    func expectSeedFrames(_ result: LayoutResult, _ left: Label, _ right: Label, reversed: Bool = false,
                          sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        if reversed {
            expectFrame(result, left, 8, 48.8, 148, 20.4, sourceLocation: sourceLocation)
            expectFrame(result, right, 164, 8, 148, 61.2, sourceLocation: sourceLocation)
        } else {
            expectFrame(result, left, 8, 8, 148, 61.2, sourceLocation: sourceLocation)
            expectFrame(result, right, 164, 48.8, 148, 20.4, sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: [false, true]) func example1ManualAnchors(reversed: Bool) {
        let (view, left, right) = makeLabels(reversed: reversed)
        let constraints = [
            left.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            right.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            left.bottomAnchor.constraint(equalTo: right.bottomAnchor),
            left.trailingAnchor.constraint(equalTo: right.leadingAnchor, constant: -8),
            left.topAnchor.constraint(greaterThanOrEqualTo: view.layoutMarginsGuide.topAnchor),
            right.topAnchor.constraint(greaterThanOrEqualTo: view.layoutMarginsGuide.topAnchor),
            left.widthAnchor.constraint(equalTo: right.widthAnchor),
        ]
        Constraint.activate(constraints)
        let leftTop = left.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor)
        leftTop.priority = .defaultLow
        leftTop.isActive = true
        let rightTop = right.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor)
        rightTop.priority = .defaultLow
        rightTop.isActive = true

        let result = layout(view)
        expectSeedFrames(result, left, right, reversed: reversed)
        expectClean(result)
        #expect(result.textPasses == 2)
        // The shorter label's low-priority top constraint is (by design) the one left unmet.
        let unmet = result.diagnostics(ofKind: .unmetOptional)
        #expect(unmet.count == 1)
        #expect(unmet.first?.constraints.first === (reversed ? leftTop : rightTop))
        #expect(unmet.first?.severity == .info)
    }

    /// The brain teaser ("one of the 9 constraints can be removed"), answered by the engine's
    /// diagnostics: either low-priority top constraint can go (the other one still pulls the
    /// bottom-aligned pair up against the `>=` constraints), and so can the shorter label's `>=`
    /// for a given text; every other removal changes the frames or is reported.
    @Test(arguments: [false, true]) func brainTeaser(reversed: Bool) {
        var harmless: [Int] = []
        for removed in 0..<9 {
            let (view, left, right) = makeLabels(reversed: reversed)
            var all = [
                left.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                right.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                left.bottomAnchor.constraint(equalTo: right.bottomAnchor),
                left.trailingAnchor.constraint(equalTo: right.leadingAnchor, constant: -8),
                left.topAnchor.constraint(greaterThanOrEqualTo: view.layoutMarginsGuide.topAnchor),
                right.topAnchor.constraint(greaterThanOrEqualTo: view.layoutMarginsGuide.topAnchor),
                left.widthAnchor.constraint(equalTo: right.widthAnchor),
                left.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor).withPriority(.defaultLow),
                right.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor).withPriority(.defaultLow),
            ]
            all.remove(at: removed)
            Constraint.activate(all)
            let result = layout(view)
            let tall = Rect(x: reversed ? 164 : 8, y: 8, width: 148, height: 61.2)
            let short = Rect(x: reversed ? 8 : 164, y: 48.8, width: 148, height: 20.4)
            let same = approximatelyEqual(result.frame(of: left), reversed ? short : tall)
                && approximatelyEqual(result.frame(of: right), reversed ? tall : short)
            if same && result.errors.isEmpty && result.warnings.isEmpty { harmless.append(removed) }
        }
        #expect(harmless == (reversed ? [4, 7, 8] : [5, 7, 8]))
    }

    @Test(arguments: [false, true]) func example2VisualFormat(reversed: Bool) throws {
        let (view, left, right) = makeLabels(reversed: reversed)
        let views = ["left": left, "right": right]
        try view.addConstraints(visualFormat: "|-[left]-[right(==left)]-|", options: .alignAllBottom, views: views)
        try view.addConstraints(visualFormat: "V:|-(>=8)-[left]", views: views)
        try view.addConstraints(visualFormat: "V:|-(>=8)-[right]", views: views)
        let result = layout(view)
        // Nothing pulls the labels up: the article's "still precarious" — vertically ambiguous.
        let ambiguous = result.diagnostics(ofKind: .ambiguous)
        #expect(ambiguous.count == 2)
        #expect(ambiguous.allSatisfy { $0.attributes == [.top] && $0.message.contains("vertical position") })
        #expect(ambiguous.contains { $0.items.first === left } && ambiguous.contains { $0.items.first === right })
        // The deterministic answer for the ambiguous part is the topmost one: the same frames as example 1.
        expectSeedFrames(result, left, right, reversed: reversed)
    }

    @Test(arguments: [false, true]) func example3StackViews(reversed: Bool) {
        let (view, left, right) = makeLabels(reversed: reversed)
        let row = StackView(arrangedSubviews: [left, right], id: "row")
        row.alignment = .bottom
        row.spacing = 8
        row.distribution = .fillEqually
        let topAlignedBox = StackView(arrangedSubviews: [row], id: "topAlignedBox")
        topAlignedBox.alignment = .top
        topAlignedBox.isLayoutMarginsRelativeArrangement = true
        view.addSubview(topAlignedBox)
        // `frame = view.bounds` with flexible width and height: pinned to the edges.
        Constraint.activate([
            topAlignedBox.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            topAlignedBox.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            topAlignedBox.topAnchor.constraint(equalTo: view.topAnchor),
            topAlignedBox.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        let result = layout(view)
        expectSeedFrames(result, left, right, reversed: reversed)
        expectFrame(result, row, 8, 8, 304, 61.2)
        expectClean(result)
    }
}
