import SketchpadLayout

/// A page control's row of dots: 7 pt dots 9 pt apart, centred in the frame, the current page's
/// dot in its own colour (SwiftUI's page-style tab view draws the same row).
package final class PageDots: View, Drawable {
    package var count = 0
    package var current = 0
    package var dotColor = Color.white.withAlpha(0.4)
    package var currentDotColor = Color.white

    package static let dot = 7.0
    package static let spacing = 9.0
    /// The control's height, whatever the number of pages.
    package static let height = 37.0

    package init() { super.init(id: nil) }

    /// The least size that shows `count` dots.
    package static func size(forCount count: Int) -> Size {
        let n = Double(max(0, count))
        return Size(width: max(0, n * dot + (n - 1) * spacing), height: height)
    }

    package override func measureContent(using measurer: any TextMeasuring, fittingWidth: Double?) throws -> ContentMeasurement {
        ContentMeasurement(size: Self.size(forCount: count))
    }

    package func draw(in context: DrawingContext) throws {
        guard count > 0 else { return }
        let f = context.frame
        let width = Self.size(forCount: count).width
        let y = f.midY - Self.dot / 2
        for i in 0..<count {
            // Page 0 is at the leading end: the right in right-to-left scenes.
            let step = Double(i) * (Self.dot + Self.spacing)
            let x = context.isRightToLeft ? f.midX + width / 2 - Self.dot - step : f.midX - width / 2 + step
            context.fill(.ellipse(Rect(x: x, y: y, width: Self.dot, height: Self.dot)), i == current ? currentDotColor : dotColor)
        }
    }
}
