import SketchpadWidgets

/// How a bar's background looks: UIKit's `UIBarAppearance` (iOS 13+), with its three
/// configurations. A bar uses its `standardAppearance`; over a scroll view at its edge (a table
/// scrolled to the top, under a navigation bar) it uses its `scrollEdgeAppearance`, or when there
/// is none the standard one with a transparent background, as UIKit does since iOS 15. The
/// shadow is a one-pixel hairline just outside the bar, as UIKit draws it.
///
/// ```swift
/// let appearance = UINavigationBarAppearance()
/// appearance.configureWithOpaqueBackground()
/// appearance.backgroundColor = .systemIndigo
/// appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
/// navigationController.navigationBar.standardAppearance = appearance
/// navigationController.navigationBar.scrollEdgeAppearance = appearance
/// ```
@preconcurrency @MainActor
open class UIBarAppearance: NSObject {
    /// A blur drawn under the background colour (see ``UIBlurEffect``). Nil by default here: the
    /// default background is drawn as a translucent colour, where iOS blurs with
    /// `systemChromeMaterial`.
    open var backgroundEffect: UIBlurEffect?
    open var backgroundColor: UIColor?
    /// An image drawn over the background colour, stretched over the bar (a PNG or JPEG file's
    /// image; a symbol is not drawn). ``backgroundImageContentMode`` is stored.
    open var backgroundImage: UIImage?
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
    open var shadowColor: UIColor?
    /// An image for the shadow (stored: the shadow is drawn as ``shadowColor``'s hairline).
    open var shadowImage: UIImage?
    /// The kind of device the appearance is for.
    public let idiom: UIUserInterfaceIdiom

    public override init() {
        idiom = .phone
        super.init()
        configureWithDefaultBackground()
    }

    public init(idiom: UIUserInterfaceIdiom) {
        self.idiom = idiom
        super.init()
        configureWithDefaultBackground()
    }

    public required init(barAppearance: UIBarAppearance) {
        idiom = barAppearance.idiom
        backgroundEffect = barAppearance.backgroundEffect
        backgroundColor = barAppearance.backgroundColor
        backgroundImage = barAppearance.backgroundImage
        backgroundImageContentMode = barAppearance.backgroundImageContentMode
        shadowColor = barAppearance.shadowColor
        shadowImage = barAppearance.shadowImage
        super.init()
    }

    /// A copy of the appearance.
    open func copy() -> Self { Self(barAppearance: self) }

    /// A translucent bar of the system's chrome material, with a hairline shadow.
    open func configureWithDefaultBackground() {
        backgroundEffect = nil
        backgroundColor = UIBarAppearance.chromeMaterial
        backgroundImage = nil
        shadowColor = UIBarAppearance.hairline
        shadowImage = nil
    }

    /// An opaque bar of the system background colour, with a hairline shadow.
    open func configureWithOpaqueBackground() {
        backgroundEffect = nil
        backgroundColor = .systemBackground
        backgroundImage = nil
        shadowColor = UIBarAppearance.hairline
        shadowImage = nil
    }

    /// No background and no shadow.
    open func configureWithTransparentBackground() {
        backgroundEffect = nil
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = nil
        shadowImage = nil
    }

    /// The appearance's background in `traits` as the bar widgets draw it: blur filters and
    /// tint, colour, and image file.
    func background(in traits: UITraitCollection) -> (backdrop: [Filter], tint: Color?, color: Color?, image: String?) {
        (backgroundEffect == nil ? [] : BackdropMaterial.filters, backgroundEffect?.tint(in: traits),
         backgroundColor?.color(in: traits), backgroundImage?.asset?.path(for: traits.userInterfaceStyle == .dark ? "dark" : "light")
            ?? backgroundImage?.path)
    }

    /// The appearance a bar draws: `standard` with `barTintColor` as its background when one is
    /// set (UIKit's older API), or at the scroll edge `scrollEdge`, or the standard one with a
    /// transparent background when there is none.
    static func inForce<Appearance: UIBarAppearance>(standard: Appearance, barTintColor: UIColor?, atScrollEdge: Bool,
                                                     scrollEdge: Appearance?) -> Appearance {
        var standard = standard
        if let barTintColor {
            standard = Appearance(barAppearance: standard)
            standard.backgroundColor = barTintColor
        }
        guard atScrollEdge else { return standard }
        return scrollEdge ?? standard.withTransparentBackground()
    }

    /// A copy with a transparent background (what a bar at its scroll edge uses without a
    /// `scrollEdgeAppearance`).
    func withTransparentBackground() -> Self {
        let copy = Self(barAppearance: self)
        copy.configureWithTransparentBackground()
        return copy
    }

    /// The system chrome material as a translucent colour (blur does not exist here): white
    /// over white, as UIKit's bars look over a white view.
    static let chromeMaterial = UIColor { $0.userInterfaceStyle == .dark
        ? UIColor(red: 22 / 255, green: 22 / 255, blue: 22 / 255, alpha: 0.85)
        : UIColor(white: 1, alpha: 0.85) }
    /// The bars' hairline.
    static let hairline = UIColor { $0.userInterfaceStyle == .dark
        ? UIColor(white: 1, alpha: 0.15) : UIColor(white: 0, alpha: 0.3) }
}

/// A navigation bar's appearance: the background (see ``UIBarAppearance``) and the title's
/// text attributes (font and colour are drawn).
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]

    public override init() { super.init() }

    public required init(barAppearance: UIBarAppearance) {
        if let other = barAppearance as? UINavigationBarAppearance {
            titleTextAttributes = other.titleTextAttributes
            largeTitleTextAttributes = other.largeTitleTextAttributes
        }
        super.init(barAppearance: barAppearance)
    }
}

/// A tab bar's appearance: the background (see ``UIBarAppearance``) and its items' look in each
/// layout (``UITabBarItemAppearance``; the stacked one is drawn).
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
    /// The items' look with the title under the icon (the iPhone's layout; drawn).
    open var stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked)
    /// The items' look with the title beside the icon (stored).
    open var inlineLayoutAppearance = UITabBarItemAppearance(style: .inline)
    /// The items' look beside the icon in a compact bar (stored).
    open var compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline)
    /// Stored: items share the bar's width equally here.
    open var stackedItemPositioning: UITabBar.ItemPositioning = .automatic
    open var stackedItemSpacing: CGFloat = 0
    open var stackedItemWidth: CGFloat = 0
    /// Stored: the selected item is drawn without an indicator.
    open var selectionIndicatorTintColor: UIColor?
    open var selectionIndicatorImage: UIImage?

    public override init() { super.init() }

    public required init(barAppearance: UIBarAppearance) {
        if let other = barAppearance as? UITabBarAppearance {
            stackedLayoutAppearance = other.stackedLayoutAppearance.copy()
            inlineLayoutAppearance = other.inlineLayoutAppearance.copy()
            compactInlineLayoutAppearance = other.compactInlineLayoutAppearance.copy()
            stackedItemPositioning = other.stackedItemPositioning
            stackedItemSpacing = other.stackedItemSpacing
            stackedItemWidth = other.stackedItemWidth
            selectionIndicatorTintColor = other.selectionIndicatorTintColor
            selectionIndicatorImage = other.selectionIndicatorImage
        }
        super.init(barAppearance: barAppearance)
    }
}
