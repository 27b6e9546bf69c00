import SketchpadLayout

extension TabBar {
    /// What an item shows over its title, as UIKit's tab bar draws an item's image.
    package enum Picture: Equatable {
        /// A symbol from the icon set.
        case symbol(Icon)
        /// A PNG file.
        case image(path: String)
        /// What stands for an image that cannot be drawn: a rounded square, filled when selected.
        case placeholder
    }

    /// An item as UIKit's tab bar has it: an optional title, an image with its own selected
    /// image, an enabled state, and a badge (an empty one is a dot) in its colour.
    package struct Item: Equatable {
        package var title: String?
        package var picture: Picture?
        package var selectedPicture: Picture?
        package var isEnabled = true
        package var badge: String?
        package var badgeColor: Color
        package init(title: String?, picture: Picture?, selectedPicture: Picture? = nil, isEnabled: Bool = true,
                     badge: String? = nil, badgeColor: Color) {
            self.title = title
            self.picture = picture
            self.selectedPicture = selectedPicture
            self.isEnabled = isEnabled
            self.badge = badge
            self.badgeColor = badgeColor
        }
    }

    /// The bar as UIKit's tab bar has it: ``Item``s, the selected one in the tint colour, the
    /// others in `unselectedColor`, disabled ones in `disabledColor`, and an appearance's
    /// background (nil: none, filling the bar's bounds) and shadow (`hairline` thick, just above
    /// the bar). Set ``barItems`` and call ``arrange(width:height:measurer:)``; the bar then draws
    /// this instead of its template form (``items``, ``icons``).
    package struct BarItems: Equatable {
        package var items: [Item] = []
        package var selectedColor = Color.black
        package var unselectedColor = Color.black
        package var disabledColor = Color.black
        /// The titles' colours where they differ from the icons' (nil: the icons' colour).
        package var selectedTitleColor: Color?
        package var unselectedTitleColor: Color?
        package var badgeTextColor = Color.white
        package var badgeFont = FontDescription(size: 13)
        package var rightToLeft = false
        package var background: Color?
        /// Filters for what is behind the bar (a blur effect), under ``background``.
        package var backdrop: [Filter] = []
        /// The blur effect's tint, filled over the backdrop.
        package var backdropTint: Color?
        /// A PNG or JPEG stretched over the bar, over ``background``.
        package var backgroundImage: String?
        package var shadow: Color?
        package var hairline = 1.0
        package init() {}

        /// The side of a badge with text (its least width) and of a dot, and the room around its text.
        package static let badgeHeight = 18.0
        package static let dotSide = 10.0
        package static let badgePadding = 10.0
    }

    /// Where ``BarItems`` go in a bar of a given size, in the bar's own coordinates.
    package struct Arrangement: Equatable {
        package var size = Size(width: 0, height: 0)
        package var icons: [Rect] = []
        package var titles: [Rect] = []
        /// Each item's badge (nil: none).
        package var badges: [Rect?] = []
    }

    /// Lays ``barItems`` out in a bar of `width` × `height`, badges measured by `measurer`, and
    /// keeps the result for drawing.
    @discardableResult
    package func arrange(width: Double, height: Double, measurer: any TextMeasuring) -> Arrangement {
        guard let bar = barItems else { arrangement = nil; return Arrangement() }
        var a = Arrangement(size: Size(width: width, height: height))
        let itemWidth = bar.items.isEmpty ? 0 : width / Double(bar.items.count)
        for (index, item) in bar.items.enumerated() {
            let x = bar.rightToLeft ? width - Double(index + 1) * itemWidth : Double(index) * itemWidth
            let icon = Rect(x: x + (itemWidth - Self.iconSize) / 2, y: Self.iconTop, width: Self.iconSize, height: Self.iconSize)
            a.icons.append(icon)
            a.titles.append(Rect(x: x + 2, y: icon.maxY + Self.titleGap, width: max(0, itemWidth - 4), height: 13))
            a.badges.append(item.badge.map { badge in
                let measured = ((try? measurer.measure(badge, font: bar.badgeFont, maxWidth: nil, maxLines: 1).width) ?? 0).rounded(.up)
                let w = max(BarItems.badgeHeight, measured + BarItems.badgePadding)
                return badge.isEmpty
                    ? Rect(x: icon.maxX - 6, y: icon.minY - 3, width: BarItems.dotSide, height: BarItems.dotSide)
                    : Rect(x: icon.maxX - 6, y: icon.minY - 3, width: w, height: BarItems.badgeHeight)
            })
        }
        arrangement = a
        return a
    }

    /// Draws ``barItems`` where ``arrangement`` put them, from the frame's top-left corner.
    func drawBarItems(_ bar: BarItems, _ a: Arrangement, in context: DrawingContext) throws {
        let dx = context.frame.minX, dy = context.frame.minY
        func move(_ r: Rect) -> Rect { Rect(x: r.minX + dx, y: r.minY + dy, width: r.width, height: r.height) }
        let width = a.size.width, height = a.size.height
        try context.barBackground(Rect(x: dx, y: dy, width: width, height: height), color: bar.background,
                                  backdrop: bar.backdrop, backdropTint: bar.backdropTint, imagePath: bar.backgroundImage)
        if let shadow = bar.shadow {
            // One pixel, just above the bar.
            context.fill(Shape.rect(Rect(x: 0, y: -bar.hairline, width: width, height: bar.hairline)).offsetBy(dx: dx, dy: dy), shadow)
        }
        for (index, item) in bar.items.enumerated() where index < a.icons.count {
            let selected = index == selectedIndex
            let color = item.isEnabled ? (selected ? bar.selectedColor : bar.unselectedColor) : bar.disabledColor
            let icon = move(a.icons[index])
            switch selected ? item.selectedPicture ?? item.picture : item.picture {
            case nil: break
            case let .symbol(symbol): try context.icon(symbol, color: color, in: icon)
            case let .image(path): try context.image(atPath: path, in: icon)
            case .placeholder: context.iconPlaceholder(in: icon, color: color, filled: selected)
            }
            if let title = item.title, !title.isEmpty {
                let titleColor = item.isEnabled ? (selected ? bar.selectedTitleColor : bar.unselectedTitleColor) ?? color : color
                try context.text(title, font: font, color: titleColor, in: move(a.titles[index]), alignment: .center, maxLines: 1)
            }
            if let badge = item.badge, let frame = a.badges[index] {
                context.fill(Shape.roundedRect(frame, cornerRadius: frame.height / 2).offsetBy(dx: dx, dy: dy), item.badgeColor)
                if !badge.isEmpty {
                    try context.text(badge, font: bar.badgeFont, color: bar.badgeTextColor, in: move(frame), alignment: .center, maxLines: 1)
                }
            }
        }
    }
}
