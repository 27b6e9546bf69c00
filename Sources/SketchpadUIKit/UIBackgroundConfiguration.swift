/// The background of a cell, a header or a button, as a value (UIKit's
/// `UIBackgroundConfiguration`, iOS 14): a colour (nil: the view's tint colour), rounded corners,
/// insets, a stroke, and an optional image and custom view.
///
/// A cell's ``UITableViewCell/backgroundConfiguration`` or
/// ``UICollectionViewCell/backgroundConfiguration`` is drawn behind its content; a button
/// configuration's ``UIButton/Configuration/background`` colour fills the button.
///
/// ```swift
/// var background = UIBackgroundConfiguration.listPlainCell()
/// background.backgroundColor = .systemYellow
/// background.cornerRadius = 8
/// cell.backgroundConfiguration = background
/// ```
public struct UIBackgroundConfiguration: Hashable, @unchecked Sendable {
    // @unchecked: the custom view, image and effect are UIKit objects, as in UIKit's value.

    /// A view drawn over the colour and under the image, filling the background (insets and
    /// corners applied).
    public var customView: UIView?
    public var cornerRadius: CGFloat = 0
    /// Space between the cell's edges and the background.
    public var backgroundInsets = NSDirectionalEdgeInsets.zero
    /// Edges where the cell's layout margins are added to ``backgroundInsets`` (stored).
    public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
    /// The fill; nil fills with the view's tint colour, as in UIKit.
    public var backgroundColor: UIColor?
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// A blur or vibrancy effect (stored: nothing behind a still is blurred).
    public var visualEffect: UIVisualEffect?
    /// An image over the colour, placed by ``imageContentMode``.
    public var image: UIImage?
    public var imageContentMode: UIView.ContentMode = .scaleToFill
    /// The outline's colour; nil outlines in the view's tint colour (when ``strokeWidth`` > 0).
    public var strokeColor: UIColor?
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    public var strokeWidth: CGFloat = 0
    /// How far the outline reaches outside the background (stored: drawn on its edge).
    public var strokeOutset: CGFloat = 0

    /// The configuration's base style, which the defaults come from (what iOS prints as
    /// `Base Style`).
    let baseStyle: String

    init(baseStyle: String, backgroundColor: UIColor?) {
        self.baseStyle = baseStyle
        self.backgroundColor = backgroundColor
    }

    /// The colour the background is filled with for a view whose tint is `tintColor`: the
    /// ``backgroundColor`` (the tint when nil), through ``backgroundColorTransformer``.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let color = backgroundColor ?? tintColor
        return backgroundColorTransformer?(color) ?? color
    }

    /// The outline's colour for a view whose tint is `tintColor`.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let color = strokeColor ?? tintColor
        return strokeColorTransformer?(color) ?? color
    }

    /// The configuration for `state`: as it is (a still shows no highlight or selection colour;
    /// set colours for the state in `updateConfiguration(using:)`, as apps do).
    public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration { self }

    // The defaults: a grouped cell's `tableCellGroupedBackgroundColor` and a grouped header's clear
    // colour are what iOS 16 prints for them (see `_UISystemBackgroundView`); plain cells and
    // headers on the system background and clear sidebars are Sketchpad's reading of iOS's lists,
    // not printed from a device.

    /// A cell in a plain list (`UITableView.Style.plain`, `.plain` list appearance).
    public static func listPlainCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(baseStyle: "List Plain Cell", backgroundColor: .systemBackground)
    }
    /// A cell in a grouped or inset grouped list.
    public static func listGroupedCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(baseStyle: "List Grouped Cell", backgroundColor: .tableCellGroupedBackground)
    }
    /// A cell in a sidebar.
    public static func listSidebarCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(baseStyle: "List Sidebar Cell", backgroundColor: .clear)
    }
    /// A cell in a sidebar beside other columns.
    public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(baseStyle: "List Accompanied Sidebar Cell", backgroundColor: .clear)
    }
    /// A header or footer in a plain list.
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(baseStyle: "List Plain Header/Footer", backgroundColor: .systemBackground)
    }
    /// A header or footer in a grouped list.
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(baseStyle: "List Grouped Header/Footer", backgroundColor: .clear)
    }
    /// A header in a sidebar.
    public static func listSidebarHeader() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(baseStyle: "List Sidebar Header", backgroundColor: .clear)
    }
    /// A cell in a list (iOS 18, which infers the list's style; here a plain cell's background).
    public static func listCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(baseStyle: "List Cell", backgroundColor: .systemBackground)
    }
    /// A clear background.
    public static func clear() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(baseStyle: "Clear", backgroundColor: .clear)
    }

    // Transformers are closures, which Swift cannot compare: two configurations are equal when
    // everything else is.
    public static func == (a: UIBackgroundConfiguration, b: UIBackgroundConfiguration) -> Bool {
        a.customView === b.customView && a.cornerRadius == b.cornerRadius && a.backgroundInsets == b.backgroundInsets
            && a.edgesAddingLayoutMarginsToBackgroundInsets == b.edgesAddingLayoutMarginsToBackgroundInsets
            && a.backgroundColor == b.backgroundColor && a.visualEffect === b.visualEffect && a.image === b.image
            && a.imageContentMode == b.imageContentMode && a.strokeColor == b.strokeColor && a.strokeWidth == b.strokeWidth
            && a.strokeOutset == b.strokeOutset && a.baseStyle == b.baseStyle
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(cornerRadius)
        hasher.combine(strokeWidth)
        hasher.combine(baseStyle)
        hasher.combine(backgroundColor)
    }
}
