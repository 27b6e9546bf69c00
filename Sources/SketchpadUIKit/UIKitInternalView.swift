import SketchpadLayout
import SketchpadWidgets

/// A view UIKit makes inside one of its controls (a switch's track, a text field's rounded
/// background), there so `subviews` and `recursiveDescription` list what iOS lists. It draws
/// nothing (its control draws itself) and its description names the class iOS prints for it
/// (`UIView`, `_UITextFieldRoundedRectBackgroundViewNeue`…).
final class UIKitInternalView: UIView {
    /// The class name the description prints.
    let describedClassName: String
    /// Whether UIKit gives it gesture recognizers of its own (a switch's visual element).
    let hasOwnRecognizers: Bool

    init(describedAs name: String, frame: CGRect, recognizers: Bool = false) {
        describedClassName = name
        hasOwnRecognizers = recognizers
        super.init(frame: frame)
        excuseFromPlacementWarnings()
    }

    override var hasPrivateGestureRecognizers: Bool { hasOwnRecognizers }

    required init?(coder: NSCoder) { nil }

    override func prepareNodeForLayout() {
        super.prepareNodeForLayout()
        (node as? UIKitNode)?.appearance = LayerAppearance()
    }
}

/// An image view UIKit makes inside one of its controls (a switch's thumb): drawn by its
/// control, not by itself (its image is nil, which a `UIImageView` here would show as a crossed
/// placeholder box); described as a `UIImageView`.
final class UIKitInternalImageView: UIImageView {
    override class func makeNode() -> View { ViewNode(content: UndrawnImageContent(placeholderSize: nil)) }

    override init(frame: CGRect) {
        super.init(frame: frame)
        excuseFromPlacementWarnings()
    }

    required init?(coder: NSCoder) { nil }

    override func prepareNodeForLayout() {
        super.prepareNodeForLayout()
        (node as? UIKitNode)?.appearance = LayerAppearance()
    }
}

/// The content of an internal image view: an image view that draws nothing.
private final class UndrawnImageContent: ImageView {
    override func draw(in context: DrawingContext) throws {}
}

extension UIView {
    /// A view UIKit places inside its control (a switch's thumb reaches 6 pt past the switch; its
    /// track and content share the switch's rectangle) is not reported as overlapping or overflowing.
    func excuseFromPlacementWarnings() {
        node.allowsOverlap = true
        node.allowsOverflow = true
    }
}
