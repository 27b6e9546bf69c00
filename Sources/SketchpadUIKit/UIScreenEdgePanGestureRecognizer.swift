/// Recognises a drag in from the edge of the screen: UIKit's `UIScreenEdgePanGestureRecognizer`
/// (never, in a still; see ``UIGestureRecognizer``). It watches no edge until ``edges`` is set, as in UIKit.
///
/// ```swift
/// let edgePan = UIScreenEdgePanGestureRecognizer(target: nil, action: nil)
/// edgePan.edges = .left
/// view.addGestureRecognizer(edgePan)
/// ```
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    open var edges: UIRectEdge = []
}
