/// The keyboard a text input asks for (UIKit's `UIKeyboardType`; stored, there is no keyboard here).
public enum UIKeyboardType: Int, Sendable {
    case `default` = 0, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// The return key's title (UIKit's `UIReturnKeyType`; stored).
public enum UIReturnKeyType: Int, Sendable {
    case `default` = 0, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// Automatic capitalisation (UIKit's `UITextAutocapitalizationType`; stored).
public enum UITextAutocapitalizationType: Int, Sendable { case none = 0, words, sentences, allCharacters }

/// Automatic correction (UIKit's `UITextAutocorrectionType`; stored).
public enum UITextAutocorrectionType: Int, Sendable { case `default` = 0, no, yes }

/// What a text input holds, for autofill (UIKit's `UITextContentType`; stored).
///
/// ```swift
/// email.textContentType = .emailAddress
/// ```
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let name = UITextContentType(rawValue: "name")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "new-password")
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
    public static let emailAddress = UITextContentType(rawValue: "email")
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
    public static let URL = UITextContentType(rawValue: "url")
    public static let fullStreetAddress = UITextContentType(rawValue: "street-address")
    public static let postalCode = UITextContentType(rawValue: "postal-code")
}
