import Testing
@testable import SketchpadLayout
import SketchpadWidgets

@Suite struct GeometryTests {
    @Test func snapsEdgesNotOriginAndSize() {
        let a = Rect(x: 0.3, y: 0, width: 10.4, height: 1)      // edges 0.3 and 10.7
        #expect(a.snapped(toScale: 1) == Rect(x: 0, y: 0, width: 11, height: 1))
        // Two views sharing an edge at 10.7 still share it after snapping.
        let b = Rect(x: 10.7, y: 0, width: 5, height: 1)
        #expect(a.snapped(toScale: 1).maxX == b.snapped(toScale: 1).minX)
        #expect(Rect(x: 8, y: 8, width: 100.25, height: 20).snapped(toScale: 2).maxX == 108.5)
        // Half a pixel rounds up, also after solver noise.
        #expect(Rect(x: 0.5, y: 0, width: 1, height: 1).snapped(toScale: 1).minX == 1)
        #expect(Rect(x: 0.49999999999, y: 0, width: 1, height: 1).snapped(toScale: 1).minX == 1)
        #expect(Rect(x: -0.5, y: 0, width: 1, height: 1).snapped(toScale: 1).minX == 0)
        #expect(Rect(x: 1.0 / 3.0, y: 0, width: 1, height: 1).snapped(toScale: 3).minX == 1.0 / 3.0)
    }

    @Test func layoutResultSnapping() {
        let root = View(id: "root")
        let parts = (0..<3).map { View(id: "p\($0)") }
        for p in parts { root.addSubview(p) }
        var cs: [Constraint] = []
        for (i, p) in parts.enumerated() {
            cs.append(p.topAnchor.constraint(equalTo: root.topAnchor))
            cs.append(p.heightAnchor.constraint(equalToConstant: 10))
            cs.append(p.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 1.0 / 3.0))
            cs.append(i == 0 ? p.leadingAnchor.constraint(equalTo: root.leadingAnchor)
                             : p.leadingAnchor.constraint(equalTo: parts[i - 1].trailingAnchor))
        }
        Constraint.activate(cs)
        let result = layout(root, width: 100, height: 10)
        #expect(abs(result.frame(of: parts[1])!.width - 100.0 / 3.0) < 1e-9)
        let snapped = result.snapped(toScale: 1)
        #expect(snapped.frame(of: parts[0]) == Rect(x: 0, y: 0, width: 33, height: 10))
        #expect(snapped.frame(of: parts[1]) == Rect(x: 33, y: 0, width: 34, height: 10))
        #expect(snapped.frame(of: parts[2]) == Rect(x: 67, y: 0, width: 33, height: 10))
    }

    @Test func insetsAndDirections() {
        let d = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(d.resolved(in: .leftToRight) == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(d.resolved(in: .rightToLeft) == EdgeInsets(top: 1, left: 4, bottom: 3, right: 2))
        #expect(d.resolved(in: .rightToLeft).directional(in: .rightToLeft) == d)
        #expect(Rect(x: 0, y: 0, width: 10, height: 10).inset(by: EdgeInsets(all: 2)) == Rect(x: 2, y: 2, width: 6, height: 6))
        #expect(Rect(x: 0, y: 0, width: 10, height: 10).intersection(Rect(x: 10, y: 0, width: 5, height: 5)) == nil)
    }

    @Test func attributeCompatibility() {
        #expect(LayoutAttribute.leading.isCompatible(with: .trailingMargin))
        #expect(!LayoutAttribute.leading.isCompatible(with: .left))
        #expect(LayoutAttribute.centerX.isCompatible(with: .left))
        #expect(LayoutAttribute.centerX.isCompatible(with: .leading))
        #expect(!LayoutAttribute.top.isCompatible(with: .leading))
        #expect(!LayoutAttribute.width.isCompatible(with: .top))
        #expect(LayoutAttribute.width.isCompatible(with: .height))
    }
}
