import SketchpadLayout

extension DrawingContext {
    /// Draws `icon`'s container glyph with `overlay` on it, filling `square`: over an outline
    /// container the overlay is drawn in `color`; a filled container has it knocked out, as SF
    /// Symbols' `.fill` variants do (what is behind the icon shows through). The knock-out is a
    /// group drawn in white (container) and black (overlay) whose colour matrix turns white into
    /// `color` and black into transparent (see ``iconKnockout(_:)``).
    func iconWithOverlay(_ icon: Icon, _ overlay: Icon.Overlay, color: Color, in square: Rect) throws {
        let shape = Self.iconContainer(icon.materialName)
        let container = (side: shape.side * square.width, round: shape.round)
        guard overlay.knocksOut else {
            try iconGlyph(icon, color: color, in: square)
            return try iconOverlayContent(overlay.content, container: container, color: color, in: square)
        }
        let tint = drawsWireframe ? resolved(color).wireframeGrey(.text) : resolved(color)
        append(.pushFilter(.colorMatrix(Self.iconKnockout(tint))))
        defer { append(.popFilter) }
        try keepingColors {
            if icon.materialName == "square" {
                // Material's filled square has sharp corners; its outline (`check_box_outline_blank`)
                // and SF Symbols' squares have round ones: the outline's 2/24-em radius, same box.
                let inset = square.width * 3 / 24
                fill(.roundedRect(square.insetBy(dx: inset, dy: inset), cornerRadius: square.width * 2 / 24), .white)
            } else {
                try iconGlyph(icon, color: .white, in: square)
            }
            try iconOverlayContent(overlay.content, container: container, color: .black, in: square)
        }
    }

    /// The overlay's characters or pips, centred in `square`, sized to a container `side` points
    /// across (a circle when `round`).
    private func iconOverlayContent(_ content: Icon.Overlay.Content, container: (side: Double, round: Bool),
                                    color: Color, in square: Rect) throws {
        let side = container.side
        switch content {
        case .characters(let characters):
            // The characters' height (Inter's cap height, 2048/2816 em in its OS/2 table) is half the
            // container's, and smaller when their box would reach the container's stroke (1/10 of
            // its side): in a circle, the box's corners stay within 0.36 of the side from the
            // centre; in a square, its width within 0.7 of the side. Sketchpad's own proportions,
            // chosen to look like SF Symbols' `1.circle` and `42.circle` (whose two digits are narrower).
            let capHeight = 2048.0 / 2816.0
            var font = FontDescription(size: side / 2 / capHeight, weight: .semibold)
            var metrics = try measure(characters, font: font)
            let reach = container.round ? (metrics.width * metrics.width + side * side / 4).squareRoot() / 2 / (0.36 * side)
                                        : metrics.width / (0.7 * side)
            if reach > 1 {
                font.size /= reach
                metrics = try measure(characters, font: font)
            }
            let baseline = square.midY + font.size * capHeight / 2
            try text(characters, font: font, color: color,
                     in: Rect(x: square.midX - metrics.width / 2 - 2, y: baseline - metrics.firstBaseline,
                              width: metrics.width + 4, height: metrics.height),
                     alignment: .center, maxLines: 1)
        case .pips(let count):
            // Pips a fifth of the face's side across, a quarter of it apart (Sketchpad's proportions).
            let step = side / 4, radius = side / 10
            for cell in Icon.Overlay.pipCells(count) {
                let x = square.midX + Double(cell.column - 1) * step, y = square.midY + Double(cell.row - 1) * step
                fill(.ellipse(Rect(x: x - radius, y: y - radius, width: 2 * radius, height: 2 * radius)), color)
            }
        }
    }

    /// The side of an overlay's container glyph as a fraction of the em, and whether it is a
    /// circle, from the glyphs' boxes in the pinned Material Icons font (`IconInkBounds`; a test
    /// checks these): the circles span 2…22 of Material's 24-unit grid, the squares 3…21.
    package static func iconContainer(_ materialName: String) -> (side: Double, round: Bool) {
        switch materialName {
        case "radio_button_unchecked", "circle": return (20.0 / 24, true)
        default: return (18.0 / 24, false)
        }
    }

    /// The colour matrix that paints a white-and-black group as `tint` with the black knocked out:
    /// red, green and blue become `tint`'s; alpha becomes `tint.alpha × (R + A − 1)`, which is the
    /// group's alpha where it is white (R = 1), 0 where it is opaque black (R = 0, A = 1), and
    /// the coverage in between along antialiased edges.
    static func iconKnockout(_ tint: Color) -> Filter.Matrix {
        Filter.Matrix([0, 0, 0, 0, tint.red,
                       0, 0, 0, 0, tint.green,
                       0, 0, 0, 0, tint.blue,
                       tint.alpha, 0, 0, tint.alpha, -tint.alpha])!
    }
}
