import SketchpadLayout

/// UIStepper's control, 94 × 32 pt: a minus and a plus half on one rounded segment background,
/// a divider between them, and each glyph dimmed when its end is disabled (the value at a limit).
/// It draws as ``SegmentedControl`` draws `["−", "+"]` with nothing selected at 20 pt.
package final class StepperControl: View, Drawable {
    package var decrementEnabled = true
    package var incrementEnabled = true
    /// nil: the theme's text colour.
    package var glyphColor: Color?

    package static let size = Size(width: 94, height: 32)
    package static let glyphFont = FontDescription(size: 20, weight: .regular)

    package init() { super.init(id: nil) }

    package override func measureContent(using measurer: any TextMeasuring, fittingWidth: Double?) throws -> ContentMeasurement {
        ContentMeasurement(size: Self.size)
    }

    package func draw(in context: DrawingContext) throws {
        let f = context.frame, theme = context.theme
        context.fill(.roundedRect(f, cornerRadius: 8), theme.segmentBackground)
        context.line(from: Point(x: f.midX, y: f.minY + 8), to: Point(x: f.midX, y: f.maxY - 8),
                     StrokeStyle(color: theme.separator, width: 1))
        // The minus is at the leading end: the right in right-to-left scenes.
        let half = f.width / 2
        let leading = Rect(x: context.isRightToLeft ? f.midX : f.minX, y: f.minY, width: half, height: f.height)
        let trailing = Rect(x: context.isRightToLeft ? f.minX : f.midX, y: f.minY, width: half, height: f.height)
        let ink = glyphColor ?? theme.primaryText
        for (glyph, frame, enabled) in [("−", leading, decrementEnabled), ("+", trailing, incrementEnabled)] {
            try context.text(glyph, font: Self.glyphFont, color: enabled ? ink : ink.withAlpha(0.3),
                             in: frame.insetBy(dx: 4, dy: 0), alignment: .center, maxLines: 1)
        }
    }
}
