import Foundation
import Testing
@testable import Sketchpad

// The Swift blocks of Sources/Sketchpad/Sketchpad.docc/SwiftAPI.md, verbatim (ReadmeCodeTests checks
// they are here), with what their comments promise.

/// A view of your own that draws itself.
final class Badge: View, Drawable {
    var count = 3

    override func measureContent(using measurer: any TextMeasuring, fittingWidth: Double?) throws -> ContentMeasurement {
        ContentMeasurement(size: Size(width: 24, height: 24))
    }

    func draw(in context: DrawingContext) throws {
        context.fill(.ellipse(context.frame), Color(light: Color(hex: 0xFF3B30), dark: Color(hex: 0xFF453A)))
        try context.text("\(count)", font: FontDescription(size: 13, weight: .bold), color: .white,
                         in: context.frame, alignment: .center, maxLines: 1)
    }
}

extension Badge {
    static let template = WidgetTemplate(type: "badge", summary: "A count in a red circle.",
                                         properties: [TemplateProperty("count", .integer(0...999), "The count.", default: "0")]) { values in
        let badge = Badge()
        badge.count = values.integer("count") ?? 0
        return badge
    }
}

@Suite struct ReadmeSwiftAPITests {
    @Test func textAndColours() {
        let big = TextSize.xLarge
        let title = Label("Inbox", font: big.font(.largeTitle))                  // 38 pt: iOS's size at this text size
        let note = Label("3 unread", font: big.scaled(FontDescription(size: 13)))  // grows as body text does
        let card = Box(fill: Color(light: .white, dark: Color(hex: 0x1C1C1E)), cornerRadius: 12)
        let accent = Color.named("indigo")                                         // the names templates use

        #expect(title.font.size == 38)
        #expect(abs(note.font.size - 13.0 * 21 / 17) < 1e-9)
        #expect(card.fill?.resolved(for: "dark") == Color(hex: 0x1C1C1E))
        #expect(accent == Color(hex: 0x5856D6))
    }

    @Test func insetsAndOffsets() {
        let root = View(), card = View(), label = Label("Hi")
        root.addSubview(card)
        card.addSubview(label)
        card.constrain(to: root).leading(inset: 16).trailing(inset: 16).top(inset: 16)   // builders (seed 001)
        card.activate(anchors: [.height(120)])                  // anchor lists (seed 002): a plain number is a constant
        label.place(on: card).pin(.leading(inset: 12), .trailing(offset: -12), .top(inset: 8))   // pins (seed 004)

        let result = LayoutEngine(canvasSize: Size(width: 200, height: 300)).layout(root)
        #expect(result.errors.isEmpty)
        #expect(result.frame(of: card) == Rect(x: 16, y: 16, width: 168, height: 120))
        #expect(result.frame(of: label)?.minX == 28 && result.frame(of: label)?.width == 144)
    }

    @Test func customViewsDrawAndJoinTemplates() throws {
        let loader = TemplateLoader(widgets: .builtIn + [Badge.template])
        let template = try loader.load(text: "canvas: {width: 60, height: 40}\nviews:\n  - {id: b, type: badge, count: 7}\n", path: "t.yaml")
        let badge = try #require(try template.instantiate(template.defaultVariant).entries.last?.view as? Badge)
        #expect(badge.count == 7)
        let scene = try Scene(size: Size(width: 60, height: 40), root: View { Badge() })
        let list = try scene.displayList()
        #expect(list.commands.contains { if case .glyphs = $0 { return true } else { return false } })
    }
}
