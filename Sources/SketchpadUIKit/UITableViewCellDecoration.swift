import SketchpadLayout
import SketchpadWidgets

/// What a table asks a cell to draw behind its content for the cell's place in its section:
/// the background (with rounded outer corners in an inset grouped section), the separator
/// under it, and the accessory mark. Cells draw it through their `RowDecoration` widget, under
/// their content view, as UIKit's cells draw their background and separator views.
struct UITableViewCellDecoration: Equatable {
    var background: UIColor?
    /// Rounded corners (inset grouped): the first row's top ones, the last row's bottom ones.
    var roundsTop = false
    var roundsBottom = false
    /// The separator under the cell, inset from the leading and trailing edges; nil: none.
    var separator: (leading: CGFloat, trailing: CGFloat)?
    /// A full-width separator along the cell's top edge: a grouped table's first row of a section.
    var topSeparator = false
    var separatorColor: UIColor = .separator
    /// The table's side margin, where the accessory ends.
    var trailingMargin: CGFloat = 16

    static func == (a: UITableViewCellDecoration, b: UITableViewCellDecoration) -> Bool {
        a.background == b.background && a.roundsTop == b.roundsTop && a.roundsBottom == b.roundsBottom
            && a.separator?.leading == b.separator?.leading && a.separator?.trailing == b.separator?.trailing
            && a.topSeparator == b.topSeparator && a.separatorColor == b.separatorColor && a.trailingMargin == b.trailingMargin
    }

    /// Sets `drawing` up for a cell of `size`: background, separator, and the marks of `accessory`
    /// (after `outerMarks`, which a list cell's outline disclosure and reorder control put at the edge).
    func configure(_ drawing: RowDecoration, size: CGSize, accessory: UITableViewCell.AccessoryType, rightToLeft: Bool,
                   traits: UITraitCollection, tint: UIColor?, outerMarks: [RowDecoration.Mark] = []) {
        drawing.size = Size(width: Double(size.width), height: Double(size.height))
        drawing.background = background?.color(in: traits)
        drawing.roundsTop = roundsTop
        drawing.roundsBottom = roundsBottom
        drawing.separator = separator.map { (Double($0.leading), Double($0.trailing)) }
        drawing.topSeparator = topSeparator
        drawing.separatorColor = separatorColor.color(in: traits)
        drawing.hairline = 1 / Double(max(1, traits.displayScale))
        drawing.trailingMargin = Double(trailingMargin)
        drawing.rightToLeft = rightToLeft
        drawing.chevronColor = UIColor.tertiaryLabel.color(in: traits)
        drawing.tintColor = (tint ?? .systemBlue).color(in: traits)
        drawing.marks = outerMarks + {
            switch accessory {
            case .none: []
            case .disclosureIndicator: [.chevron]
            case .checkmark: [.checkmark]
            case .detailButton: [.info]
            case .detailDisclosureButton: [.chevron, .info]
            }
        }()
    }
}
