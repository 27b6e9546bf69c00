import Foundation

/// The traits a view or view controller sets for itself and what it contains (UIKit's
/// `traitOverrides`, iOS 17): each trait set here replaces the inherited one, system traits and
/// custom ones alike; the rest stay inherited.
///
/// ```swift
/// view.traitOverrides.userInterfaceStyle = .dark
/// view.traitOverrides[ThemeTrait.self] = .monochrome
/// if view.traitOverrides.contains(ThemeTrait.self) { view.traitOverrides.remove(ThemeTrait.self) }
/// ```
public struct UITraitOverrides: UIMutableTraits {
    var values = UITraitCollection.Values()

    /// Whether the trait is overridden.
    public func contains(_ trait: UITrait) -> Bool { values.contains(trait) }

    /// Stops overriding the trait.
    public mutating func remove(_ trait: UITrait) { values.remove(trait) }

    /// Whether no trait is overridden.
    var isEmpty: Bool { values == UITraitCollection.Values() }

    public var userInterfaceIdiom: UIUserInterfaceIdiom { get { values.userInterfaceIdiom } set { values.userInterfaceIdiom = newValue } }
    public var userInterfaceStyle: UIUserInterfaceStyle { get { values.userInterfaceStyle } set { values.userInterfaceStyle = newValue } }
    public var layoutDirection: UITraitEnvironmentLayoutDirection { get { values.layoutDirection } set { values.layoutDirection = newValue } }
    public var displayScale: CGFloat { get { values.displayScale } set { values.displayScale = newValue } }
    public var horizontalSizeClass: UIUserInterfaceSizeClass { get { values.horizontalSizeClass } set { values.horizontalSizeClass = newValue } }
    public var verticalSizeClass: UIUserInterfaceSizeClass { get { values.verticalSizeClass } set { values.verticalSizeClass = newValue } }
    public var forceTouchCapability: UIForceTouchCapability { get { values.forceTouchCapability } set { values.forceTouchCapability = newValue } }
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { values.preferredContentSizeCategory }
        set { values.preferredContentSizeCategory = newValue }
    }
    public var displayGamut: UIDisplayGamut { get { values.displayGamut } set { values.displayGamut = newValue } }
    public var accessibilityContrast: UIAccessibilityContrast { get { values.accessibilityContrast } set { values.accessibilityContrast = newValue } }
    public var userInterfaceLevel: UIUserInterfaceLevel { get { values.userInterfaceLevel } set { values.userInterfaceLevel = newValue } }
    public var legibilityWeight: UILegibilityWeight { get { values.legibilityWeight } set { values.legibilityWeight = newValue } }
    public var activeAppearance: UIUserInterfaceActiveAppearance { get { values.activeAppearance } set { values.activeAppearance = newValue } }

    public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
        get { values[trait] }
        set { values[trait] = newValue }
    }
}
