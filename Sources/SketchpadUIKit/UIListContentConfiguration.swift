/// The content of a list row, header or footer: UIKit's `UIListContentConfiguration` (iOS 14),
/// an image, a text and a secondary text with their properties, laid out by a
/// ``UIListContentView``. The factory methods give UIKit's styles (fonts, colours, margins).
///
/// ```swift
/// var content = UIListContentConfiguration.valueCell()
/// content.text = "Wi-Fi"
/// content.secondaryText = "Home"
/// content.image = UIImage(systemName: "wifi")
/// cell.contentConfiguration = content
/// ```
public struct UIListContentConfiguration: Hashable {
    /// How a text is drawn.
    public struct TextProperties: Hashable {
        public enum TextTransform: Int, Hashable, Sendable { case none = 0, uppercase, lowercase, capitalized }
        public enum TextAlignment: Int, Hashable, Sendable { case natural = 0, center, justified }

        public var font: UIFont
        public var color: UIColor
        public var alignment: TextAlignment = .natural
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// The most lines (0: as many as needed).
        public var numberOfLines = 0
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0
        public var allowsDefaultTighteningForTruncation = true
        public var adjustsFontForContentSizeCategory = true
        public var transform: TextTransform = .none

        init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }

        /// `text` as the transform shows it.
        func transformed(_ text: String) -> String {
            switch transform {
            case .none: return text
            case .uppercase: return text.uppercased()
            case .lowercase: return text.lowercased()
            case .capitalized: return text.capitalized
            }
        }
    }

    /// How the image is drawn.
    public struct ImageProperties: Hashable {
        public var tintColor: UIColor?
        public var cornerRadius: CGFloat = 0
        /// The largest size the image is shown at (zero: its own size).
        public var maximumSize: CGSize = .zero
        /// The room kept for the image, so texts in a list line up (zero: the image's size).
        public var reservedLayoutSize: CGSize = .zero
        public var accessibilityIgnoresInvertColors = false
    }

    public var image: UIImage?
    public var text: String?
    public var attributedText: NSAttributedString?
    public var secondaryText: String?
    public var secondaryAttributedText: NSAttributedString?
    public var imageProperties = ImageProperties()
    public var textProperties: TextProperties
    public var secondaryTextProperties: TextProperties
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    public var axesPreservingSuperviewLayoutMargins: UIAxis = [.horizontal]
    public var imageToTextPadding: CGFloat = 16
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    public var textToSecondaryTextVerticalPadding: CGFloat = 3
    /// Whether the secondary text goes beside the text (value cells) rather than under it.
    public var prefersSideBySideTextAndSecondaryText = false

    /// Whether rows with this content keep UIKit's 44-point minimum height (cells; not headers).
    var keepsMinimumRowHeight = true

    private init(text: TextProperties, secondary: TextProperties, margins: NSDirectionalEdgeInsets) {
        textProperties = text
        secondaryTextProperties = secondary
        directionalLayoutMargins = margins
    }

    private static let cellMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)

    /// A row: body text, with a secondary text under it.
    public static func cell() -> UIListContentConfiguration {
        UIListContentConfiguration(text: TextProperties(font: .preferredFont(forTextStyle: .body), color: .label),
                                   secondary: TextProperties(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel),
                                   margins: cellMargins)
    }

    /// A row with a subtitle: body text over a subheadline secondary text.
    public static func subtitleCell() -> UIListContentConfiguration {
        var configuration = cell()
        configuration.secondaryTextProperties.color = .label
        return configuration
    }

    /// A row with a value: body text, and the secondary text (secondary label colour) at the trailing edge.
    public static func valueCell() -> UIListContentConfiguration {
        var configuration = cell()
        configuration.secondaryTextProperties = TextProperties(font: .preferredFont(forTextStyle: .body), color: .secondaryLabel)
        configuration.prefersSideBySideTextAndSecondaryText = true
        return configuration
    }

    /// A section header of a plain list: headline text.
    public static func plainHeader() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(
            text: TextProperties(font: .preferredFont(forTextStyle: .headline), color: .label),
            secondary: TextProperties(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel),
            margins: NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16))
        configuration.keepsMinimumRowHeight = false
        return configuration
    }

    /// A section footer of a plain list: footnote text in the secondary label colour.
    public static func plainFooter() -> UIListContentConfiguration {
        var configuration = plainHeader()
        configuration.textProperties = TextProperties(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel)
        return configuration
    }

    /// A section header of a grouped list: footnote capitals in the secondary label colour.
    public static func groupedHeader() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(
            text: TextProperties(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel),
            secondary: TextProperties(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel),
            margins: NSDirectionalEdgeInsets(top: 17, leading: 16, bottom: 6, trailing: 16))
        configuration.textProperties.transform = .uppercase
        configuration.keepsMinimumRowHeight = false
        return configuration
    }

    /// A section footer of a grouped list: footnote text in the secondary label colour.
    public static func groupedFooter() -> UIListContentConfiguration {
        var configuration = groupedHeader()
        configuration.textProperties.transform = .none
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 17, trailing: 16)
        return configuration
    }

    /// A prominent header of an inset grouped list: title 3, bold, in the label colour.
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
        var configuration = groupedHeader()
        configuration.textProperties = TextProperties(font: .systemFont(ofSize: 20, weight: .bold), color: .label)
        return configuration
    }

    /// An extra prominent header of an inset grouped list: title 2, bold.
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
        var configuration = prominentInsetGroupedHeader()
        configuration.textProperties.font = .systemFont(ofSize: 22, weight: .bold)
        return configuration
    }

    /// A header for the list's style (grouped here).
    public static func header() -> UIListContentConfiguration { groupedHeader() }
    /// A footer for the list's style (grouped here).
    public static func footer() -> UIListContentConfiguration { groupedFooter() }

    /// Sidebar rows: cells.
    public static func sidebarCell() -> UIListContentConfiguration { cell() }
    public static func sidebarSubtitleCell() -> UIListContentConfiguration { subtitleCell() }
    public static func accompaniedSidebarCell() -> UIListContentConfiguration { cell() }
    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration { subtitleCell() }
    public static func sidebarHeader() -> UIListContentConfiguration { plainHeader() }


    /// The text shown, transformed.
    var shownText: String? { (attributedText?.string ?? text).map(textProperties.transformed) }
    /// The secondary text shown, transformed.
    var shownSecondaryText: String? { (secondaryAttributedText?.string ?? secondaryText).map(secondaryTextProperties.transformed) }
}

// In an extension, so the value itself (and its Hashable conformance) is not main-actor isolated.
extension UIListContentConfiguration: UIContentConfiguration {
    public func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: self) }

    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { self }
}

/// The axes a view acts on: UIKit's `UIAxis`.
public struct UIAxis: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let horizontal = UIAxis(rawValue: 1 << 0)
    public static let vertical = UIAxis(rawValue: 1 << 1)
    public static let both: UIAxis = [.horizontal, .vertical]
}
