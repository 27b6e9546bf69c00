import Testing
@testable import SketchpadLayout
import SketchpadWidgets

/// Seed 000 (CwlLayout) written with `applyLayout`: two labels, bottom-aligned, equal widths (or
/// 75/25), separated by 8, between the left and right margins, the tallest touching the top margin.
/// The article's code is cut off after the first lines of each example; the completions below keep
/// every line it shows and close them the way the text describes.
@Suite struct Seed000ApplyLayoutTests {
    static let longText = "The quick brown fox jumps over the lazy dog"
    static let shortText = "Hello"

    /// The labels of the article, not yet in any view: `applyLayout` adds them.
    func makeLabels(reversed: Bool = false) -> (View, Label, Label) {
        let view = View(id: "view")
        let left = Label(reversed ? Self.shortText : Self.longText, numberOfLines: 0, id: "left")
        let right = Label(reversed ? Self.longText : Self.shortText, numberOfLines: 0, id: "right")
        return (view, left, right)
    }

    /// Example 4: nested rows, a matched pair (the same frames as the anchors of example 1:
    /// 320 wide, 8-point margins, (304 - 8) / 2 = 148 per label; the long text wraps into 3 lines
    /// of 20.4 at 17 points, "Hello" is one line).
    @Test(arguments: [false, true]) func example4MatchedPair(reversed: Bool) {
        let (view, left, right) = makeLabels(reversed: reversed)
        view.applyLayout(
            .horizontal(align: .leading,
                .horizontal(align: .trailing,
                    .matchedPair(.view(left), .view(right))
                )
            )
        )
        #expect(left.superview === view && right.superview === view)
        let result = layout(view)
        let (tall, short) = reversed ? (right, left) : (left, right)
        expectFrame(result, left, 8, reversed ? 48.8 : 8, 148, reversed ? 20.4 : 61.2)
        expectFrame(result, right, 164, reversed ? 8 : 48.8, 148, reversed ? 61.2 : 20.4)
        #expect(result.frame(of: tall)!.minY == 8)
        #expect(result.frame(of: short)!.maxY == result.frame(of: tall)!.maxY)
        expectClean(result)
    }

    /// Example 5: a 75/25 split: the left label is 0.75 of the row less 6 (its share of the 8-point
    /// space), then the standard space, then the right label takes the rest: 222 and 74, exactly 3:1.
    /// (Completed: `.space(),` and `.view(right)` follow, as the text says.)
    @Test(arguments: [false, true]) func example5SeventyFiveTwentyFive(reversed: Bool) {
        let (view, left, right) = makeLabels(reversed: reversed)
        view.applyLayout(
            .horizontal(align: .leading,
                .horizontal(align: .trailing,
                    .view(length: .equalTo(ratio: 0.75, constant: -0.75 * 8), left),
                    .space(),
                    .view(right)
                )
            )
        )
        let result = layout(view)
        if reversed {
            // "Hello" on the left; the long text wraps in 74 points (8 characters a line) into 7 lines.
            expectFrame(result, right, 238, 8, 74, 142.8)
            expectFrame(result, left, 8, 8 + 142.8 - 20.4, 222, 20.4)
        } else {
            // The long text wraps in 222 points (26 characters a line) into 2 lines.
            expectFrame(result, left, 8, 8, 222, 40.8)
            expectFrame(result, right, 238, 8 + 40.8 - 20.4, 74, 20.4)
        }
        #expect(abs(result.frame(of: left)!.width - 3 * result.frame(of: right)!.width) < 1e-9)
        expectClean(result)
    }

    /// Example 6: the outer container becomes a column starting with a space of 15 % of its height.
    /// (Completed with the 75/25 row of example 5 and a `.fillRemaining` space that leaves the
    /// bottom of the view vacant, as in figure 1; without it the row would fill the column and
    /// its bottom-aligned labels would sit at the bottom margin, making the 15 % invisible.)
    @Test func example6FifteenPercentSpace() {
        let (view, left, right) = makeLabels()
        view.applyLayout(
            .vertical(
                .space(.equalTo(ratio: 0.15)),
                .horizontal(align: .trailing,
                    .view(length: .equalTo(ratio: 0.75, constant: -0.75 * 8), left),
                    .space(),
                    .view(right)
                ),
                .space(.fillRemaining)
            )
        )
        let result = layout(view)
        let top = 8 + 0.15 * 184   // 35.6
        expectFrame(result, left, 8, top, 222, 40.8)
        expectFrame(result, right, 238, top + 40.8 - 20.4, 74, 20.4)
        expectClean(result)
    }

    /// The same column without the trailing space: the last entity ends at the box's end, so the
    /// row takes the remaining 85 % and its labels sit on the bottom margin.
    @Test func lastEntityEndsAtTheEndOfTheBox() {
        let (view, left, right) = makeLabels()
        view.applyLayout(
            .vertical(
                .space(.equalTo(ratio: 0.15)),
                .horizontal(align: .trailing, .matchedPair(.view(left), .view(right)))
            )
        )
        let result = layout(view)
        expectFrame(result, left, 8, 192 - 61.2, 148, 61.2)
        expectFrame(result, right, 164, 192 - 20.4, 148, 20.4)
        expectClean(result)
    }

    /// `applyLayout` replaces the previous layout precisely: its constraints, guides and added
    /// subviews go; views and constraints added by other means stay. `applyLayout(nil)` removes.
    @Test func applyingAgainReplacesAndNilRemoves() {
        let (view, left, right) = makeLabels()
        let badge = View(id: "badge")
        view.addSubview(badge)
        let own = [
            badge.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            badge.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            badge.widthAnchor.constraint(equalToConstant: 10),
            badge.heightAnchor.constraint(equalToConstant: 10),
        ]
        Constraint.activate(own)

        view.applyLayout(.horizontal(align: .leading, .horizontal(align: .trailing, .matchedPair(.view(left), .view(right)))))
        let first = view.appliedLayoutConstraints
        #expect(!first.isEmpty && first.allSatisfy { $0.isActive && $0.origin == .applyLayout })
        let guidesAfterFirst = view.layoutGuides.count

        view.applyLayout(.vertical(.view(length: 44, left), .space(), .view(right)))
        #expect(first.allSatisfy { !$0.isActive })
        #expect(view.appliedLayoutConstraints.allSatisfy { $0.isActive })
        #expect(view.layoutGuides.count == 1 && guidesAfterFirst == 2)
        let result = layout(view)
        expectFrame(result, left, 8, 8, 304, 44)
        expectFrame(result, right, 8, 60, 304, 132)
        expectFrame(result, badge, 0, 190, 10, 10)

        view.applyLayout(nil)
        #expect(view.appliedLayoutConstraints.isEmpty)
        #expect(view.subviews.count == 1 && view.subviews[0] === badge)
        #expect(view.layoutGuides.isEmpty)
        #expect(own.allSatisfy { $0.isActive })
        #expect(left.superview == nil && right.superview == nil)
    }

    /// Re-applying a layout that places the same views keeps them in place, with the constraints
    /// written for them by other means.
    @Test func reapplyingKeepsOtherConstraintsOfViewsItStillPlaces() {
        let (view, left, right) = makeLabels()
        let badge = View(id: "badge")
        view.applyLayout(.horizontal(.view(left), .space(), .view(right)))
        view.addSubview(badge)
        badge.allowsOverlap = true
        let mine = [badge.leadingAnchor.constraint(equalTo: left.leadingAnchor),
                    badge.topAnchor.constraint(equalTo: left.topAnchor),
                    badge.widthAnchor.constraint(equalToConstant: 4), badge.heightAnchor.constraint(equalToConstant: 4)]
        Constraint.activate(mine)
        view.applyLayout(.vertical(.view(length: 30, left), .view(right)))
        #expect(mine.allSatisfy { $0.isActive })
        #expect(left.superview === view && right.superview === view)
        expectFrame(layout(view), badge, 8, 8, 4, 4)
        view.applyLayout(nil)
        #expect(left.superview == nil && !mine[0].isActive)
    }

    /// Rows run leading to trailing: in a right-to-left scene the first entity is on the right.
    @Test func rightToLeft() {
        let (view, left, right) = makeLabels()
        view.applyLayout(.horizontal(align: .leading, .horizontal(align: .trailing, .matchedPair(.view(left), .view(right)))))
        let result = layout(view, direction: .rightToLeft)
        expectFrame(result, left, 164, 8, 148, 61.2)
        expectFrame(result, right, 8, 48.8, 148, 20.4)
        expectClean(result)
    }

    /// Consistent by default: whatever is left out of the example, the layout is neither
    /// inconsistent nor reported as ambiguous, overlapping or overflowing. (Two views that could
    /// both stretch to fill the rest, with equal hugging priorities, are the one way to make a
    /// layout ambiguous: see `twoStretchableViewsAreReportedAsAmbiguous`.)
    @Test func consistentByDefault() {
        let variants: [(Label, Label) -> Layout] = [
            { l, r in .horizontal(align: .leading, .horizontal(align: .trailing, .matchedPair(.view(l), .view(r)))) },
            { l, r in .horizontal(align: .trailing, .matchedPair(.view(l), .view(r))) },
            { l, r in .horizontal(.matchedPair(.view(l), .view(r))) },
            { l, _ in .horizontal(align: .leading, .horizontal(align: .trailing, .view(l))) },
            { l, _ in .horizontal(.view(l)) },
            { l, r in .vertical(.view(l), .view(r), .space(.fillRemaining)) },
            { l, r in .vertical(align: .center, .view(l), .space(), .view(r), .space(.fillRemaining)) },
            { _, _ in .horizontal() },
        ]
        for (i, variant) in variants.enumerated() {
            let (view, left, right) = makeLabels()
            view.applyLayout(variant(left, right))
            let result = layout(view)
            let serious = result.diagnostics.filter { $0.severity >= .warning }
            #expect(serious.isEmpty, "variant \(i):\n\(result.dump)")
        }
    }

    /// Leaving the slack of a column to two labels of equal hugging priority is ambiguous, and
    /// reported as such; a `.fillRemaining` space (or a length) settles it.
    @Test func twoStretchableViewsAreReportedAsAmbiguous() {
        let (view, left, right) = makeLabels()
        view.applyLayout(.vertical(.view(left), .view(right)))
        #expect(!layout(view).diagnostics(ofKind: .ambiguous).isEmpty)
    }

    /// A view that was already a subview stays one when the layout that placed it is removed.
    @Test func keepsSubviewsItDidNotAdd() {
        let (view, left, right) = makeLabels()
        view.addSubview(left)
        view.applyLayout(.horizontal(.view(left), .view(right)))
        view.applyLayout(nil)
        #expect(left.superview === view)
        #expect(right.superview == nil)
    }

    /// Breadths: a ratio of the container, or (relative) of the view's own length; alignments.
    @Test func breadthsAspectRatiosAndAlignment() {
        let view = View(id: "view")
        let half = View(id: "half"), thumb = View(id: "thumb"), tail = View(id: "tail")
        view.applyLayout(
            .vertical(align: .center,
                .view(length: 40, breadth: .equalTo(ratio: 0.5), half),
                .space(10),
                .view(length: 60, breadth: .equalTo(ratio: 2), relative: true, thumb),
                .space(.fillRemaining),
                .view(length: 20, tail)
            )
        )
        let result = layout(view)
        expectFrame(result, half, 84, 8, 152, 40)          // 0.5 × 304, centred
        expectFrame(result, thumb, 100, 58, 120, 60)       // 2 × its own height
        expectFrame(result, tail, 8, 172, 304, 20)         // no breadth: pulled to fill (priority 249)
        expectClean(result)
    }

    /// A matched pair inside a matched pair: four equal columns (halves, then quarters).
    @Test func nestedMatchedPairs() {
        let view = View(id: "view")
        let parts = (0..<3).map { View(id: "part\($0)") }
        view.applyLayout(.horizontal(.matchedPair(.matchedPair(.view(parts[0]), .view(parts[1]), separator: 0),
                                                  .view(parts[2]), separator: 0)))
        let result = layout(view)
        expectFrame(result, parts[0], 8, 8, 76, 184)
        expectFrame(result, parts[1], 84, 8, 76, 184)
        expectFrame(result, parts[2], 160, 8, 152, 184)
        expectClean(result)
    }

    /// Two `.fillRemaining` spaces share what is left: the view is centred.
    @Test func fillRemainingSpacesAreEqual() {
        let view = View(id: "view"), dot = View(id: "dot")
        view.applyLayout(.vertical(align: .center, .space(.fillRemaining), .view(length: 40, breadth: 100, dot),
                                   .space(.fillRemaining)))
        let result = layout(view)
        expectFrame(result, dot, 110, 80, 100, 40)
        expectClean(result)
    }

    /// Inequalities: a label keeps its intrinsic width under a `<=` ratio that allows it, and is
    /// clamped by one that does not; `>=` widens it.
    @Test func inequalityDimensions() {
        let view = View(id: "view")
        let short = Label("Hello", id: "short"), long = Label(Self.longText, id: "long"), wide = Label("Hi", id: "wide")
        view.applyLayout(
            .vertical(align: .leading,
                .view(length: 20.4, breadth: .lessThanOrEqualTo(ratio: 0.5), short),
                .view(length: 20.4, breadth: .lessThanOrEqualTo(ratio: 0.5), long),
                .view(length: 20.4, breadth: .greaterThanOrEqualTo(constant: 100), wide),
                .space(.fillRemaining)
            )
        )
        let result = layout(view)
        expectFrame(result, short, 8, 8, 42.5, 20.4)
        expectFrame(result, long, 8, 28.4, 152, 20.4)
        expectFrame(result, wide, 8, 48.8, 100, 20.4)
        #expect(result.errors.isEmpty)
    }

    /// marginEdges: the outermost box is inset by the layout margins (default), the safe area, or nothing.
    @Test func marginEdges() {
        let safe = EdgeInsets(top: 20, left: 0, bottom: 10, right: 0)
        func frame(_ edges: Layout.MarginEdges) -> Rect? {
            let view = View(id: "view"), content = View(id: "content")
            view.applyLayout(.vertical(marginEdges: edges, .view(content)))
            return layout(view, safeArea: safe).frame(of: content)
        }
        #expect(frame(.none) == Rect(x: 0, y: 0, width: 320, height: 200))
        #expect(frame(.allSafeArea) == Rect(x: 0, y: 20, width: 320, height: 170))
        #expect(frame(.allLayout) == Rect(x: 8, y: 28, width: 304, height: 154))
        #expect(frame([.topSafeArea, .bottomSafeArea]) == Rect(x: 0, y: 20, width: 320, height: 170))
        #expect(frame([.leadingLayout, .trailingLayout]) == Rect(x: 8, y: 0, width: 304, height: 200))
    }

    /// Each constraint records where its entity was written.
    @Test func recordsSourceLocations() {
        let view = View(id: "view"), a = View(id: "a")
        let line = #line + 1
        view.applyLayout(.vertical(.view(length: 10, a),
                                   .space(.fillRemaining)))
        let sized = view.appliedLayoutConstraints.first { $0.firstItem === a && $0.firstAttribute == .height }
        #expect(sized?.location.line == line)
        #expect(sized?.location.file.hasSuffix("Seed000ApplyLayoutTests.swift") == true)
        let chainEnd = view.appliedLayoutConstraints.last { $0.firstAttribute == .bottom && $0.relation == .equal }
        #expect(chainEnd?.location.line == line)
        #expect(view.appliedLayoutConstraints.contains { $0.location.line == line + 1 })
    }
}
