import Foundation
import Sketchpad
import SketchpadUIKit
import Testing

/// The members of `UITextView` and `UITextViewDelegate` in the iOS 17 SDK (UITextView.h), the
/// text input traits it adopts and `UIDataDetectorTypes`, referenced with their SDK signatures: a
/// missing member does not compile. Not mirrored: the `UITextInput` protocol, TextKit's
/// `layoutManager`, `textStorage` and `textLayoutManager`, `findInteraction`, drag and drop, the
/// delegate's `NSTextAttachment` and iOS 17 text-item methods, and the delegate's own
/// `delegate` type (a text view's delegate is its scroll view's, typed `UIScrollViewDelegate`).
@MainActor
enum UITextViewSurface {
    static func reference(_ t: UITextView) {
        let _: (CGRect, NSTextContainer?) -> UITextView = UITextView.init(frame:textContainer:)
        let _: ReferenceWritableKeyPath<UITextView, String?> = \.text
        let _: ReferenceWritableKeyPath<UITextView, UIFont?> = \.font
        let _: ReferenceWritableKeyPath<UITextView, UIColor?> = \.textColor
        let _: ReferenceWritableKeyPath<UITextView, NSTextAlignment> = \.textAlignment
        let _: ReferenceWritableKeyPath<UITextView, NSRange> = \.selectedRange
        let _: ReferenceWritableKeyPath<UITextView, Bool> = \.isEditable
        let _: ReferenceWritableKeyPath<UITextView, Bool> = \.isSelectable
        let _: ReferenceWritableKeyPath<UITextView, UIDataDetectorTypes> = \.dataDetectorTypes
        let _: ReferenceWritableKeyPath<UITextView, Bool> = \.allowsEditingTextAttributes
        let _: ReferenceWritableKeyPath<UITextView, NSAttributedString?> = \.attributedText
        let _: ReferenceWritableKeyPath<UITextView, [NSAttributedString.Key: Any]> = \.typingAttributes
        let _: (NSRange) -> Void = t.scrollRangeToVisible(_:)
        let _: ReferenceWritableKeyPath<UITextView, UIView?> = \.inputView
        let _: ReferenceWritableKeyPath<UITextView, UIView?> = \.inputAccessoryView
        let _: ReferenceWritableKeyPath<UITextView, Bool> = \.clearsOnInsertion
        let _: NSTextContainer = t.textContainer
        let _: ReferenceWritableKeyPath<UITextView, UIEdgeInsets> = \.textContainerInset
        let _: ReferenceWritableKeyPath<UITextView, [NSAttributedString.Key: Any]?> = \.linkTextAttributes
        let _: ReferenceWritableKeyPath<UITextView, Bool> = \.usesStandardTextScaling
        let _: ReferenceWritableKeyPath<UITextView, Bool> = \.isFindInteractionEnabled
        let _: ReferenceWritableKeyPath<UITextView, Any> = \.interactionState
        let _: ReferenceWritableKeyPath<UITextView, Bool> = \.adjustsFontForContentSizeCategory
        let _: NSNotification.Name = UITextView.textDidBeginEditingNotification
        let _: NSNotification.Name = UITextView.textDidChangeNotification
        let _: NSNotification.Name = UITextView.textDidEndEditingNotification
        // UITextInputTraits
        let _: ReferenceWritableKeyPath<UITextView, UITextAutocapitalizationType> = \.autocapitalizationType
        let _: ReferenceWritableKeyPath<UITextView, UITextAutocorrectionType> = \.autocorrectionType
        let _: ReferenceWritableKeyPath<UITextView, UITextSpellCheckingType> = \.spellCheckingType
        let _: ReferenceWritableKeyPath<UITextView, UITextSmartQuotesType> = \.smartQuotesType
        let _: ReferenceWritableKeyPath<UITextView, UITextSmartDashesType> = \.smartDashesType
        let _: ReferenceWritableKeyPath<UITextView, UITextSmartInsertDeleteType> = \.smartInsertDeleteType
        let _: ReferenceWritableKeyPath<UITextView, UIKeyboardType> = \.keyboardType
        let _: ReferenceWritableKeyPath<UITextView, UIKeyboardAppearance> = \.keyboardAppearance
        let _: ReferenceWritableKeyPath<UITextView, UIReturnKeyType> = \.returnKeyType
        let _: ReferenceWritableKeyPath<UITextView, Bool> = \.enablesReturnKeyAutomatically
        let _: ReferenceWritableKeyPath<UITextView, Bool> = \.isSecureTextEntry
        let _: ReferenceWritableKeyPath<UITextView, UITextContentType?> = \.textContentType
        let _: ReferenceWritableKeyPath<UITextView, UITextInputPasswordRules?> = \.passwordRules
        let _: ReferenceWritableKeyPath<UITextView, UITextInlinePredictionType> = \.inlinePredictionType
        // NSTextContainer, the parts that change layout
        let _: ReferenceWritableKeyPath<NSTextContainer, CGFloat> = \.lineFragmentPadding
        let _: ReferenceWritableKeyPath<NSTextContainer, Int> = \.maximumNumberOfLines
        let _: ReferenceWritableKeyPath<NSTextContainer, NSLineBreakMode> = \.lineBreakMode
        let _: UIDataDetectorTypes = [.phoneNumber, .link, .address, .calendarEvent, .shipmentTrackingNumber, .flightNumber,
                                      .lookupSuggestion, .money, .physicalValue]
        let _: UIDataDetectorTypes = .all
        let _: [UITextItemInteraction] = [.invokeDefaultAction, .presentActions, .preview]
    }

    /// Every `UITextViewDelegate` method, called as UIKit calls it.
    @available(*, deprecated)
    static func reference(_ d: any UITextViewDelegate, _ t: UITextView) {
        let range = NSRange(location: 0, length: 0), url = URL(fileURLWithPath: "/")
        let _: Bool = d.textViewShouldBeginEditing(t)
        let _: Bool = d.textViewShouldEndEditing(t)
        d.textViewDidBeginEditing(t)
        d.textViewDidEndEditing(t)
        let _: Bool = d.textView(t, shouldChangeTextIn: range, replacementText: "")
        d.textViewDidChange(t)
        d.textViewDidChangeSelection(t)
        let _: Bool = d.textView(t, shouldInteractWith: url, in: range, interaction: .invokeDefaultAction)
        let _: Bool = d.textView(t, shouldInteractWith: url, in: range)
        let _: UIMenu? = d.textView(t, editMenuForTextIn: range, suggestedActions: [])
    }
}

@MainActor
@Suite struct UITextViewSurfaceTests {
    final class Delegate: NSObject, UITextViewDelegate {}

    @available(*, deprecated)
    @Test func everyMemberIsThereWithUIKitsDefaults() {
        let view = UITextView()
        UITextViewSurface.reference(view)
        UITextViewSurface.reference(Delegate(), view)
        #expect(view.dataDetectorTypes.isEmpty && view.isEditable && view.isSelectable && !view.allowsEditingTextAttributes)
        #expect(view.selectedRange == NSRange(location: 0, length: 0) && view.textContainer.lineFragmentPadding == 5)
        #expect(UIDataDetectorTypes.all.contains(.flightNumber) && UIDataDetectorTypes.link.rawValue == 2)
    }

    /// A text view that grows with its text, `width` wide.
    func growing(width: CGFloat, _ configure: (UITextView) -> Void) -> UITextView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 400))
        let view = UITextView()
        view.isScrollEnabled = false
        configure(view)
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            view.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        return view
    }

    @Test func attributedTextIsMeasuredInItsRunsFonts() {
        let plain = growing(width: 300) { $0.text = "Title and body" }
        let styled = growing(width: 300) { view in
            let text = NSMutableAttributedString(string: "Title", attributes: [.font: UIFont.boldSystemFont(ofSize: 34)])
            text.append(NSAttributedString(string: " and body"))
            view.attributedText = text
        }
        #expect(styled.text == "Title and body")
        #expect(styled.frame.height > plain.frame.height + 20, "\(styled.frame) vs \(plain.frame)")
        // Plain text reads back in the view's font; setting text drops the runs.
        #expect(plain.attributedText.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == UIFont.systemFont(ofSize: 12))
        styled.text = "Title and body"
        #expect(styled.intrinsicContentSize == plain.intrinsicContentSize)
    }

    @Test func aFontSetAfterAttributedTextIsSetOverAllOfIt() {
        let view = UITextView()
        view.attributedText = NSAttributedString(string: "Hello", attributes: [.font: UIFont.boldSystemFont(ofSize: 30), .kern: 2])
        view.font = .systemFont(ofSize: 14)
        #expect(view.attributedText.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == UIFont.systemFont(ofSize: 14))
        #expect(view.attributedText.attribute(.kern, at: 0, effectiveRange: nil) != nil)
    }

    @Test func attributedRunsAreDrawnInTheirColours() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        root.backgroundColor = .white
        let view = UITextView(frame: root.bounds)
        let text = NSMutableAttributedString(string: "HHHHH", attributes: [.foregroundColor: UIColor.red, .font: UIFont.systemFont(ofSize: 14)])
        text.append(NSAttributedString(string: "HHHHH", attributes: [.foregroundColor: UIColor.blue, .font: UIFont.systemFont(ofSize: 14)]))
        view.attributedText = text
        root.addSubview(view)
        let scene = try Scene(view: root)
        let picture = try scene.renderer.rasterize(try scene.displayList(overlays: []), scale: 1)
        // Red glyphs first, blue ones after them.
        var reds: [Int] = [], blues: [Int] = []
        for y in 0..<60 {
            for x in 0..<200 {
                let p = picture.pixel(x: x, y: y)
                if p.red > 180 && p.blue < 90 && p.green < 90 { reds.append(x) }
                if p.blue > 180 && p.red < 90 && p.green < 90 { blues.append(x) }
            }
        }
        #expect((reds.max() ?? 200) < (blues.min() ?? 0), "red up to \(reds.max() ?? -1), blue from \(blues.min() ?? -1)")
        let (redCount, blueCount) = (reds.count, blues.count)
        #expect(redCount > 20 && blueCount > 20, "\(redCount) red, \(blueCount) blue")
    }

    @Test func aTextContainerOfItsOwnSetsThePadding() {
        let container = NSTextContainer()
        container.lineFragmentPadding = 0
        let tight = UITextView(frame: .zero, textContainer: container)
        tight.isScrollEnabled = false
        tight.text = "Notes"
        let loose = UITextView()
        loose.isScrollEnabled = false
        loose.text = "Notes"
        #expect(tight.textContainer === container)
        #expect(abs(loose.intrinsicContentSize.width - tight.intrinsicContentSize.width - 10) < 1e-9)
    }
}
