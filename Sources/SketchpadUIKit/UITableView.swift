import Foundation
import SketchpadLayout
import SketchpadWidgets

/// Rows in sections: UIKit's `UITableView`, a scroll view whose ``dataSource`` gives the rows
/// and whose ``delegate`` may size them. Rows size themselves by default (``rowHeight`` is
/// ``automaticDimension``): a cell's height is what its content view's constraints (or its
/// list configuration) need at the table's width. The rows that show in the bounds are made
/// and laid out; rows below them are estimated (``estimatedRowHeight``, 44 by default), as in
/// UIKit. Styles are drawn as iOS draws them: `.plain` (full-width rows, separators under each),
/// `.grouped` (sections on a grouped background) and `.insetGrouped` (sections as rounded cards
/// inset by the side margin).
///
/// ```swift
/// let table = UITableView(frame: .zero, style: .insetGrouped)
/// table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
/// table.dataSource = self
/// ```
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    public enum Style: Int, Sendable { case plain = 0, grouped, insetGrouped }
    public enum ScrollPosition: Int, Sendable { case none = 0, top, middle, bottom }
    public enum RowAnimation: Int, Sendable { case fade = 0, right, left, top, bottom, none, middle, automatic = 100 }
    public enum SeparatorInsetReference: Int, Sendable { case fromCellEdges = 0, fromAutomaticInsets }
    /// Whether cells that change size resize their rows (iOS 16; stored: rows are sized at each layout).
    public enum SelfSizingInvalidation: Int, Sendable { case disabled = 0, enabled, enabledIncludingConstraints }

    /// The section index title that stands for a search icon.
    public static let indexSearch = "{search}"
    public static let selectionDidChangeNotification = NSNotification.Name("UITableViewSelectionDidChangeNotification")

    /// The height (or estimate) that asks the table to size a row, header or footer from its content.
    public static let automaticDimension: CGFloat = -1

    public let style: Style
    override class var layerClassName: String { "CALayer" }
    /// iOS 13 and later print the data source after the scroll view's metrics (addresses purged):
    /// `…; adjustedContentInset: {0, 0, 0, 0}; dataSource: <MyApp.FeedViewController>>`.
    override var descriptionSuffix: String {
        guard UIKitDescriptionFormat.current == .iOS17 else { return super.descriptionSuffix }
        return super.descriptionSuffix + "; dataSource: \(uikitReferenceDescription(dataSource))"
    }

    open weak var dataSource: (any UITableViewDataSource)? { didSet { reloadData() } }
    /// The table's delegate (`UIScrollView`'s property, as UIKit's Swift interface has it; a
    /// `UITableViewDelegate` is a `UIScrollViewDelegate`, and the table asks the one it is).
    open override weak var delegate: (any UIScrollViewDelegate)? { didSet { reloadData() } }
    /// The delegate as the table's delegate (nil when it is only a scroll view's).
    var tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }

    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { reloadData() } }
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { reloadData() } }
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { reloadData() } }
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// Space above each section header of a plain table (automatic: none here).
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension { didSet { reloadData() } }
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine { didSet { setNeedsLayout() } }
    open var separatorColor: UIColor? = .separator { didSet { setNeedsLayout() } }
    /// Where separators start and end; until set, they line up with the cells' text.
    open var separatorInset: UIEdgeInsets = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) {
        didSet { separatorInsetWasSet = true; setNeedsLayout() }
    }
    var separatorInsetWasSet = false
    open var separatorInsetReference: SeparatorInsetReference = .fromCellEdges
    /// A view above the first section, at its frame's height and the table's width.
    open var tableHeaderView: UIView? {
        didSet { oldValue?.removeFromSuperview(); if let tableHeaderView { addSubview(tableHeaderView) }; setNeedsLayout() }
    }
    /// A view below the last section, at its frame's height and the table's width.
    open var tableFooterView: UIView? {
        didSet { oldValue?.removeFromSuperview(); if let tableFooterView { addSubview(tableFooterView) }; setNeedsLayout() }
    }
    open var backgroundView: UIView?
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var allowsSelectionDuringEditing = false
    open var isEditing = false
    open var cellLayoutMarginsFollowReadableWidth = false
    open var insetsContentViewsToSafeArea = true
    open var sectionIndexColor: UIColor?
    open var sectionIndexBackgroundColor: UIColor?
    open var remembersLastFocusedIndexPath = false
    open var dragInteractionEnabled = false
    // Stored: there is no selection by touch, focus, prefetching, section index or drag here.
    open var allowsMultipleSelectionDuringEditing = false
    open var sectionIndexMinimumDisplayRowCount = 0
    open var sectionIndexTrackingBackgroundColor: UIColor?
    open var selectionFollowsFocus = false
    open var allowsFocus = false
    open var allowsFocusDuringEditing = false
    open var isPrefetchingEnabled = true
    /// The height of the empty rows a plain table draws below its last row (not drawn here).
    open var fillerRowHeight: CGFloat = UITableView.automaticDimension
    open var selfSizingInvalidation: SelfSizingInvalidation = .enabled
    /// The prefetching data source (held weakly; nothing prefetches here, so it is not called).
    open weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)?
    open var hasActiveDrag: Bool { false }
    open var hasActiveDrop: Bool { false }
    /// false: updates apply at once here.
    open var hasUncommittedUpdates: Bool { false }
    /// The selected rows, in the order selected.
    var selectedRows: [IndexPath] = []

    var cellClasses: [String: UITableViewCell.Type] = [:]
    var headerFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
    /// What the last layout made and placed (see `UITableView+Layout.swift`).
    var rows = UITableViewRows()

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        setUp()
    }

    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        // Tables always bounce vertically, so their content is inset by the safe area.
        alwaysBounceVertical = true
        backgroundColor = style == .plain ? .tableBackground : .systemGroupedBackground
    }

    // MARK: Registering and dequeuing

    /// Cells of `identifier` are made of `cellClass` (a `UITableViewCell` subclass).
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass as? UITableViewCell.Type
    }

    /// Headers and footers of `identifier` are made of `aClass` (a `UITableViewHeaderFooterView` subclass).
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterClasses[identifier] = aClass as? UITableViewHeaderFooterView.Type
    }

    /// A cell for `identifier`: one taken off screen earlier (after its `prepareForReuse()`), as
    /// UIKit reuses cells, or a new one of the class registered for it, or nil if none was.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if let cell = rows.reusableCells.dequeue(identifier) {
            cell.prepareForReuse()
            return cell
        }
        return cellClasses[identifier].map { $0.init(_dequeuedWithReuseIdentifier: identifier) }
    }

    /// A cell for `identifier`: a reused one or a new one of the class registered for it. UIKit
    /// raises an exception when none was registered; here the issue is reported and a default cell returned.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        UIKitLayoutIssue(kind: .unregisteredReuseIdentifier,
                         message: "unable to dequeue a cell with identifier '\(identifier)' for row \(indexPath.row) of section \(indexPath.section): register a class for the identifier with register(_:forCellReuseIdentifier:) first")
            .report(on: self)
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// A header or footer view for `identifier`: one taken off screen earlier (after its
    /// `prepareForReuse()`), or a new one of the class registered for it, or nil if none was.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if let view = rows.reusableHeaderFooters.dequeue(identifier) {
            view.prepareForReuse()
            return view
        }
        return headerFooterClasses[identifier].map { $0.init(_dequeuedWithReuseIdentifier: identifier) }
    }

    // MARK: Data

    /// Asks the data source again: rows, heights and views are made anew at the next layout (the
    /// shown cells, headers and footers go to the reuse pool), and the selection is cleared, as in UIKit.
    open func reloadData() {
        selectedRows = []
        rows.discard()
        setNeedsLayout()
        UIView.layoutGeneration &+= 1
    }

    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
    open func reconfigureRows(at indexPaths: [IndexPath]) { reloadData() }
    open func moveSection(_ section: Int, toSection newSection: Int) { reloadData() }
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { reloadData() }
    /// Section index titles are not drawn: a no-op.
    open func reloadSectionIndexTitles() {}
    open func beginUpdates() {}
    open func endUpdates() { reloadData() }
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        reloadData()
        completion?(true)
    }

    /// Applies the updates at once and answers true, as the completion would.
    open func performBatchUpdates(_ updates: (() -> Void)?) async -> Bool {
        updates?()
        reloadData()
        return true
    }

    open var numberOfSections: Int { dataSource.map { $0.numberOfSections(in: self) } ?? 0 }

    open func numberOfRows(inSection section: Int) -> Int {
        dataSource.map { $0.tableView(self, numberOfRowsInSection: section) } ?? 0
    }

    // MARK: After layout

    /// The cell shown for `indexPath`, or nil if that row is not visible.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { rows.cell(at: indexPath) }

    /// The cells shown, top to bottom.
    open var visibleCells: [UITableViewCell] { rows.visibleCells }

    open var indexPathsForVisibleRows: [IndexPath]? { rows.visibleIndexPaths }

    open func indexPath(for cell: UITableViewCell) -> IndexPath? { rows.indexPath(of: cell) }

    /// The row's rectangle in the table's content (estimated for rows not laid out yet).
    open func rectForRow(at indexPath: IndexPath) -> CGRect { rows.rect(ofRowAt: indexPath) }

    open func rect(forSection section: Int) -> CGRect { rows.rect(ofSection: section) }

    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        rows.header(of: section) as? UITableViewHeaderFooterView
    }

    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        rows.footer(of: section) as? UITableViewHeaderFooterView
    }

    open func rectForHeader(inSection section: Int) -> CGRect { rows.rect(ofSupplementIn: section, footer: false) }

    open func rectForFooter(inSection section: Int) -> CGRect { rows.rect(ofSupplementIn: section, footer: true) }

    /// The row at a point of the table's content, after layout.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        layoutIfNeeded()
        return rows.rowRects.first { $0.1.contains(point) }?.0
    }

    /// The rows that meet a rectangle of the table's content, after layout (nil when none do).
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        layoutIfNeeded()
        let found = rows.rowRects.filter { $0.1.intersects(rect) }.map(\.0)
        return found.isEmpty ? nil : found
    }

    // Selection is recorded (there are no touches): the selected cells have `isSelected` set.

    /// The first selected row (by index path).
    open var indexPathForSelectedRow: IndexPath? { selectedRows.min() }
    /// The selected rows, sorted (nil when none is).
    open var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows.sorted() }

    /// Selects a row (nil: clears the selection), replacing the selection unless the table allows
    /// several, and scrolls to it unless `scrollPosition` is `.none`. Does nothing when the table
    /// does not allow selection (while editing: `allowsSelectionDuringEditing`). The delegate is
    /// not told, as in UIKit.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            selectedRows.forEach { cellForRow(at: $0)?.setSelected(false, animated: animated) }
            selectedRows = []
            return
        }
        guard isEditing ? allowsSelectionDuringEditing : allowsSelection else { return }
        let multiple = isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
        if !multiple {
            selectedRows.filter { $0 != indexPath }.forEach { cellForRow(at: $0)?.setSelected(false, animated: animated) }
            selectedRows = []
        }
        if !selectedRows.contains(indexPath) { selectedRows.append(indexPath) }
        cellForRow(at: indexPath)?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selectedRows.removeAll { $0 == indexPath }
        cellForRow(at: indexPath)?.setSelected(false, animated: animated)
    }

    /// Scrolls to the first selected row, if one is.
    open func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        if let first = indexPathForSelectedRow { scrollToRow(at: first, at: scrollPosition, animated: animated) }
    }

    /// Scrolls so the row shows at `scrollPosition` (`.none`: only if it is not visible).
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        layoutIfNeeded()
        let rect = rectForRow(at: indexPath)
        let inset = adjustedContentInset
        var y = contentOffset.y
        switch scrollPosition {
        case .top: y = rect.minY - inset.top
        case .middle: y = rect.midY - bounds.height / 2
        case .bottom: y = rect.maxY - bounds.height + inset.bottom
        case .none:
            if rect.minY < y + inset.top { y = rect.minY - inset.top }
            else if rect.maxY > y + bounds.height - inset.bottom { y = rect.maxY - bounds.height + inset.bottom }
        }
        let highest = max(-inset.top, contentSize.height + inset.bottom - bounds.height)
        setContentOffset(CGPoint(x: contentOffset.x, y: min(max(y, -inset.top), highest)), animated: animated)
    }

    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutRows()
    }
}
