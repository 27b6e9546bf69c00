import SketchpadLayout
import SketchpadWidgets

/// What a `UIButton`'s node measures and draws: Sketchpad's `Button` look, sized as UIKit sizes
/// buttons — the title plus the button's content insets, with no minimum (Sketchpad's own
/// buttons keep a 44-point touch target; UIKit's system buttons are 30 points tall).
final class UIButtonContent: Button {
    /// Space around the title: a configuration's `contentInsets`, or a legacy button's
    /// `contentEdgeInsets` plus UIKit's 6 points above and below the title.
    var insets = EdgeInsets(top: 6, left: 0, bottom: 6, right: 0)

    init() { super.init("", style: .plain) }

    override func measureContent(using measurer: any TextMeasuring, fittingWidth: Double?) throws -> ContentMeasurement {
        let metrics = try measurer.measure(title.isEmpty ? " " : title, font: font, maxWidth: nil, maxLines: 1)
        return ContentMeasurement(
            size: Size(width: (title.isEmpty ? 0 : metrics.width) + insets.left + insets.right,
                       height: metrics.height + insets.top + insets.bottom),
            baselines: .init(first: insets.top + metrics.firstBaseline, last: insets.top + metrics.lastBaseline,
                             contentHeight: metrics.height))
    }
}
