import SketchpadLayout

extension DrawingContext {
    /// Draws `icon` (its glyph in `Icon.fontFamily`) filling the square centred in `frame`,
    /// pointing the way the scene reads (see `Icon.resolved(for:)`).
    ///
    /// ```swift
    /// try context.icon(Icon("chevron.right")!, color: context.theme.secondaryText,
    ///                  in: Rect(x: 300, y: 12, width: 20, height: 20))
    /// ```
    public func icon(_ icon: Icon, color: Color, in frame: Rect) throws {
        let side = min(frame.width, frame.height)
        guard side > 0 else { return }
        let square = Rect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
        try text(icon.resolved(for: layoutDirection).glyph, font: FontDescription(family: Icon.fontFamily, size: side),
                 color: color, in: square, alignment: .center, maxLines: 1)
    }
}
