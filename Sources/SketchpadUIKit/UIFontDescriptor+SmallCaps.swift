import SketchpadLayout

// Core Text's feature types and selectors for small capitals (SFNTLayoutTypes.h, which UIKit
// code sees through Core Text): `kLowerCaseType` 37 and `kUpperCaseType` 38, each with
// `…SmallCapsSelector` 1 (0 is the default, no small caps).

/// The feature type that changes lowercase letters (Core Text's `kLowerCaseType`).
public let kLowerCaseType = 37
/// Lowercase letters as small capitals (`smcp`; Core Text's `kLowerCaseSmallCapsSelector`).
public let kLowerCaseSmallCapsSelector = 1
/// Lowercase letters as they are (Core Text's `kDefaultLowerCaseSelector`).
public let kDefaultLowerCaseSelector = 0
/// The feature type that changes capitals (Core Text's `kUpperCaseType`).
public let kUpperCaseType = 38
/// Capitals as small capitals (`c2sc`; Core Text's `kUpperCaseSmallCapsSelector`).
public let kUpperCaseSmallCapsSelector = 1
/// Capitals as they are (Core Text's `kDefaultUpperCaseSelector`).
public let kDefaultUpperCaseSelector = 0

extension UIFontDescriptor {
    /// The letters the descriptor's feature settings draw as small capitals: the lowercase
    /// letters for `[.type: kLowerCaseType, .selector: kLowerCaseSmallCapsSelector]`, the
    /// capitals for `kUpperCaseType`/`kUpperCaseSmallCapsSelector`; later settings of a type win.
    ///
    /// ```swift
    /// let features: [[UIFontDescriptor.FeatureKey: Int]] = [
    ///     [.type: kUpperCaseType, .selector: kUpperCaseSmallCapsSelector],
    ///     [.type: kLowerCaseType, .selector: kLowerCaseSmallCapsSelector]]
    /// let font = UIFont(descriptor: body.addingAttributes([.featureSettings: features]), size: 0)   // all small caps
    /// ```
    var smallCaps: FontDescription.SmallCaps {
        guard let settings = attributes[.featureSettings] as? [Any] else { return [] }
        var caps: FontDescription.SmallCaps = []
        for case let setting as [FeatureKey: Any] in settings {
            guard let type = number(setting[.type]).map(Int.init), let selector = number(setting[.selector]).map(Int.init) else { continue }
            let letters: FontDescription.SmallCaps
            switch type {
            case kLowerCaseType: letters = .lowercase
            case kUpperCaseType: letters = .uppercase
            default: continue
            }
            if selector == (letters == .lowercase ? kLowerCaseSmallCapsSelector : kUpperCaseSmallCapsSelector) {
                caps.insert(letters)
            } else {
                caps.remove(letters)
            }
        }
        return caps
    }

    /// The feature settings that draw `smallCaps` (what ``smallCaps`` reads back).
    static func featureSettings(_ smallCaps: FontDescription.SmallCaps) -> [[FeatureKey: Int]] {
        var settings: [[FeatureKey: Int]] = []
        if smallCaps.contains(.uppercase) { settings.append([.type: kUpperCaseType, .selector: kUpperCaseSmallCapsSelector]) }
        if smallCaps.contains(.lowercase) { settings.append([.type: kLowerCaseType, .selector: kLowerCaseSmallCapsSelector]) }
        return settings
    }
}
