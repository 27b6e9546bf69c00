/// Arithmetic on UIKit's number-backed types, as UIKit's Swift overlay declares it
/// (`stdlib/public/Darwin/UIKit/UIKit.swift` in the Swift repository, and the iOS SDK's
/// `UIKit.swiftinterface`): `UILayoutPriority`, `UIFont.Weight` and `UIWindow.Level` conform, so
/// `.defaultHigh + 1`, `.required - 1`, `.alert + 1` and `priority -= 10` compile as on iOS.
///
/// ```swift
/// label.setContentCompressionResistancePriority(.defaultHigh + 1, for: .vertical)   // 751
/// window.windowLevel = .alert + 1
/// ```
///
/// The operators are generic, in a protocol extension, so a project's own concrete operators
/// (`static func + (lhs: UILayoutPriority, rhs: Float)`, written before Swift 4's overlay had
/// them) are preferred over them without ambiguity, as they are on iOS.
public protocol _UIKitNumericRawRepresentable: RawRepresentable, Comparable where RawValue: Comparable & Numeric {}

extension _UIKitNumericRawRepresentable {
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
    public static func + (lhs: Self, rhs: RawValue) -> Self { Self(rawValue: lhs.rawValue + rhs)! }
    public static func + (lhs: RawValue, rhs: Self) -> Self { Self(rawValue: lhs + rhs.rawValue)! }
    public static func - (lhs: Self, rhs: RawValue) -> Self { Self(rawValue: lhs.rawValue - rhs)! }
    public static func - (lhs: Self, rhs: Self) -> RawValue { lhs.rawValue - rhs.rawValue }
    public static func += (lhs: inout Self, rhs: RawValue) { lhs = Self(rawValue: lhs.rawValue + rhs)! }
    public static func -= (lhs: inout Self, rhs: RawValue) { lhs = Self(rawValue: lhs.rawValue - rhs)! }
}

extension UILayoutPriority: _UIKitNumericRawRepresentable {}
extension UIFont.Weight: _UIKitNumericRawRepresentable {}
extension UIWindow.Level: _UIKitNumericRawRepresentable {}
