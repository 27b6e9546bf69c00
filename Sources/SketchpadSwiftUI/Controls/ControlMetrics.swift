/// The width a control that fills its row takes (a slider, a progress bar, a segmented
/// picker, a text field): all that is offered, or `ideal` when nothing finite is.
///
/// ```swift
/// WidgetNode(widget: bar, sizing: { CGSize(width: fillingWidth($0, ideal: 100), height: 4) }, session: session, environment: env)
/// ```
package func fillingWidth(_ proposal: ProposedViewSize, ideal: CGFloat) -> CGFloat {
    guard let width = proposal.width, width.isFinite else { return ideal }
    return max(0, width)
}
