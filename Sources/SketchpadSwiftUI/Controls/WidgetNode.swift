import SketchpadLayout

/// A control drawn by one of Sketchpad's widgets (`Switch`, `Slider`, `ProgressBar`,
/// `SegmentedControl`, `TextField`…) at the frame SwiftUI's layout gives it: the one drawing
/// path every Sketchpad front end shares. The size for a proposal is the control's (iOS's
/// metrics), given by `sizing`.
///
/// ```swift
/// nodes.append(WidgetNode(environment: env, sizing: { _ in CGSize(width: 51, height: 31) }) { Switch(isOn: true) })
/// ```
package final class WidgetNode: LayoutNode, @unchecked Sendable {
    let sizing: (ProposedViewSize) -> CGSize
    let make: @MainActor () -> SketchpadLayout.View

    package init(environment: EnvironmentValues, sizing: @escaping (ProposedViewSize) -> CGSize,
                 make: @escaping @MainActor () -> SketchpadLayout.View) {
        self.sizing = sizing
        self.make = make
        super.init(environment: environment)
    }

    /// A control of one size whatever it is offered.
    package convenience init(environment: EnvironmentValues, size: CGSize, make: @escaping @MainActor () -> SketchpadLayout.View) {
        self.init(environment: environment, sizing: { _ in size }, make: make)
    }

    package override func measure(_ proposal: ProposedViewSize) -> CGSize { sizing(proposal) }

    @MainActor package override func drawingView(in builder: DrawingTreeBuilder) throws -> SketchpadLayout.View? { make() }
}

/// The width a control that fills its row takes: all that is offered, or `ideal` when nothing is.
package func fillingWidth(_ proposal: ProposedViewSize, ideal: CGFloat) -> CGFloat {
    guard let width = proposal.width, width.isFinite else { return ideal }
    return max(0, width)
}
