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
    open var backgroundColor: UIColor?
    open var shadowColor: UIColor?
    open var backgroundImage: UIImage?

    public override init() {
        super.init()
        configureWithDefaultBackground()
    }

    public convenience init(idiom: UIUserInterfaceIdiom) { self.init() }

    public required init(barAppearance: UIBarAppearance) {
        backgroundColor = barAppearance.backgroundColor
        shadowColor = barAppearance.shadowColor
        backgroundImage = barAppearance.backgroundImage
        super.init()
    }

    /// A translucent bar of the system's chrome material, with a hairline shadow.
    open func configureWithDefaultBackground() {
        backgroundColor = UIBarAppearance.chromeMaterial
        shadowColor = UIBarAppearance.hairline
    }

    /// An opaque bar of the system background colour, with a hairline shadow.
    open func configureWithOpaqueBackground() {
        backgroundColor = .systemBackground
        shadowColor = UIBarAppearance.hairline
    }

    /// No background and no shadow.
    open func configureWithTransparentBackground() {
        backgroundColor = nil
        shadowColor = nil
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

/// A tab bar's appearance: the background (see ``UIBarAppearance``).
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
    public override init() { super.init() }

    public required init(barAppearance: UIBarAppearance) { super.init(barAppearance: barAppearance) }
}
