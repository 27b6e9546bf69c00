import Testing
@testable import SketchpadLayout
import SketchpadWidgets

@Suite struct VisualFormatTests {
    func makeViews() -> (View, View, View, [String: View]) {
        let root = View(id: "root"), a = View(id: "a"), b = View(id: "b")
        root.addSubview(a)
        root.addSubview(b)
        return (root, a, b, ["a": a, "b": b])
    }

    @Test func rowWithStandardSpacingAndEqualWidths() throws {
        let (root, a, b, views) = makeViews()
        try root.addConstraints(visualFormat: "H:|-[a]-[b(==a)]-|", options: .alignAllTop, views: views)
        try root.addConstraints(visualFormat: "V:|-20-[a(==40)]", views: views)
        try root.addConstraints(visualFormat: "V:[b(==a)]", views: views)
        let result = layout(root)
        expectFrame(result, a, 8, 20, 148, 40)
        expectFrame(result, b, 164, 20, 148, 40)
        expectClean(result)
    }

    @Test func metricsPrioritiesInequalitiesAndAdjacentViews() throws {
        let (root, a, b, views) = makeViews()
        let cs = try Constraint.constraints(
            withVisualFormat: "H:|-pad-[a(>=50,<=100@750)][b(wide)]-(>=pad@1000)-|",
            metrics: ["pad": 10, "wide": 30], views: views)
        #expect(cs.count == 6)
        #expect(cs.allSatisfy { $0.origin == .visualFormat })
        Constraint.activate(cs)
        try root.addConstraints(visualFormat: "V:|[a(10)]", views: views)
        try root.addConstraints(visualFormat: "V:|[b(10)]", views: views)
        // a wants to be <= 100 (@750) but nothing pulls it wider than 50... except the nudges pull widths
        // towards 0, so a takes its minimum 50 and b follows.
        let result = layout(root, options: { var o = LayoutEngine.Options(); o.detectsAmbiguity = false; return o }())
        expectFrame(result, a, 10, 0, 50, 10)
        expectFrame(result, b, 60, 0, 30, 10)
    }

    @Test func negativeSpacingAndVerticalFormat() throws {
        let (root, a, b, views) = makeViews()
        try root.addConstraints(visualFormat: "V:|-(5)-[a(20)]-(-5)-[b(20)]", views: views)
        try root.addConstraints(visualFormat: "H:|[a(20)]", views: views)
        try root.addConstraints(visualFormat: "H:|[b(20)]", views: views)
        let result = layout(root)
        expectFrame(result, a, 0, 5, 20, 20)
        expectFrame(result, b, 0, 20, 20, 20)
    }

    @Test func directionOptionsInARightToLeftScene() throws {
        for (option, expectedA) in [(VisualFormatOptions.directionLeadingToTrailing, 290.0),
                                    (.directionLeftToRight, 10), (.directionRightToLeft, 290)] {
            let (root, a, _, views) = makeViews()
            try root.addConstraints(visualFormat: "H:|-10-[a(20)]", options: option, views: views)
            try root.addConstraints(visualFormat: "V:|[a(20)]", views: views)
            let result = layout(root, direction: .rightToLeft)
            #expect(result.frame(of: a)?.minX == expectedA, "\(option)")
        }
    }

    @Test func trailingSuperviewIsSuperviewFirst() throws {
        let (root, a, _, views) = makeViews()
        let cs = try Constraint.constraints(withVisualFormat: "[a]-12-|", views: views)
        #expect(cs.count == 1)
        #expect(cs[0].firstItem === root && cs[0].firstAttribute == .trailing)
        #expect(cs[0].secondItem === a && cs[0].secondAttribute == .trailing && cs[0].constant == 12)
    }

    @Test func recordsTheCallSite() throws {
        let (_, _, _, views) = makeViews()
        let line = #line + 1
        let cs = try Constraint.constraints(withVisualFormat: "[a]-[b]", views: views)
        #expect(cs.first?.location.line == line)
    }

    /// Malformed formats throw an error that points at the column of the problem.
    @Test(arguments: [
        ("H:|-[a-[b]-|", 7, "expected ']'"),
        ("H:|-[a]-[c]-|", 10, "unknown view 'c'"),
        ("H:|-(>=x)-[a]", 8, "unknown metric 'x'"),
        ("", 1, "empty"),
        ("H:[a]-[b]-", 11, "expected a number"),
        ("H:[a] x", 7, "found 'x'"),
        ("H:[a(==b@2000)]", 10, "outside 1…1000"),
        ("H:[a]-(==b)-[b]", 10, "views cannot be used in a spacing"),
        ("H:[a]-[b]-|x", 12, "unexpected 'x'"),
        ("H:[a]-20", 9, "to close the spacing"),
        ("H:[]", 4, "view name"),
    ]) func errorsPointAtTheColumn(format: String, column: Int, fragment: String) {
        let (_, _, _, views) = makeViews()
        #expect {
            _ = try Constraint.constraints(withVisualFormat: format, views: views)
        } throws: { error in
            guard let e = error as? VisualFormatError else { return false }
            return e.column == column && e.message.contains(fragment) && e.description.contains("^")
        }
    }

    @Test func alignmentAlongTheFormatAxisIsAnError() {
        let (_, _, _, views) = makeViews()
        #expect(throws: VisualFormatError.self) {
            _ = try Constraint.constraints(withVisualFormat: "V:[a]-[b]", options: .alignAllTop, views: views)
        }
    }

    @Test func superviewBarNeedsASuperview() {
        let lonely = View(id: "lonely")
        #expect(throws: VisualFormatError.self) {
            _ = try Constraint.constraints(withVisualFormat: "|-[x]", views: ["x": lonely])
        }
    }
}
