import Testing
@testable import SketchpadLayout
import SketchpadWidgets

/// Random layouts, good and bad: the engine must always return a frame for every item, report
/// problems instead of crashing, and give the same answer twice.
@Suite struct RobustnessTests {
    /// A small deterministic generator (no global state, same sequence on every machine).
    struct LCG {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state >> 33
        }
        mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
        mutating func double(_ range: ClosedRange<Double>) -> Double {
            range.lowerBound + Double(next() % 10_000) / 10_000 * (range.upperBound - range.lowerBound)
        }
    }

    func randomLayout(seed: UInt64) -> View {
        var rng = LCG(state: seed)
        let root = View(id: "root")
        var items: [any LayoutItem] = [root]
        var views: [View] = [root]
        for i in 0..<(3 + rng.below(8)) {
            let parent = views[rng.below(views.count)]
            let v: View
            switch rng.below(4) {
            case 0: v = Label(String(repeating: "word ", count: 1 + rng.below(6)), numberOfLines: rng.below(3), id: "v\(i)")
            case 1: v = StackView(axis: rng.below(2) == 0 ? .horizontal : .vertical, spacing: rng.double(0...10), id: "v\(i)")
            default: v = View(id: "v\(i)")
            }
            if let stack = parent as? StackView, rng.below(2) == 0 {
                stack.addArrangedSubview(v)
                stack.distribution = [.fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering][rng.below(5)]
                stack.alignment = [.fill, .leading, .trailing, .center, .firstBaseline, .lastBaseline][rng.below(6)]
            } else {
                parent.addSubview(v)
            }
            v.isHidden = rng.below(10) == 0
            views.append(v)
            items.append(v)
            if rng.below(4) == 0 {
                let guide = LayoutGuide(identifier: "g\(i)")
                v.addLayoutGuide(guide)
                items.append(guide)
            }
            if rng.below(5) == 0 { items.append(v.layoutMarginsGuide) }
        }
        let attributes = LayoutAttribute.allCases
        let relations = LayoutRelation.allCases
        var constraints: [Constraint] = []
        for _ in 0..<(5 + rng.below(25)) {
            let a = items[rng.below(items.count)]
            let attrA = attributes[rng.below(attributes.count)]
            let b: (any LayoutItem)? = rng.below(5) == 0 ? nil : items[rng.below(items.count)]
            let attrB = attributes[rng.below(attributes.count)]
            let constant = rng.below(20) == 0 ? Double.nan : rng.double(-50...300)
            let multiplier = [1.0, 1.0, 1.0, 0.5, 2, 0, -1][rng.below(7)]
            let priority = LayoutPriority([1000, 1000, 999, 750, 251, 250, 50, 1][rng.below(8)])
            constraints.append(Constraint(item: a, attribute: attrA, relatedBy: relations[rng.below(3)], toItem: b,
                                          attribute: attrB, multiplier: multiplier, constant: constant, priority: priority))
        }
        Constraint.activate(constraints)
        return root
    }

    @Test(arguments: 0..<60) func randomLayoutsNeverCrash(seed: Int) {
        let root = randomLayout(seed: UInt64(seed) &* 7919 &+ 17)
        let first = layout(root, direction: seed % 2 == 0 ? .leftToRight : .rightToLeft)
        let second = layout(root, direction: seed % 2 == 0 ? .leftToRight : .rightToLeft)
        #expect(first.dump == second.dump)
        var count = 0
        var stack = [root]
        while let v = stack.popLast() {
            count += 1
            #expect(first.frame(of: v) != nil)
            stack += v.subviews
        }
        #expect(first.entries.filter { $0.item is View }.count == count)
        for entry in first.entries {
            let f = entry.frame
            #expect(f.minX.isFinite && f.minY.isFinite && f.width.isFinite && f.height.isFinite,
                    "\(entry.item.debugName) \(f)\n\(first.dump)")
        }
    }
}
