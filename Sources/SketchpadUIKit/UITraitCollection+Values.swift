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
        /// Custom traits (``UITraitDefinition``) set here, by identifier.
        var custom: [String: CustomTrait] = [:]

        static func == (a: Values, b: Values) -> Bool {
            a.userInterfaceStyle == b.userInterfaceStyle && a.layoutDirection == b.layoutDirection
                && a.preferredContentSizeCategory == b.preferredContentSizeCategory && a.horizontalSizeClass == b.horizontalSizeClass
                && a.verticalSizeClass == b.verticalSizeClass && a.displayScale == b.displayScale
                && a.userInterfaceIdiom == b.userInterfaceIdiom && a.forceTouchCapability == b.forceTouchCapability
                && a.displayGamut == b.displayGamut && a.accessibilityContrast == b.accessibilityContrast
                && a.userInterfaceLevel == b.userInterfaceLevel && a.legibilityWeight == b.legibilityWeight
                && a.activeAppearance == b.activeAppearance && a.custom.keys.sorted() == b.custom.keys.sorted()
                && a.custom.allSatisfy { key, trait in b.custom[key].map { CustomTrait.same(trait.value, $0.value) } ?? false }
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(userInterfaceStyle)
            hasher.combine(layoutDirection)
            hasher.combine(preferredContentSizeCategory)
            hasher.combine(horizontalSizeClass)
            hasher.combine(verticalSizeClass)
            hasher.combine(displayScale)
            hasher.combine(userInterfaceIdiom)
            hasher.combine(forceTouchCapability)
            hasher.combine(displayGamut)
            hasher.combine(accessibilityContrast)
            hasher.combine(userInterfaceLevel)
            hasher.combine(legibilityWeight)
            hasher.combine(activeAppearance)
            hasher.combine(custom.keys.sorted())
        }

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
            result.custom.merge(other.custom) { _, theirs in theirs }
            return result
        }
    }
}
