import Foundation

/// The keyboard a text input asks for (UIKit's `UIKeyboardType`; stored, there is no keyboard here).
public enum UIKeyboardType: Int, Sendable {
    case `default` = 0, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
    /// The old name of ``asciiCapable``.
    public static var alphabet: UIKeyboardType { .asciiCapable }
}

/// The keyboard's look (UIKit's `UIKeyboardAppearance`; stored).
public enum UIKeyboardAppearance: Int, Sendable {
    case `default` = 0, dark, light
    /// The old name of ``dark``.
    public static var alert: UIKeyboardAppearance { .dark }
}

/// The return key's title (UIKit's `UIReturnKeyType`; stored).
public enum UIReturnKeyType: Int, Sendable {
    case `default` = 0, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// Automatic capitalisation (UIKit's `UITextAutocapitalizationType`; stored).
public enum UITextAutocapitalizationType: Int, Sendable { case none = 0, words, sentences, allCharacters }

/// Automatic correction (UIKit's `UITextAutocorrectionType`; stored).
public enum UITextAutocorrectionType: Int, Sendable { case `default` = 0, no, yes }

/// Spell checking (UIKit's `UITextSpellCheckingType`; stored).
public enum UITextSpellCheckingType: Int, Sendable { case `default` = 0, no, yes }

/// Smart quotes (UIKit's `UITextSmartQuotesType`; stored).
public enum UITextSmartQuotesType: Int, Sendable { case `default` = 0, no, yes }

/// Smart dashes (UIKit's `UITextSmartDashesType`; stored).
public enum UITextSmartDashesType: Int, Sendable { case `default` = 0, no, yes }

/// Smart insertion and deletion of spaces (UIKit's `UITextSmartInsertDeleteType`; stored).
public enum UITextSmartInsertDeleteType: Int, Sendable { case `default` = 0, no, yes }

/// Inline predictions (UIKit's `UITextInlinePredictionType`, iOS 17; stored).
public enum UITextInlinePredictionType: Int, Sendable { case `default` = 0, no, yes }

/// Rules a new password must follow, for AutoFill (UIKit's `UITextInputPasswordRules`; stored).
///
/// ```swift
/// field.passwordRules = UITextInputPasswordRules(descriptor: "required: upper; minlength: 8;")
/// ```
public final class UITextInputPasswordRules: NSObject, NSCopying, Sendable {
    public let passwordRulesDescriptor: String
    public init(descriptor passwordRulesDescriptor: String) {
        self.passwordRulesDescriptor = passwordRulesDescriptor
        super.init()
    }
    public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// What a text input holds, for autofill (UIKit's `UITextContentType`; stored).
///
/// ```swift
/// email.textContentType = .emailAddress
/// ```
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let name = UITextContentType(rawValue: "name")
    public static let namePrefix = UITextContentType(rawValue: "honorific-prefix")
    public static let givenName = UITextContentType(rawValue: "given-name")
    public static let middleName = UITextContentType(rawValue: "additional-name")
    public static let familyName = UITextContentType(rawValue: "family-name")
    public static let nameSuffix = UITextContentType(rawValue: "honorific-suffix")
    public static let nickname = UITextContentType(rawValue: "nickname")
    public static let jobTitle = UITextContentType(rawValue: "organization-title")
    public static let organizationName = UITextContentType(rawValue: "organization")
    public static let location = UITextContentType(rawValue: "location")
    public static let fullStreetAddress = UITextContentType(rawValue: "street-address")
    public static let streetAddressLine1 = UITextContentType(rawValue: "address-line1")
    public static let streetAddressLine2 = UITextContentType(rawValue: "address-line2")
    public static let addressCity = UITextContentType(rawValue: "address-level2")
    public static let addressState = UITextContentType(rawValue: "address-level1")
    public static let addressCityAndState = UITextContentType(rawValue: "address-level1+2")
    public static let sublocality = UITextContentType(rawValue: "address-level3")
    public static let countryName = UITextContentType(rawValue: "country-name")
    public static let postalCode = UITextContentType(rawValue: "postal-code")
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
    public static let emailAddress = UITextContentType(rawValue: "email")
    public static let URL = UITextContentType(rawValue: "url")
    public static let creditCardNumber = UITextContentType(rawValue: "cc-number")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "new-password")
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
    public static let shipmentTrackingNumber = UITextContentType(rawValue: "shipment-tracking-number")
    public static let flightNumber = UITextContentType(rawValue: "flight-number")
    public static let dateTime = UITextContentType(rawValue: "date-time")
    public static let birthdate = UITextContentType(rawValue: "bday")
    public static let birthdateDay = UITextContentType(rawValue: "bday-day")
    public static let birthdateMonth = UITextContentType(rawValue: "bday-month")
    public static let birthdateYear = UITextContentType(rawValue: "bday-year")
    public static let creditCardSecurityCode = UITextContentType(rawValue: "cc-csc")
    public static let creditCardName = UITextContentType(rawValue: "cc-name")
    public static let creditCardGivenName = UITextContentType(rawValue: "cc-given-name")
    public static let creditCardMiddleName = UITextContentType(rawValue: "cc-additional-name")
    public static let creditCardFamilyName = UITextContentType(rawValue: "cc-family-name")
    public static let creditCardExpiration = UITextContentType(rawValue: "cc-exp")
    public static let creditCardExpirationMonth = UITextContentType(rawValue: "cc-exp-month")
    public static let creditCardExpirationYear = UITextContentType(rawValue: "cc-exp-year")
    public static let creditCardType = UITextContentType(rawValue: "cc-type")
}
