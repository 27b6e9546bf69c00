import Testing
@testable import SketchpadLayout

/// ``Constraint/items`` and ``Constraint/validationProblem(first:second:)``, which the layout's
/// collecting pass uses to read each item of a constraint once, say what ``Constraint/firstItem``,
/// ``Constraint/secondItem`` and ``Constraint/validationProblem`` say, including for the item a
/// constraint is installed on (held weakly).
@Suite struct ConstraintItemsTests {
    @Test func itemsAreTheItemsWhetherHeldStronglyOrWeakly() {
        let root = View(id: "root"), a = View(id: "a")
        root.addSubview(a)
        let own = a.widthAnchor.constraint(equalToConstant: 10)          // installed on a: first held weakly
        let toParent = a.leadingAnchor.constraint(equalTo: root.leadingAnchor)   // on root: second weakly
        Constraint.activate([own, toParent])
        #expect(own.items.first === a && own.items.second == nil)
        #expect(toParent.items.first === a && toParent.items.second === root)
    }

    @Test func validationProblemForItemsReadOnceMatches() {
        let root = View(id: "root"), a = View(id: "a"), guide = LayoutGuide()
        root.addSubview(a)
        root.addLayoutGuide(guide)
        let constraints = [
            Constraint(item: a, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .left),
            Constraint(item: a, attribute: .top, relatedBy: .equal, toItem: root, attribute: .width),
            Constraint(item: a, attribute: .left, relatedBy: .equal, constant: 5),
            Constraint(item: a, attribute: .notAnAttribute, relatedBy: .equal, constant: 5),
            Constraint(item: guide, attribute: .leadingMargin, relatedBy: .equal, toItem: a, attribute: .leading),
            Constraint(item: a, attribute: .top, relatedBy: .equal, toItem: guide, attribute: .firstBaseline),
            a.widthAnchor.constraint(equalToConstant: .nan),
            a.widthAnchor.constraint(equalTo: root.widthAnchor),
        ]
        Constraint.activate(constraints)
        let problems = constraints.map(\.validationProblem)
        #expect(problems.filter { $0 != nil }.count == 7)
        for (c, problem) in zip(constraints, problems) {
            let (first, second) = c.items
            #expect(c.validationProblem(first: first, second: second) == problem)
        }
    }
}
