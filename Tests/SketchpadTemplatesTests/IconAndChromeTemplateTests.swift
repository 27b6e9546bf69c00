import Testing
import SketchpadLayout
import SketchpadWidgets
@testable import SketchpadTemplates

/// `icon:` on images, buttons and tab bars; `statusBar:` and `homeIndicator:` at the top.
@Suite struct IconAndChromeTemplateTests {
    func build(_ yaml: String) throws -> TemplateInstance {
        let template = try TemplateLoader().load(text: yaml, path: "t.yaml")
        return try template.instantiate(template.variants[0])
    }

    func errors(_ yaml: String) -> [String] {
        do {
            _ = try build(yaml)
            return []
        } catch let error as TemplateErrors {
            return error.errors.map(\.description)
        } catch {
            return ["\(error)"]
        }
    }

    @Test func iconsByTheirSFSymbolsNames() throws {
        let instance = try build("""
        views:
          - {id: next, type: image, icon: chevron.right, tint: gray}
          - {id: play, type: button, icon: play.fill, style: plain}
          - {id: tabs, type: tabBar, items: [Home, Search], icons: [house.fill, magnifyingglass]}
        """)
        func view(_ id: String) -> View? { instance.entries.first { $0.id == id }?.view }
        let next = try #require(view("next") as? ImageView)
        #expect(next.icon == Icon("chevron.right"))
        #expect(next.tintColor == Color(hex: 0x8E8E93))
        #expect((view("play") as? Button)?.icon == Icon("play.fill"))
        #expect((view("tabs") as? TabBar)?.icons == [Icon("house.fill"), Icon("magnifyingglass")])
    }

    @Test func anUnknownIconSuggestsTheNearestNames() {
        #expect(errors("views:\n  - {id: next, type: image, icon: chevron.rigth}\n")
            == ["t.yaml:2:35: error: unknown icon 'chevron.rigth': not an SF Symbols name (nearest: chevron.right, chevron.right.2, chevron.left)"])
        #expect(errors("views:\n  - {type: button, title: Go, icon: qwertyuiop}\n")
            == ["t.yaml:2:37: error: unknown icon 'qwertyuiop': not an SF Symbols name (the names drawn are listed in ICONS.md)"])
    }

    /// `cup.and.saucer` drew a crossed box with no word; now the icon set draws it. A real SF
    /// Symbols name it still lacks is a placeholder of an icon's size and a warning at the name,
    /// and a tab bar keeps its other icons in their places.
    @Test func aRealSymbolTheSetLacksIsAPlaceholderAndAWarning() throws {
        #expect(Icon("cup.and.saucer")?.materialName == "local_cafe")
        let instance = try build("""
        views:
          - {id: odd, type: image, icon: arcade.stick.console}
          - {id: tabs, type: tabBar, items: [Home, Play, Me], icons: [house, arcade.stick.console, person]}
        """)
        func view(_ id: String) -> View? { instance.entries.first { $0.id == id }?.view }
        let odd = try #require(view("odd") as? ImageView)
        #expect(odd.source == .placeholder)
        #expect(odd.explicitIntrinsicContentSize == Size(width: ImageView.iconSize, height: ImageView.iconSize))
        #expect((view("tabs") as? TabBar)?.icons == [Icon("house"), nil, Icon("person")])
        #expect(instance.warnings.map(\.description) == [
            "t.yaml:2:34: warning: SF Symbol 'arcade.stick.console' has no glyph in Sketchpad's icon set; it draws a placeholder (ICONS.md lists the symbols drawn)",
            "t.yaml:3:70: warning: SF Symbol 'arcade.stick.console' has no glyph in Sketchpad's icon set; it draws a placeholder (ICONS.md lists the symbols drawn)",
        ])
    }

    @Test func statusBarAndHomeIndicatorAreReadFromTheTop() throws {
        let template = try TemplateLoader().load(text: "device: iPhone 15\nstatusBar: false\nhomeIndicator: true\n", path: "t.yaml")
        #expect(template.statusBar == false && template.homeIndicator == true)
        let plain = try TemplateLoader().load(text: "device: iPhone 15\n", path: "t.yaml")
        #expect(plain.statusBar == nil && plain.homeIndicator == nil)
        #expect(throws: TemplateErrors.self) { try TemplateLoader().load(text: "statusBar: maybe\n", path: "t.yaml") }
    }
}
