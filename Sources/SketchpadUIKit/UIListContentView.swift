/// The view that shows a ``UIListContentConfiguration``: UIKit's `UIListContentView`. An image
/// at the leading margin, then the text and the secondary text stacked (or side by side, the
/// secondary text at the trailing margin, for value cells), centred vertically inside the
/// configuration's margins; texts wrap as their properties say.
///
/// ```swift
/// var content = UIListContentConfiguration.subtitleCell()
/// content.text = "Ada Lovelace"
/// content.secondaryText = "Analyst"
/// let row = UIListContentView(configuration: content)
/// ```
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    let imageView = UIImageView()
    let textLabel = UILabel()
    let secondaryTextLabel = UILabel()
    private let texts = UIStackView()
    private var placement: [NSLayoutConstraint] = []
    private var list: UIListContentConfiguration
    /// The configuration shown.
    var listConfiguration: UIListContentConfiguration { list }

    public init(configuration: UIListContentConfiguration) {
        list = configuration
        super.init(frame: .zero)
        texts.translatesAutoresizingMaskIntoConstraints = false
        imageView.translatesAutoresizingMaskIntoConstraints = false
        // The horizontal margins of the cell's content view win where larger (UIKit's
        // `axesPreservingSuperviewLayoutMargins`, horizontal by default; see `apply()`).
        preservesSuperviewLayoutMargins = true
        addSubview(imageView)
        addSubview(texts)
        texts.addArrangedSubview(textLabel)
        texts.addArrangedSubview(secondaryTextLabel)
        apply()
    }

    public required init?(coder: NSCoder) {
        list = .cell()
        super.init(coder: coder)
    }

    /// The configuration shown; a configuration of another kind is ignored.
    open var configuration: any UIContentConfiguration {
        get { list }
        set {
            guard let newValue = newValue as? UIListContentConfiguration else { return }
            list = newValue
            apply()
        }
    }

    open func supports(_ configuration: any UIContentConfiguration) -> Bool { configuration is UIListContentConfiguration }

    /// Whether a row showing this view keeps UIKit's 44-point minimum height.
    var keepsMinimumRowHeight: Bool { list.keepsMinimumRowHeight }

    private func style(_ label: UILabel, _ text: String?, _ properties: UIListContentConfiguration.TextProperties) {
        label.text = text
        label.isHidden = text?.isEmpty ?? true
        label.font = properties.font
        label.textColor = properties.color
        label.numberOfLines = properties.numberOfLines
        label.lineBreakMode = properties.lineBreakMode
        label.adjustsFontForContentSizeCategory = properties.adjustsFontForContentSizeCategory
        switch properties.alignment {
        case .natural: label.textAlignment = .natural
        case .center: label.textAlignment = .center
        case .justified: label.textAlignment = .justified
        }
    }

    private func apply() {
        directionalLayoutMargins = list.directionalLayoutMargins
        // Only along these axes do the superview's margins win (vertically the configuration's
        // own margins hold, as the row was sized with them).
        preservedMarginAxes = list.axesPreservingSuperviewLayoutMargins
        style(textLabel, list.shownText, list.textProperties)
        style(secondaryTextLabel, list.shownSecondaryText, list.secondaryTextProperties)
        imageView.image = list.image
        imageView.isHidden = list.image == nil
        imageView.tintColor = list.imageProperties.tintColor
        imageView.layer.cornerRadius = list.imageProperties.cornerRadius
        imageView.clipsToBounds = list.imageProperties.cornerRadius > 0

        let sideBySide = list.prefersSideBySideTextAndSecondaryText
        texts.axis = sideBySide ? .horizontal : .vertical
        texts.alignment = sideBySide ? .firstBaseline : .fill
        texts.distribution = sideBySide ? .equalSpacing : .fill
        texts.spacing = sideBySide ? list.textToSecondaryTextHorizontalPadding : list.textToSecondaryTextVerticalPadding
        // Beside the text, the secondary text gives way first.
        secondaryTextLabel.setContentCompressionResistancePriority(sideBySide ? UILayoutPriority(749) : .defaultHigh, for: .horizontal)

        NSLayoutConstraint.deactivate(placement)
        let margins = layoutMarginsGuide
        var constraints = [
            texts.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            texts.centerYAnchor.constraint(equalTo: margins.centerYAnchor),
            texts.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor),
            texts.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
        ]
        if let image = list.image {
            let reserved = list.imageProperties.reservedLayoutSize
            var size = image.size
            let maximum = list.imageProperties.maximumSize
            if maximum.width > 0, size.width > maximum.width { size = CGSize(width: maximum.width, height: size.height * maximum.width / size.width) }
            if maximum.height > 0, size.height > maximum.height { size = CGSize(width: size.width * maximum.height / size.height, height: maximum.height) }
            let slot = max(size.width, reserved.width)
            constraints += [
                imageView.widthAnchor.constraint(equalToConstant: size.width),
                imageView.heightAnchor.constraint(equalToConstant: size.height),
                imageView.centerXAnchor.constraint(equalTo: margins.leadingAnchor, constant: slot / 2),
                imageView.centerYAnchor.constraint(equalTo: margins.centerYAnchor),
                imageView.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor),
                imageView.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
                texts.leadingAnchor.constraint(equalTo: margins.leadingAnchor, constant: slot + list.imageToTextPadding),
            ]
        } else {
            constraints.append(texts.leadingAnchor.constraint(equalTo: margins.leadingAnchor))
        }
        placement = constraints
        NSLayoutConstraint.activate(placement)
        invalidateIntrinsicContentSize()
    }

    /// Where the text starts, from the view's leading edge, when the superview's margin is
    /// `minimumMargin` (separators line up with it).
    func textLeadingOffset(minimumMargin: CGFloat) -> CGFloat {
        var offset = max(list.directionalLayoutMargins.leading, minimumMargin)
        if let image = list.image {
            offset += max(image.size.width, list.imageProperties.reservedLayoutSize.width) + list.imageToTextPadding
        }
        return offset
    }
}
