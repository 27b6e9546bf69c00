import Foundation
import SketchpadLayout
import SketchpadText
import SketchpadWidgets
import Testing

/// The bar widgets' UIKit forms (issue 25): what `UINavigationBar`, `UITabBar` and table cells
/// now draw through — items of every kind at both ends, titles clamped between them, badges and
/// dots, selected pictures, a row's background, separator and marks.
@Suite struct BarWidgetItemsTests {
    let measurer: PangoTextMeasurer

    init() throws { measurer = try PangoTextMeasurer() }

    func draw(_ view: any Drawable, in frame: Rect, direction: LayoutDirection = .leftToRight) throws -> [DrawCommand] {
        let context = DrawingContext(theme: .light, canvasSize: Size(width: 400, height: 200), layoutDirection: direction, shaper: measurer)
        context.frame = frame
        try view.draw(in: context)
        return context.commands
    }

    @Test func aNavigationBarsItemsLayOutFromBothEndsAndTheTitleStaysBetweenThem() throws {
        let bar = NavigationBar(title: "")
        var items = NavigationBar.Items()
        items.leading = [.text("Edit", font: .body, color: .black), .space(12), .symbol(Icon("gear")!, color: .black, circled: false)]
        items.trailing = [.view(Size(width: 30, height: 20)), .placeholder(color: .black)]
        items.title = "A title far too long to sit in the middle of this bar"
        items.background = Color(red: 1, green: 0, blue: 0)
        items.backgroundReach = 10
        bar.items = items
        let a = bar.arrange(width: 390, height: 44, measurer: measurer)
        // Edit at the margin, the space after it, the gear 16 points later.
        #expect(a.leading[0].minX == 16 && a.leading[1].minX == a.leading[0].maxX + 16)
        #expect(a.leading[2].minX == a.leading[1].maxX + 16 && a.leading[2].width == 24)
        // The view at the trailing margin, centred in the row; the placeholder before it.
        #expect(a.trailing[0] == Rect(x: 390 - 16 - 30, y: 12, width: 30, height: 20))
        #expect(a.trailing[1].maxX == a.trailing[0].minX - 16)
        // The title gets the room between the items (not the middle of the bar).
        let title = try #require(a.title)
        #expect(abs(title.minX - (a.leading[2].maxX + 16)) < 1e-9 && abs(title.maxX - (a.trailing[1].minX - 16)) < 1e-9)
        // Drawn from the frame's corner, the background reaching up under the status bar.
        let commands = try draw(bar, in: Rect(x: 0, y: 50, width: 390, height: 44))
        guard case let .fill(shape, _) = commands.first else { Issue.record("no background"); return }
        #expect(shape.bounds == Rect(x: 0, y: 40, width: 390, height: 54))

        // Right to left: the same items from the other end; a large title goes under the row.
        items.rightToLeft = true
        items.largeTitle = (FontDescription(size: 34, weight: .bold), .black)
        bar.items = items
        let rtl = bar.arrange(width: 390, height: 96, measurer: measurer)
        #expect(rtl.leading[0].maxX == 390 - 16 && rtl.title == nil)
        #expect(rtl.largeTitle == Rect(x: 16, y: 44, width: 390 - 32, height: 48))
    }

    @Test func aTabBarDrawsSelectedPicturesAndBadgesAsCapsulesOrDots() throws {
        let bar = TabBar([], selectedIndex: 1)
        var items = TabBar.BarItems()
        let green = Color(red: 0, green: 1, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        let grey = Color(red: 0.5, green: 0.5, blue: 0.5), pale = Color(red: 0.8, green: 0.8, blue: 0.8)
        items.selectedColor = blue
        items.unselectedColor = grey
        items.disabledColor = pale
        items.items = [
            TabBar.Item(title: "Home", picture: .symbol(Icon("house")!), badge: "", badgeColor: green),
            TabBar.Item(title: "Mail", picture: .symbol(Icon("envelope")!), selectedPicture: .symbol(Icon("envelope.fill")!),
                        badge: "12", badgeColor: green),
            TabBar.Item(title: "Off", picture: .placeholder, isEnabled: false, badgeColor: green),
        ]
        bar.barItems = items
        let a = bar.arrange(width: 300, height: 49, measurer: measurer)
        #expect(a.icons.map(\.midX) == [50, 150, 250])
        // An empty badge is a 10-point dot; one with text at least 18 points, its text plus 10.
        #expect(a.badges[0]?.size == Size(width: 10, height: 10) && a.badges[2] == nil)
        let badge = try #require(a.badges[1])
        #expect(badge.height == 18 && badge.width >= 18 && badge.minX == a.icons[1].maxX - 6)

        let commands = try draw(bar, in: Rect(x: 0, y: 100, width: 300, height: 49))
        let runs = commands.compactMap { command -> GlyphRun? in if case let .glyphs(run) = command { return run } else { return nil } }
        // The selected item shows its selected picture in the selected colour; a disabled one is pale.
        #expect(runs.contains { $0.text == Icon("envelope.fill")!.glyph && $0.color == blue })
        #expect(!runs.contains { $0.text == Icon("envelope")!.glyph })
        #expect(runs.first { $0.text == "Home" }?.color == grey && runs.first { $0.text == "Off" }?.color == pale)
        #expect(runs.first { $0.text == "12" }?.color == .white)
        let dots = commands.filter { if case let .fill(_, color) = $0 { return color == green } else { return false } }
        #expect(dots.count == 2)
    }

    @Test func aRowDecorationDrawsItsBackgroundSeparatorAndMarksFromTheTrailingEdge() throws {
        let row = RowDecoration()
        let white = Color(red: 1, green: 1, blue: 1), line = Color(red: 0.7, green: 0.7, blue: 0.7)
        row.background = white
        row.roundsTop = true
        row.separator = (leading: 20, trailing: 0)
        row.separatorColor = line
        row.hairline = 0.5
        row.marks = [.chevron, .info]
        let commands = try draw(row, in: Rect(x: 10, y: 30, width: 300, height: 44))
        guard commands.count == 4, case let .fill(background, _) = commands[0], case let .fill(separator, color) = commands[1] else {
            Issue.record("\(commands.count) commands"); return
        }
        // A rounded top (a path) and a hairline inset from the leading edge, at the bottom.
        if case .path = background {} else { Issue.record("the background is not rounded") }
        #expect(separator.bounds == Rect(x: 30, y: 73.5, width: 280, height: 0.5) && color == line)
        // The chevron ends at the margin; the info symbol comes before it.
        let runs = commands.compactMap { command -> GlyphRun? in if case let .glyphs(run) = command { return run } else { return nil } }
        #expect(runs.count == 2 && runs[0].text == Icon("chevron.right")!.glyph && runs[1].text == Icon("info.circle")!.glyph)
        #expect(runs[1].origin.x < runs[0].origin.x)
    }

    /// The templates' list row draws its background, accessory and separator through the
    /// widget table cells draw through (issue 25): what it draws besides its texts is what a
    /// `RowDecoration` in the row's slots draws, in the same order (background, mark, then the
    /// separator over the texts), in both directions.
    @Test func aListRowDrawsItsBackgroundMarkAndSeparatorThroughARowDecoration() throws {
        let theme = Theme.light
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            for (accessory, mark) in [(ListRow.Accessory.chevron, RowDecoration.Mark.chevron), (.checkmark, .checkmark)] {
                let frame = Rect(x: 10, y: 30.25, width: 300.5, height: 44)
                let row = ListRow("Wi-Fi", detail: "Home", accessory: accessory)
                let drawn = try draw(row, in: frame, direction: direction).filter { command in
                    guard case let .glyphs(run) = command else { return true }
                    return run.font.family == Icon.fontFamily
                }
                let decoration = RowDecoration()
                decoration.placement = .slots(side: ListRow.accessorySize, spacing: ListRow.spacing)
                decoration.background = theme.surface
                decoration.separator = (leading: ListRow.horizontalInset, trailing: 0)
                decoration.separatorColor = theme.separator
                decoration.hairline = 0.5
                decoration.marks = [mark]
                decoration.chevronColor = theme.secondaryText
                decoration.tintColor = theme.accent
                decoration.rightToLeft = direction == .rightToLeft
                let context = DrawingContext(theme: theme, canvasSize: Size(width: 400, height: 200), layoutDirection: direction, shaper: measurer)
                context.frame = frame
                decoration.drawBackground(in: context)
                try decoration.drawMarks(in: context)
                decoration.drawSeparator(in: context)
                let expected = context.commands
                #expect(drawn == expected, "\(accessory) \(direction)")
                // The separator comes last, over the texts, as the row drew it before.
                if case let .fill(line, color) = drawn.last {
                    #expect(color == theme.separator && line.bounds.height == 0.5 && line.bounds.maxY == frame.maxY)
                } else {
                    Issue.record("the row's last command is not its separator")
                }
            }
        }
        // No separator, no accessory: the background alone.
        let plain = ListRow("Wi-Fi")
        plain.showsSeparator = false
        let commands = try draw(plain, in: Rect(x: 0, y: 0, width: 200, height: 44))
        #expect(commands.filter { if case .fill = $0 { true } else { false } }.count == 1)
    }
}
