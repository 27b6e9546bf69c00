import Foundation
import Testing
@testable import Sketchpad

/// The renders a newcomer sees first (issue 17): each fix checked on the template itself.
@Suite struct NewcomerTemplateTests {
    func instance(_ file: String, variant: Int = 0) throws -> TemplateInstance {
        let template = try TemplateLoader.withDevicePresets().load(path: packageRoot + "/Templates/" + file)
        return try template.instantiate(template.variants[variant])
    }

    func frame(_ id: String, _ instance: TemplateInstance, _ result: LayoutResult) throws -> Rect {
        try #require(instance.entries.first { $0.id == id }.flatMap { result.frame(of: $0.view) }, "\(id)")
    }

    @Test func everyTemplateRendersAtLeastAt2xByDefault() throws {
        for file in allTemplateFiles {
            let template = try TemplateLoader.withDevicePresets().load(path: packageRoot + "/" + file)
            for variant in template.variants {
                #expect(try template.instantiate(variant).defaultScale >= 2, "\(file) \(variant.name) would be blurry beside the 3× screens")
            }
        }
    }

    @Test func seed000MatchesTheArticle() throws {
        let seed = try instance("seeds/seed-000-cwllayout.yaml")
        let result = try seed.scene().layout()
        let left = try frame("left", seed, result), right = try frame("right", seed, result)
        #expect(left.minX == 16 && right.maxX == 304, "inside the margins, as the article's example 1")
        #expect(left.width == right.width && abs(right.minX - left.maxX - 8) < 1e-9)
        #expect(abs(left.maxY - right.maxY) < 1e-9, "bottoms aligned")
        #expect(right.minY == 16 && right.height > left.height * 1.5, "the right label wraps onto two lines and touches the top margin")
        #expect(result.errors.isEmpty && result.diagnostics(ofKind: .textClipped).isEmpty)
    }

    @Test func chatsInputBarReachesTheBottomWithAHairlineOnTop() throws {
        let chat = try instance("chat.yaml")
        let scene = try chat.scene()
        let result = scene.layout()
        let bar = try frame("inputBar", chat, result), field = try frame("field", chat, result)
        #expect(bar.minX == 0 && bar.maxX == 393 && bar.maxY == 852, "no white strip under the bar")
        #expect(field.maxY <= 852 - 34, "the field stays above the home indicator")
        let rule = try frame("inputRule", chat, result)
        #expect(rule.minY == bar.minY && rule.width == bar.width && rule.height == 0.5)
        let bars = chat.entries.compactMap { $0.view as? Box }.filter { chat.entry(for: $0)?.id == "inputBar" }
        #expect(bars.first?.border == nil, "no border drawn along the screen's edges")
    }

    @Test func profileStatsAreCentredColumnsInsideTheMargins() throws {
        let profile = try instance("profile.yaml")
        let result = try profile.scene().layout()
        let stats = try frame("stats", profile, result)
        #expect(stats.minX == 16 && stats.maxX == 393 - 16)
        for id in ["posts", "followers", "following"] {
            let column = try frame(id, profile, result)
            for part in ["Value", "Title"] {
                #expect(abs(try frame(id + part, profile, result).midX - column.midX) < 1e-6, "\(id)\(part) is centred")
            }
        }
        #expect(result.warnings.isEmpty, "\(result.warnings.map(\.message))")
    }

    @Test func theDarkAlertShowsItsDividersIncludingTheOneBetweenTheButtons() throws {
        let alert = try instance("alert-canvas.yaml", variant: 1)
        #expect(alert.variant.appearance == .dark)
        let scene = try alert.scene()
        let result = scene.layout()
        let rule = try frame("buttonRule", alert, result), cancel = try frame("cancel", alert, result)
        #expect(abs(rule.midX - cancel.maxX) < 1e-6 && rule.height == cancel.height, "between the buttons, as tall")
        let image = try scene.renderer.rasterize(scene.displayList(for: result), scale: 3)
        let background = image.pixel(atPoint: Point(x: 40, y: cancel.minY - 6), scale: 3)
        let divider = image.pixel(atPoint: Point(x: 40, y: try frame("rule", alert, result).midY), scale: 3)
        let between = image.pixel(atPoint: Point(x: rule.midX, y: rule.midY), scale: 3)
        #expect(Int(divider.green) - Int(background.green) >= 12, "the divider stands out: \(divider) on \(background)")
        #expect(Int(between.green) - Int(background.green) >= 6, "so does the one between the buttons: \(between)")
    }

    @Test func settingsSectionHeadersAreSecondaryText() throws {
        for variant in 0..<2 {
            let settings = try instance("settings.yaml", variant: variant)
            let theme = Theme.named(settings.variant.appearance.rawValue)!
            for id in ["groupTitle", "accountTitle"] {
                let label = try #require(settings.entries.first { $0.id == id }?.view as? Label)
                #expect(label.textColor == theme.secondaryText, "\(id) in \(theme.name)")
            }
        }
    }

    @Test func nowPlayingTransportControlsAreIcons() throws {
        let player = try instance("now-playing-dark.yaml")
        let scene = try player.scene()
        let runs = try scene.displayList().commands.compactMap { c -> GlyphRun? in
            if case .glyphs(let run) = c { return run } else { return nil }
        }
        let icons = runs.filter { $0.font.name.hasPrefix(Icon.fontFamily) }.map(\.text)
        for name in ["backward.fill", "pause.fill", "forward.fill"] { #expect(icons.contains(Icon(name)!.glyph), "\(name)") }
        #expect(!runs.contains { ["◀◀", "❚❚", "▶▶"].contains($0.text) }, "no heavy fallback glyphs")
        #expect(scene.textWarnings.isEmpty)
    }
}
