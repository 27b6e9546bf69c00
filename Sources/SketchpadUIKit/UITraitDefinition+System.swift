import Foundation

/// A system trait: its value is one of the trait collection's own properties.
protocol SystemTraitDefinition: UITraitDefinition where Value: Equatable {
    static var keyPath: WritableKeyPath<UITraitCollection.Values, Value> { get }
}

extension SystemTraitDefinition {
    /// Whether `values` specifies the trait.
    static func isSpecified(in values: UITraitCollection.Values) -> Bool {
        values[keyPath: keyPath] != UITraitCollection.Values()[keyPath: keyPath]
    }

    /// Makes the trait unspecified in `values`.
    static func clear(in values: inout UITraitCollection.Values) {
        values[keyPath: keyPath] = UITraitCollection.Values()[keyPath: keyPath]
    }
}

/// The interface style as a trait (`traitCollection[UITraitUserInterfaceStyle.self]`, or in
/// `registerForTraitChanges([UITraitUserInterfaceStyle.self]) { … }`).
public struct UITraitUserInterfaceStyle: SystemTraitDefinition {
    public static let defaultValue = UIUserInterfaceStyle.unspecified
    public static let affectsColorAppearance = true
    static var keyPath: WritableKeyPath<UITraitCollection.Values, UIUserInterfaceStyle> { \.userInterfaceStyle }
}

/// The layout direction as a trait.
public struct UITraitLayoutDirection: SystemTraitDefinition {
    public static let defaultValue = UITraitEnvironmentLayoutDirection.unspecified
    static var keyPath: WritableKeyPath<UITraitCollection.Values, UITraitEnvironmentLayoutDirection> { \.layoutDirection }
}

/// The preferred text size as a trait.
public struct UITraitPreferredContentSizeCategory: SystemTraitDefinition {
    public static let defaultValue = UIContentSizeCategory.unspecified
    static var keyPath: WritableKeyPath<UITraitCollection.Values, UIContentSizeCategory> { \.preferredContentSizeCategory }
}

/// The horizontal size class as a trait.
public struct UITraitHorizontalSizeClass: SystemTraitDefinition {
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    static var keyPath: WritableKeyPath<UITraitCollection.Values, UIUserInterfaceSizeClass> { \.horizontalSizeClass }
}

/// The vertical size class as a trait.
public struct UITraitVerticalSizeClass: SystemTraitDefinition {
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    static var keyPath: WritableKeyPath<UITraitCollection.Values, UIUserInterfaceSizeClass> { \.verticalSizeClass }
}

/// The display scale as a trait.
public struct UITraitDisplayScale: SystemTraitDefinition {
    public static let defaultValue: CGFloat = 0
    static var keyPath: WritableKeyPath<UITraitCollection.Values, CGFloat> { \.displayScale }
}

/// The idiom (phone, pad…) as a trait.
public struct UITraitUserInterfaceIdiom: SystemTraitDefinition {
    public static let defaultValue = UIUserInterfaceIdiom.unspecified
    static var keyPath: WritableKeyPath<UITraitCollection.Values, UIUserInterfaceIdiom> { \.userInterfaceIdiom }
}

/// 3D Touch as a trait.
public struct UITraitForceTouchCapability: SystemTraitDefinition {
    public static let defaultValue = UIForceTouchCapability.unknown
    static var keyPath: WritableKeyPath<UITraitCollection.Values, UIForceTouchCapability> { \.forceTouchCapability }
}

/// The colour gamut as a trait.
public struct UITraitDisplayGamut: SystemTraitDefinition {
    public static let defaultValue = UIDisplayGamut.unspecified
    static var keyPath: WritableKeyPath<UITraitCollection.Values, UIDisplayGamut> { \.displayGamut }
}

/// Increased contrast as a trait.
public struct UITraitAccessibilityContrast: SystemTraitDefinition {
    public static let defaultValue = UIAccessibilityContrast.unspecified
    public static let affectsColorAppearance = true
    static var keyPath: WritableKeyPath<UITraitCollection.Values, UIAccessibilityContrast> { \.accessibilityContrast }
}

/// Base or elevated content as a trait.
public struct UITraitUserInterfaceLevel: SystemTraitDefinition {
    public static let defaultValue = UIUserInterfaceLevel.unspecified
    public static let affectsColorAppearance = true
    static var keyPath: WritableKeyPath<UITraitCollection.Values, UIUserInterfaceLevel> { \.userInterfaceLevel }
}

/// Bold Text as a trait.
public struct UITraitLegibilityWeight: SystemTraitDefinition {
    public static let defaultValue = UILegibilityWeight.unspecified
    static var keyPath: WritableKeyPath<UITraitCollection.Values, UILegibilityWeight> { \.legibilityWeight }
}

/// The window's active appearance as a trait.
public struct UITraitActiveAppearance: SystemTraitDefinition {
    public static let defaultValue = UIUserInterfaceActiveAppearance.unspecified
    public static let affectsColorAppearance = true
    static var keyPath: WritableKeyPath<UITraitCollection.Values, UIUserInterfaceActiveAppearance> { \.activeAppearance }
}
