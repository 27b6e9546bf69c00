import SketchpadLayout

extension DrawingContext {
    /// Draws `icon` (its glyph in `Icon.fontFamily`) filling the square centred in `frame`,
    /// pointing the way the scene reads (see `Icon.resolved(for:)`). A numbered, lettered or dice
    /// symbol draws its overlay on its container glyph (see `Icon.Overlay`).
    ///
    /// ```swift
    /// try context.icon(Icon("chevron.right")!, color: context.theme.secondaryText,
    ///                  in: Rect(x: 300, y: 12, width: 20, height: 20))
    /// ```
    public func icon(_ icon: Icon, color: Color, in frame: Rect) throws {
        let side = min(frame.width, frame.height)
        guard side > 0 else { return }
        let square = Rect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
        let drawn = icon.resolved(for: layoutDirection)
        if let overlay = drawn.overlay {
            try iconWithOverlay(drawn, overlay, color: color, in: square)
        } else {
            try iconGlyph(drawn, color: color, in: square)
        }
    }

    /// The icon's glyph alone, filling `square`.
    func iconGlyph(_ icon: Icon, color: Color, in square: Rect) throws {
        try text(icon.glyph, font: FontDescription(family: Icon.fontFamily, size: square.width),
                 color: color, in: square, alignment: .center, maxLines: 1)
    }

    /// Draws what stands for an icon that cannot be drawn (an item without one, a symbol the icon
    /// set lacks): a rounded square in `color` filling `frame`, filled (a selected item) or outlined.
    ///
    /// ```swift
    /// context.iconPlaceholder(in: Rect(x: 40, y: 6, width: 24, height: 24), color: context.theme.secondaryText, filled: false)
    /// ```
    package func iconPlaceholder(in frame: Rect, color: Color, filled: Bool) {
        if filled {
            fill(.roundedRect(frame, cornerRadius: 6), color)
        } else {
            stroke(.roundedRect(frame.insetBy(dx: 0.75, dy: 0.75), cornerRadius: 6), StrokeStyle(color: color, width: 1.5))
        }
    }
}
