import SketchpadLayout

/// A label UIKit makes inside one of its controls (a text field's placeholder label,
/// `UITextFieldLabel`), there so `subviews` and `recursiveDescription` list what iOS lists. It
/// draws nothing (its control draws the text) and is described as iOS prints it: by the class
/// name given, transparent (`opaque = NO`) and without a background colour (iOS 16–26:
/// `<UITextFieldLabel: 0x…; frame = (0 5; 30 20.3333); text = 'Edit Me'; opaque = NO;
/// userInteractionEnabled = NO; layer = <_UILabelLayer: 0x…>>`).
final class UIKitInternalLabel: UILabel {
    /// The class name the description prints.
    let describedClassName: String

    init(describedAs name: String) {
        describedClassName = name
        super.init(frame: .zero)
        backgroundColor = nil
        isOpaque = false
        excuseFromPlacementWarnings()
    }

    required init?(coder: NSCoder) { nil }

    override func prepareNodeForLayout() {
        super.prepareNodeForLayout()
        label.text = ""
        (node as? UIKitNode)?.appearance = LayerAppearance()
    }
}
