import Foundation
import Testing
@testable import Sketchpad

/// What templates can say, Swift can say with the same names: text styles at every text size,
/// named and per-appearance colours, variants, one rule for insets, a tree in one expression.
@Suite struct SwiftAPIParityTests {
    @Test func textStylesTakeIOSSizesAtEveryTextSize() {
        #expect(TextSize.default.font(.body).size == 17)
        #expect(TextSize.xLarge.font(.body).size == 21)
        #expect(TextSize.xLarge.font(.footnote).size == 17)
        #expect(TextSize.accessibility.font(.largeTitle).size == 44)
        #expect(TextSize.accessibility5.font(.caption2).size == 40)
        #expect(TextSize.xLarge.font(.headline).weight == .semibold)
        // Other sizes grow as body text does; a plain scale scales everything.
        #expect(abs(TextSize.xLarge.scaled(FontDescription(size: 13)).size - 13.0 * 21 / 17) < 1e-9)
        #expect(TextSize(scale: 1.5).font(.headline).size == 25.5)
        #expect(TextSize.named("accessibility1") == .accessibility)
        #expect(TextSize.named("XLarge") == nil, "names are exact, as in templates")
        #expect(TextSize.named.map(\.name).prefix(7) == ["xSmall", "small", "medium", "default", "large", "xLarge", "xxLarge"])
    }

    @Test func templatesAndSwiftGiveTheSameFontAtATextSize() throws {
        let dir = try temporaryFolder(["t.yaml": """
            canvas: {width: 200, height: 100}
            variants: {textSizes: [xLarge]}
            views:
              - {id: a, type: label, text: A, font: footnote}
              - {id: b, type: label, text: B, font: 15}
              - {id: c, type: button, title: C}
            """])
        let template = try TemplateLoader().load(path: dir + "/t.yaml")
        let instance = try template.instantiate(template.variants[0])
        let fonts = instance.entries.compactMap { ($0.view as? Label)?.font }
        #expect(fonts == [TextSize.xLarge.font(.footnote), TextSize.xLarge.scaled(FontDescription(size: 15))])
        #expect((instance.entries.last?.view as? Button)?.font == TextSize.xLarge.font(.headline))
    }

    @Test func aColourPerAppearanceIsDrawnInTheThemesOwn() throws {
        let card = Color(light: .white, dark: Color(hex: 0x1C1C1E))
        #expect(card.resolved(for: "light") == .white)
        #expect(card.resolved(for: "dark") == Color(hex: 0x1C1C1E))
        #expect(card.resolved(for: "wireframe") == .white)
        #expect(Color.named("blue") == Color(hex: 0x007AFF) && Color.named("Blue") == nil)
        for (theme, expected) in [(Theme.light, Color.white), (.dark, Color(hex: 0x1C1C1E))] {
            let root = View {
                Box(fill: card).id("card")
            }
            root.subviews[0].constrain(to: root).edges(inset: 10)
            let scene = try Scene(size: Size(width: 60, height: 60), appearance: theme, root: root)
            let list = try scene.displayList()
            #expect(list.commands == [.fill(.rect(Rect(x: 10, y: 10, width: 40, height: 40)), expected)], "\(theme.name)")
        }
    }

    @Test func aTreeInOneExpression() {
        let showsPassword = true
        let root = View(id: "root") {
            Label("Welcome back", font: .largeTitle).id("title")
            StackView(axis: .vertical, spacing: 12) {
                TextField(placeholder: "Email")
                if showsPassword { TextField(placeholder: "Password", isSecure: true) }
                for title in ["Sign in", "Help"] { Button(title) }
            }.id("form")
        }
        #expect(root.subviews.map(\.id) == ["title", "form"])
        let form = root.subviews[1] as? StackView
        #expect(form?.arrangedSubviews.count == 4)
        #expect(form?.spacing == 12 && form?.axis == .vertical)
    }

    /// The same layout through every flavour's explicit inset and offset: the same frames.
    @Test func insetsMeanInwardsAndOffsetsMeanAutoLayoutsConstantInEveryFlavour() {
        func frames(_ place: (View, View) -> Void) -> Rect? {
            let root = View()
            let card = View()
            place(root, card)
            let result = LayoutEngine(canvasSize: Size(width: 200, height: 100)).layout(root)
            return result.frame(of: card)
        }
        let expected = Rect(x: 16, y: 8, width: 200 - 16 - 24, height: 100 - 8 - 12)
        #expect(frames { root, card in
            root.addSubview(card)
            card.constrain(to: root).leading(inset: 16).trailing(inset: 24).top(offset: 8).bottom(inset: 12)
        } == expected)
        #expect(frames { root, card in
            root.addSubview(card, anchors: [.leading(inset: 16), .trailing(offset: -24), .top(inset: 8), .bottom(inset: 12)])
        } == expected)
        #expect(frames { root, card in
            card.place(on: root).pin(.leading(inset: 16), .trailing(inset: 24), .top(offset: 8), .bottom(offset: -12))
        } == expected)
        #expect(frames { root, card in
            root.addSubview(card)
            Constraint.activate([
                card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -24),
                card.topAnchor.constraint(equalTo: root.topAnchor, constant: 8),
                card.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -12),
            ])
        } == expected)
    }

    @Test func variantsAreNamedAsTemplateVariantsAre() throws {
        let variants = Variants(devices: [.iPhoneSE, .iPad], appearances: [.light, .dark], textSizes: [.default, .xLarge])
        #expect(variants.map(\.name) == [
            "iphone-se-light-default", "iphone-se-light-xlarge", "iphone-se-dark-default", "iphone-se-dark-xlarge",
            "ipad-light-default", "ipad-light-xlarge", "ipad-dark-default", "ipad-dark-xlarge",
        ])
        #expect(Variants(appearances: [.dark]).map(\.name) == ["dark"])
        let dir = try temporaryFolder([:])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let written = try Variants(appearances: [.light, .dark], textSizes: [.xLarge]).render("card", to: dir) { variant in
            View { Label("Hi", font: variant.textSize.font(.body)) }
        }
        #expect(written == [dir + "/card--light-xlarge.png", dir + "/card--dark-xlarge.png"])
        #expect(written.allSatisfy { FileManager.default.fileExists(atPath: $0) })
    }
}

/// A script written from the template keys compiles and makes the same widgets.
@Suite struct TemplateNamedInitialiserTests {
    @Test func swiftTakesTheTemplatesNames() {
        let label = Label(text: "Hello", font: .headline, lines: 0, alignment: .center, color: .named("gray"))
        #expect(label.text == "Hello" && label.numberOfLines == 0 && label.textAlignment == .center && label.textColor == Color.named("gray"))
        #expect(Button(title: "Go", style: .bordered, tint: .named("red")).tintColor == Color.named("red"))
        #expect(TextField(placeholder: "Password", secure: true).isSecure)
        #expect(SegmentedControl(segments: ["a", "b"], selected: 1).selectedIndex == 1)
        #expect(Checkbox(title: "Agree", checked: true).isChecked)
        #expect(Switch(isOn: true, tint: .named("green")).tintColor == Color.named("green"))
        #expect(Slider(value: 0.2, tint: nil).value == 0.2)
        #expect(ProgressBar(value: 0.7).progress == 0.7)
        #expect(TabBar(items: ["A", "B"], selected: 1, tint: .named("blue")).selectedIndex == 1)
        // The Swift spellings are unchanged.
        #expect(!TextField(placeholder: "Email").isSecure && Label("x", numberOfLines: 2).numberOfLines == 2)
    }
}
