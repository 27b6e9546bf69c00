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
    open var accessories: [UICellAccessory] = [] { didSet { rebuildAccessoryViews(); setNeedsLayout() } }
    /// How many indentation widths the content is moved in from the leading edge (set from the
    /// item's level when a diffable data source shows a hierarchical section snapshot).
    open var indentationLevel = 0 { didSet { if indentationLevel != oldValue { setNeedsLayout() } } }
    open var indentationWidth: CGFloat = 10 { didSet { if indentationWidth != oldValue { setNeedsLayout() } } }
    open var indentsAccessories = true
    /// Whether the cell's item is expanded, set by a diffable data source for an item with
    /// children in a section snapshot (nil: not an outline parent); the outline disclosure points by it.
    var outlineExpanded: Bool? { didSet { if outlineExpanded != oldValue { setNeedsUpdateConfiguration() } } }
    /// Set by a diffable data source: the cell's item is in a section snapshot and has no children.
    var isOutlineLeaf = false { didSet { if isOutlineLeaf != oldValue { setNeedsLayout() } } }

    /// The state with ``UICellConfigurationState/isExpanded`` set from the outline.
    open override var configurationState: UICellConfigurationState {
        var state = super.configurationState
        state.isExpanded = outlineExpanded ?? false
        return state
    }
    /// The leading indentation of the content and the separator.
    private var indentation: CGFloat { CGFloat(max(0, indentationLevel)) * indentationWidth }

    /// The outline disclosure and reorder control, drawn at the trailing edge before the other marks.
    private var outerMarks: [RowDecoration.Mark] {
        accessories.filter { $0.isHidden != true }.compactMap { accessory in
            switch accessory.kind {
            // Automatic: hidden on an outline item without children, as UIKit hides it.
            case .outlineDisclosure where accessory.displayed != .whenEditing && !(accessory.isHidden == nil && isOutlineLeaf):
                .outline(expanded: outlineExpanded ?? false)
            case .reorder where accessory.displayed == .always: .reorder
            default: nil
            }
        }
    }

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
        let marks = markWidth
        let extras = accessoryViewSizes(leading: false).map(\.width)
        guard !extras.isEmpty else { return marks }
        return marks + extras.reduce(0, +) + Self.accessorySpacing * CGFloat(extras.count - 1) + (marks > 0 ? Self.accessorySpacing : decoration.trailingMargin)
    }

    /// The width the drawn marks (disclosure, checkmark, detail, outline, reorder) take at the trailing edge.
    var trailingMarkWidth: CGFloat { markWidth }
    /// The views drawing the accessories that are views (``UICollectionViewListCell+AccessoryViews``).
    var placedAccessoryViews: [(view: UIView, leading: Bool)] = []

    private var markWidth: CGFloat {
        let outer = outerMarks.reduce(CGFloat(0)) { width, mark in width + (mark == .reorder ? 18 : 12) + 16 }
        let base = baseAccessoryWidth
        return outer == 0 ? base : outer + (base == 0 ? decoration.trailingMargin - 16 : base)
    }

    /// The width the leading accessories (delete, insert, multiselect, leading custom views) take.
    private var leadingAccessoryWidth: CGFloat {
        let extras = accessoryViewSizes(leading: true).map(\.width)
        guard !extras.isEmpty else { return 0 }
        return decoration.trailingMargin + extras.reduce(0, +) + Self.accessorySpacing * CGFloat(extras.count - 1)
    }

    private var baseAccessoryWidth: CGFloat {
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
        let fitted = contentView.fittingSize(CGSize(width: max(0, width - accessoryWidth - indentation - leadingAccessoryWidth), height: 0), withHorizontalFittingPriority: .required,
                                             verticalFittingPriority: .fittingSizeLevel, pinningFrame: false)
        var height = fitted.roundedUpToPixels(scale: traitCollection.displayScale).height
        if listContentView?.keepsMinimumRowHeight ?? false { height = max(height, 44) }
        layoutAttributes.size = CGSize(width: width, height: height > 0 ? height : 44)
        return layoutAttributes
    }

    override var contentViewFrame: CGRect {
        let size = bounds.size, accessory = accessoryWidth, indent = indentation + leadingAccessoryWidth
        let leading = effectiveUserInterfaceLayoutDirection == .rightToLeft ? accessory : indent
        return CGRect(x: leading, y: 0, width: max(0, size.width - accessory - indent), height: size.height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        var indented = decoration
        indented.separator = decoration.separator.map { ($0.leading + indentation, $0.trailing) }
        let tint = accessories.first { $0.kind == .outlineDisclosure || $0.kind == .reorder }?.tintColor ?? tintColor
        indented.configure(decorationDrawing, size: bounds.size, accessory: accessoryType,
                           rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft, traits: traitCollection, tint: tint,
                           outerMarks: outerMarks)
        placeAccessoryViews()
    }
}
