import Foundation

/// A trait in a trait collection (UIKit's Swift `UITraitDefinition`, iOS 17): the system's
/// traits (``UITraitUserInterfaceStyle``…) and your own. A custom trait needs only its
/// `defaultValue`; `identifier` and `name` default to the type's names and
/// `affectsColorAppearance` to false. Read it with `traitCollection[MyTrait.self]`, set it with
/// `traitOverrides[MyTrait.self] = …` or in `UITraitCollection { $0[MyTrait.self] = … }`.
///
/// ```swift
/// enum Theme: Int { case standard, monochrome }
/// struct ThemeTrait: UITraitDefinition { static let defaultValue = Theme.standard }
/// extension UITraitCollection { var theme: Theme { self[ThemeTrait.self] } }
/// view.traitOverrides[ThemeTrait.self] = .monochrome
/// ```
public protocol UITraitDefinition {
    associatedtype Value = Self
    /// The value of the trait where no collection sets it.
    static var defaultValue: Value { get }
    /// A unique identifier (reverse-DNS recommended): traits with one identifier are one trait.
    static var identifier: String { get }
    /// A short name for debugging output.
    static var name: String { get }
    /// Whether dynamic colours resolve differently when the trait changes.
    static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
    public static var identifier: String { String(reflecting: Self.self) }
    public static var name: String { String(describing: Self.self) }
    public static var affectsColorAppearance: Bool { false }
}

/// A trait type, as `registerForTraitChanges(_:handler:)` and `UITraitOverrides` take them.
public typealias UITrait = any UITraitDefinition.Type

/// A trait whose value is a `CGFloat` (UIKit's Objective-C `UICGFloatTraitDefinition`; here a
/// refinement of ``UITraitDefinition`` read with the same subscript).
public protocol UICGFloatTraitDefinition: UITraitDefinition where Value == CGFloat {}

/// A trait whose value is an integer (UIKit's Objective-C `UINSIntegerTraitDefinition`).
public protocol UINSIntegerTraitDefinition: UITraitDefinition where Value == Int {}

/// A trait whose value is an object or nil (UIKit's Objective-C `UIObjectTraitDefinition`,
/// whose values are `NSObject`s).
public protocol UIObjectTraitDefinition: UITraitDefinition where Value == (any NSObjectProtocol)? {}

extension UITraitDefinition {
    /// Whether the trait has different values in `a` and `b`.
    static func differs(in a: UITraitCollection, _ b: UITraitCollection) -> Bool {
        !UITraitCollection.CustomTrait.same(a[Self.self], b[Self.self])
    }
}
