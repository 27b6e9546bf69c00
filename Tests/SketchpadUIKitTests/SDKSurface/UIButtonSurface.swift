import Foundation
import SketchpadUIKit
import Testing

/// The members of `UIButton` and `UIButton.Configuration` in the iOS 17 SDK (UIButton.h,
/// UIButtonConfiguration.h), referenced with their SDK signatures: a missing member does not
/// compile. Not mirrored yet: `systemButton(with:target:action:)` is unavailable (selectors);
/// `behavioralStyle`, `pointerStyleProvider`, `preferredMenuElementOrder`, the deprecated
/// `…Rect(for…:)` methods, and the configuration's `background`, colour/text transformers and
/// `symbolContentTransition` need types not mirrored yet.
@MainActor
enum UIButtonSurface {
    static func reference(_ b: UIButton) {
        let _: (CGRect) -> UIButton = UIButton.init(frame:)
        let _: (CGRect, UIAction?) -> UIButton = UIButton.init(frame:primaryAction:)
        let _: (UIButton.ButtonType) -> UIButton = UIButton.init(type:)
        let _: (UIButton.ButtonType, UIAction?) -> UIButton = UIButton.init(type:primaryAction:)
        let _: (UIButton.Configuration, UIAction?) -> UIButton = UIButton.init(configuration:primaryAction:)
        let _: [UIButton.ButtonType] = [.custom, .system, .detailDisclosure, .infoLight, .infoDark, .contactAdd, .plain, .close]
        let _: ReferenceWritableKeyPath<UIButton, UIButton.Configuration?> = \.configuration
        let _: ReferenceWritableKeyPath<UIButton, Bool> = \.automaticallyUpdatesConfiguration
        let _: () -> Void = b.setNeedsUpdateConfiguration
        let _: () -> Void = b.updateConfiguration
        let _: ReferenceWritableKeyPath<UIButton, UIButton.ConfigurationUpdateHandler?> = \.configurationUpdateHandler
        let _: UILabel? = b.titleLabel
        let _: (UIControl.State) -> String? = b.title(for:)
        let _: (String?, UIControl.State) -> Void = b.setTitle(_:for:)
        let _: (UIControl.State) -> NSAttributedString? = b.attributedTitle(for:)
        let _: (NSAttributedString?, UIControl.State) -> Void = b.setAttributedTitle(_:for:)
        let _: (UIControl.State) -> UIColor? = b.titleColor(for:)
        let _: (UIColor?, UIControl.State) -> Void = b.setTitleColor(_:for:)
        let _: (UIControl.State) -> UIColor? = b.titleShadowColor(for:)
        let _: (UIColor?, UIControl.State) -> Void = b.setTitleShadowColor(_:for:)
        let _: (UIControl.State) -> UIImage? = b.backgroundImage(for:)
        let _: (UIControl.State) -> UIImage? = b.image(for:)
        let _: (UIImage?, UIControl.State) -> Void = b.setBackgroundImage(_:for:)
        let _: (UIImage?, UIControl.State) -> Void = b.setImage(_:for:)
        let _: (UIControl.State) -> UIImage.SymbolConfiguration? = b.preferredSymbolConfigurationForImage(in:)
        let _: (UIImage.SymbolConfiguration?, UIControl.State) -> Void = b.setPreferredSymbolConfiguration(_:forImageIn:)
        let _: ReferenceWritableKeyPath<UIButton, UIColor?> = \.tintColor
        let _: ReferenceWritableKeyPath<UIButton, UIButton.Role> = \.role
        let _: [UIButton.Role] = [.normal, .primary, .cancel, .destructive]
        let _: UIButton.ButtonType = b.buttonType
        let _: String? = b.currentTitle
        let _: NSAttributedString? = b.currentAttributedTitle
        let _: UIColor = b.currentTitleColor
        let _: UIColor? = b.currentTitleShadowColor
        let _: UIImage? = b.currentImage
        let _: UIImage? = b.currentBackgroundImage
        let _: UIImage.SymbolConfiguration? = b.currentPreferredSymbolConfiguration
        let _: UIImageView? = b.imageView
        let _: UILabel? = b.subtitleLabel
        let _: ReferenceWritableKeyPath<UIButton, Bool> = \.isPointerInteractionEnabled
        let _: Bool = b.isHovered
        let _: ReferenceWritableKeyPath<UIButton, UIMenu?> = \.menu
        let _: Bool = b.isHeld
        let _: ReferenceWritableKeyPath<UIButton, Bool> = \.changesSelectionAsPrimaryAction
        let _: ReferenceWritableKeyPath<UIButton, Bool> = \.showsMenuAsPrimaryAction
        // Deprecated in iOS 15, still in the SDK.
        let _: ReferenceWritableKeyPath<UIButton, UIEdgeInsets> = \.contentEdgeInsets
        let _: ReferenceWritableKeyPath<UIButton, UIEdgeInsets> = \.titleEdgeInsets
        let _: ReferenceWritableKeyPath<UIButton, UIEdgeInsets> = \.imageEdgeInsets
        let _: ReferenceWritableKeyPath<UIButton, Bool> = \.adjustsImageWhenHighlighted
        let _: ReferenceWritableKeyPath<UIButton, Bool> = \.adjustsImageWhenDisabled
        let _: ReferenceWritableKeyPath<UIButton, Bool> = \.showsTouchWhenHighlighted
        let _: ReferenceWritableKeyPath<UIButton, Bool> = \.reversesTitleShadowWhenHighlighted
    }

    static func reference(_ c: UIButton.Configuration, for button: UIButton) {
        let _: [() -> UIButton.Configuration] = [
            UIButton.Configuration.plain, UIButton.Configuration.gray, UIButton.Configuration.tinted,
            UIButton.Configuration.filled, UIButton.Configuration.borderless, UIButton.Configuration.bordered,
            UIButton.Configuration.borderedTinted, UIButton.Configuration.borderedProminent,
        ]
        let _: UIButton.Configuration = c.updated(for: button)
        let _: WritableKeyPath<UIButton.Configuration, String?> = \.title
        let _: WritableKeyPath<UIButton.Configuration, String?> = \.subtitle
        let _: WritableKeyPath<UIButton.Configuration, AttributedString?> = \.attributedTitle
        let _: WritableKeyPath<UIButton.Configuration, AttributedString?> = \.attributedSubtitle
        let _: WritableKeyPath<UIButton.Configuration, CGFloat> = \.titlePadding
        let _: WritableKeyPath<UIButton.Configuration, UIButton.Configuration.TitleAlignment> = \.titleAlignment
        let _: [UIButton.Configuration.TitleAlignment] = [.automatic, .leading, .center, .trailing]
        let _: WritableKeyPath<UIButton.Configuration, NSLineBreakMode> = \.titleLineBreakMode
        let _: WritableKeyPath<UIButton.Configuration, NSLineBreakMode> = \.subtitleLineBreakMode
        let _: WritableKeyPath<UIButton.Configuration, UIImage?> = \.image
        let _: WritableKeyPath<UIButton.Configuration, CGFloat> = \.imagePadding
        let _: WritableKeyPath<UIButton.Configuration, NSDirectionalRectEdge> = \.imagePlacement
        let _: WritableKeyPath<UIButton.Configuration, CGFloat> = \.imageReservation
        let _: WritableKeyPath<UIButton.Configuration, UIImage.SymbolConfiguration?> = \.preferredSymbolConfigurationForImage
        let _: WritableKeyPath<UIButton.Configuration, UIButton.Configuration.Size> = \.buttonSize
        let _: [UIButton.Configuration.Size] = [.mini, .small, .medium, .large]
        let _: WritableKeyPath<UIButton.Configuration, NSDirectionalEdgeInsets> = \.contentInsets
        var copy = c
        copy.setDefaultContentInsets()
        let _: WritableKeyPath<UIButton.Configuration, UIColor?> = \.baseBackgroundColor
        let _: WritableKeyPath<UIButton.Configuration, UIColor?> = \.baseForegroundColor
        let _: WritableKeyPath<UIButton.Configuration, UIButton.Configuration.CornerStyle> = \.cornerStyle
        let _: [UIButton.Configuration.CornerStyle] = [.fixed, .dynamic, .small, .medium, .large, .capsule]
        let _: WritableKeyPath<UIButton.Configuration, UIButton.Configuration.Indicator> = \.indicator
        let _: [UIButton.Configuration.Indicator] = [.automatic, .none, .popup]
        let _: WritableKeyPath<UIButton.Configuration, Bool> = \.showsActivityIndicator
        let _: WritableKeyPath<UIButton.Configuration, Bool> = \.automaticallyUpdateForSelection
        let _: WritableKeyPath<UIButton.Configuration, UIButton.Configuration.MacIdiomStyle> = \.macIdiomStyle
        let _: [UIButton.Configuration.MacIdiomStyle] = [.automatic, .bordered, .borderless, .borderlessTinted]
        let _: [NSDirectionalRectEdge] = [.top, .leading, .bottom, .trailing, .all]
    }
}

@MainActor
@Suite struct UIButtonSurfaceTests {
    @Test func everyMemberIsThereAndTheNewOnesKeepTheirValues() {
        let button = UIButton(type: .system)
        UIButtonSurface.reference(button)
        UIButtonSurface.reference(.filled(), for: button)
        #expect(button.titleShadowColor(for: .normal) == nil && button.currentBackgroundImage == nil)
        button.setTitleShadowColor(.black, for: .normal)
        button.setTitleShadowColor(.red, for: .highlighted)
        #expect(button.currentTitleShadowColor === UIColor.black)
        #expect(button.titleShadowColor(for: .disabled) === UIColor.black)
        #expect(button.titleShadowColor(for: .highlighted) === UIColor.red)
        button.isHighlighted = true
        #expect(button.currentTitleShadowColor === UIColor.red)
        #expect(!button.isHovered && !button.isHeld && button.adjustsImageWhenDisabled && !button.reversesTitleShadowWhenHighlighted)
        // Neither the image view nor the subtitle label is shown (nothing draws them yet).
        #expect(button.imageView?.superview == nil && button.subtitleLabel?.superview == nil)
    }

    @Test func aConfigurationsTitleAndAttributedTitleStayOneString() {
        var config = UIButton.Configuration.filled()
        config.title = "Sign in"
        #expect(config.attributedTitle.map { String($0.characters) } == "Sign in")
        var styled = AttributedString("Sign up")
        styled.languageIdentifier = "en"
        config.attributedTitle = styled
        #expect(config.title == "Sign up" && config.attributedTitle == styled && styled != AttributedString("Sign up"))
        config.title = "Log in"   // a new title drops the runs, as in UIKit
        #expect(config.attributedTitle == AttributedString("Log in"))
        config.attributedSubtitle = AttributedString("with your Apple ID")
        #expect(config.subtitle == "with your Apple ID")
    }

    @Test func anAttributedConfigurationTitleIsWhatTheButtonMeasures() {
        var plain = UIButton.Configuration.filled()
        plain.title = "Continue with email"
        var attributed = UIButton.Configuration.filled()
        attributed.attributedTitle = AttributedString("Continue with email")
        let a = UIButton(configuration: plain), b = UIButton(configuration: attributed)
        #expect(b.intrinsicContentSize == a.intrinsicContentSize)
        #expect(a.intrinsicContentSize.width > UIButton(configuration: .filled()).intrinsicContentSize.width)
    }

    @Test func setDefaultContentInsetsRestoresTheStylesInsets() {
        var config = UIButton.Configuration.gray()
        let original = config.contentInsets
        config.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        config.setDefaultContentInsets()
        #expect(config.contentInsets == original)
        #expect(config.imagePlacement == .leading && config.titleAlignment == .automatic && config.indicator == .automatic)
    }
}
