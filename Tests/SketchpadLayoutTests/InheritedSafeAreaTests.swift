import Testing
@testable import SketchpadLayout

/// `View.inheritedSafeAreaInsets`: a host (the UIKit layer) gives a view that is not the root the
/// part of its ancestors' unsafe area that covers it; its safe-area guide and, while
/// `insetsLayoutMarginsFromSafeArea` holds, its margins are measured from it.
@Suite struct InheritedSafeAreaTests {
    @Test func guidesOfANonRootViewUseItsInheritedInsets() {
        let root = View(id: "root"), panel = View(id: "panel"), content = View(id: "content"), text = View(id: "text")
        root.addSubview(panel)
        panel.addSubview(content)
        panel.addSubview(text)
        panel.inheritedSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 10, right: 0)
        panel.directionalLayoutMargins = DirectionalEdgeInsets(all: 8)
        Constraint.activate([
            panel.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            panel.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            panel.topAnchor.constraint(equalTo: root.topAnchor),
            panel.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: panel.safeAreaLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: panel.safeAreaLayoutGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: panel.safeAreaLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: panel.safeAreaLayoutGuide.bottomAnchor),
            text.leadingAnchor.constraint(equalTo: panel.layoutMarginsGuide.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: panel.layoutMarginsGuide.trailingAnchor),
            text.topAnchor.constraint(equalTo: panel.layoutMarginsGuide.topAnchor),
            text.bottomAnchor.constraint(equalTo: panel.layoutMarginsGuide.bottomAnchor),
        ])
        let result = layout(root)
        expectFrame(result, content, 0, 20, 320, 170)
        expectFrame(result, text, 8, 28, 304, 154)
        #expect(result.frame(of: panel.safeAreaLayoutGuide) == Rect(x: 0, y: 20, width: 320, height: 170))

        panel.insetsLayoutMarginsFromSafeArea = false
        expectFrame(layout(root), text, 8, 8, 304, 184)
    }

    /// The guides of leaf views no constraint used are derived in the result the same way.
    @Test func derivedGuidesOfLeafViews() {
        let root = View(id: "root"), leaf = View(id: "leaf")
        root.addSubview(leaf)
        leaf.inheritedSafeAreaInsets = EdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
        Constraint.activate([
            leaf.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            leaf.topAnchor.constraint(equalTo: root.topAnchor),
            leaf.widthAnchor.constraint(equalToConstant: 100),
            leaf.heightAnchor.constraint(equalToConstant: 50),
        ])
        let result = layout(root)
        #expect(result.frame(of: leaf.safeAreaLayoutGuide) == Rect(x: 0, y: 5, width: 100, height: 45))
        #expect(result.frame(of: leaf.layoutMarginsGuide) == Rect(x: 8, y: 13, width: 84, height: 29))
    }

    /// The root ignores them: its insets are the scene's.
    @Test func theRootIgnoresThem() {
        let root = View(id: "root"), box = View(id: "box")
        root.addSubview(box)
        root.inheritedSafeAreaInsets = EdgeInsets(top: 30, left: 0, bottom: 0, right: 0)
        Constraint.activate([
            box.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.widthAnchor.constraint(equalToConstant: 10),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        expectFrame(layout(root), box, 0, 0, 10, 10)
    }
}
