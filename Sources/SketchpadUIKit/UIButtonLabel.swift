import SketchpadLayout
import SketchpadWidgets

/// The title label of a button (UIKit's private `UIButtonLabel`): a real subview of the button,
/// placed by the button in the middle of its content area, visible to `subviews`, to
/// constraints and to `recursiveDescription`. The button draws the title itself (with its
/// colour per state), so the label measures its text but draws none of it.
final class UIButtonLabel: UILabel {
    override class func makeNode() -> View { hugging(ViewNode(content: ButtonTitleText()), .defaultLow, .defaultLow) }
    override class var isOpaqueByDefault: Bool { false }
    /// A button's title label has no background of its own (iOS prints none).
    override class var defaultBackgroundColor: UIColor? { nil }
}

/// A label widget that measures but does not draw (its button draws the title).
final class ButtonTitleText: Label {
    override func draw(in context: DrawingContext) throws {}
}
