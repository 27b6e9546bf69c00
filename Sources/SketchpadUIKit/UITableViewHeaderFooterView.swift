/// A section header or footer of a ``UITableView``: UIKit's `UITableViewHeaderFooterView`.
/// Put content in ``contentView`` or give it a ``contentConfiguration``; a table shows its
/// data source's section titles in one with the list configuration of its style.
///
/// ```swift
/// let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
/// var content = header?.defaultContentConfiguration()
/// content?.text = "Recent"
/// header?.contentConfiguration = content
/// ```
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    public let contentView = UIView()
    public let reuseIdentifier: String?
    /// Whether the view is a footer, and the table style: they choose the default configuration.
    var role: (footer: Bool, style: UITableView.Style) = (false, .plain)

    /// Made from a registered class by `dequeueReusableHeaderFooterView` (see
    /// ``UITableViewCell/init(_dequeuedWithReuseIdentifier:)`` for why it exists).
    public required convenience init(_dequeuedWithReuseIdentifier reuseIdentifier: String?) {
        self.init(reuseIdentifier: reuseIdentifier)
    }

    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        super.init(coder: coder)
        addSubview(contentView)
    }

    public convenience override init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// The content shown in ``contentView``.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet { configuredView = contentView.showContentConfiguration(contentConfiguration, replacing: configuredView) }
    }
    private var configuredView: (any UIView & UIContentView)?

    /// The list configuration for a header or footer of the table's style.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch (role.style, role.footer) {
        case (.plain, false): return .plainHeader()
        case (.plain, true): return .plainFooter()
        case (_, false): return .groupedHeader()
        case (_, true): return .groupedFooter()
        }
    }

    private var legacyText: UILabel?
    /// The title (deprecated in UIKit for ``contentConfiguration``), shown through the default configuration.
    @available(iOS, deprecated: 100000, message: "Use UIListContentConfiguration instead")
    open var textLabel: UILabel? {
        if legacyText == nil { legacyText = UILabel() }
        return legacyText
    }

    func applyLegacyContent() {
        guard configuredView == nil, let label = legacyText else { return }
        var content = defaultContentConfiguration()
        content.text = label.text
        if label.fontWasSet { content.textProperties.font = label.font }
        if label.textColorWasSet { content.textProperties.color = label.textColor }
        contentConfiguration = content
    }

    open var backgroundView: UIView? { didSet { updatePinnedBackground() } }

    /// Whether a plain table pins the view at the edge of its visible content while its section
    /// scrolls under it (UIKit's `UICellConfigurationState.isPinned`). Pinned, a plain list's
    /// header or footer shows UIKit's default background for it, the bars' blur
    /// (`systemChromeMaterial`); in its place it has none, and the rows show through.
    var isPinned = false {
        didSet { if isPinned != oldValue { updatePinnedBackground() } }
    }
    /// The default background shown while pinned (nil while not, or with a background of the code's).
    private var pinnedBackground: UIVisualEffectView?

    private func updatePinnedBackground() {
        let shows = isPinned && role.style == .plain && backgroundView == nil && backgroundColor == nil
        if shows, pinnedBackground == nil {
            let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemChromeMaterial))
            blur.frame = CGRect(origin: .zero, size: bounds.size)
            blur.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            insertSubview(blur, at: 0)
            pinnedBackground = blur
        } else if !shows, let blur = pinnedBackground {
            blur.removeFromSuperview()
            pinnedBackground = nil
        }
    }

    /// Called when the table dequeues the view again, before the dequeue method returns it (only
    /// for a view with a ``reuseIdentifier``). Does nothing itself: subclasses reset what is not
    /// content and call `super`.
    open func prepareForReuse() {}

    open override func layoutSubviews() {
        super.layoutSubviews()
        let filled = CGRect(origin: .zero, size: bounds.size)
        if !contentView.frame.isClose(to: filled) { contentView.frame = filled }
        if let blur = pinnedBackground, !blur.frame.isClose(to: filled) { blur.frame = filled }
    }
}
