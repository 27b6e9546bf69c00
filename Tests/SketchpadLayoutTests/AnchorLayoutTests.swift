import Testing
@testable import SketchpadLayout
import SketchpadWidgets

@Suite struct AnchorLayoutTests {
    @Test func pinsToLayoutMargins() {
        let root = View(id: "root")
        let card = View(id: "card")
        root.addSubview(card)
        Constraint.activate([
            card.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            card.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor, constant: 10),
            card.heightAnchor.constraint(equalToConstant: 50),
        ])
        let result = layout(root)
        expectFrame(result, root, 0, 0, 320, 200)
        expectFrame(result, card, 8, 18, 304, 50)
        expectFrame(result, root.layoutMarginsGuide, 8, 8, 304, 184)
        #expect(card.frame == result.frame(of: card))
        expectClean(result)
    }

    @Test func constraintsAreInstalledOnTheNearestCommonAncestor() {
        let root = View(id: "root"), a = View(id: "a"), b = View(id: "b"), inner = View(id: "inner")
        root.addSubview(a)
        root.addSubview(b)
        a.addSubview(inner)
        let c1 = inner.leadingAnchor.constraint(equalTo: b.leadingAnchor)
        let c2 = inner.widthAnchor.constraint(equalToConstant: 10)
        let c3 = inner.topAnchor.constraint(equalTo: a.topAnchor)
        Constraint.activate([c1, c2, c3])
        #expect(root.constraints.contains { $0 === c1 })
        #expect(inner.constraints.contains { $0 === c2 })
        #expect(a.constraints.contains { $0 === c3 })
        c1.isActive = false
        #expect(!root.constraints.contains { $0 === c1 })
        #expect(!c1.isActive)
    }

    /// Constraints hold the view they are installed on weakly: a laid-out tree is freed.
    @Test func viewTreesAreFreedWithTheirConstraints() {
        weak var weakRoot: View?
        weak var weakChild: View?
        do {
            let root = View(id: "root"), child = Label("x", id: "child")
            root.addSubview(child)
            Constraint.activate([
                root.widthAnchor.constraint(equalToConstant: 10),
                child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                child.topAnchor.constraint(equalTo: root.topAnchor),
                child.widthAnchor.constraint(equalTo: child.heightAnchor),
            ])
            _ = layout(root)
            weakRoot = root
            weakChild = child
            #expect(weakRoot != nil)
        }
        #expect(weakRoot == nil)
        #expect(weakChild == nil)
    }

    @Test func deactivatedConstraintsKeepTheirItems() {
        let c: Constraint
        do {
            let v = View(id: "v")
            c = v.widthAnchor.constraint(equalToConstant: 10)
            c.isActive = true
            c.isActive = false
        }
        #expect((c.firstItem as? View)?.id == "v")
    }

    @Test func recordsTheSourceLocationOfEachConstraint() {
        let a = View(), b = View()
        let line = #line + 1
        let c = a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8)
        #expect(c.location.line == line)
        #expect(c.location.file.hasSuffix("AnchorLayoutTests.swift"))
        #expect(c.location.column > 0)
    }

    @Test func rightToLeftFlipsLeadingAndTrailingButNotLeftAndRight() {
        func make() -> (View, View, View) {
            let root = View(id: "root"), leadingBox = View(id: "leading"), leftBox = View(id: "left")
            root.addSubview(leadingBox)
            root.addSubview(leftBox)
            Constraint.activate([
                leadingBox.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                leadingBox.topAnchor.constraint(equalTo: root.topAnchor),
                leadingBox.widthAnchor.constraint(equalToConstant: 50),
                leadingBox.heightAnchor.constraint(equalToConstant: 20),
                leftBox.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
                leftBox.topAnchor.constraint(equalTo: leadingBox.bottomAnchor),
                leftBox.widthAnchor.constraint(equalToConstant: 50),
                leftBox.heightAnchor.constraint(equalToConstant: 20),
            ])
            return (root, leadingBox, leftBox)
        }
        let (root1, leading1, left1) = make()
        let ltr = layout(root1, direction: .leftToRight)
        expectFrame(ltr, leading1, 10, 0, 50, 20)
        expectFrame(ltr, left1, 10, 20, 50, 20)
        let (root2, leading2, left2) = make()
        let rtl = layout(root2, direction: .rightToLeft)
        expectFrame(rtl, leading2, 260, 0, 50, 20)
        expectFrame(rtl, left2, 10, 20, 50, 20)
        expectClean(rtl)
    }

    @Test func directionalMarginsFollowTheSceneDirection() {
        let root = View(id: "root"), child = View(id: "child")
        root.addSubview(child)
        root.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 5)
        Constraint.activate([
            child.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        expectFrame(layout(root, direction: .leftToRight), child, 30, 0, 285, 10)
        expectFrame(layout(root, direction: .rightToLeft), child, 5, 0, 285, 10)
    }

    @Test func multiplierAndAspectRatio() {
        let root = View(id: "root"), image = View(id: "image")
        root.addSubview(image)
        Constraint.activate([
            image.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            image.topAnchor.constraint(equalTo: root.topAnchor),
            image.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
            image.heightAnchor.constraint(equalTo: image.widthAnchor, multiplier: 9.0 / 16.0),
        ])
        expectFrame(layout(root), image, 0, 0, 160, 90)
    }

    @Test func centerAnchorsAndCustomGuides() {
        let root = View(id: "root"), badge = View(id: "badge")
        let guide = LayoutGuide(identifier: "band")
        root.addLayoutGuide(guide)
        root.addSubview(badge)
        Constraint.activate([
            guide.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            guide.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            guide.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            guide.heightAnchor.constraint(equalToConstant: 60),
            badge.centerXAnchor.constraint(equalTo: guide.centerXAnchor),
            badge.centerYAnchor.constraint(equalTo: guide.centerYAnchor),
            badge.widthAnchor.constraint(equalToConstant: 40),
            badge.heightAnchor.constraint(equalTo: badge.widthAnchor),
        ])
        let result = layout(root)
        expectFrame(result, guide, 20, 140, 280, 60)
        expectFrame(result, badge, 140, 150, 40, 40)
        #expect(guide.layoutFrame == result.frame(of: guide))
        expectClean(result)
    }

    @Test func safeAreaAndReadableContentGuides() {
        let root = View(id: "root"), text = View(id: "text")
        root.addSubview(text)
        root.readableContentWidth = 200
        Constraint.activate([
            text.leadingAnchor.constraint(equalTo: root.readableContentGuide.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: root.readableContentGuide.trailingAnchor),
            text.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            text.heightAnchor.constraint(equalToConstant: 10),
        ])
        let result = layout(root, width: 400, safeArea: EdgeInsets(top: 20, bottom: 10))
        expectFrame(result, root.safeAreaLayoutGuide, 0, 20, 400, 170)
        expectFrame(result, root.layoutMarginsGuide, 8, 28, 384, 154)
        expectFrame(result, text, 100, 20, 200, 10)
        expectClean(result)
    }
}
