import Foundation
import SketchpadUIKit
import Testing

/// The members of `UITextField` and `UITextFieldDelegate` in the iOS 17 SDK (UITextField.h) and
/// the text input traits it adopts (UITextInputTraits.h), referenced with their SDK signatures: a
/// missing member does not compile. Not mirrored: the `UITextInput` protocol (selection, marked
/// text, positions), drag and drop, and the delegate's edit-menu animator callbacks.
@MainActor
enum UITextFieldSurface {
    static func reference(_ f: UITextField) {
        let _: ReferenceWritableKeyPath<UITextField, String?> = \.text
        let _: ReferenceWritableKeyPath<UITextField, NSAttributedString?> = \.attributedText
        let _: ReferenceWritableKeyPath<UITextField, UIColor?> = \.textColor
        let _: ReferenceWritableKeyPath<UITextField, UIFont?> = \.font
        let _: ReferenceWritableKeyPath<UITextField, NSTextAlignment> = \.textAlignment
        let _: ReferenceWritableKeyPath<UITextField, UITextField.BorderStyle> = \.borderStyle
        let _: ReferenceWritableKeyPath<UITextField, [NSAttributedString.Key: Any]> = \.defaultTextAttributes
        let _: ReferenceWritableKeyPath<UITextField, String?> = \.placeholder
        let _: ReferenceWritableKeyPath<UITextField, NSAttributedString?> = \.attributedPlaceholder
        let _: ReferenceWritableKeyPath<UITextField, Bool> = \.clearsOnBeginEditing
        let _: ReferenceWritableKeyPath<UITextField, Bool> = \.adjustsFontSizeToFitWidth
        let _: ReferenceWritableKeyPath<UITextField, CGFloat> = \.minimumFontSize
        let _: ReferenceWritableKeyPath<UITextField, (any UITextFieldDelegate)?> = \.delegate
        let _: ReferenceWritableKeyPath<UITextField, UIImage?> = \.background
        let _: ReferenceWritableKeyPath<UITextField, UIImage?> = \.disabledBackground
        let _: Bool = f.isEditing
        let _: ReferenceWritableKeyPath<UITextField, Bool> = \.allowsEditingTextAttributes
        let _: ReferenceWritableKeyPath<UITextField, [NSAttributedString.Key: Any]?> = \.typingAttributes
        let _: ReferenceWritableKeyPath<UITextField, UITextField.ViewMode> = \.clearButtonMode
        let _: ReferenceWritableKeyPath<UITextField, UIView?> = \.leftView
        let _: ReferenceWritableKeyPath<UITextField, UITextField.ViewMode> = \.leftViewMode
        let _: ReferenceWritableKeyPath<UITextField, UIView?> = \.rightView
        let _: ReferenceWritableKeyPath<UITextField, UITextField.ViewMode> = \.rightViewMode
        let _: (CGRect) -> CGRect = f.borderRect(forBounds:)
        let _: (CGRect) -> CGRect = f.textRect(forBounds:)
        let _: (CGRect) -> CGRect = f.placeholderRect(forBounds:)
        let _: (CGRect) -> CGRect = f.editingRect(forBounds:)
        let _: (CGRect) -> CGRect = f.clearButtonRect(forBounds:)
        let _: (CGRect) -> CGRect = f.leftViewRect(forBounds:)
        let _: (CGRect) -> CGRect = f.rightViewRect(forBounds:)
        let _: (CGRect) -> Void = f.drawText(in:)
        let _: (CGRect) -> Void = f.drawPlaceholder(in:)
        let _: ReferenceWritableKeyPath<UITextField, Bool> = \.clearsOnInsertion
        let _: ReferenceWritableKeyPath<UITextField, Any> = \.interactionState
        let _: ReferenceWritableKeyPath<UITextField, UIView?> = \.inputView
        let _: ReferenceWritableKeyPath<UITextField, UIView?> = \.inputAccessoryView
        let _: ReferenceWritableKeyPath<UITextField, Bool> = \.adjustsFontForContentSizeCategory
        let _: NSNotification.Name = UITextField.textDidBeginEditingNotification
        let _: NSNotification.Name = UITextField.textDidEndEditingNotification
        let _: NSNotification.Name = UITextField.textDidChangeNotification
        let _: String = UITextField.didEndEditingReasonUserInfoKey
        let _: [UITextField.BorderStyle] = [.none, .line, .bezel, .roundedRect]
        let _: [UITextField.ViewMode] = [.never, .whileEditing, .unlessEditing, .always]
        let _: UITextField.DidEndEditingReason = .committed
        // UITextInputTraits
        let _: ReferenceWritableKeyPath<UITextField, UITextAutocapitalizationType> = \.autocapitalizationType
        let _: ReferenceWritableKeyPath<UITextField, UITextAutocorrectionType> = \.autocorrectionType
        let _: ReferenceWritableKeyPath<UITextField, UITextSpellCheckingType> = \.spellCheckingType
        let _: ReferenceWritableKeyPath<UITextField, UITextSmartQuotesType> = \.smartQuotesType
        let _: ReferenceWritableKeyPath<UITextField, UITextSmartDashesType> = \.smartDashesType
        let _: ReferenceWritableKeyPath<UITextField, UITextSmartInsertDeleteType> = \.smartInsertDeleteType
        let _: ReferenceWritableKeyPath<UITextField, UIKeyboardType> = \.keyboardType
        let _: ReferenceWritableKeyPath<UITextField, UIKeyboardAppearance> = \.keyboardAppearance
        let _: ReferenceWritableKeyPath<UITextField, UIReturnKeyType> = \.returnKeyType
        let _: ReferenceWritableKeyPath<UITextField, Bool> = \.enablesReturnKeyAutomatically
        let _: ReferenceWritableKeyPath<UITextField, Bool> = \.isSecureTextEntry
        let _: ReferenceWritableKeyPath<UITextField, UITextContentType?> = \.textContentType
        let _: ReferenceWritableKeyPath<UITextField, UITextInputPasswordRules?> = \.passwordRules
        let _: ReferenceWritableKeyPath<UITextField, UITextInlinePredictionType> = \.inlinePredictionType
        let _: [UIKeyboardType] = [.default, .asciiCapable, .numbersAndPunctuation, .URL, .numberPad, .phonePad,
                                   .namePhonePad, .emailAddress, .decimalPad, .twitter, .webSearch, .asciiCapableNumberPad, .alphabet]
        let _: [UIKeyboardAppearance] = [.default, .dark, .light, .alert]
        let _: [UIReturnKeyType] = [.default, .go, .google, .join, .next, .route, .search, .send, .yahoo, .done, .emergencyCall, .continue]
        let _: [UITextContentType] = [
            .name, .namePrefix, .givenName, .middleName, .familyName, .nameSuffix, .nickname, .jobTitle, .organizationName,
            .location, .fullStreetAddress, .streetAddressLine1, .streetAddressLine2, .addressCity, .addressState,
            .addressCityAndState, .sublocality, .countryName, .postalCode, .telephoneNumber, .emailAddress, .URL,
            .creditCardNumber, .username, .password, .newPassword, .oneTimeCode, .shipmentTrackingNumber, .flightNumber,
            .dateTime, .birthdate, .birthdateDay, .birthdateMonth, .birthdateYear, .creditCardSecurityCode, .creditCardName,
            .creditCardGivenName, .creditCardMiddleName, .creditCardFamilyName, .creditCardExpiration,
            .creditCardExpirationMonth, .creditCardExpirationYear, .creditCardType,
        ]
        let _: (String) -> UITextInputPasswordRules = UITextInputPasswordRules.init(descriptor:)
    }

    /// Every `UITextFieldDelegate` method, called as UIKit calls it.
    static func reference(_ d: any UITextFieldDelegate, _ f: UITextField) {
        let _: Bool = d.textFieldShouldBeginEditing(f)
        d.textFieldDidBeginEditing(f)
        let _: Bool = d.textFieldShouldEndEditing(f)
        d.textFieldDidEndEditing(f)
        d.textFieldDidEndEditing(f, reason: .committed)
        let _: Bool = d.textField(f, shouldChangeCharactersIn: NSRange(location: 0, length: 0), replacementString: "")
        d.textFieldDidChangeSelection(f)
        let _: Bool = d.textFieldShouldClear(f)
        let _: Bool = d.textFieldShouldReturn(f)
        let _: UIMenu? = d.textField(f, editMenuForCharactersIn: NSRange(location: 0, length: 0), suggestedActions: [])
    }
}

@MainActor
@Suite struct UITextFieldSurfaceTests {
    final class Delegate: UITextFieldDelegate {}

    @Test func everyMemberIsThereAndTheAttributedStringsFollowThePlainOnes() {
        let field = UITextField()
        UITextFieldSurface.reference(field)
        UITextFieldSurface.reference(Delegate(), field)
        field.attributedPlaceholder = NSAttributedString(string: "Email", attributes: [.kern: 1])
        #expect(field.placeholder == "Email" && field.attributedPlaceholder?.attribute(.kern, at: 0, effectiveRange: nil) != nil)
        field.placeholder = "Name"
        #expect(field.attributedPlaceholder?.string == "Name" && field.attributedPlaceholder?.attribute(.kern, at: 0, effectiveRange: nil) == nil)
        field.attributedText = NSAttributedString(string: "Ada")
        #expect(field.text == "Ada")
        field.text = nil
        #expect(field.attributedText == nil)
    }

    @Test func anAttributedPlaceholderIsMeasuredAsThePlaceholder() {
        let plain = UITextField(), attributed = UITextField()
        plain.placeholder = "A much longer placeholder"
        attributed.attributedPlaceholder = NSAttributedString(string: "A much longer placeholder")
        #expect(attributed.intrinsicContentSize == plain.intrinsicContentSize)
        #expect(attributed.intrinsicContentSize.width > UITextField().intrinsicContentSize.width)
    }

    @Test func sideViewsTakeTheirRectanglesOutOfTheTextsWhileTheirModeShowsThem() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        field.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        field.rightView = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
        let bounds = field.bounds
        #expect(field.textRect(forBounds: bounds) == bounds)             // modes are .never by default
        field.leftViewMode = .always
        field.rightViewMode = .whileEditing                              // not editing
        #expect(field.leftViewRect(forBounds: bounds) == CGRect(x: 0, y: 10, width: 30, height: 20))
        #expect(field.textRect(forBounds: bounds) == CGRect(x: 30, y: 0, width: 170, height: 40))
        field.rightViewMode = .unlessEditing
        #expect(field.rightViewRect(forBounds: bounds) == CGRect(x: 176, y: 8, width: 24, height: 24))
        #expect(field.placeholderRect(forBounds: bounds) == CGRect(x: 30, y: 0, width: 146, height: 40))
    }
}
