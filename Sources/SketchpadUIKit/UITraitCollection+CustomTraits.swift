import Foundation

extension UITraitCollection {
    /// A custom trait's value in a collection, compared as UIKit compares trait values: with
    /// `==` when the value is `Equatable`, by identity when it is an object, else never equal.
    struct CustomTrait: @unchecked Sendable {
        // @unchecked: trait values are set once in a collection, which is immutable.
        let value: Any
        let affectsColorAppearance: Bool
        /// The trait the value is of.
        let definition: UITrait

        static func same(_ a: Any, _ b: Any) -> Bool {
            if let a = a as? any Equatable { return a.isEqual(toAny: b) }
            if type(of: a) is AnyClass, type(of: b) is AnyClass { return (a as AnyObject) === (b as AnyObject) }
            return false
        }
    }

    /// The value of `trait` here: what the collection sets, else the trait's default value.
    ///
    /// ```swift
    /// let theme = view.traitCollection[ThemeTrait.self]
    /// ```
    public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value { values[trait] }
}

extension UITraitCollection.Values {
    /// The value of `trait`: a system trait's property, or a custom trait's value or default.
    public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
        get {
            if let system = T.self as? any SystemTraitDefinition.Type { return system.read(from: self) as! T.Value }
            return custom[T.identifier]?.value as? T.Value ?? T.defaultValue
        }
        set {
            if let system = T.self as? any SystemTraitDefinition.Type { return system.write(newValue, into: &self) }
            custom[T.identifier] = UITraitCollection.CustomTrait(value: newValue, affectsColorAppearance: T.affectsColorAppearance, definition: T.self)
        }
    }

    /// Whether `trait` is set here (a system trait: specified).
    func contains(_ trait: UITrait) -> Bool {
        if let system = trait as? any SystemTraitDefinition.Type { return system.isSpecified(in: self) }
        return custom[trait.identifier] != nil
    }

    /// Makes `trait` unset here.
    mutating func remove(_ trait: UITrait) {
        if let system = trait as? any SystemTraitDefinition.Type { return system.clear(in: &self) }
        custom[trait.identifier] = nil
    }
}

extension SystemTraitDefinition {
    static func read(from values: UITraitCollection.Values) -> Any { values[keyPath: keyPath] }
    static func write(_ value: Any, into values: inout UITraitCollection.Values) {
        if let value = value as? Value { values[keyPath: keyPath] = value }
    }
}

extension Equatable {
    /// Whether `other` is a value of this type equal to this one.
    func isEqual(toAny other: Any) -> Bool { (other as? Self) == self }
}
