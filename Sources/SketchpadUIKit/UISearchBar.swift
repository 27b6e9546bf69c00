import Foundation

/// A search field in a bar: UIKit's `UISearchBar`, drawn as iOS 13–17 draw it outside a
/// navigation bar: 56 points tall, a rounded field (36 points, 10-point corners, the tertiary
/// system fill) inset 8 points from the sides, the magnifying glass and the placeholder
/// ("Search") or text in the secondary label colour, the text in the label colour. These
/// metrics are approximations of UIKit's; the cancel button, scope bar and prompt are stored,
/// not drawn.
///
/// ```swift
/// let search = UISearchBar()
/// search.placeholder = "Search recipes"
/// search.searchBarStyle = .minimal
/// ```
@preconcurrency @MainActor
open class UISearchBar: UIView {
    /// The icons of a search bar (UIKit's raw values).
    public enum Icon: Int, Sendable { case search = 0, clear, bookmark, resultsList }
    /// How the bar looks (UIKit's raw values): `.minimal` has no bar background.
    public enum Style: UInt, Sendable { case `default` = 0, prominent, minimal }

    /// The field that holds the text, placeholder and text input traits.
    public let searchTextField = UISearchTextField()
    open weak var delegate: (any UISearchBarDelegate)?
    open var barStyle: UIBarStyle = .default
    open var searchBarStyle: Style = .default { didSet { setNeedsLayout() } }
    /// Drawn behind the field unless the style is `.minimal`.
    open var barTintColor: UIColor? { didSet { setNeedsLayout() } }
    open var isTranslucent = true
    open var prompt: String?
    open var showsBookmarkButton = false
    open var showsCancelButton = false
    open var showsSearchResultsButton = false
    open var isSearchResultsButtonSelected = false
    open var scopeButtonTitles: [String]?
    open var selectedScopeButtonIndex = 0
    open var showsScopeBar = false
    open var backgroundImage: UIImage?
    open var scopeBarBackgroundImage: UIImage?
    open var searchFieldBackgroundPositionAdjustment = UIOffset.zero
    open var searchTextPositionAdjustment = UIOffset.zero
    private var icons: [Int: UIImage] = [:]
    /// The side margin of the navigation bar showing the bar (its search controller's), nil when
    /// none does: there the bar has no background of its own and its field lines up with the title.
    var hostingBarMargin: CGFloat? { didSet { if hostingBarMargin != oldValue { setNeedsLayout() } } }
    private var iconAdjustments: [Int: UIOffset] = [:]

    /// The text searched for (the field's).
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue; setNeedsLayout() }
    }
    /// What the empty field shows; nil shows UIKit's "Search".
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue; setNeedsLayout() }
    }

    // Text input traits, forwarded to the field as in UIKit (stored).
    open var keyboardType: UIKeyboardType { get { searchTextField.keyboardType } set { searchTextField.keyboardType = newValue } }
    open var keyboardAppearance: UIKeyboardAppearance { get { searchTextField.keyboardAppearance } set { searchTextField.keyboardAppearance = newValue } }
    open var returnKeyType: UIReturnKeyType { get { searchTextField.returnKeyType } set { searchTextField.returnKeyType = newValue } }
    open var enablesReturnKeyAutomatically: Bool { get { searchTextField.enablesReturnKeyAutomatically } set { searchTextField.enablesReturnKeyAutomatically = newValue } }
    open var autocapitalizationType: UITextAutocapitalizationType { get { searchTextField.autocapitalizationType } set { searchTextField.autocapitalizationType = newValue } }
    open var autocorrectionType: UITextAutocorrectionType { get { searchTextField.autocorrectionType } set { searchTextField.autocorrectionType = newValue } }
    open var spellCheckingType: UITextSpellCheckingType { get { searchTextField.spellCheckingType } set { searchTextField.spellCheckingType = newValue } }
    open var textContentType: UITextContentType? { get { searchTextField.textContentType } set { searchTextField.textContentType = newValue } }

    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) { self.showsCancelButton = showsCancelButton }
    open func setShowsScope(_ show: Bool, animated animate: Bool) { showsScopeBar = show }
    open func setImage(_ iconImage: UIImage?, for icon: Icon, state: UIControl.State) {
        icons[icon.rawValue] = iconImage
        setNeedsLayout()
    }
    open func image(for icon: Icon, state: UIControl.State) -> UIImage? { icons[icon.rawValue] }
    open func setPositionAdjustment(_ adjustment: UIOffset, for icon: Icon) { iconAdjustments[icon.rawValue] = adjustment }
    open func positionAdjustment(for icon: Icon) -> UIOffset { iconAdjustments[icon.rawValue] ?? .zero }

    /// 56 points tall (the bar without a scope bar or prompt); as wide as it is made.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 56) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 56) }

    // What the bar draws: the field's rounded background, the glass and the text.
    private let barBackground = UIView()
    private let fieldBackground = UIView()
    private let glass = UIImageView()
    private let textLabel = UILabel()
    private let magnifyingGlass = UIImage(systemName: "magnifyingglass")

    open override func layoutSubviews() {
        super.layoutSubviews()
        placeField()
    }

    /// Sets `part`'s frame only when it changes, so the layout settles.
    private func place(_ part: UIView, _ frame: CGRect) {
        if part.frame != frame { part.frame = frame }
    }

    /// Makes the field's background, glass and text the bar's subviews and places them.
    private func placeField() {
        for (index, part) in [barBackground, fieldBackground, glass, textLabel].enumerated() where part.superview !== self {
            insertSubview(part, at: index)
        }
        place(barBackground, bounds)
        let tint = searchBarStyle == .minimal || hostingBarMargin != nil ? nil : barTintColor
        let side = hostingBarMargin ?? 8
        if barBackground.backgroundColor != tint { barBackground.backgroundColor = tint }
        let field = CGRect(x: side + searchFieldBackgroundPositionAdjustment.horizontal,
                           y: (bounds.height - 36) / 2 + searchFieldBackgroundPositionAdjustment.vertical,
                           width: max(0, bounds.width - 2 * side), height: 36)
        place(fieldBackground, field)
        if fieldBackground.backgroundColor != .tertiarySystemFill { fieldBackground.backgroundColor = .tertiarySystemFill }
        if fieldBackground.layer.cornerRadius != 10 { fieldBackground.layer.cornerRadius = 10 }
        let icon = icons[Icon.search.rawValue] ?? magnifyingGlass
        if glass.image !== icon { glass.image = icon }
        if glass.tintColor != .secondaryLabel { glass.tintColor = .secondaryLabel }
        let glassSize = glass.image?.size ?? .zero
        let adjust = positionAdjustment(for: .search)
        place(glass, CGRect(x: field.minX + 8 + adjust.horizontal, y: field.midY - glassSize.height / 2 + adjust.vertical,
                            width: glassSize.width, height: glassSize.height))
        let typed = text ?? ""
        let shown = typed.isEmpty ? (placeholder ?? "Search") : typed
        if textLabel.text != shown { textLabel.text = shown }
        let color: UIColor = typed.isEmpty ? .secondaryLabel : (searchTextField.textColor ?? .label)
        if textLabel.textColor != color { textLabel.textColor = color }
        let font = searchTextField.font ?? .systemFont(ofSize: 17)
        if textLabel.font != font { textLabel.font = font }
        let textX = field.minX + 36 + searchTextPositionAdjustment.horizontal
        let textHeight = textLabel.intrinsicContentSize.height
        place(textLabel, CGRect(x: textX, y: field.midY - textHeight / 2 + searchTextPositionAdjustment.vertical,
                                width: max(0, field.maxX - 8 - textX), height: textHeight))
    }
}
