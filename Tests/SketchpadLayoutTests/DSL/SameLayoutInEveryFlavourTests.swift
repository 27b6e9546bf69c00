import Testing
@testable import SketchpadLayout
import SketchpadWidgets

/// One layout written with every pen Sketchpad has — anchors, seed 000's rows and columns,
/// seed 001's builders, seed 002's anchor lists, seed 003's equations, seed 004's pins and the
/// visual format language — gives the same frames.
///
/// In a 320×200 root with 8-point margins: a header across the margins at the top, 44 tall; 10
/// below it a 100×50 box at the leading margin, and beside it (8 after) a view that runs to the
/// trailing margin with the box's top and height.
@Suite struct SameLayoutInEveryFlavourTests {
    enum Flavour: String, CaseIterable, CustomTestStringConvertible {
        case anchors, rowsAndColumns, builders, anchorLists, equations, pins, visualFormat
        var testDescription: String { rawValue }
    }

    struct Scene {
        let root = View(id: "root")
        let header = View(id: "header")
        let box = View(id: "box")
        let side = View(id: "side")
    }

    func build(_ flavour: Flavour) throws -> Scene {
        let s = Scene()
        let (root, header, box, side) = (s.root, s.header, s.box, s.side)
        let margins = root.layoutMarginsGuide
        switch flavour {
        case .anchors:
            [header, box, side].forEach(root.addSubview)
            Constraint.activate([
                header.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                header.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                header.topAnchor.constraint(equalTo: margins.topAnchor),
                header.heightAnchor.constraint(equalToConstant: 44),
                box.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                box.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 10),
                box.widthAnchor.constraint(equalToConstant: 100),
                box.heightAnchor.constraint(equalToConstant: 50),
                side.leadingAnchor.constraint(equalToSystemSpacingAfter: box.trailingAnchor),
                side.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                side.topAnchor.constraint(equalTo: box.topAnchor),
                side.heightAnchor.constraint(equalTo: box.heightAnchor),
            ])
        case .rowsAndColumns:
            root.applyLayout(
                .vertical(
                    .view(length: 44, header),
                    .space(10),
                    .horizontal(length: 50,
                        .view(length: 100, box),
                        .space(),
                        .view(side)
                    ),
                    .space(.fillRemaining)
                )
            )
        case .builders:
            header.constrain(to: margins).leadingTrailing().top()
            header.constrainSelf().height(constant: 44)
            box.constrain(to: margins).leading()
            box.constrain(after: header).vertically(constant: 10)
            box.constrainSelf().width(constant: 100).height(constant: 50)
            side.constrain(to: margins).trailing()
            side.constrain(after: box).horizontally(constant: .systemSpacing)
            side.constrain(to: box).top().height()
        case .anchorLists:
            let leadingMargin = LayoutAnchor.relative(attribute: .leading, relation: .equal, relatedTo: .leadingMargin)
            let trailingMargin = LayoutAnchor.relative(attribute: .trailing, relation: .equal, relatedTo: .trailingMargin)
            let topMargin = LayoutAnchor.relative(attribute: .top, relation: .equal, relatedTo: .topMargin)
            root.addSubview(header, anchors: [leadingMargin(0), trailingMargin(0), topMargin(0), .height(44)])
            root.addSubview(box, anchors: [leadingMargin(0), .width(100), .height(50)])
            box.activate(anchors: [.relative(attribute: .top, relation: .equal, relatedTo: .bottom, multiplier: 1, constant: 10)],
                         relativeTo: header)
            root.addSubview(side, anchors: [trailingMargin(0)])
            side.activate(anchors: [.relative(attribute: .leading, relation: .equal, relatedTo: .trailing, multiplier: 1, constant: 8),
                                    .top(0), .relative(attribute: .height, relation: .equal, relatedTo: .height, multiplier: 1, constant: 0)],
                          relativeTo: box)
        case .equations:
            root.constrain {
                header.leading == margins.leading
                header.trailing == margins.trailing
                header.top == margins.top
                header.height == 44
                box.leading == margins.leading
                box.top == header.bottom + 10
                box.width == 100
                box.height == 50
                side.leading == box.trailing + 8
                side.trailing == margins.trailing
                side.top == box.top
                side.height == box.height
            }
        case .pins:
            header.place(on: root).pin(.leading(to: margins), .trailing(to: margins), .top(to: margins), .fixedHeight(44))
            box.place(on: root).pin(.leading(to: margins), .top(to: header, .bottom, padding: 10), .fixedWidth(100), .fixedHeight(50))
            side.place(on: root).pin(.leading(to: box, .trailing, padding: 8), .trailing(to: margins), .top(to: box), .bottom(to: box))
        case .visualFormat:
            [header, box, side].forEach(root.addSubview)
            let views = ["header": header, "box": box, "side": side]
            try root.addConstraints(visualFormat: "H:|-[header]-|", views: views)
            try root.addConstraints(visualFormat: "H:|-[box(==100)]-[side]-|", options: .alignAllTop, views: views)
            try root.addConstraints(visualFormat: "V:|-[header(==44)]-10-[box(==50)]", views: views)
            try root.addConstraints(visualFormat: "V:[side(==box)]", views: views)
        }
        return s
    }

    func frames(_ flavour: Flavour) throws -> (LayoutResult, [Rect?]) {
        let s = try build(flavour)
        let result = layout(s.root)
        return (result, [s.header, s.box, s.side].map { result.frame(of: $0) })
    }

    @Test(arguments: Flavour.allCases) func sameFramesAsAnchors(flavour: Flavour) throws {
        let (result, got) = try frames(flavour)
        let (_, reference) = try frames(.anchors)
        let expected = [Rect(x: 8, y: 8, width: 304, height: 44), Rect(x: 8, y: 62, width: 100, height: 50),
                        Rect(x: 116, y: 62, width: 196, height: 50)]
        for (g, e) in zip(got, expected) {
            #expect(approximatelyEqual(g, e), "\(flavour): expected \(e), got \(g.map(\.description) ?? "nil")\n\(result.dump)")
        }
        #expect(got == reference, "\(flavour) differs from the anchors")
        expectClean(result)
    }

    /// Every flavour records where its constraints were written: in this file.
    @Test(arguments: Flavour.allCases) func locationsPointHere(flavour: Flavour) throws {
        let s = try build(flavour)
        var all: [Constraint] = []
        var stack = [s.root]
        while let v = stack.popLast() { all += v.constraints; stack += v.subviews }
        #expect(!all.isEmpty)
        #expect(all.allSatisfy { $0.location.file.hasSuffix("SameLayoutInEveryFlavourTests.swift") && $0.location.line > 0 })
    }
}
