import SketchpadLayout
import SketchpadWidgets

/// The widget of a `UILabel`: Sketchpad's `Label`, drawn inside the rectangle the label's
/// `drawText(in:)` passed on (a subclass that insets its text is drawn inset, as in UIKit).
final class UILabelText: Label {
    /// How far the text's rectangle is inside the label's bounds.
    var textInsets = EdgeInsets.zero

    override func draw(in context: DrawingContext) throws {
        guard textInsets != .zero else { return try super.draw(in: context) }
        try context.text(text, spans: spans, font: font, color: textColor ?? context.theme.primaryText,
                         in: context.frame.inset(by: textInsets), alignment: context.runAlignment(textAlignment),
                         maxLines: numberOfLines, truncation: truncation)
    }
}
