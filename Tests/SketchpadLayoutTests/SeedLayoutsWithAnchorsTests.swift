import Testing
@testable import SketchpadLayout
import SketchpadWidgets

/// The example layouts of seeds 001–004 written with plain anchors: the frames every DSL flavour
/// built on this engine must reproduce.
@Suite struct SeedLayoutsWithAnchorsTests {
    /// Seed 002: a yellow view pinned to every edge and a 100×100 red box in the centre.
    @Test func seed002YellowAndRedBox() {
        let view = View(id: "view"), yellow = View(id: "yellow"), redBox = View(id: "redBox")
        view.addSubview(yellow)
        view.addSubview(redBox)
        redBox.allowsOverlap = true
        Constraint.activate([
            yellow.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            yellow.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            yellow.topAnchor.constraint(equalTo: view.topAnchor),
            yellow.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            redBox.widthAnchor.constraint(equalToConstant: 100),
            redBox.heightAnchor.constraint(equalToConstant: 100),
            redBox.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            redBox.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
        let result = layout(view, width: 390, height: 844)
        expectFrame(result, yellow, 0, 0, 390, 844)
        expectFrame(result, redBox, 145, 372, 100, 100)
        expectClean(result)
    }

    /// Seed 003: a text field and a button, 22 points from the sides, 44 from the top, the button
    /// 88 wide; labels stand in for the widgets (their height is their intrinsic height).
    @Test func seed003TextFieldAndButton() {
        let view = View(id: "view")
        let text = Label("Search", id: "text"), button = Label("Go", id: "button")
        view.addSubview(text)
        view.addSubview(button)
        Constraint.activate([
            button.widthAnchor.constraint(equalToConstant: 88),
            button.rightAnchor.constraint(equalTo: view.rightAnchor, constant: -22),
            button.topAnchor.constraint(equalTo: view.topAnchor, constant: 44),
            text.leftAnchor.constraint(equalTo: view.leftAnchor, constant: 22),
            text.rightAnchor.constraint(equalTo: button.leftAnchor, constant: -22),
            text.topAnchor.constraint(equalTo: button.topAnchor),
        ])
        let result = layout(view)
        expectFrame(result, button, 210, 44, 88, 20.4)
        expectFrame(result, text, 22, 44, 166, 20.4)
        expectClean(result)
    }

    /// Seed 004: a card pinned to all edges with padding 20, a view 10 below another, and a fixed
    /// 50×50 box in the centre.
    @Test func seed004Pins() {
        let view = View(id: "view"), card = View(id: "card"), header = View(id: "header"), below = View(id: "below")
        let dot = View(id: "dot")
        view.addSubview(card)
        card.addSubview(header)
        card.addSubview(below)
        card.addSubview(dot)
        Constraint.activate([
            card.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
            card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            card.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            card.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -20),
            header.topAnchor.constraint(equalTo: card.safeAreaLayoutGuide.topAnchor),
            header.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: card.trailingAnchor),
            header.heightAnchor.constraint(equalToConstant: 44),
            below.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 10),
            below.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            below.widthAnchor.constraint(equalToConstant: 50),
            below.heightAnchor.constraint(equalToConstant: 50),
            dot.widthAnchor.constraint(equalToConstant: 50),
            dot.heightAnchor.constraint(equalToConstant: 50),
            dot.centerXAnchor.constraint(equalTo: card.centerXAnchor),
            dot.centerYAnchor.constraint(equalTo: card.centerYAnchor),
        ])
        let result = layout(view, width: 320, height: 480)
        expectFrame(result, card, 20, 20, 280, 440)
        expectFrame(result, header, 20, 20, 280, 44)
        expectFrame(result, below, 20, 74, 50, 50)
        expectFrame(result, dot, 135, 215, 50, 50)
        expectClean(result)
    }

    /// Seed 001: a container centred in the view, with 8-point directional margins around a label
    /// pinned to them; the label at most 60 narrower than the view (defaultHigh).
    @Test func seed001ContainerWithMargins() {
        let view = View(id: "view"), container = View(id: "container")
        let label = Label("SwiftAutoLayout is neato! It wraps when it has to.", numberOfLines: 0, id: "label")
        view.addSubview(container)
        container.addSubview(label)
        container.directionalLayoutMargins = DirectionalEdgeInsets(all: 8)
        Constraint.activate([
            container.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            container.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            label.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: container.layoutMarginsGuide.trailingAnchor),
            label.topAnchor.constraint(equalTo: container.layoutMarginsGuide.topAnchor),
            label.bottomAnchor.constraint(equalTo: container.layoutMarginsGuide.bottomAnchor),
            label.widthAnchor.constraint(lessThanOrEqualTo: view.widthAnchor, constant: -60).withPriority(.defaultHigh),
        ])
        // 320 - 60 = 260 wide: 30 characters a line at 8.5 points; the 50-character text takes
        // "SwiftAutoLayout is neato! It" / "wraps when it has to." → widest 28 characters = 238;
        // the container (238 + 16 by 40.8 + 16) is centred.
        let result = layout(view, width: 320, height: 200)
        expectFrame(result, label, 41, 79.6, 238, 40.8)
        expectFrame(result, container, 33, 71.6, 254, 56.8)
        expectClean(result)
    }
}
