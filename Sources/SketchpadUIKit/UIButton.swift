import SketchpadLayout
import SketchpadWidgets

/// A button: UIKit's `UIButton`, drawn as Sketchpad's `Button`. Titles per state, title colours,
/// `UIButton.Configuration` (filled, tinted, gray, plain…) and closure actions.
///
/// ```swift
/// var config = UIButton.Configuration.filled()
/// config.title = "Sign in"
/// let signIn = UIButton(configuration: config, primaryAction: UIAction { _ in })
/// let cancel = UIButton(type: .system)
/// cancel.setTitle("Cancel", for: .normal)
/// ```
@preconcurrency @MainActor
open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable {
        case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd
        case close = 7
        public static var plain: ButtonType { .system }
        /// The rounded-rect button of iOS 6 and earlier: the system button since iOS 7 (deprecated in UIKit).
        public static var roundedRect: ButtonType { .system }
    }

    /// The look of a button (UIKit's `UIButton.Configuration`, the parts a mockup draws).
    public struct Configuration: Sendable {
        enum Look: Sendable { case plain, tinted, gray, filled, bordered, borderedProminent, borderedTinted, borderless }
        let look: Look
        /// The title (drawn). Setting it drops a different ``attributedTitle``, as in UIKit.
        public var title: String? {
            didSet { if storedAttributedTitle.map({ String($0.characters) }) != title { storedAttributedTitle = nil } }
        }
        /// The subtitle (stored: a configuration's button draws its title only).
        public var subtitle: String? {
            didSet { if storedAttributedSubtitle.map({ String($0.characters) }) != subtitle { storedAttributedSubtitle = nil } }
        }
        private var storedAttributedTitle: AttributedString?
        private var storedAttributedSubtitle: AttributedString?
        /// The title with attributes; setting it sets ``title`` to its characters (drawn in the
        /// button's title font and colour; the runs are stored).
        public var attributedTitle: AttributedString? {
            get { storedAttributedTitle ?? title.map { AttributedString($0) } }
            set { title = newValue.map { String($0.characters) }; storedAttributedTitle = newValue }
        }
        /// The subtitle with attributes; setting it sets ``subtitle`` to its characters (stored).
        public var attributedSubtitle: AttributedString? {
            get { storedAttributedSubtitle ?? subtitle.map { AttributedString($0) } }
            set { subtitle = newValue.map { String($0.characters) }; storedAttributedSubtitle = newValue }
        }
        /// Changes the title's attributes before it is drawn: the font and foreground colour it
        /// returns are the title's (iOS 15). It receives the attributed title's attributes.
        public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// Changes the subtitle's attributes (stored: a configuration's button draws its title only).
        public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// Space between title and subtitle (stored).
        public var titlePadding: CGFloat = 0
        /// How title and subtitle align (stored).
        public var titleAlignment: TitleAlignment = .automatic
        /// How the title breaks (stored: the title is drawn on one line).
        public var titleLineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// How the subtitle breaks (stored).
        public var subtitleLineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// The image, drawn by the button's ``UIButton/imageView`` (a subview) in the foreground
        /// colour: white on a filled button, else the tint.
        public var image: UIImage?
        /// Space between image and title (default 0); the button grows by it.
        public var imagePadding: CGFloat = 0
        /// The edge of the content the image sits against: `.leading` (default), `.trailing`
        /// (mirrored right to left), `.top` or `.bottom`.
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// Space reserved for the image along its placement axis (stored).
        public var imageReservation: CGFloat = 0
        /// Whether an activity indicator replaces the image (stored).
        public var showsActivityIndicator = false
        /// Whether the selected state restyles the button (stored).
        public var automaticallyUpdateForSelection = true
        /// The trailing indicator of a menu button (stored).
        public var indicator: Indicator = .automatic
        /// The look under Mac Catalyst's Mac idiom (stored; there is no Mac idiom here).
        public var macIdiomStyle: MacIdiomStyle = .automatic
        public var baseForegroundColor: UIColor?
        public var baseBackgroundColor: UIColor?
        public var contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        /// How the corners are rounded: `.capsule` makes them half the button's height; `.fixed`
        /// and `.dynamic` use ``background``'s `cornerRadius` when it is set (Sketchpad's rounded
        /// corners otherwise); the small, medium and large radii are not measured (Sketchpad's).
        public var cornerStyle: CornerStyle = .dynamic
        /// The button's background: its `backgroundColor` fills the button whatever the style (nil:
        /// the style's fill from ``baseBackgroundColor``), with its corner radius (see
        /// ``cornerStyle``) and stroke.
        public var background = UIBackgroundConfiguration(baseStyle: "Button", backgroundColor: nil)
        public var buttonSize: Size = .medium
        /// The symbol configuration of the button's image, applied under the image's own (it sizes
        /// a symbol image, as an image view's `preferredSymbolConfiguration` does).
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?

        public enum CornerStyle: Sendable { case fixed, dynamic, small, medium, large, capsule }
        public enum Size: Sendable { case mini, small, medium, large }
        public enum TitleAlignment: Sendable { case automatic, leading, center, trailing }
        public enum Indicator: Sendable { case automatic, none, popup }
        public enum MacIdiomStyle: Sendable { case automatic, bordered, borderless, borderlessTinted }

        /// Restores the style's default ``contentInsets``.
        public mutating func setDefaultContentInsets() { contentInsets = Configuration(look).contentInsets }

        /// The configuration for `button`'s state: as it is, since the state's look (disabled
        /// dimming) is applied where the button draws.
        @MainActor public func updated(for button: UIButton) -> Configuration { self }

        init(_ look: Look) { self.look = look }

        public static func plain() -> Configuration { Configuration(.plain) }
        public static func tinted() -> Configuration { Configuration(.tinted) }
        public static func gray() -> Configuration { Configuration(.gray) }
        public static func filled() -> Configuration { Configuration(.filled) }
        public static func borderless() -> Configuration { Configuration(.borderless) }
        public static func bordered() -> Configuration { Configuration(.bordered) }
        public static func borderedTinted() -> Configuration { Configuration(.borderedTinted) }
        public static func borderedProminent() -> Configuration { Configuration(.borderedProminent) }

        /// The colour a configured button is drawn in: its fill, or its title and image.
        func contentColor(tint: UIColor?) -> UIColor? { baseBackgroundColor ?? baseForegroundColor ?? tint }

        var style: Button.Style {
            switch look {
            case .filled, .borderedProminent: return .filled
            case .tinted, .gray, .bordered, .borderedTinted: return .bordered
            case .plain, .borderless: return .plain
            }
        }
    }

    override class func makeNode() -> View { ViewNode(content: UIButtonContent()) }
    var button: UIButtonContent { content(as: UIButtonContent.self) }

    /// The button's type (`.custom` for buttons made with `init(frame:)`).
    public private(set) var buttonType: ButtonType = .custom
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]

    /// A button of `buttonType` (`.system` draws a tinted title).
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            addAction(primaryAction, for: .primaryActionTriggered)
            if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
        }
    }

    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system, primaryAction: primaryAction)
        self.configuration = configuration
    }

    open var configuration: Configuration? {
        didSet { invalidateIntrinsicContentSize(); setNeedsLayout() }
    }

    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        invalidateIntrinsicContentSize()
    }

    open func title(for state: UIControl.State) -> String? { titles[state.rawValue] ?? titles[0] }

    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state.rawValue] = color
    }

    open func titleColor(for state: UIControl.State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[0] }

    open var currentTitle: String? { title(for: state) }
    open var currentTitleColor: UIColor { titleColor(for: state) ?? (buttonType == .custom ? .white : tintColor) }
    open var currentAttributedTitle: NSAttributedString? { attributedTitles[state.rawValue] ?? attributedTitles[0] }
    open func attributedTitle(for state: UIControl.State) -> NSAttributedString? { attributedTitles[state.rawValue] ?? attributedTitles[0] }
    private var attributedTitles: [UInt: NSAttributedString] = [:]
    /// A menu the button shows (stored: nothing is tapped here).
    open var menu: UIMenu?
    open var changesSelectionAsPrimaryAction = false
    open var isPointerInteractionEnabled = false
    open var role: Role = .normal
    public enum Role: Int, Sendable { case normal = 0, primary, cancel, destructive }
    /// Whether state changes update the configuration (stored).
    open var automaticallyUpdatesConfiguration = true
    /// Called to update the configuration for the current state; it runs at once when set and
    /// when ``setNeedsUpdateConfiguration()`` is called, as UIKit runs it before the next layout.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { updateConfiguration() } }
    public typealias ConfigurationUpdateHandler = (UIButton) -> Void
    open func setNeedsUpdateConfiguration() { updateConfiguration() }
    open func updateConfiguration() { configurationUpdateHandler?(self) }

    /// The label showing the title (its `font` is the title font: system 15 pt). As in UIKit, a
    /// button without a configuration has it as a subview while it has a title, centred in the
    /// content area at the next layout.
    public private(set) lazy var titleLabel: UILabel? = {
        let label = UIButtonLabel()
        label.font = .systemFont(ofSize: 15)
        return label
    }()

    open override func layoutSubviews() {
        super.layoutSubviews()
        placeTitleLabel()
    }

    /// Adds, places or removes the title label and the image view. As in UIKit, the image comes
    /// before the title and the two are centred in the content area as one. A configured button
    /// draws its own title (its label is no subview here) and places its image view against the
    /// configuration's `imagePlacement`, `imagePadding` from the title.
    private func placeTitleLabel() {
        if let configuration { return placeConfiguredImage(configuration) }
        let image = currentImage
        let title = currentTitle ?? ""
        let area = bounds.inset(by: contentEdgeInsets)
        let imageSize = image?.size ?? .zero
        var titleSize = CGSize.zero
        if let label = titleLabel {
            if title.isEmpty {
                if label.superview === self { label.removeFromSuperview() }
            } else {
                if label.text != title { label.text = title }
                let color = titleColor(for: state) ?? (buttonType == .custom ? .white : tintColor)
                if label.textColor != color { label.textColor = color }
                if label.superview !== self { insertSubview(label, at: subviews.count) }
                let size = label.intrinsicContentSize
                titleSize = CGSize(width: min(size.width, max(0, area.width - imageSize.width)), height: min(size.height, max(0, area.height)))
            }
        }
        // The title's size (whole pixels) and the image's, centred in the bounds less the content
        // insets, their origins on the pixel grid (half a pixel rounds up), as UIKit places them.
        let start = area.minX + (area.width - imageSize.width - titleSize.width) / 2
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        if let label = titleLabel, !title.isEmpty {
            let frame = CGRect(x: snapToPixel(rtl || image == nil ? start : start + imageSize.width), y: snapToPixel(area.minY + (area.height - titleSize.height) / 2),
                               width: titleSize.width, height: titleSize.height)
            if label.frame != frame { label.frame = frame }
        }
        // The button draws the title itself: where the label is when an image shares the area.
        button.titleFrame = image == nil || title.isEmpty ? nil
            : titleLabel.map { Rect(x: Double($0.frame.minX), y: Double($0.frame.minY), width: Double($0.frame.width), height: Double($0.frame.height)) }
        showImage(image, in: image.map { _ in
            CGRect(x: snapToPixel(rtl ? start + titleSize.width : start), y: snapToPixel(area.minY + (area.height - imageSize.height) / 2),
                   width: imageSize.width, height: imageSize.height)
        })
    }

    /// `v` on the main screen's pixel grid (half a pixel rounds up).
    private func snapToPixel(_ v: CGFloat) -> CGFloat { CGFloat(pixelRounded(Double(v), scale: Double(UIScreen.main.scale))) }

    /// Makes the image view a subview (the first) showing `image` at `frame`, or removes it.
    private func showImage(_ image: UIImage?, in frame: CGRect?) {
        guard let imageView else { return }
        if let image, let frame {
            if imageView.image !== image { imageView.image = image }
            if imageView.superview !== self { insertSubview(imageView, at: 0) }
            if imageView.frame != frame { imageView.frame = frame }
        } else if imageView.superview === self {
            imageView.removeFromSuperview()
        }
    }

    /// A configured button's image view and title: image, `imagePadding`, title centred as one
    /// in the bounds less the content insets, the image on the configuration's placement edge
    /// (leading and trailing mirrored right to left), drawn in the configuration's foreground.
    private func placeConfiguredImage(_ configuration: Configuration) {
        guard let image = configuration.image, let imageView else {
            button.titleFrame = nil
            return showImage(nil, in: nil)
        }
        if imageView.preferredSymbolConfiguration != configuration.preferredSymbolConfigurationForImage {
            imageView.preferredSymbolConfiguration = configuration.preferredSymbolConfigurationForImage
        }
        syncButton()
        let foreground = configuration.style == .filled ? configuration.baseForegroundColor ?? .white : configuration.contentColor(tint: tintColor)
        if imageView.tintColor != foreground { imageView.tintColor = foreground }
        let layout = configuredLayout(configuration, image: image)
        showImage(image, in: layout.image)
        button.titleFrame = layout.title.map { Rect(x: Double($0.minX), y: Double($0.minY), width: Double($0.width), height: Double($0.height)) }
    }

    /// Where a configured button's image and title go in its bounds (the title nil when it has none).
    private func configuredLayout(_ configuration: Configuration, image: UIImage) -> (image: CGRect, title: CGRect?) {
        let displayed = image.displayed(withPreferred: configuration.preferredSymbolConfigurationForImage, traits: traitCollection)
        let imageSize = displayed.size
        let i = configuration.contentInsets.directionalEdgeInsets.resolved(in: effectiveLayoutDirection)
        let area = CGRect(x: CGFloat(i.left), y: CGFloat(i.top), width: max(0, bounds.width - CGFloat(i.left + i.right)),
                          height: max(0, bounds.height - CGFloat(i.top + i.bottom)))
        let text = button.title
        var titleSize = CGSize.zero
        if !text.isEmpty, let measured = try? UIView.textMeasurer.measure(text, font: button.font, maxWidth: nil, maxLines: 1) {
            titleSize = CGSize(width: CGFloat(measured.width), height: CGFloat(measured.height)).roundedUpToPixels(scale: traitCollection.displayScale)
        }
        let padding = text.isEmpty ? 0 : configuration.imagePadding
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let placement = configuration.imagePlacement
        if placement == .top || placement == .bottom {
            titleSize.width = min(titleSize.width, area.width)
            let total = imageSize.height + padding + titleSize.height
            let top = area.minY + (area.height - total) / 2
            let imageY = placement == .top ? top : top + titleSize.height + padding
            let titleY = placement == .top ? top + imageSize.height + padding : top
            let imageFrame = CGRect(x: snapToPixel(area.midX - imageSize.width / 2), y: snapToPixel(imageY), width: imageSize.width, height: imageSize.height)
            let titleFrame = CGRect(x: snapToPixel(area.midX - titleSize.width / 2), y: snapToPixel(titleY), width: titleSize.width, height: titleSize.height)
            return (imageFrame, text.isEmpty ? nil : titleFrame)
        }
        titleSize.width = min(titleSize.width, max(0, area.width - imageSize.width - padding))
        let start = area.minX + (area.width - imageSize.width - padding - titleSize.width) / 2
        // The image on the left when it leads left to right or trails right to left.
        let imageLeft = (placement == .trailing) == rtl
        let imageX = imageLeft ? start : start + titleSize.width + padding
        let titleX = imageLeft ? start + imageSize.width + padding : start
        let imageFrame = CGRect(x: snapToPixel(imageX), y: snapToPixel(area.minY + (area.height - imageSize.height) / 2),
                                width: imageSize.width, height: imageSize.height)
        let titleFrame = CGRect(x: snapToPixel(titleX), y: snapToPixel(area.minY + (area.height - titleSize.height) / 2),
                                width: titleSize.width, height: titleSize.height)
        return (imageFrame, text.isEmpty ? nil : titleFrame)
    }

    /// Space around the title of a button without a configuration (UIKit deprecated it in
    /// iOS 15 for `UIButton.Configuration.contentInsets`; still honoured).
    open var contentEdgeInsets: UIEdgeInsets = .zero { didSet { invalidateIntrinsicContentSize() } }
    /// Stored: the title is drawn centred in the content area.
    open var titleEdgeInsets: UIEdgeInsets = .zero
    /// Stored: the image is placed before the title, centred with it in the content area.
    open var imageEdgeInsets: UIEdgeInsets = .zero
    open var adjustsImageWhenHighlighted = true
    /// Stored (deprecated in iOS 15; a disabled button's image is not dimmed here).
    open var adjustsImageWhenDisabled = true
    /// Stored (deprecated in iOS 15; nothing is highlighted here).
    open var reversesTitleShadowWhenHighlighted = false
    open var showsTouchWhenHighlighted = false
    private var images = ControlStateValues<UIImage>()
    private var backgroundImages = ControlStateValues<UIImage>()
    /// Symbol configurations by state (see `setPreferredSymbolConfiguration(_:forImageIn:)`).
    var preferredSymbolConfigurations: [UInt: UIImage.SymbolConfiguration] = [:]

    /// The image shown in `state` (falling back to the normal state's): the ``imageView``, a
    /// subview, draws it before the title.
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state] = image
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }
    open func image(for state: UIControl.State) -> UIImage? { images[state] }
    open var currentImage: UIImage? { image(for: state) }
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) { backgroundImages[state] = image }
    open func backgroundImage(for state: UIControl.State) -> UIImage? { backgroundImages[state] }
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }
    private var titleShadowColors = ControlStateValues<UIColor>()
    /// Stored per state (title shadows are not drawn in buttons).
    open func setTitleShadowColor(_ color: UIColor?, for state: UIControl.State) { titleShadowColors[state] = color }
    open func titleShadowColor(for state: UIControl.State) -> UIColor? { titleShadowColors[state] }
    open var currentTitleShadowColor: UIColor? { titleShadowColor(for: state) }
    /// The view showing the current image (or a configuration's `image`): a subview while the
    /// button has an image, placed before the title (or where the configuration's
    /// `imagePlacement` puts it).
    public private(set) lazy var imageView: UIImageView? = UIImageView(image: nil)
    /// The label of a configuration's subtitle (not a subview: subtitles are not drawn yet).
    public private(set) lazy var subtitleLabel: UILabel? = UILabel()
    /// Whether a pointer hovers over the button: never here.
    open var isHovered: Bool { false }
    /// Whether the button's menu is showing: never here (nothing is tapped).
    open var isHeld: Bool { false }

    /// An attributed title shows its string (in the button's title font and colour).
    open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
        attributedTitles[state.rawValue] = title
        setTitle(title?.string, for: state)
    }

    /// The title plus the content insets, rounded up to whole pixels as UIKit rounds it.
    open override var intrinsicContentSize: CGSize {
        syncButton()
        return nodeIntrinsicContentSize().roundedUpToPixels(scale: traitCollection.displayScale)
    }

    private func syncButton() {
        let b = button
        let traits = traitCollection
        if let configuration {
            b.title = configuration.title ?? title(for: state) ?? ""
            b.style = configuration.style
            b.font = FontDescription(family: UIFont.systemFamily, size: 17, weight: configuration.style == .filled ? .semibold : .regular)
            b.tintColor = configuration.contentColor(tint: tintColor)?.color(in: traits)
            b.titleColor = nil
            if let transformer = configuration.titleTextAttributesTransformer {
                let incoming = configuration.attributedTitle?.runs.first?.attributes ?? AttributeContainer()
                let outgoing = transformer(incoming)
                if let font = outgoing.font { b.font = font.fontDescription }
                b.titleColor = outgoing.foregroundColor?.color(in: traits)
            }
            let background = configuration.background
            b.backgroundFill = background.backgroundColor.map { _ in background.resolvedBackgroundColor(for: tintColor).color(in: traits) }
            b.backgroundStroke = background.strokeWidth > 0
                ? (background.resolvedStrokeColor(for: tintColor).color(in: traits), Double(background.strokeWidth)) : nil
            switch configuration.cornerStyle {
            case .capsule: b.backgroundCornerRadius = Double(bounds.height) / 2
            case .fixed, .dynamic: b.backgroundCornerRadius = background.cornerRadius > 0 ? Double(background.cornerRadius) : nil
            case .small, .medium, .large: b.backgroundCornerRadius = nil
            }
            let i = configuration.contentInsets.directionalEdgeInsets.resolved(in: effectiveLayoutDirection)
            b.insets = i
            b.contentInsets = (max(i.left, i.right), 0)
        } else {
            b.title = title(for: state) ?? ""
            b.style = .plain
            b.font = (titleLabel?.font ?? .systemFont(ofSize: 15)).fontDescription
            (b.backgroundFill, b.backgroundStroke, b.backgroundCornerRadius) = (nil, nil, nil)
            b.tintColor = (titleColor(for: state) ?? (buttonType == .custom ? .white : tintColor))?.color(in: traits)
            b.titleColor = nil
            let e = contentEdgeInsets
            b.insets = EdgeInsets(top: 6 + e.top, left: e.left, bottom: 6 + e.bottom, right: e.right)
            b.contentInsets = (max(e.left, e.right), 0)
        }
        let image = configuration.map { $0.image?.displayed(withPreferred: $0.preferredSymbolConfigurationForImage, traits: traits) } ?? currentImage
        b.imageSize = image.map { Size(width: Double($0.size.width), height: Double($0.size.height)) }
        b.imageInsets = EdgeInsets(top: contentEdgeInsets.top, left: contentEdgeInsets.left,
                                   bottom: contentEdgeInsets.bottom, right: contentEdgeInsets.right)
        b.isConfigured = configuration != nil
        b.imagePadding = Double(configuration?.imagePadding ?? 0)
        b.imageAbove = configuration.map { $0.imagePlacement == .top || $0.imagePlacement == .bottom } ?? false
        if image != nil { b.contentInsets = (0, 0) }
        b.isEnabled = isEnabled
    }

    override func prepareNodeForLayout() { syncButton() }
}
