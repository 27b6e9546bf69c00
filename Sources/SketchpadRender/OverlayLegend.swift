import SketchpadLayout
import SketchpadText
import SketchpadWidgets

/// The key to an overlaid picture: a strip under the canvas with a swatch and a name for each
/// overlay colour the picture shows (and the ids no tag could be placed for), so the overlays
/// explain without covering anything. A picture with overlays is this much taller than the canvas.
struct OverlayLegend {
    /// What the overlays drew.
    struct Entries: Hashable {
        var frames = false, margins = false, safeArea = false, readableContent = false, customGuides = false
        var firstBaselines = false, lastBaselines = false, idTags = false
        /// Ids of views that fill the canvas: no room outside them for a tag.
        var unplacedIDs: [String] = []
    }

    static let font = FontDescription(family: PinnedFonts.uiFamily, size: 10)
    static let padding = 8.0, rowHeight = 16.0, swatchWidth = 16.0, itemGap = 14.0

    let entries: Entries

    /// The swatches in order, each a name and how to draw its sample in a rect.
    private var items: [(name: String, sample: (Rect, DrawingContext) -> Void)] {
        typealias P = Overlays.Palette
        var items: [(String, (Rect, DrawingContext) -> Void)] = []
        func dashedBox(_ color: Color) -> (Rect, DrawingContext) -> Void {
            { r, c in c.stroke(.rect(r.insetBy(dx: 0.5, dy: 0.5)), StrokeStyle(color: color, width: 1, dash: [4, 3])) }
        }
        if entries.frames { items.append(("frame", { r, c in c.stroke(.rect(r.insetBy(dx: 0.25, dy: 0.25)), StrokeStyle(color: P.frame, width: 0.5)) })) }
        if entries.margins { items.append(("layout margins", { r, c in c.fill(.rect(r), P.margin) })) }
        if entries.safeArea { items.append(("safe area", dashedBox(P.safeArea))) }
        if entries.readableContent { items.append(("readable content", dashedBox(P.readableContent))) }
        if entries.customGuides { items.append(("layout guide", dashedBox(P.customGuide))) }
        if entries.firstBaselines {
            items.append(("first baseline", { r, c in c.line(from: Point(x: r.minX, y: r.midY), to: Point(x: r.maxX, y: r.midY), StrokeStyle(color: P.firstBaseline, width: 1)) }))
        }
        if entries.lastBaselines {
            items.append(("last baseline", { r, c in
                c.line(from: Point(x: r.minX, y: r.midY), to: Point(x: r.maxX, y: r.midY), StrokeStyle(color: P.lastBaseline, width: 1, dash: [2, 2]))
            }))
        }
        if entries.idTags { items.append(("view id", { r, c in c.fill(.roundedRect(r, cornerRadius: 3), P.idBackground) })) }
        return items
    }

    /// Draws the legend under a canvas of `width` starting at `top`; returns its height (0 when
    /// there is nothing to explain).
    func draw(in context: DrawingContext, width: Double, top: Double) throws -> Double {
        var labels = items.map(\.name)
        if !entries.unplacedIDs.isEmpty { labels.append("fills the canvas: " + entries.unplacedIDs.joined(separator: ", ")) }
        guard !labels.isEmpty else { return 0 }
        // Flow the items into rows as wide as the canvas.
        var placements: [(index: Int, x: Double, row: Int, width: Double)] = []
        var x = Self.padding, row = 0
        for (i, label) in labels.enumerated() {
            let textWidth = try context.measure(label, font: Self.font).width
            let itemWidth = (i < items.count ? Self.swatchWidth + 4 : 0) + textWidth
            if x > Self.padding, x + itemWidth > width - Self.padding { x = Self.padding; row += 1 }
            placements.append((i, x, row, itemWidth))
            x += itemWidth + Self.itemGap
        }
        let height = 2 * Self.padding + Double(row + 1) * Self.rowHeight
        context.fill(.rect(Rect(x: 0, y: top, width: width, height: height)), Overlays.Palette.legendBackground)
        context.fill(.rect(Rect(x: 0, y: top, width: width, height: 0.5)), Overlays.Palette.legendText.withAlpha(0.3))
        for p in placements {
            let rowTop = top + Self.padding + Double(p.row) * Self.rowHeight
            var textX = p.x
            if p.index < items.count {
                items[p.index].sample(Rect(x: p.x, y: rowTop + 4, width: Self.swatchWidth, height: Self.rowHeight - 8), context)
                textX += Self.swatchWidth + 4
            }
            try context.text(labels[p.index], font: Self.font, color: Overlays.Palette.legendText,
                             in: Rect(x: textX, y: rowTop, width: max(0, width - textX), height: Self.rowHeight),
                             alignment: .left, maxLines: 1)
        }
        return height
    }
}
