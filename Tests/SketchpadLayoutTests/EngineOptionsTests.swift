import Testing
@testable import SketchpadLayout
import SketchpadWidgets

@Suite struct EngineOptionsTests {
    func marginsProbe() -> (View, View) {
        let root = View(id: "root"), probe = View(id: "probe")
        root.addSubview(probe)
        Constraint.activate([
            probe.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            probe.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            probe.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            probe.bottomAnchor.constraint(equalTo: root.layoutMarginsGuide.bottomAnchor),
        ])
        return (root, probe)
    }

    @Test func rootMarginsComeFromTheSceneAndTheSafeArea() {
        let (root, probe) = marginsProbe()
        let engine = LayoutEngine(canvasSize: Size(width: 390, height: 844), layoutDirection: .rightToLeft,
                                  safeAreaInsets: EdgeInsets(top: 47, bottom: 34),
                                  rootLayoutMargins: DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 16))
        let result = engine.layout(root)
        expectFrame(result, probe, 16, 47, 354, 763)
        root.insetsLayoutMarginsFromSafeArea = false
        expectFrame(engine.layout(root), probe, 16, 0, 354, 844)
    }

    @Test func frameInSuperviewTimingsAndStatistics() {
        let root = View(id: "root"), card = View(id: "card"), dot = View(id: "dot")
        root.addSubview(card)
        card.addSubview(dot)
        Constraint.activate([
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            card.widthAnchor.constraint(equalToConstant: 100), card.heightAnchor.constraint(equalToConstant: 100),
            dot.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 5),
            dot.topAnchor.constraint(equalTo: card.topAnchor, constant: 6),
            dot.widthAnchor.constraint(equalToConstant: 1), dot.heightAnchor.constraint(equalToConstant: 1),
        ])
        let result = layout(root)
        #expect(result.frameInSuperview(of: dot) == Rect(x: 5, y: 6, width: 1, height: 1))
        #expect(result.timings.total > .zero)
        #expect(result.frame(ofID: "dot") == Rect(x: 15, y: 26, width: 1, height: 1))
    }

    /// A list of rows of labels, stacks and anchors solves straight from the solver's starting
    /// basis: the engine's constraints are shaped so that it needs (almost) no pivots. Guards the
    /// linear scaling of the benchmark.
    @Test func aListOfRowsNeedsAlmostNoPivots() {
        let root = View(id: "root")
        var previous: View?
        for i in 0..<50 {
            let row = View(id: "row\(i)")
            let title = Label("Item \(i)"), detail = Label("Detail \(i)", font: FontDescription(size: 13))
            let stack = StackView(alignment: .firstBaseline, spacing: 4, arrangedSubviews: [Label("\(i)"), Label("pts")])
            root.addSubview(row)
            for v in [title, detail, stack] { row.addSubview(v) }
            Constraint.activate([
                row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                row.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                row.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? root.topAnchor),
                title.leadingAnchor.constraint(equalTo: row.layoutMarginsGuide.leadingAnchor),
                title.topAnchor.constraint(equalTo: row.layoutMarginsGuide.topAnchor),
                detail.leadingAnchor.constraint(equalTo: title.leadingAnchor),
                detail.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
                detail.bottomAnchor.constraint(equalTo: row.layoutMarginsGuide.bottomAnchor),
                stack.trailingAnchor.constraint(equalTo: row.layoutMarginsGuide.trailingAnchor),
                stack.centerYAnchor.constraint(equalTo: row.centerYAnchor),
                title.trailingAnchor.constraint(lessThanOrEqualTo: stack.leadingAnchor, constant: -8),
            ])
            previous = row
        }
        let result = layout(root, width: 390, height: 50 * 56)
        expectClean(result)
        #expect(result.solverStatistics.pivots <= 5, "\(result.solverStatistics)")
        expectFrame(result, root.subviews[49], 0, 49 * 56, 390, 56)
    }
}
