import Foundation

extension UITraitCollection {
    /// The system traits, in the order ``changedTraits(from:)`` lists them.
    static var systemTraits: [any SystemTraitDefinition.Type] {
        [
            UITraitUserInterfaceStyle.self, UITraitLayoutDirection.self, UITraitPreferredContentSizeCategory.self,
            UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self, UITraitDisplayScale.self,
            UITraitUserInterfaceIdiom.self, UITraitForceTouchCapability.self, UITraitDisplayGamut.self,
            UITraitAccessibilityContrast.self, UITraitUserInterfaceLevel.self, UITraitLegibilityWeight.self,
            UITraitActiveAppearance.self,
        ]
    }

    /// The traits whose values differ between this collection and `traitCollection` (UIKit's
    /// iOS 17 `changedTraits(from:)`): the system traits in a fixed order, then the custom traits
    /// set in either collection, by identifier. A nil `traitCollection` counts as an empty one,
    /// so every trait this collection specifies is listed.
    ///
    /// ```swift
    /// registerForTraitChanges([UITraitUserInterfaceStyle.self, ThemeTrait.self]) { (self: Self, previous: UITraitCollection) in
    ///     if self.traitCollection.changedTraits(from: previous).contains(where: { $0 == ThemeTrait.self }) { self.applyTheme() }
    /// }
    /// ```
    public func changedTraits(from traitCollection: UITraitCollection?) -> [UITrait] {
        let other = traitCollection ?? UITraitCollection()
        var changed: [UITrait] = Self.systemTraits.filter { $0.differs(in: self, other) }
        let custom = values.custom.merging(other.values.custom) { mine, _ in mine }
        for identifier in custom.keys.sorted() {
            let definition = custom[identifier]!.definition
            if definition.differs(in: self, other) { changed.append(definition) }
        }
        return changed
    }
}
