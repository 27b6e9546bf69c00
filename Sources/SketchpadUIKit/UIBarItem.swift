/// The base of the items bars show: UIKit's `UIBarItem` (a title, an image, a tag).
///
/// ```swift
/// let item = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 0)
/// item.isEnabled = false
/// ```
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    open var title: String? { didSet { UIView.layoutGeneration &+= 1 } }
    open var image: UIImage? { didSet { UIView.layoutGeneration &+= 1 } }
    open var landscapeImagePhone: UIImage?
    open var largeContentSizeImage: UIImage?
    /// Stored, with the other insets: images are drawn in the bar's square as they are.
    open var imageInsets: UIEdgeInsets = .zero
    open var landscapeImagePhoneInsets: UIEdgeInsets = .zero
    open var largeContentSizeImageInsets: UIEdgeInsets = .zero
    open var tag = 0
    open var isEnabled = true { didSet { UIView.layoutGeneration &+= 1 } }
    open var accessibilityIdentifier: String?

    public override init() {
        super.init()
        UIAppearanceRegistry.applyOnInit(self)
    }

    public required init?(coder: NSCoder) {
        super.init()
        UIAppearanceRegistry.applyOnInit(self)
    }

    /// Text attributes per control state (font and colour are read where drawn).
    private var titleTextAttributesByState: [UInt: [NSAttributedString.Key: Any]] = [:]

    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleTextAttributesByState[state.rawValue] = attributes
        UIView.layoutGeneration &+= 1
    }

    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleTextAttributesByState[state.rawValue]
    }
}
