import SketchpadLayout

extension ListRow.Accessory {
    /// The accessory's icon: one chevron and one checkmark from the icon set, drawn the same by
    /// template rows, UIKit's table cells and SwiftUI's lists (nil for ``none``). The chevron
    /// points the way a row pushes: right, or left in a right-to-left scene.
    ///
    /// ```swift
    /// ListRow.Accessory.chevron.icon(rightToLeft: false)    // Icon("chevron.right")
    /// ```
    package func icon(rightToLeft: Bool) -> Icon? {
        switch self {
        case .none: return nil
        case .chevron: return Icon(rightToLeft ? "chevron.left" : "chevron.right")
        case .checkmark: return Icon("checkmark")
        }
    }

    /// The row decoration's mark for the accessory (nil for ``none``).
    package var mark: RowDecoration.Mark? {
        switch self {
        case .none: return nil
        case .chevron: return .chevron
        case .checkmark: return .checkmark
        }
    }

    /// The side of the square the icon is drawn in: the chevron's glyph is then about 7 × 12
    /// points and the checkmark's about 15 × 11, iOS's sizes.
    package var iconSide: Double { self == .checkmark ? 20 : 24 }

    /// Draws the accessory's icon in `color`, centred on `frame` (`rightToLeft`: the row's
    /// direction, the scene's unless it says otherwise).
    package func draw(in context: DrawingContext, centeredIn frame: Rect, color: Color, rightToLeft: Bool) throws {
        guard let icon = icon(rightToLeft: rightToLeft) else { return }
        let side = iconSide
        try context.icon(icon, color: color, in: Rect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side))
    }
}
