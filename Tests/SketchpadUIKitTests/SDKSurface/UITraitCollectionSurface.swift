import Foundation
import SketchpadUIKit
import Testing

/// The members of `UITraitCollection` in the iOS 17 SDK (UITraitCollection.h), referenced with
/// their SDK signatures: a missing member does not compile. Not mirrored yet: custom traits
/// (`UITraitDefinition`, `registerForTraitChanges`), `changedTraits(from:)`, and the iOS 17
/// traits `imageDynamicRange`, `typesettingLanguage`, `sceneCaptureState` and `listEnvironment`.
@MainActor
enum UITraitCollectionSurface {
    static func reference(_ t: UITraitCollection) {
        let _: (UITraitCollection?) -> Bool = t.containsTraits(in:)
        let _: ([UITraitCollection]) -> UITraitCollection = UITraitCollection.init(traitsFrom:)
        let _: ((inout any UIMutableTraits) -> Void) -> UITraitCollection = UITraitCollection.init(mutations:)
        let _: ((inout any UIMutableTraits) -> Void) -> UITraitCollection = t.modifyingTraits(_:)
        let _: (UIUserInterfaceIdiom) -> UITraitCollection = UITraitCollection.init(userInterfaceIdiom:)
        let _: UIUserInterfaceIdiom = t.userInterfaceIdiom
        let _: (UIUserInterfaceStyle) -> UITraitCollection = UITraitCollection.init(userInterfaceStyle:)
        let _: UIUserInterfaceStyle = t.userInterfaceStyle
        let _: (UITraitEnvironmentLayoutDirection) -> UITraitCollection = UITraitCollection.init(layoutDirection:)
        let _: UITraitEnvironmentLayoutDirection = t.layoutDirection
        let _: (CGFloat) -> UITraitCollection = UITraitCollection.init(displayScale:)
        let _: CGFloat = t.displayScale
        let _: (UIUserInterfaceSizeClass) -> UITraitCollection = UITraitCollection.init(horizontalSizeClass:)
        let _: UIUserInterfaceSizeClass = t.horizontalSizeClass
        let _: (UIUserInterfaceSizeClass) -> UITraitCollection = UITraitCollection.init(verticalSizeClass:)
        let _: UIUserInterfaceSizeClass = t.verticalSizeClass
        let _: (UIForceTouchCapability) -> UITraitCollection = UITraitCollection.init(forceTouchCapability:)
        let _: UIForceTouchCapability = t.forceTouchCapability
        let _: (UIContentSizeCategory) -> UITraitCollection = UITraitCollection.init(preferredContentSizeCategory:)
        let _: UIContentSizeCategory = t.preferredContentSizeCategory
        let _: (UIDisplayGamut) -> UITraitCollection = UITraitCollection.init(displayGamut:)
        let _: UIDisplayGamut = t.displayGamut
        let _: (UIAccessibilityContrast) -> UITraitCollection = UITraitCollection.init(accessibilityContrast:)
        let _: UIAccessibilityContrast = t.accessibilityContrast
        let _: (UIUserInterfaceLevel) -> UITraitCollection = UITraitCollection.init(userInterfaceLevel:)
        let _: UIUserInterfaceLevel = t.userInterfaceLevel
        let _: (UILegibilityWeight) -> UITraitCollection = UITraitCollection.init(legibilityWeight:)
        let _: UILegibilityWeight = t.legibilityWeight
        let _: (UIUserInterfaceActiveAppearance) -> UITraitCollection = UITraitCollection.init(activeAppearance:)
        let _: UIUserInterfaceActiveAppearance = t.activeAppearance
        let _: UITraitCollection = UITraitCollection.current
        let _: (() -> Void) -> Void = t.performAsCurrent(_:)
        let _: (UITraitCollection?) -> Bool = t.hasDifferentColorAppearance(comparedTo:)
        let _: UIImage.Configuration = t.imageConfiguration
        let _: [UIDisplayGamut] = [.unspecified, .SRGB, .P3]
        let _: [UIAccessibilityContrast] = [.unspecified, .normal, .high]
        let _: [UIUserInterfaceLevel] = [.unspecified, .base, .elevated]
        let _: [UILegibilityWeight] = [.unspecified, .regular, .bold]
        let _: [UIUserInterfaceActiveAppearance] = [.unspecified, .inactive, .active]
    }
}

@MainActor
@Suite struct UITraitCollectionSurfaceTests {
    @Test func everyMemberIsThereAndMutationsSetOnlyWhatTheySet() {
        let dark = UITraitCollection { $0.userInterfaceStyle = .dark; $0.userInterfaceLevel = .elevated }
        UITraitCollectionSurface.reference(dark)
        #expect(dark.userInterfaceStyle == .dark && dark.userInterfaceLevel == .elevated)
        #expect(dark.horizontalSizeClass == .unspecified && dark.accessibilityContrast == .unspecified)
        let modified = dark.modifyingTraits { $0.accessibilityContrast = .high }
        #expect(modified.accessibilityContrast == .high && modified.userInterfaceStyle == .dark)
        #expect(dark.accessibilityContrast == .unspecified)   // immutable
        #expect(modified.containsTraits(in: dark) && !dark.containsTraits(in: modified))
        let combined = UITraitCollection(traitsFrom: [modified, UITraitCollection(legibilityWeight: .bold)])
        #expect(combined.legibilityWeight == .bold && combined.accessibilityContrast == .high)
        #expect(dark.hasDifferentColorAppearance(comparedTo: modified))
        #expect(!dark.hasDifferentColorAppearance(comparedTo: dark.modifyingTraits { $0.legibilityWeight = .bold }))
    }

    @Test func performAsCurrentResolvesDynamicColoursAndRestoresTheCurrentTraits() {
        let before = UITraitCollection.current
        var resolved: CGColor?
        UITraitCollection(userInterfaceStyle: .dark).performAsCurrent { resolved = UIColor.label.cgColor }
        #expect(resolved == CGColor(gray: 1, alpha: 1))
        #expect(UITraitCollection.current == before && UIColor.label.cgColor == CGColor(gray: 0, alpha: 1))
    }
}
