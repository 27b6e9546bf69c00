import Foundation

// How iOS 16–18 describe a text field (lines printed by iOS 16, 17 and 18 simulators in
// getsentry/sentry-cocoa's redaction tests, by Reminders on iOS 17, by an iOS 16 app):
//
//     <UITextField: 0x…; frame = (50 10; 30 30); text = ''; opaque = NO; placeholder = Edit Me;
//      borderStyle = None; background = <_UITextFieldNoBackgroundProvider: 0x…:
//      textfield=<UITextField: 0x…>>; layer = <CALayer: 0x…>>
//     <UITextField: 0x…; frame = (0 0; 353 60); opaque = NO; autoresize = RM+BM;
//      gestureRecognizers = <NSArray: 0x…>; text = '1'; placeholder = …; borderStyle = RoundedRect;
//      background = <_UITextFieldSystemBackgroundProvider: 0x…: backgroundView=<…>, fillColor=(null),
//      textfield=<UITextField 0x…>>; layer = <CALayer: 0x…>>
//
// An empty field prints `text = ''` after its frame; a field with text prints it with its own
// fields, just before the layer.
extension UITextField {
    /// What follows the frame: `text = ''` while the field is empty (iOS 12's format: the text,
    /// whatever it is).
    var leadingDescriptionFields: [String] {
        let value = text ?? ""
        if UIKitDescriptionFormat.current == .iOS12 { return ["text = \(Self.quotedText(value))"] }
        return value.isEmpty ? ["text = ''"] : []
    }

    /// What comes before the layer: the text when there is some, the placeholder (unquoted), the
    /// border style and the background provider.
    var trailingDescriptionFields: [String] {
        var parts: [String] = []
        if let value = text, !value.isEmpty { parts.append("text = \(Self.quotedText(value))") }
        if let placeholder { parts.append("placeholder = \(placeholder)") }
        parts.append("borderStyle = \(borderStyle.uikitDescriptionName)")
        parts.append("background = \(backgroundProviderDescription)")
        return parts
    }

    /// UIKit's private object that draws the border, as the field's description shows it. The
    /// providers' classes and fields are UIKit's (`_UITextFieldDrawingBackgroundProvider` prints
    /// `drawsContent`, which it starts as `yes`; the system provider prints its background view
    /// and fill colour); the field is named as the description names it.
    private var backgroundProviderDescription: String {
        let field = "textfield=<\(uikitClassName(of: self, root: UIView.self).prefix { $0 != ";" })>"
        switch borderStyle {
        case .none: return "<_UITextFieldNoBackgroundProvider: \(field)>"
        case .line: return "<_UITextFieldLineBackgroundProvider: drawsContent=yes, \(field)>"
        case .bezel: return "<_UITextFieldBezelBackgroundProvider: drawsContent=yes, \(field)>"
        case .roundedRect:
            let view = roundedRectBackgroundView.description
            return "<_UITextFieldSystemBackgroundProvider: backgroundView=\(view), fillColor=\(backgroundColor.map(\.description) ?? "(null)"), \(field)>"
        }
    }
}

extension UITextField.BorderStyle {
    /// `None`, `Line`, `Bezel`, `RoundedRect`, as a text field's description names the style.
    var uikitDescriptionName: String {
        switch self {
        case .none: "None"
        case .line: "Line"
        case .bezel: "Bezel"
        case .roundedRect: "RoundedRect"
        }
    }
}

extension UITextField {
    /// The rounded-rect background view iOS 16 prints inside the system provider and as the
    /// field's first subview: `<_UITextFieldRoundedRectBackgroundViewNeue; frame = (0 0; 353 60);
    /// opaque = NO; autoresize = W+H; userInteractionEnabled = NO; backgroundColor =
    /// <UIDynamicSystemColor; name = _textFieldBackgroundColor>; layer = <CALayer>>`.
    var roundedRectBackgroundView: UIView {
        if let view = roundedRectBackground { return view }
        let view = UIKitInternalView(describedAs: "_UITextFieldRoundedRectBackgroundViewNeue", frame: bounds)
        view.isOpaque = false
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.isUserInteractionEnabled = false
        view.backgroundColor = .textFieldBackground
        roundedRectBackground = view
        return view
    }

    /// Adds the rounded-rect background view as the first subview when the style becomes
    /// `.roundedRect`, and removes it when the style changes to another.
    func updateRoundedRectBackground() {
        if borderStyle == .roundedRect {
            let view = roundedRectBackgroundView
            if view.superview !== self {
                view.frame = bounds
                insertSubview(view, at: 0)
            }
        } else if let view = roundedRectBackground {
            view.removeFromSuperview()
            roundedRectBackground = nil
        }
    }
}
