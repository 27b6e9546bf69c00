import SketchpadLayout
import SketchpadWidgets

/// A Sketchpad node that backs a `UIView` (``ViewNode``, or a stack view's ``StackNode``):
/// measuring asks the view's `intrinsicContentSize`, which a subclass may override; the node's
/// own measurement is what the default implementation returns.
protocol UIKitNode: View {
    /// Held weakly: the view owns its node.
    var owner: UIView? { get set }
    /// What the view's layer draws around the node's content (set before each layout).
    var appearance: LayerAppearance { get set }
    /// The node's own measurement (the widget's text, control size…), without the view.
    func baseMeasurement(using measurer: any TextMeasuring, fittingWidth: Double?) throws -> ContentMeasurement
}

extension UIKitNode {
    /// Measures through the owning view, on the main actor where layout runs.
    func measureThroughOwner(using measurer: any TextMeasuring, fittingWidth: Double?) throws -> ContentMeasurement {
        guard let owner else { return try baseMeasurement(using: measurer, fittingWidth: fittingWidth) }
        // Layout runs only from main-actor methods (`layoutIfNeeded`, `Scene`), synchronously,
        // so the engine calling back into the view is on the main actor.
        nonisolated(unsafe) let measurer = measurer
        return try MainActor.assumeIsolated {
            try owner.contentMeasurement(using: measurer, fittingWidth: fittingWidth)
        }
    }
}

/// What the view being measured was asked: set while its `intrinsicContentSize` runs, so the
/// widget's default implementation can measure with the layout's text measurer and width.
@MainActor
final class MeasuringContext {
    static var current: MeasuringContext?

    let view: UIView
    let measurer: any TextMeasuring
    let fittingWidth: Double?
    var base: ContentMeasurement?
    var error: (any Error)?

    init(view: UIView, measurer: any TextMeasuring, fittingWidth: Double?) {
        self.view = view
        self.measurer = measurer
        self.fittingWidth = fittingWidth
    }
}
