/// Traits to set, in `UITraitCollection(mutations:)` and `modifyingTraits(_:)` (UIKit's
/// `UIMutableTraits`, iOS 17), system and custom (``UITraitDefinition``) alike.
///
/// ```swift
/// let compact = traits.modifyingTraits { $0.horizontalSizeClass = .compact }
/// ```
public protocol UIMutableTraits {
    var userInterfaceIdiom: UIUserInterfaceIdiom { get set }
    var userInterfaceStyle: UIUserInterfaceStyle { get set }
    var layoutDirection: UITraitEnvironmentLayoutDirection { get set }
    var displayScale: CGFloat { get set }
    var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
    var verticalSizeClass: UIUserInterfaceSizeClass { get set }
    var forceTouchCapability: UIForceTouchCapability { get set }
    var preferredContentSizeCategory: UIContentSizeCategory { get set }
    var displayGamut: UIDisplayGamut { get set }
    var accessibilityContrast: UIAccessibilityContrast { get set }
    var userInterfaceLevel: UIUserInterfaceLevel { get set }
    var legibilityWeight: UILegibilityWeight { get set }
    var activeAppearance: UIUserInterfaceActiveAppearance { get set }
    /// The value of any trait, custom ones included.
    subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value { get set }
}
