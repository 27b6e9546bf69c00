import SketchpadLayout

extension NavigationBar {
    /// An item at one end of the bar, as UIKit draws a bar button item.
    package enum Item: Equatable {
        /// A word, centred in its width (a plain or done item's title).
        case text(String, font: FontDescription, color: Color)
        /// A symbol from the icon set in a 24-point square; a circled one (UIKit's close item)
        /// sits on a disc of its colour at 15%.
        case symbol(Icon, color: Color, circled: Bool)
        /// A PNG file, fitted in a 24-point square.
        case image(path: String)
        /// What stands for an image that cannot be drawn: the widgets' outlined rounded square.
        case placeholder(color: Color)
        /// Empty room of this width (UIKit's fixed and flexible spaces).
        case space(Double)
        /// A view the host places (UIKit's custom views): room of its size, centred in the row.
        case view(Size)
    }

    /// The back button: a chevron and the title of the item below (nil or empty: the chevron alone).
    package struct BackButton: Equatable {
        package var title: String?
        package var font: FontDescription
        package var color: Color
        package init(title: String?, font: FontDescription, color: Color) {
            self.title = title
            self.font = font
            self.color = color
        }
    }

    /// The bar as UIKit's navigation bar has it: items of any kind at each end, a back button, a
    /// title (or a title view the host places), a large title under the row, and an appearance's
    /// background and shadow. Set ``items`` and call ``arrange(width:height:measurer:)``; the bar
    /// then draws this instead of its template form (``title``, ``leadingItem``, ``trailingItem``).
    package struct Items: Equatable {
        package var leading: [Item] = []
        package var trailing: [Item] = []
        package var backButton: BackButton?
        package var title: String?
        package var titleFont = FontDescription(size: 17, weight: .semibold)
        package var titleColor = Color.black
        /// The size of a view shown instead of the title, which the host places.
        package var titleView: Size?
        /// The large title's font and colour when it shows, under the row.
        package var largeTitle: (font: FontDescription, color: Color)?
        /// The row's height (44 points, 32 where the height is compact) and the space between the
        /// bar's edges and its outermost items.
        package var rowHeight = 44.0
        package var margin = 16.0
        package var rightToLeft = false
        /// The appearance's background (nil: none), reaching `backgroundReach` points up from the
        /// bar's top (under the status bar), and its shadow: `hairline` thick, just below the bar.
        package var background: Color?
        package var backgroundReach = 0.0
        /// Filters for what is behind the bar (a blur effect), under ``background``.
        package var backdrop: [Filter] = []
        /// The blur effect's tint, filled over the backdrop.
        package var backdropTint: Color?
        /// A PNG or JPEG stretched over the bar's background, over ``background``.
        package var backgroundImage: String?
        package var shadow: Color?
        package var hairline = 1.0
        /// Whether the shadow runs along the bar's top, just inside it (a toolbar's), instead of
        /// just below it.
        package var shadowAtTop = false

        package init() {}

        /// The height a large title adds under the row.
        package static let largeTitleHeight = 52.0

        package static func == (a: Items, b: Items) -> Bool {
            a.leading == b.leading && a.trailing == b.trailing && a.backButton == b.backButton && a.title == b.title
                && a.titleFont == b.titleFont && a.titleColor == b.titleColor && a.titleView == b.titleView
                && a.largeTitle?.font == b.largeTitle?.font && a.largeTitle?.color == b.largeTitle?.color
                && a.rowHeight == b.rowHeight && a.margin == b.margin && a.rightToLeft == b.rightToLeft
                && a.background == b.background && a.backgroundReach == b.backgroundReach && a.shadow == b.shadow
                && a.hairline == b.hairline && a.backdrop == b.backdrop && a.backdropTint == b.backdropTint
                && a.backgroundImage == b.backgroundImage && a.shadowAtTop == b.shadowAtTop
        }
    }

    /// Where ``Items`` go in a bar of a given size, in the bar's own coordinates: what the bar
    /// draws, and where the host puts its views (``Item/view(_:)`` items and the title view).
    package struct Arrangement {
        package var size = Size(width: 0, height: 0)
        /// The back button's chevron square and title.
        package var backChevron: Rect?
        package var backTitle: Rect?
        /// Each leading and trailing item's room (a symbol's or image's 24-point square).
        package var leading: [Rect] = []
        package var trailing: [Rect] = []
        /// Where an image's placeholder goes in each item's room (22 points, 1 inside), leading
        /// items first.
        package var placeholders: [Rect] = []
        package var title: Rect?
        package var titleView: Rect?
        package var largeTitle: Rect?
    }

    /// Lays ``items`` out in a bar of `width` × `height` with text measured by `measurer`, keeps
    /// the result for drawing, and returns it (the host places its views where it says).
    @discardableResult
    package func arrange(width: Double, height: Double, measurer: any TextMeasuring) -> Arrangement {
        guard let items else { arrangement = nil; return Arrangement() }
        var a = Arrangement(size: Size(width: width, height: height))
        let row = items.rowHeight, rtl = items.rightToLeft
        func textWidth(_ text: String, _ font: FontDescription) -> Double {
            ((try? measurer.measure(text, font: font, maxWidth: nil, maxLines: 1).width) ?? 0).rounded(.up)
        }
        /// `x` measured from the leading edge, turned into the bar's coordinates.
        func place(_ x: Double, _ w: Double) -> Double { rtl ? width - x - w : x }
        func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: place(x, w), y: y, width: w, height: h) }

        /// Lays out `list` from one end, returning each item's room, its placeholder's square and
        /// how far they reach.
        func lay(_ list: [Item], fromLeading: Bool, start: Double) -> (rooms: [Rect], placeholders: [Rect], end: Double) {
            var offset = start, rects: [Rect] = [], placeholders: [Rect] = []
            for item in list {
                func x(_ w: Double) -> Double { fromLeading ? offset : width - offset - w }
                let w: Double
                switch item {
                case let .view(size):
                    w = size.width
                    rects.append(Rect(x: place(x(w), w), y: (row - size.height) / 2, width: w, height: size.height))
                case let .space(room):
                    w = room
                    rects.append(rect(x(w), 0, w, row))
                case let .text(text, font, _):
                    w = textWidth(text, font)
                    rects.append(rect(x(w), 0, w, row))
                case .symbol, .image, .placeholder:
                    w = 24
                    rects.append(rect(x(w), (row - 24) / 2, w, 24))
                }
                placeholders.append(rect(x(w) + 1, (row - 22) / 2, 22, 22))
                offset += w + 16
            }
            return (rects, placeholders, offset)
        }

        var leadingEnd = items.margin
        if let back = items.backButton {
            a.backChevron = rect(8, (row - 21) / 2, 12, 21)
            leadingEnd = 8 + 12 + 6
            if let title = back.title, !title.isEmpty {
                let w = min(textWidth(title, back.font), width / 3)
                a.backTitle = rect(leadingEnd, 0, w, row)
                leadingEnd += w + 16
            } else {
                leadingEnd += 8
            }
        }
        let leading = lay(items.leading, fromLeading: true, start: leadingEnd)
        let trailing = lay(items.trailing, fromLeading: false, start: items.margin)
        (a.leading, a.trailing, a.placeholders) = (leading.rooms, trailing.rooms, leading.placeholders + trailing.placeholders)
        leadingEnd = leading.end
        let trailingEnd = trailing.end

        // The title: centred in the bar if it fits between the items, else in the room they leave.
        let room = max(0, width - leadingEnd - trailingEnd)
        if var size = items.titleView {
            size.width = min(size.width, room)
            var x = (width - size.width) / 2
            x = min(max(x, leadingEnd), width - trailingEnd - size.width)
            a.titleView = Rect(x: place(x, size.width), y: (row - size.height) / 2, width: size.width, height: size.height)
        } else if let title = items.title, !title.isEmpty, items.largeTitle == nil {
            let w = min(textWidth(title, items.titleFont), room)
            var x = (width - w) / 2
            x = min(max(x, leadingEnd), width - trailingEnd - w)
            a.title = rect(x, 0, w, row)
        }
        if items.largeTitle != nil, let title = items.title, !title.isEmpty {
            a.largeTitle = rect(items.margin, row, max(0, width - 2 * items.margin), Items.largeTitleHeight - 4)
        }
        arrangement = a
        return a
    }

    /// Draws ``items`` where ``arrangement`` put them, from the frame's top-left corner.
    func drawItems(_ items: Items, _ a: Arrangement, in context: DrawingContext) throws {
        let dx = context.frame.minX, dy = context.frame.minY
        func move(_ r: Rect) -> Rect { Rect(x: r.minX + dx, y: r.minY + dy, width: r.width, height: r.height) }
        let width = a.size.width
        let reach = items.backgroundReach
        try context.barBackground(Rect(x: dx, y: dy - reach, width: width, height: a.size.height + reach), color: items.background,
                                  backdrop: items.backdrop, backdropTint: items.backdropTint, imagePath: items.backgroundImage)
        if let shadow = items.shadow {
            // One pixel, just below the bar (along its top for a toolbar).
            let y = items.shadowAtTop ? 0 : a.size.height
            context.fill(Shape.rect(Rect(x: 0, y: y, width: width, height: items.hairline)).offsetBy(dx: dx, dy: dy), shadow)
        }
        if let back = items.backButton, let chevron = a.backChevron {
            // The icon set's chevron (a list row's), drawn 21 points tall as UIKit's: its glyph is
            // half the square it is drawn in.
            try context.icon(Icon(items.rightToLeft ? "chevron.right" : "chevron.left")!, color: back.color,
                             in: move(chevron.insetBy(dx: -15, dy: -10.5)))
            if let title = back.title, let frame = a.backTitle {
                try context.text(title, font: back.font, color: back.color, in: move(frame), alignment: .natural, maxLines: 1)
            }
        }
        for (item, (frame, placeholder)) in zip(items.leading + items.trailing, zip(a.leading + a.trailing, a.placeholders)) {
            switch item {
            case .view, .space: break
            case let .text(text, font, color):
                try context.text(text, font: font, color: color, in: move(frame), alignment: .center, maxLines: 1)
            case let .symbol(icon, color, circled):
                if circled { context.fill(Shape.ellipse(placeholder).offsetBy(dx: dx, dy: dy), color.withAlpha(0.15)) }
                try context.icon(icon, color: color, in: move(circled ? placeholder.insetBy(dx: 3, dy: 3) : frame))
            case let .image(path): try context.image(atPath: path, in: move(frame))
            case let .placeholder(color): context.iconPlaceholder(in: move(placeholder), color: color, filled: false)
            }
        }
        if let title = items.title, let frame = a.title {
            try context.text(title, font: items.titleFont, color: items.titleColor, in: move(frame), alignment: .center, maxLines: 1)
        }
        if let title = items.title, let large = items.largeTitle, let frame = a.largeTitle {
            try context.text(title, font: large.font, color: large.color, in: move(frame),
                             alignment: items.rightToLeft ? .right : .left, maxLines: 1)
        }
    }
}
