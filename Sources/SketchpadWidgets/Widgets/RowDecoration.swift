import SketchpadLayout

/// What a list draws around a row's content: its background (with rounded outer corners in an
/// inset grouped section), the separator under it, and its accessory marks at the trailing edge
/// (the icon set's chevron, checkmark and info symbol). UIKit's table cells draw through it under
/// their content view, and the templates' ``ListRow`` around its texts; it measures nothing (the
/// row's size is its host's).
package final class RowDecoration: View, Drawable {
    /// A mark at the trailing edge, from the edge inwards.
    package enum Mark: Equatable, Sendable {
        case chevron, checkmark, info
        /// An outline row's disclosure chevron in the tint: pointing down while expanded, else
        /// the way the row reads.
        case outline(expanded: Bool)
        /// A reorder grabber (three lines) in the chevron's colour.
        case reorder
    }

    /// Where the marks go and how the separator is measured: the two hosts' geometry, each kept
    /// as it was drawn before the hosts shared this widget, so their pictures did not move.
    package enum Placement: Equatable, Sendable {
        /// UIKit's table cells: each mark in its glyph's own box (chevron 7 × 12, checkmark
        /// 14 × 13, info circle 22 across), 16 pt apart, its top on a whole point; the
        /// separator measured from the row's top leading corner.
        case tableCell
        /// The templates' list rows: each mark centred in a square slot of `side` at the row's
        /// middle, slots `spacing` apart; the separator measured from the frame's edges.
        case slots(side: Double, spacing: Double)
    }

    package var background: Color?
    /// The fill of a selected or highlighted row, drawn instead of ``background`` in the same
    /// shape (nil: the row is not selected, or its selection draws nothing).
    package var selectionBackground: Color?
    /// Rounded corners (inset grouped): the first row's top ones, the last row's bottom ones.
    package var roundsTop = false
    package var roundsBottom = false
    package var cornerRadius = RowDecoration.insetGroupedCornerRadius
    /// The separator under the row, inset from its leading and trailing edges; nil: none.
    package var separator: (leading: Double, trailing: Double)?
    /// A full-width separator along the row's top edge too: a grouped table's first row of a section.
    package var topSeparator = false
    package var separatorColor = Color.black
    /// The separator's thickness: one pixel.
    package var hairline = 1.0
    /// The marks, from the trailing edge inwards, ending `trailingMargin` from it.
    package var marks: [Mark] = []
    package var trailingMargin = 16.0
    package var placement = Placement.tableCell
    /// The chevron's colour and the checkmark's and info symbol's (the tint).
    package var chevronColor = Color.black
    package var tintColor = Color.black
    package var rightToLeft = false
    /// The row's size as its host laid it out (nil: the frame's).
    package var size: Size?

    /// UIKit's corner radius of an inset grouped section.
    package static let insetGroupedCornerRadius = 10.0

    package override init(id: String? = nil) { super.init(id: id) }

    /// The background, the separator, then the marks: all of it, under a cell's content.
    package func draw(in context: DrawingContext) throws {
        drawBackground(in: context)
        drawSeparator(in: context)
        try drawMarks(in: context)
    }

    /// The row's background, rounded at the ends of an inset grouped section.
    package func drawBackground(in context: DrawingContext) {
        guard let background = selectionBackground ?? background else { return }
        let f = context.frame
        let rect = Rect(x: 0, y: 0, width: size?.width ?? f.width, height: size?.height ?? f.height)
        let shape: Shape = roundsTop || roundsBottom
            ? .path(Path.roundedRect(rect, radius: cornerRadius, top: roundsTop, bottom: roundsBottom))
            : .rect(rect)
        context.fill(shape.offsetBy(dx: f.minX, dy: f.minY), background)
    }

    /// The separator along the row's bottom edge (mirrored in right-to-left layouts).
    package func drawSeparator(in context: DrawingContext) {
        let f = context.frame
        if topSeparator {
            let w = placement == .tableCell ? size?.width ?? f.width : f.width
            if w > 0 { context.fill(.rect(Rect(x: f.minX, y: f.minY, width: w, height: hairline)), separatorColor) }
        }
        guard let separator else { return }
        let leading = rightToLeft ? separator.trailing : separator.leading
        let trailing = rightToLeft ? separator.leading : separator.trailing
        let line: Rect
        switch placement {
        case .tableCell:
            let w = size?.width ?? f.width, h = size?.height ?? f.height
            line = Rect(x: leading + f.minX, y: h - hairline + f.minY, width: w - trailing - leading, height: hairline)
        case .slots:
            line = Rect(minX: f.minX + leading, minY: f.maxY - hairline, maxX: f.maxX - trailing, maxY: f.maxY)
        }
        if line.width > 0 { context.fill(.rect(line), separatorColor) }
    }

    /// The marks, from the trailing edge inwards (mirrored in right-to-left layouts).
    package func drawMarks(in context: DrawingContext) throws {
        switch placement {
        case .tableCell: try drawMarksInGlyphBoxes(in: context)
        case .slots(let side, let spacing):
            let f = context.frame
            var maxX = f.maxX - trailingMargin
            for mark in marks {
                let slot = Rect(x: maxX - side, y: f.midY - side / 2, width: side, height: side).mirrored(in: f, if: rightToLeft)
                try draw(mark, in: mark == .info ? Self.infoSquare(centeredOn: slot) : slot, context: context)
                maxX -= side + spacing
            }
        }
    }

    private func drawMarksInGlyphBoxes(in context: DrawingContext) throws {
        let f = context.frame, dx = f.minX, dy = f.minY
        let w = size?.width ?? f.width, h = size?.height ?? f.height
        func frame(width gw: Double, height gh: Double, from edge: Double) -> Rect {
            Rect(x: (rightToLeft ? edge : w - edge - gw) + dx, y: ((h - gh) / 2).rounded() + dy, width: gw, height: gh)
        }
        var edge = trailingMargin
        for mark in marks {
            switch mark {
            case .chevron:
                try draw(mark, in: frame(width: 7, height: 12, from: edge), context: context)
                edge += 7 + 16
            case .checkmark:
                try draw(mark, in: frame(width: 14, height: 13, from: edge), context: context)
                edge += 14 + 16
            case .info:
                try draw(mark, in: frame(width: Self.infoSide, height: Self.infoSide, from: edge - 2), context: context)
                edge += 22 + 16
            case .outline:
                try draw(mark, in: frame(width: 12, height: 12, from: edge), context: context)
                edge += 12 + 16
            case .reorder:
                try draw(mark, in: frame(width: 18, height: 12, from: edge), context: context)
                edge += 18 + 16
            }
        }
    }

    /// The info symbol's circle is 20/24 of the square it is drawn in: 22 points across, as UIKit's.
    private static let infoSide = 26.0

    private static func infoSquare(centeredOn box: Rect) -> Rect {
        Rect(x: box.midX - infoSide / 2, y: box.midY - infoSide / 2, width: infoSide, height: infoSide)
    }

    /// One mark: the chevron (in `chevronColor`) and the checkmark (in the tint) centred on
    /// `box`, the info symbol (in the tint) filling it.
    private func draw(_ mark: Mark, in box: Rect, context: DrawingContext) throws {
        switch mark {
        case .chevron:
            try ListRow.Accessory.chevron.draw(in: context, centeredIn: box, color: chevronColor, rightToLeft: rightToLeft)
        case .checkmark:
            try ListRow.Accessory.checkmark.draw(in: context, centeredIn: box, color: tintColor, rightToLeft: rightToLeft)
        case .info:
            try context.icon(Icon("info.circle")!, color: tintColor, in: box)
        case .outline(let expanded):
            let name = expanded ? "chevron.down" : (rightToLeft ? "chevron.left" : "chevron.right")
            try context.icon(Icon(name)!, color: tintColor, in: Rect(x: box.midX - 12, y: box.midY - 12, width: 24, height: 24))
        case .reorder:
            try context.icon(Icon("line.3.horizontal")!, color: chevronColor, in: Rect(x: box.midX - 12, y: box.midY - 12, width: 24, height: 24))
        }
    }
}
