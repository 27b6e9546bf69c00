import SketchpadLayout
import SketchpadWidgets

/// `node` with the content hugging priorities UIKit gives the control.
func hugging(_ node: View, _ horizontal: LayoutPriority, _ vertical: LayoutPriority) -> View {
    node.setContentHuggingPriority(horizontal, for: .horizontal)
    node.setContentHuggingPriority(vertical, for: .vertical)
    return node
}
