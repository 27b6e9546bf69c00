import SketchpadLayout

/// What a table draws behind a row's content: its background (with rounded outer corners in an
/// inset grouped section), the separator under it, and its accessory marks at the trailing edge
/// (a list row's chevron and checkmark, the icon set's info symbol). UIKit's table cells draw
/// through it, under their content view; it measures nothing (the cell's size is the table's).
package final class RowDecoration: View, Drawable {
    /// A mark at the trailing edge, from the edge inwards.
    package enum Mark: Equatable, Sendable {
        case chevron, checkmark, info
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
    package var separatorColor = Color.black
    /// The separator's thickness: one pixel.
    package var hairline = 1.0
    /// The marks, from the trailing edge inwards, ending `trailingMargin` from it.
    package var marks: [Mark] = []
    package var trailingMargin = 16.0
    /// The chevron's colour and the checkmark's and info symbol's (the tint).
    package var chevronColor = Color.black
    package var tintColor = Color.black
    package var rightToLeft = false
    /// The row's size as its host laid it out (nil: the frame's).
    package var size: Size?

    /// UIKit's corner radius of an inset grouped section.
    package static let insetGroupedCornerRadius = 10.0

    package override init(id: String? = nil) { super.init(id: id) }

    package func draw(in context: DrawingContext) throws {
        let f = context.frame, dx = f.minX, dy = f.minY
        let w = size?.width ?? f.width, h = size?.height ?? f.height
        func move(_ r: Rect) -> Rect { Rect(x: r.minX + dx, y: r.minY + dy, width: r.width, height: r.height) }
        if let background = selectionBackground ?? background {
            let rect = Rect(x: 0, y: 0, width: w, height: h)
            let shape: Shape = roundsTop || roundsBottom
                ? .path(Path.roundedRect(rect, radius: cornerRadius, top: roundsTop, bottom: roundsBottom))
                : .rect(rect)
            context.fill(shape.offsetBy(dx: dx, dy: dy), background)
        }
        if let separator {
            let start = rightToLeft ? separator.trailing : separator.leading
            let end = w - (rightToLeft ? separator.leading : separator.trailing)
            if end > start {
                context.fill(Shape.rect(Rect(x: start, y: h - hairline, width: end - start, height: hairline)).offsetBy(dx: dx, dy: dy),
                             separatorColor)
            }
        }
        // Marks from the trailing edge inwards (mirrored in right-to-left layouts).
        func frame(width gw: Double, height gh: Double, from edge: Double) -> Rect {
            Rect(x: rightToLeft ? edge : w - edge - gw, y: ((h - gh) / 2).rounded(), width: gw, height: gh)
        }
        var edge = trailingMargin
        for mark in marks {
            switch mark {
            case .chevron:
                try ListRow.Accessory.chevron.draw(in: context, centeredIn: move(frame(width: 7, height: 12, from: edge)),
                                                   color: chevronColor, rightToLeft: rightToLeft)
                edge += 7 + 16
            case .checkmark:
                try ListRow.Accessory.checkmark.draw(in: context, centeredIn: move(frame(width: 14, height: 13, from: edge)),
                                                     color: tintColor, rightToLeft: rightToLeft)
                edge += 14 + 16
            case .info:
                // The info symbol's circle is 20/24 of the square it is drawn in: 22 points across, as UIKit's.
                try context.icon(Icon("info.circle")!, color: tintColor, in: move(frame(width: 26, height: 26, from: edge - 2)))
                edge += 22 + 16
            }
        }
    }
}
