import Foundation
import Testing
import Sketchpad
@_spi(SnapshotTesting) @testable import SketchpadUIKit

/// Controls of our own made to print what iOS printed for controls like them: each expected line
/// is one that iOS 16–18 simulators printed in a public repository (getsentry/sentry-cocoa's
/// redaction tests list the hierarchies "iOS 26 & 18 & 17 & 16" print; others are named where
/// used), with addresses purged as swift-snapshot-testing's `.recursiveDescription` purges them.
@MainActor @Suite struct ControlDescriptionFidelityTests {
    /// An empty field prints `text = ''` after its frame, then its placeholder (unquoted), border
    /// style and background provider before the layer (iOS 16, 17 and 18 alike):
    /// `<UITextField: 0x…; frame = (50 10; 30 30); text = ''; opaque = NO; placeholder = Edit Me;
    /// borderStyle = None; background = <_UITextFieldNoBackgroundProvider: 0x…:
    /// textfield=<UITextField: 0x…>>; layer = <CALayer: 0x…>>`.
    @Test func anEmptyTextFieldPrintsItsPlaceholderBorderAndBackground() {
        let plain = UITextField(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
        plain.textColor = .purple
        #expect(plain.description == "<UITextField; frame = (20 20; 40 40); text = ''; opaque = NO; borderStyle = None; background = <_UITextFieldNoBackgroundProvider: textfield=<UITextField>>; layer = <CALayer>>")
        let prompted = UITextField(frame: CGRect(x: 50, y: 10, width: 30, height: 30))
        prompted.placeholder = "Edit Me"
        #expect(prompted.description == "<UITextField; frame = (50 10; 30 30); text = ''; opaque = NO; placeholder = Edit Me; borderStyle = None; background = <_UITextFieldNoBackgroundProvider: textfield=<UITextField>>; layer = <CALayer>>")
    }

    /// A field with text prints it with its own fields, after the gesture recognizers a field in
    /// a window has; a rounded-rect field's provider holds its background view, which is also its
    /// first subview (an iOS 16 simulator, Nov 2022: `…; opaque = NO; autoresize = RM+BM;
    /// gestureRecognizers = <NSArray: 0x…>; text = '1'; placeholder = 비밀번호 입력; borderStyle =
    /// RoundedRect; background = <_UITextFieldSystemBackgroundProvider: 0x…:
    /// backgroundView=<_UITextFieldRoundedRectBackgroundViewNeue: 0x…; frame = (0 0; 353 60);
    /// opaque = NO; autoresize = W+H; userInteractionEnabled = NO; backgroundColor =
    /// <UIDynamicSystemColor: 0x…; name = _textFieldBackgroundColor>; layer = <CALayer: 0x…>>,
    /// fillColor=(null), textfield=<UITextField 0x…>>; layer = <CALayer: 0x…>>`).
    @Test func aRoundedRectFieldWithTextPrintsItsSystemBackground() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let password = UITextField(frame: CGRect(x: 0, y: 0, width: 353, height: 60))
        password.autoresizingMask = [.flexibleRightMargin, .flexibleBottomMargin]
        password.text = "1"
        password.placeholder = "비밀번호 입력"
        password.borderStyle = .roundedRect
        window.addSubview(password)
        let background = "<_UITextFieldRoundedRectBackgroundViewNeue; frame = (0 0; 353 60); opaque = NO; autoresize = W+H; userInteractionEnabled = NO; backgroundColor = <UIDynamicSystemColor; name = _textFieldBackgroundColor>; layer = <CALayer>>"
        #expect(password.description == "<UITextField; frame = (0 0; 353 60); opaque = NO; autoresize = RM+BM; gestureRecognizers = <NSArray>; text = '1'; placeholder = 비밀번호 입력; borderStyle = RoundedRect; background = <_UITextFieldSystemBackgroundProvider: backgroundView=\(background), fillColor=(null), textfield=<UITextField>>; layer = <CALayer>>")
        // The background view first, then the text layout canvas every field has.
        #expect(password.subviews.count == 2)
        #expect(try #require(password.subviews.first).description == background)
        // The background view follows the field's size and draws nothing (the field draws its border).
        password.frame = CGRect(x: 0, y: 0, width: 200, height: 34)
        window.layoutIfNeeded()
        #expect(try #require(password.subviews.first).frame == CGRect(x: 0, y: 0, width: 200, height: 34))
        let node = try #require(password.roundedRectBackground?.node as? UIKitNode)
        #expect(node.appearance.fill == nil)
        password.borderStyle = .none
        window.layoutIfNeeded()
        #expect(password.subviews.map(\.description) == ["<_UITextLayoutCanvasView; frame = (0 0; 200 34); layer = <CALayer>>"])
    }

    /// A field has a text layout canvas from the start, with a zero frame until it is laid out
    /// (iOS 16–26, getsentry/sentry-cocoa: `<UITextField: 0x…; frame = (20 20; 40 40); text = '';
    /// opaque = NO; borderStyle = None; background = …>` over `<_UITextLayoutCanvasView: 0x…;
    /// frame = (0 0; 0 0); layer = <CALayer: 0x…>>`).
    @Test func aFieldHasATextLayoutCanvasFromTheStart() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
        field.textColor = .purple
        root.addSubview(field)
        #expect(root.recursiveDescription() == """
            <UIView; frame = (0 0; 100 100); layer = <CALayer>>
               | <UITextField; frame = (20 20; 40 40); text = ''; opaque = NO; borderStyle = None; background = <_UITextFieldNoBackgroundProvider: textfield=<UITextField>>; layer = <CALayer>>
               |    | <_UITextLayoutCanvasView; frame = (0 0; 0 0); layer = <CALayer>>
            """)
    }

    /// Laid out, a field with a placeholder and no text shows its placeholder label below the
    /// canvas, and the canvas its line fragment, the line 5 points down in a 30-point field
    /// (iOS 16, 17, 18 and 26 alike, getsentry/sentry-cocoa, addresses purged; the label's text
    /// here is the one printed, its frame and the fragment's are iOS's at the 17-point system font).
    @Test func aLaidOutFieldPrintsItsPlaceholderLabelAndLineFragment() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let field = UITextField(frame: CGRect(x: 50, y: 10, width: 30, height: 30))
        field.placeholder = "Edit Me"
        root.addSubview(field)
        root.layoutIfNeeded()
        // The label is the font's line height tall, rounded up to the pixel grid: 20.3333 for SF
        // Pro's 20.287 at 17 points, as iOS printed; the pinned font's line is a little taller.
        #expect(CGSize(width: 0, height: 20.287).roundedUpToPixels(scale: 3).height == 20 + 1.0 / 3)
        let labelHeight = UIView.number(CGSize(width: 0, height: UIFont.systemFont(ofSize: 17).lineHeight).roundedUpToPixels(scale: 3).height)
        #expect(field.recursiveDescription() == """
            <UITextField; frame = (50 10; 30 30); text = ''; opaque = NO; placeholder = Edit Me; borderStyle = None; background = <_UITextFieldNoBackgroundProvider: textfield=<UITextField>>; layer = <CALayer>>
               | <UITextFieldLabel; frame = (0 5; 30 \(labelHeight)); text = 'Edit Me'; opaque = NO; userInteractionEnabled = NO; layer = <_UILabelLayer>>
               | <_UITextLayoutCanvasView; frame = (0 0; 30 30); layer = <CALayer>>
               |    | <_UITextLayoutFragmentView; frame = (0 5; 0 21); opaque = NO; layer = <CALayer>>
            """)
        // Typing replaces the placeholder label; the fragment then holds the text.
        field.text = "Hi"
        field.layoutIfNeeded()
        #expect(field.subviews.map { String($0.description.prefix(24)) } == ["<_UITextLayoutCanvasView"])
        #expect(try #require(field.subviews.first?.subviews.first).frame.width > 0)
    }

    /// A subclass is named as its description names it, in the provider too (Reminders on iOS
    /// 17: `<…EmojiTextField: 0x…; baseClass = UITextField; frame = (29.5 450.5; 53 53); text =
    /// ''; alpha = 0; opaque = NO; gestureRecognizers = <NSArray: 0x…>; borderStyle = None;
    /// background = <_UITextFieldNoBackgroundProvider: 0x…: textfield=<…EmojiTextField: 0x…>>;
    /// layer = <CALayer: 0x…>>`).
    @Test func aTextFieldSubclassIsNamedInItsProvider() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let emoji = EmojiTextField(frame: CGRect(x: 29.5, y: 450.5, width: 53, height: 53))
        emoji.alpha = 0
        window.addSubview(emoji)
        #expect(emoji.description == "<SketchpadUIKitTests.EmojiTextField; baseClass = UITextField; frame = (29.5 450.5; 53 53); text = ''; alpha = 0; opaque = NO; gestureRecognizers = <NSArray>; borderStyle = None; background = <_UITextFieldNoBackgroundProvider: textfield=<SketchpadUIKitTests.EmojiTextField>>; layer = <CALayer>>")
    }

    /// Text longer than 25 UTF-16 units is cut there with `...` (an iOS 16 device: `<UILabel:
    /// 0x…; frame = (20 13; 223 31.5); text = 'Call any landline or mobi...';
    /// userInteractionEnabled = NO; layer = <_UILabelLayer: 0x…>>`); 25 are printed whole.
    @Test func longTextIsCutAfterTwentyFiveCharacters() {
        let label = UILabel(frame: CGRect(x: 20, y: 13, width: 223, height: 31.5))
        label.text = "Call any landline or mobile phone in the world"
        #expect(label.description.contains("; text = 'Call any landline or mobi...'; "))
        label.text = "Call any landline or mobi"
        #expect(label.description.contains("; text = 'Call any landline or mobi'; "))
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        field.text = "A Secret Is Found In The Garden"
        #expect(field.description.contains("; text = 'A Secret Is Found In The ...'; "))
    }

    /// A switch ignores its frame's size and holds UIKit's visual element (iOS 16, 17 and 18:
    /// `UISwitch(frame: CGRect(x: 10, y: 40, width: 80, height: 30))` printed as below, addresses
    /// purged); the views inside draw nothing and warn of nothing.
    @Test func aSwitchPrintsItsVisualElement() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let toggle = UISwitch(frame: CGRect(x: 10, y: 40, width: 80, height: 30))
        toggle.title = "Off/On"
        root.addSubview(toggle)
        #expect(root.recursiveDescription() == """
            <UIView; frame = (0 0; 100 100); layer = <CALayer>>
               | <UISwitch; frame = (10 40; 51 31); gestureRecognizers = <NSArray>; layer = <CALayer>>
               |    | <UISwitchModernVisualElement; frame = (0 0; 51 31); gestureRecognizers = <NSArray>; layer = <CALayer>>
               |    |    | <UIView; frame = (0 0; 51 31); backgroundColor = UIExtendedSRGBColorSpace 0.470588 0.470588 0.501961 0.16; layer = <CALayer>>
               |    |    | <UIView; frame = (0 0; 51 31); layer = <CALayer>>
               |    |    |    | <UIImageView; frame = (-459 0; 510 31); hidden = YES; opaque = NO; userInteractionEnabled = NO; layer = <CALayer>>
               |    |    |    | <UIView; frame = (0 0; 51 31); layer = <CALayer>>
               |    |    |    |    | <UIImageView; frame = (38.6667 16; 0 0); userInteractionEnabled = NO; tintColor = <UIDynamicSystemColor; name = _switchOffImageColor>; layer = <CALayer>>
               |    |    |    | <UIImageView; frame = (12 16; 0 0); alpha = 0; userInteractionEnabled = NO; tintColor = UIExtendedGrayColorSpace 1 1; layer = <CALayer>>
               |    |    |    | <UIImageView; frame = (-6 -3; 43 43); opaque = NO; userInteractionEnabled = NO; layer = <CALayer>>
            """)
        #expect(UISwitch().frame.size == CGSize(width: 51, height: 31))
        let scene = try Scene(view: root)
        let layout = scene.layout()
        #expect(layout.diagnostics.isEmpty, "\(layout.diagnostics)")
        let track = try #require(toggle.subviews.first?.subviews.first)
        #expect((track.node as? UIKitNode)?.appearance.fill == nil)
    }

    /// A slider prints its value after its layer and holds its visual element (iOS 16, 17 and
    /// 18: `<UISlider: 0x…; frame = (10 10; 80 20); opaque = NO; layer = <CALayer: 0x…>; value:
    /// 0.000000>` over `<_UISlideriOSVisualElement: 0x…; frame = (0 0; 80 20); opaque = NO;
    /// autoresize = W+H; layer = <CALayer: 0x…>>`).
    @Test func aSliderPrintsItsValueAndVisualElement() {
        let slider = UISlider(frame: CGRect(x: 10, y: 10, width: 80, height: 20))
        #expect(slider.recursiveDescription() == """
            <UISlider; frame = (10 10; 80 20); opaque = NO; layer = <CALayer>; value: 0.000000>
               | <_UISlideriOSVisualElement; frame = (0 0; 80 20); opaque = NO; autoresize = W+H; layer = <CALayer>>
            """)
        slider.value = 0.25
        #expect(slider.description.hasSuffix("; layer = <CALayer>; value: 0.250000>"))
    }

    /// A text view prints its text after its frame (iOS 17 and 18: `<UITextView: 0x…; frame =
    /// (20 20; 40 40); text = ''; clipsToBounds = YES; gestureRecognizers = <NSArray: 0x…>; …`).
    @Test func aTextViewPrintsItsText() {
        let notes = UITextView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
        #expect(notes.description.hasPrefix("<UITextView; frame = (20 20; 40 40); text = ''; clipsToBounds = YES; gestureRecognizers = <NSArray>; "))
        notes.text = "Learn how to hide your feed from people"
        #expect(notes.description.hasPrefix("<UITextView; frame = (20 20; 40 40); text = 'Learn how to hide your fe...'; clipsToBounds = YES; "))
    }

    /// The views iOS prints inside a switch, a slider and a rounded-rect field draw nothing and
    /// move nothing: the picture is the one without them (the switch's 43 × 43 thumb image view,
    /// whose image is nil, drew a crossed placeholder box over the switch).
    @Test func internalViewsDrawNothing() throws {
        func drawn(withoutInternalViews strip: Bool) throws -> DisplayList {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            root.backgroundColor = .white
            let toggle = UISwitch(frame: CGRect(x: 20, y: 20, width: 0, height: 0))
            toggle.isOn = true
            let slider = UISlider(frame: CGRect(x: 20, y: 70, width: 200, height: 30))
            slider.value = 0.5
            let field = UITextField(frame: CGRect(x: 20, y: 120, width: 200, height: 34))
            field.borderStyle = .roundedRect
            field.text = "Hello"
            for control in [toggle, slider, field] as [UIView] {
                #expect(!control.subviews.isEmpty)
                if strip { control.subviews.forEach { $0.removeFromSuperview() } }
                root.addSubview(control)
            }
            return try Scene(view: root).displayList()
        }
        #expect(try drawn(withoutInternalViews: false) == drawn(withoutInternalViews: true))
    }
}

/// A text field subclass of our own.
final class EmojiTextField: UITextField {}
