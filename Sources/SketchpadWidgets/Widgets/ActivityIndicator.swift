import Foundation
import SketchpadLayout

/// A spinner, as iOS draws one: eight spokes round the centre, the one at twelve o'clock darkest,
/// fading clockwise. 20 × 20 pt (``Style/medium``) or 37 × 37 (``Style/large``); drawn in
/// ``color`` (nil: the theme's secondary text colour). UIKit's `UIActivityIndicatorView` and
/// SwiftUI's circular `ProgressView` both draw through it.
///
/// ```swift
/// let spinner = ActivityIndicator(style: .large, color: Color(hex: 0x8E8E93))
/// ```
package final class ActivityIndicator: View, Drawable {
    package enum Style: Hashable, Sendable {
        case medium, large

        /// The side of the spinner's square: 20 or 37 points.
        package var side: Double { self == .large ? 37 : 20 }
    }

    package var style: Style
    package var color: Color?

    package init(style: Style = .medium, color: Color? = nil, id: String? = nil) {
        self.style = style
        self.color = color
        super.init(id: id)
    }

    package override func measureContent(using measurer: any TextMeasuring, fittingWidth: Double?) throws -> ContentMeasurement {
        ContentMeasurement(size: Size(width: style.side, height: style.side))
    }

    package func draw(in context: DrawingContext) throws {
        let f = context.frame
        let side = min(f.width, f.height)
        let base = context.resolved(color ?? context.theme.secondaryText)
        let width = max(1, side * (style == .large ? 0.085 : 0.1))
        for i in 0..<8 {
            let angle = Double(i) * .pi / 4 - .pi / 2
            var spoke = Path()
            spoke.move(to: Point(x: f.midX + cos(angle) * side * 0.22, y: f.midY + sin(angle) * side * 0.22))
            spoke.line(to: Point(x: f.midX + cos(angle) * side * 0.45, y: f.midY + sin(angle) * side * 0.45))
            context.stroke(.path(spoke), StrokeStyle(color: base.withAlpha(base.alpha * (1 - Double(i) * 0.1)), width: width, cap: .round))
        }
    }
}
