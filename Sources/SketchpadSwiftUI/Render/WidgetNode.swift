import SketchpadLayout

/// A node drawn by one of Sketchpad's widgets (a switch, a slider, a text field…): it measures
/// with the widget's own content size and stretches along `flexibleAxes` to the size offered.
/// Extension point for controls: resolve a control into a `WidgetNode` of the widget that draws it.
///
/// ```swift
/// extension Toggle: PrimitiveView {
///     func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
///         let widget = Switch(isOn: isOn.wrappedValue)
///         nodes.append(WidgetNode(widget: widget, session: context.session, environment: context.environment))
///     }
/// }
/// ```
package final class WidgetNode: LayoutNode, @unchecked Sendable {
    package let widget: SketchpadLayout.View
    package let flexibleAxes: Axis.Set
    /// The control's size for a proposal when it is not the widget's measured one (iOS's
    /// metrics: a stepper is 94 × 32 whatever its segments measure).
    let sizing: ((ProposedViewSize) -> CGSize)?
    let measurer: any TextMeasuring

    @MainActor package init(widget: SketchpadLayout.View, flexibleAxes: Axis.Set = [], sizing: ((ProposedViewSize) -> CGSize)? = nil,
                            session: RenderSession, environment: EnvironmentValues) {
        self.widget = widget
        self.flexibleAxes = flexibleAxes
        self.sizing = sizing
        self.measurer = session.measurer
        super.init(environment: environment)
    }

    package override func measure(_ proposal: ProposedViewSize) -> CGSize {
        if let sizing { return sizing(proposal) }
        let fitting = flexibleAxes.contains(.horizontal) ? proposal.width.map(Double.init) : nil
        let content = (try? widget.measureContent(using: measurer, fittingWidth: fitting))?.size ?? .zero
        var size = CGSize(width: CGFloat(content.width), height: CGFloat(content.height))
        if flexibleAxes.contains(.horizontal), let width = proposal.width, width.isFinite { size.width = max(0, width) }
        if flexibleAxes.contains(.vertical), let height = proposal.height, height.isFinite { size.height = max(0, height) }
        return size
    }

    @MainActor package override func drawingView(in builder: DrawingTreeBuilder) throws -> SketchpadLayout.View? { widget }
}
