import Foundation

extension UITraitCollection {
    /// The values of a trait collection, each unspecified unless set: what a ``UITraitCollection``
    /// holds and what `UITraitCollection(mutations:)` edits.
    struct Values: UIMutableTraits, Hashable, Sendable {
        var userInterfaceStyle = UIUserInterfaceStyle.unspecified
        var layoutDirection = UITraitEnvironmentLayoutDirection.unspecified
        var preferredContentSizeCategory = UIContentSizeCategory.unspecified
        var horizontalSizeClass = UIUserInterfaceSizeClass.unspecified
        var verticalSizeClass = UIUserInterfaceSizeClass.unspecified
        var displayScale: CGFloat = 0
        var userInterfaceIdiom = UIUserInterfaceIdiom.unspecified
        var forceTouchCapability = UIForceTouchCapability.unknown
        var displayGamut = UIDisplayGamut.unspecified
        var accessibilityContrast = UIAccessibilityContrast.unspecified
        var userInterfaceLevel = UIUserInterfaceLevel.unspecified
        var legibilityWeight = UILegibilityWeight.unspecified
        var activeAppearance = UIUserInterfaceActiveAppearance.unspecified

        /// These values with those `other` specifies in their place.
        func overridden(by other: Values) -> Values {
            func pick<T: Equatable>(_ mine: T, _ theirs: T, unspecified: T) -> T { theirs == unspecified ? mine : theirs }
            let none = Values()
            var result = self
            result.userInterfaceStyle = pick(userInterfaceStyle, other.userInterfaceStyle, unspecified: none.userInterfaceStyle)
            result.layoutDirection = pick(layoutDirection, other.layoutDirection, unspecified: none.layoutDirection)
            result.preferredContentSizeCategory = pick(preferredContentSizeCategory, other.preferredContentSizeCategory,
                                                       unspecified: none.preferredContentSizeCategory)
            result.horizontalSizeClass = pick(horizontalSizeClass, other.horizontalSizeClass, unspecified: none.horizontalSizeClass)
            result.verticalSizeClass = pick(verticalSizeClass, other.verticalSizeClass, unspecified: none.verticalSizeClass)
            result.displayScale = pick(displayScale, other.displayScale, unspecified: none.displayScale)
            result.userInterfaceIdiom = pick(userInterfaceIdiom, other.userInterfaceIdiom, unspecified: none.userInterfaceIdiom)
            result.forceTouchCapability = pick(forceTouchCapability, other.forceTouchCapability, unspecified: none.forceTouchCapability)
            result.displayGamut = pick(displayGamut, other.displayGamut, unspecified: none.displayGamut)
            result.accessibilityContrast = pick(accessibilityContrast, other.accessibilityContrast, unspecified: none.accessibilityContrast)
            result.userInterfaceLevel = pick(userInterfaceLevel, other.userInterfaceLevel, unspecified: none.userInterfaceLevel)
            result.legibilityWeight = pick(legibilityWeight, other.legibilityWeight, unspecified: none.legibilityWeight)
            result.activeAppearance = pick(activeAppearance, other.activeAppearance, unspecified: none.activeAppearance)
            return result
        }
    }
}
