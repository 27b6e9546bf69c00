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

    /// The height (or estimate) that asks the table to size a row, header or footer from its content.
    public static let automaticDimension: CGFloat = -1

    public let style: Style
    override class var layerClassName: String { "CALayer" }

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
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
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

    /// A new cell of the class registered for `identifier`, or nil if none was.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        cellClasses[identifier].map { $0.init(_dequeuedWithReuseIdentifier: identifier) }
    }

    /// A new cell of the class registered for `identifier`. UIKit raises an exception when none
    /// was registered; here the issue is reported and a default cell returned.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        UIKitLayoutIssue(kind: .unregisteredReuseIdentifier,
                         message: "unable to dequeue a cell with identifier '\(identifier)' for row \(indexPath.row) of section \(indexPath.section): register a class for the identifier with register(_:forCellReuseIdentifier:) first")
            .report(on: self)
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// A new header or footer view of the class registered for `identifier`, or nil if none was.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        headerFooterClasses[identifier].map { $0.init(_dequeuedWithReuseIdentifier: identifier) }
    }

    // MARK: Data

    /// Asks the data source again: rows, heights and views are made anew at the next layout.
    open func reloadData() {
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
    open func beginUpdates() {}
    open func endUpdates() { reloadData() }
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        reloadData()
        completion?(true)
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

    open var indexPathForSelectedRow: IndexPath? { nil }
    open var indexPathsForSelectedRows: [IndexPath]? { nil }
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {}
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {}

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
