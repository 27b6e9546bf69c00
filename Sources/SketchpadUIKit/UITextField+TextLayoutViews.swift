import Foundation

// The views iOS 16–26 make inside every text field for its text (getsentry/sentry-cocoa's
// redaction tests, hierarchies labelled "iOS 26 & 18 & 17 & 16", addresses purged). A field
// with a placeholder, once laid out (`UITextField(frame: CGRect(x: 50, y: 10, width: 30,
// height: 30))`, placeholder "Edit Me"):
//
//     <UITextField: …; frame = (50 10; 30 30); text = ''; opaque = NO; placeholder = Edit Me; …>
//        | <UITextFieldLabel: …; frame = (0 5; 30 20.3333); text = 'Edit Me'; opaque = NO; userInteractionEnabled = NO; layer = <_UILabelLayer: …>>
//        | <_UITextLayoutCanvasView: …; frame = (0 0; 30 30); layer = <CALayer: …>>
//        |    | <_UITextLayoutFragmentView: …; frame = (0 5; 0 21); opaque = NO; layer = <CALayer: …>>
//
// and a field not yet laid out, without a placeholder:
//
//     <UITextField: …; frame = (20 20; 40 40); text = ''; opaque = NO; borderStyle = None; …>
//        | <_UITextLayoutCanvasView: …; frame = (0 0; 0 0); layer = <CALayer: …>>
//
// They draw nothing here: the field draws its text and placeholder itself.
extension UITextField {
    /// Adds the text layout canvas every field has from the start (frame zero until laid out).
    func installTextLayoutCanvas() {
        let canvas = UIKitInternalView(describedAs: "_UITextLayoutCanvasView", frame: .zero)
        textLayoutCanvas = canvas
        addSubview(canvas)
    }

    /// Adds the placeholder label (UIKit's `_placeholderLabel`, a `UITextFieldLabel`) below the
    /// canvas while the field has a placeholder and no text, and removes it otherwise. iOS makes
    /// it when the placeholder is set, with a zero frame until the field is laid out.
    func updatePlaceholderLabel() {
        let shows = !(placeholder ?? "").isEmpty && (text ?? "").isEmpty
        if shows {
            let label = placeholderLabel ?? UIKitInternalLabel(describedAs: "UITextFieldLabel")
            placeholderLabel = label
            // Set only when it changes: a label's new text asks for another layout pass.
            if label.text != placeholder { label.text = placeholder }
            if label.superview !== self {
                if let canvas = textLayoutCanvas, canvas.superview === self { insertSubview(label, belowSubview: canvas) } else { addSubview(label) }
            }
        } else if let label = placeholderLabel {
            label.removeFromSuperview()
            placeholderLabel = nil
        }
    }

    /// Places the placeholder label, the canvas and the canvas's one line fragment as iOS lays
    /// them out: the canvas over the text rectangle (the bounds for a field without a border),
    /// the line `ceil((height − ceil(lineHeight)) / 2)` from its top (5 in a 30-point field at
    /// the 17-point system font), the fragment `ceil(lineHeight)` high and as wide as the text
    /// (0 while empty), the label as wide as the text rectangle and its line height rounded up
    /// to the screen's pixels (20.3333 at 3×).
    func layoutTextLayoutViews() {
        updatePlaceholderLabel()
        guard let canvas = textLayoutCanvas else { return }
        let padding = borderStyle == .none ? 0 : CGFloat(UITextFieldContent.borderedTextInset)
        let rect = textRect(forBounds: bounds)
        let area = CGRect(x: rect.minX + padding, y: rect.minY, width: max(0, rect.width - 2 * padding), height: rect.height)
        let font = self.font ?? .systemFont(ofSize: 17)
        let fragmentHeight = font.lineHeight.rounded(.up)
        let lineTop = ((area.height - fragmentHeight) / 2).rounded(.up)
        canvas.setFrameIfChanged(area)
        let model = inputModel
        let textWidth = model.text.isEmpty ? 0 : model.firstRect(0, model.length).width
        let fragment = textLayoutFragment ?? {
            let view = UIKitInternalView(describedAs: "_UITextLayoutFragmentView", frame: .zero)
            view.isOpaque = false
            textLayoutFragment = view
            canvas.addSubview(view)
            return view
        }()
        fragment.setFrameIfChanged(CGRect(x: 0, y: lineTop, width: CGSize(width: textWidth, height: 0).roundedUpToPixels(scale: 0).width, height: fragmentHeight))
        if let label = placeholderLabel {
            let height = CGSize(width: 0, height: font.lineHeight).roundedUpToPixels(scale: 0).height
            label.setFrameIfChanged(CGRect(x: area.minX, y: area.minY + lineTop, width: area.width, height: height))
        }
    }
}

private extension UIView {
    /// Sets the frame only when it differs (a set frame asks for another layout pass, so the
    /// field's layout settles once its parts are in place).
    func setFrameIfChanged(_ rect: CGRect) {
        if !frame.isClose(to: rect) { frame = rect }
    }
}
