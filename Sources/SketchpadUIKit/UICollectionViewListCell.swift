import SketchpadLayout
import SketchpadWidgets

/// A row of a list section of a collection view: UIKit's `UICollectionViewListCell`. Give it a
/// list configuration (``defaultContentConfiguration()``); in a list section it draws as a table
/// row of the list's appearance: the background (rounded outer corners in `.insetGrouped`), the
/// separator under it lined up with the text, and its ``accessories``.
///
/// ```swift
/// let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, indexPath, item in
///     var content = cell.defaultContentConfiguration()
///     content.text = item
///     cell.contentConfiguration = content
///     cell.accessories = [.disclosureIndicator()]
/// }
/// ```
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    override class func makeNode() -> View { ViewNode(content: RowDecoration()) }
    var decorationDrawing: RowDecoration { content(as: RowDecoration.self) }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.directionalLayoutMargins = UITableViewCell.initialContentMargins
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentView.directionalLayoutMargins = UITableViewCell.initialContentMargins
    }

    /// A list cell configuration (`UIListContentConfiguration.cell()`); for a cell shown as a
    /// list section's header or footer, the header or footer configuration of the list's appearance.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch supplementaryRole {
        case nil: return .cell()
        case let (footer, grouped)?:
            return footer ? (grouped ? .groupedFooter() : .plainFooter()) : (grouped ? .groupedHeader() : .plainHeader())
        }
    }

    /// Set when the cell is a header or footer of a list section: whether a footer, and whether the list is grouped.
    var supplementaryRole: (footer: Bool, grouped: Bool)?
    /// The margins a list gave the content view (it leaves margins code changed alone).
    var assignedContentMargins: NSDirectionalEdgeInsets?

    /// The marks at the trailing edge (the disclosure indicator, checkmark and detail button are drawn).
    open var accessories: [UICellAccessory] = [] { didSet { setNeedsLayout() } }
    open var indentationLevel = 0
    open var indentationWidth: CGFloat = 10
    open var indentsAccessories = true

    /// What the list asks the cell to draw for its place in its section.
    var decoration = UITableViewCellDecoration() { didSet { if decoration != oldValue { setNeedsLayout() } } }

    /// The accessory marks as a table cell's accessory type draws them.
    var accessoryType: UITableViewCell.AccessoryType {
        let kinds = Set(accessories.filter { $0.displayed != .whenEditing }.map(\.kind))
        if kinds.contains(.disclosureIndicator) { return kinds.contains(.detail) ? .detailDisclosureButton : .disclosureIndicator }
        if kinds.contains(.checkmark) { return .checkmark }
        if kinds.contains(.detail) { return .detailButton }
        return .none
    }

    /// The width the accessories take at the trailing edge, as a table cell's.
    private var accessoryWidth: CGFloat {
        switch accessoryType {
        case .none: 0
        case .disclosureIndicator, .checkmark: 34 - 16 + decoration.trailingMargin
        case .detailButton: 40 - 16 + decoration.trailingMargin
        case .detailDisclosureButton: 64 - 16 + decoration.trailingMargin
        }
    }

    /// The list row's height: what the content needs beside the accessories, 44 points at least for list content.
    open override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let width = layoutAttributes.size.width
        let fitted = contentView.fittingSize(CGSize(width: max(0, width - accessoryWidth), height: 0), withHorizontalFittingPriority: .required,
                                             verticalFittingPriority: .fittingSizeLevel, pinningFrame: false)
        var height = fitted.roundedUpToPixels(scale: traitCollection.displayScale).height
        if listContentView?.keepsMinimumRowHeight ?? false { height = max(height, 44) }
        layoutAttributes.size = CGSize(width: width, height: height > 0 ? height : 44)
        return layoutAttributes
    }

    override var contentViewFrame: CGRect {
        let size = bounds.size, accessory = accessoryWidth
        let leading = effectiveUserInterfaceLayoutDirection == .rightToLeft ? accessory : 0
        return CGRect(x: leading, y: 0, width: max(0, size.width - accessory), height: size.height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        decoration.configure(decorationDrawing, size: bounds.size, accessory: accessoryType,
                             rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft, traits: traitCollection, tint: tintColor)
    }
}
