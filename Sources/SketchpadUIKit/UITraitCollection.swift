// Immutable: every stored property is a `let` of a Sendable type; the class is open only to
// mirror UIKit's declaration.
/// The interface environment: light or dark, direction, text size, size classes (UIKit's
/// `UITraitCollection`). Views and view controllers inherit theirs from their host.
///
/// ```swift
/// let dark = UITraitCollection(userInterfaceStyle: .dark)
/// UIColor.label.resolvedColor(with: dark)   // white
/// ```
open class UITraitCollection: NSObject, @unchecked Sendable {
    // @unchecked: every stored property is a `let` of a Sendable value, as UIKit's own
    // `UITraitCollection` is immutable and Sendable; NSObject itself has no mutable state we use.
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    public let preferredContentSizeCategory: UIContentSizeCategory
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    public let displayScale: CGFloat
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// Whether the screen senses pressure (3D Touch); stored, it changes no layout.
    public let forceTouchCapability: UIForceTouchCapability

    init(style: UIUserInterfaceStyle = .unspecified, direction: UITraitEnvironmentLayoutDirection = .unspecified,
         category: UIContentSizeCategory = .unspecified, horizontal: UIUserInterfaceSizeClass = .unspecified,
         vertical: UIUserInterfaceSizeClass = .unspecified, scale: CGFloat = 0, idiom: UIUserInterfaceIdiom = .unspecified,
         forceTouch: UIForceTouchCapability = .unknown) {
        userInterfaceStyle = style
        layoutDirection = direction
        preferredContentSizeCategory = category
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        displayScale = scale
        userInterfaceIdiom = idiom
        forceTouchCapability = forceTouch
        super.init()
    }

    /// A collection with no trait specified.
    public override convenience init() { self.init(style: .unspecified) }

    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init(style: userInterfaceStyle) }
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) { self.init(direction: layoutDirection) }
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) { self.init(category: preferredContentSizeCategory) }
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.init(horizontal: horizontalSizeClass) }
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init(vertical: verticalSizeClass) }
    public convenience init(displayScale: CGFloat) { self.init(scale: displayScale) }
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) { self.init(idiom: userInterfaceIdiom) }
    public convenience init(forceTouchCapability capability: UIForceTouchCapability) { self.init(forceTouch: capability) }

    /// Combines collections: later ones win for the traits they specify.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var style = UIUserInterfaceStyle.unspecified, direction = UITraitEnvironmentLayoutDirection.unspecified
        var category = UIContentSizeCategory.unspecified, horizontal = UIUserInterfaceSizeClass.unspecified
        var vertical = UIUserInterfaceSizeClass.unspecified, scale: CGFloat = 0, idiom = UIUserInterfaceIdiom.unspecified
        var forceTouch = UIForceTouchCapability.unknown
        for t in traitCollections {
            if t.userInterfaceStyle != .unspecified { style = t.userInterfaceStyle }
            if t.layoutDirection != .unspecified { direction = t.layoutDirection }
            if t.preferredContentSizeCategory != .unspecified { category = t.preferredContentSizeCategory }
            if t.horizontalSizeClass != .unspecified { horizontal = t.horizontalSizeClass }
            if t.verticalSizeClass != .unspecified { vertical = t.verticalSizeClass }
            if t.displayScale != 0 { scale = t.displayScale }
            if t.userInterfaceIdiom != .unspecified { idiom = t.userInterfaceIdiom }
            if t.forceTouchCapability != .unknown { forceTouch = t.forceTouchCapability }
        }
        self.init(style: style, direction: direction, category: category, horizontal: horizontal, vertical: vertical,
                  scale: scale, idiom: idiom, forceTouch: forceTouch)
    }

    /// The traits of a phone in portrait with default settings: light, left to right, large text.
    static let phoneDefault = UITraitCollection(style: .light, direction: .leftToRight, category: .large,
                                                horizontal: .compact, vertical: .regular, scale: 3, idiom: .phone)

    /// The traits used when resolving dynamic colours and fonts outside a view (light, large).
    public static var current: UITraitCollection {
        get { currentLock.withLock { currentStorage } }
        set { currentLock.withLock { currentStorage = newValue } }
    }
    private static let currentLock = NSLock()
    // Only read and written under `currentLock` (UIKit's `current` may be used from any thread).
    nonisolated(unsafe) private static var currentStorage = phoneDefault

    /// Whether every trait `trait` specifies has the same value here.
    open func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let t = trait else { return true }
        return (t.userInterfaceStyle == .unspecified || t.userInterfaceStyle == userInterfaceStyle)
            && (t.layoutDirection == .unspecified || t.layoutDirection == layoutDirection)
            && (t.preferredContentSizeCategory == .unspecified || t.preferredContentSizeCategory == preferredContentSizeCategory)
            && (t.horizontalSizeClass == .unspecified || t.horizontalSizeClass == horizontalSizeClass)
            && (t.verticalSizeClass == .unspecified || t.verticalSizeClass == verticalSizeClass)
            && (t.displayScale == 0 || t.displayScale == displayScale)
            && (t.userInterfaceIdiom == .unspecified || t.userInterfaceIdiom == userInterfaceIdiom)
            && (t.forceTouchCapability == .unknown || t.forceTouchCapability == forceTouchCapability)
    }

    /// Equal when every trait has the same value (unspecified ones included), as UIKit compares them.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return userInterfaceStyle == other.userInterfaceStyle && layoutDirection == other.layoutDirection
            && preferredContentSizeCategory == other.preferredContentSizeCategory
            && horizontalSizeClass == other.horizontalSizeClass && verticalSizeClass == other.verticalSizeClass
            && displayScale == other.displayScale && userInterfaceIdiom == other.userInterfaceIdiom
            && forceTouchCapability == other.forceTouchCapability
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(userInterfaceStyle)
        hasher.combine(layoutDirection)
        hasher.combine(preferredContentSizeCategory)
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        hasher.combine(displayScale)
        hasher.combine(userInterfaceIdiom)
        hasher.combine(forceTouchCapability)
        return hasher.finalize()
    }

    /// Whether colours resolve differently in `traitCollection` (the interface style differs).
    open func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        traitCollection?.userInterfaceStyle != userInterfaceStyle
    }
}
