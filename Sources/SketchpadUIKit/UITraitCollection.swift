import Foundation

// Immutable: the one stored property is a `let` of a Sendable value; the class is open only to
// mirror UIKit's declaration.
/// The interface environment: light or dark, direction, text size, size classes (UIKit's
/// `UITraitCollection`). Views and view controllers inherit theirs from their host.
///
/// ```swift
/// let dark = UITraitCollection(userInterfaceStyle: .dark)
/// UIColor.label.resolvedColor(with: dark)   // white
/// let large = dark.modifyingTraits { $0.preferredContentSizeCategory = .extraLarge }
/// ```
open class UITraitCollection: NSObject, NSCopying, @unchecked Sendable {
    // @unchecked: the one stored property is a `let` of a Sendable value, as UIKit's own
    // `UITraitCollection` is immutable and Sendable; NSObject itself has no mutable state we use.
    let values: Values

    public var userInterfaceStyle: UIUserInterfaceStyle { values.userInterfaceStyle }
    public var layoutDirection: UITraitEnvironmentLayoutDirection { values.layoutDirection }
    public var preferredContentSizeCategory: UIContentSizeCategory { values.preferredContentSizeCategory }
    public var horizontalSizeClass: UIUserInterfaceSizeClass { values.horizontalSizeClass }
    public var verticalSizeClass: UIUserInterfaceSizeClass { values.verticalSizeClass }
    public var displayScale: CGFloat { values.displayScale }
    public var userInterfaceIdiom: UIUserInterfaceIdiom { values.userInterfaceIdiom }
    /// Whether the screen senses pressure (3D Touch); stored, it changes no layout.
    public var forceTouchCapability: UIForceTouchCapability { values.forceTouchCapability }
    /// The screen's colour gamut; stored (pictures are drawn in sRGB).
    public var displayGamut: UIDisplayGamut { values.displayGamut }
    /// Increased contrast; stored (colours are drawn with their normal-contrast values).
    public var accessibilityContrast: UIAccessibilityContrast { values.accessibilityContrast }
    /// Base or elevated content; stored (colours are drawn with their base values).
    public var userInterfaceLevel: UIUserInterfaceLevel { values.userInterfaceLevel }
    /// Bold Text; stored (text is drawn at its own weight).
    public var legibilityWeight: UILegibilityWeight { values.legibilityWeight }
    /// Whether the window is in the foreground (iPadOS, Mac); stored.
    public var activeAppearance: UIUserInterfaceActiveAppearance { values.activeAppearance }

    init(_ values: Values) {
        self.values = values
        super.init()
    }

    /// A collection with no trait specified.
    public override convenience init() { self.init(Values()) }

    /// A collection with the traits `mutations` sets (iOS 17).
    ///
    /// ```swift
    /// let traits = UITraitCollection { $0.userInterfaceStyle = .dark; $0.horizontalSizeClass = .regular }
    /// ```
    public convenience init(mutations: (inout any UIMutableTraits) -> Void) {
        var traits: any UIMutableTraits = Values()
        mutations(&traits)
        self.init(traits as? Values ?? Values())
    }

    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init { $0.userInterfaceStyle = userInterfaceStyle } }
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) { self.init { $0.layoutDirection = layoutDirection } }
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init { $0.preferredContentSizeCategory = preferredContentSizeCategory }
    }
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.init { $0.horizontalSizeClass = horizontalSizeClass } }
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init { $0.verticalSizeClass = verticalSizeClass } }
    public convenience init(displayScale scale: CGFloat) { self.init { $0.displayScale = scale } }
    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) { self.init { $0.userInterfaceIdiom = idiom } }
    public convenience init(forceTouchCapability capability: UIForceTouchCapability) { self.init { $0.forceTouchCapability = capability } }
    public convenience init(displayGamut: UIDisplayGamut) { self.init { $0.displayGamut = displayGamut } }
    public convenience init(accessibilityContrast: UIAccessibilityContrast) { self.init { $0.accessibilityContrast = accessibilityContrast } }
    public convenience init(userInterfaceLevel: UIUserInterfaceLevel) { self.init { $0.userInterfaceLevel = userInterfaceLevel } }
    public convenience init(legibilityWeight: UILegibilityWeight) { self.init { $0.legibilityWeight = legibilityWeight } }
    public convenience init(activeAppearance userInterfaceActiveAppearance: UIUserInterfaceActiveAppearance) {
        self.init { $0.activeAppearance = userInterfaceActiveAppearance }
    }

    /// Combines collections: later ones win for the traits they specify.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        self.init(traitCollections.reduce(Values()) { $0.overridden(by: $1.values) })
    }

    /// This collection with the traits `mutations` sets changed (iOS 17).
    open func modifyingTraits(_ mutations: (inout any UIMutableTraits) -> Void) -> UITraitCollection {
        var traits: any UIMutableTraits = values
        mutations(&traits)
        return UITraitCollection(traits as? Values ?? values)
    }

    /// The traits of a phone in portrait with default settings: light, left to right, large text.
    static let phoneDefault = UITraitCollection(Values(
        userInterfaceStyle: .light, layoutDirection: .leftToRight, preferredContentSizeCategory: .large,
        horizontalSizeClass: .compact, verticalSizeClass: .regular, displayScale: 3, userInterfaceIdiom: .phone))

    /// The traits used when resolving dynamic colours and fonts outside a view (light, large).
    open class var current: UITraitCollection {
        get { currentLock.withLock { currentStorage } }
        set { currentLock.withLock { currentStorage = newValue } }
    }
    private static let currentLock = NSLock()
    // Only read and written under `currentLock` (UIKit's `current` may be used from any thread).
    nonisolated(unsafe) private static var currentStorage = phoneDefault

    /// Runs `actions` with this collection as ``current``, then restores the one before.
    ///
    /// ```swift
    /// UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
    ///     layer.borderColor = UIColor.separator.cgColor   // the dark separator
    /// }
    /// ```
    open func performAsCurrent(_ actions: () -> Void) {
        let previous = UITraitCollection.current
        UITraitCollection.current = self
        defer { UITraitCollection.current = previous }
        actions()
    }

    /// Whether every trait `trait` specifies has the same value here.
    open func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return values.overridden(by: trait.values) == values
    }

    /// An image configuration for these traits.
    open var imageConfiguration: UIImage.Configuration { UIImage.Configuration(traitCollection: self) }

    /// Equal when every trait has the same value (unspecified ones included), as UIKit compares them.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return values == other.values
    }

    open override var hash: Int { values.hashValue }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// Whether colours resolve differently in `traitCollection`: its interface style, contrast
    /// or level differs, or a custom trait that affects colour appearance.
    open func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        guard let other = traitCollection?.values else { return true }
        let colourTraits = Set(values.custom.filter(\.value.affectsColorAppearance).keys)
            .union(other.custom.filter(\.value.affectsColorAppearance).keys)
        return other.userInterfaceStyle != values.userInterfaceStyle || other.accessibilityContrast != values.accessibilityContrast
            || other.userInterfaceLevel != values.userInterfaceLevel
            || colourTraits.contains { key in
                guard let mine = values.custom[key], let theirs = other.custom[key] else { return true }
                return !CustomTrait.same(mine.value, theirs.value)
            }
    }
}
