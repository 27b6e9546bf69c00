import SketchpadLayout

/// What a table made from its data source and where it placed it, section by section.
@MainActor
struct UITableViewRows {
    struct Row {
        var cell: UITableViewCell?
        /// The self-sized height, once measured at ``UITableViewRows/width``.
        var measuredHeight: CGFloat?
        var rect = CGRect.zero
    }

    struct Section {
        var rows: [Row]
        /// The header shown now (nil while the section's header is off screen or it has none).
        var header: UIView?
        var footer: UIView?
        /// Whether the delegate was asked for the header (footer) since it came on screen.
        var headerAsked = false
        var footerAsked = false
        /// The self-sized height, once measured (or the spacing of a section without one).
        var headerHeight: CGFloat?
        var footerHeight: CGFloat?
        /// The height the header (footer) took in the last layout, whatever gave it.
        var headerExtent: CGFloat = 0
        var footerExtent: CGFloat = 0
        /// How far below its place a plain table's header floats (pinned at the top while its section scrolls).
        var headerFloat: CGFloat = 0
        /// How far above its place a plain table's footer floats (pinned at the bottom; zero or less).
        var footerFloat: CGFloat = 0
        var rect = CGRect.zero
    }

    var sections: [Section] = []
    var loaded = false
    /// The table width the cells were measured at.
    var width: CGFloat = -1

    /// Cells taken off screen, by reuse identifier, for the next dequeue.
    var reusableCells = ReusableViewPool<UITableViewCell>()
    /// Headers and footers taken off screen, by reuse identifier.
    var reusableHeaderFooters = ReusableViewPool<UITableViewHeaderFooterView>()

    /// Forgets every row, removing the views made for them and keeping them for reuse (as
    /// UIKit's `reloadData` does with the visible cells).
    mutating func discard() {
        for section in sections {
            for supplement in [section.header, section.footer] { if let supplement { enqueue(supplement) } }
            for row in section.rows { if let cell = row.cell { enqueue(cell) } }
        }
        sections = []
        loaded = false
    }

    /// Takes a cell off screen into the reuse pool (a cell without a reuse identifier is dropped).
    mutating func enqueue(_ cell: UITableViewCell) {
        cell.removeFromSuperview()
        if let identifier = cell.reuseIdentifier { reusableCells.enqueue(cell, key: identifier) }
    }

    /// Takes a header or footer off screen into the reuse pool (one without a reuse identifier is dropped).
    mutating func enqueue(_ supplement: UIView) {
        supplement.removeFromSuperview()
        if let view = supplement as? UITableViewHeaderFooterView, let identifier = view.reuseIdentifier {
            reusableHeaderFooters.enqueue(view, key: identifier)
        }
    }

    private func row(_ indexPath: IndexPath) -> Row? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
              sections[indexPath.section].rows.indices.contains(indexPath.row) else { return nil }
        return sections[indexPath.section].rows[indexPath.row]
    }

    func cell(at indexPath: IndexPath) -> UITableViewCell? { row(indexPath)?.cell }
    func rect(ofRowAt indexPath: IndexPath) -> CGRect { row(indexPath)?.rect ?? .zero }
    func rect(ofSection section: Int) -> CGRect { sections.indices.contains(section) ? sections[section].rect : .zero }
    func header(of section: Int) -> UIView? { sections.indices.contains(section) ? sections[section].header : nil }
    func footer(of section: Int) -> UIView? { sections.indices.contains(section) ? sections[section].footer : nil }

    /// The rectangle of a section's header (`footer`: its footer), the section's width, where it
    /// scrolls with its section (`floating`: where it shows, a plain table's header or footer pinned).
    func rect(ofSupplementIn section: Int, footer: Bool, floating: Bool = false) -> CGRect {
        guard sections.indices.contains(section) else { return .zero }
        let s = sections[section], height = footer ? s.footerExtent : s.headerExtent
        let y = footer ? s.rect.maxY - height + (floating ? s.footerFloat : 0) : s.rect.minY + (floating ? s.headerFloat : 0)
        return CGRect(x: s.rect.minX, y: y, width: s.rect.width, height: height)
    }

    /// Every row's index path with its rectangle, top to bottom (estimated for rows not made yet).
    var rowRects: [(IndexPath, CGRect)] {
        sections.indices.flatMap { s in sections[s].rows.indices.map { (IndexPath(row: $0, section: s), sections[s].rows[$0].rect) } }
    }

    var visibleIndexPaths: [IndexPath] {
        sections.indices.flatMap { s in sections[s].rows.indices.compactMap { r in sections[s].rows[r].cell == nil ? nil : IndexPath(row: r, section: s) } }
    }

    var visibleCells: [UITableViewCell] { visibleIndexPaths.compactMap(cell(at:)) }

    func indexPath(of cell: UITableViewCell) -> IndexPath? {
        visibleIndexPaths.first { self.cell(at: $0) === cell }
    }
}

extension UITableView {
    /// The side margin of rows and of inset grouped sections: UIKit's 16 points, 20 on wide screens.
    var sideMargin: CGFloat { bounds.width > 414 ? 20 : 16 }

    /// Makes the rows that show, sizes them, and places every row, header and footer.
    func layOutRows() {
        let width = bounds.width
        guard width > 0 else { return }
        if rows.width != width {
            rows.discard()
            rows.width = width
        }
        if !rows.loaded { loadSections() }
        let margin = sideMargin
        let inset: CGFloat = style == .insetGrouped ? margin : 0
        let rowWidth = width - 2 * inset
        let visibleTop = contentOffset.y, visibleBottom = contentOffset.y + bounds.height
        // The rows that left the bounds go to the pool first, so the rows that come dequeue their
        // cells (as in UIKit: `didEndDisplaying` for the leaving, then `cellForRowAt` and `willDisplay`).
        endDisplayingRows(outside: visibleTop, visibleBottom)
        // A header or footer that stays pinned while its section scrolls on is not taken away.
        if style == .plain { computeSupplementFloats() }
        endDisplayingSupplements(outside: visibleTop, visibleBottom)
        var y: CGFloat = 0
        if let header = tableHeaderView {
            place(header, CGRect(x: 0, y: y, width: width, height: header.frame.height))
            y += header.frame.height
        }
        for s in rows.sections.indices {
            let top = y
            y += supplementHeight(header: true, section: s, y: y, x: inset, width: rowWidth, visible: visibleTop..<visibleBottom,
                                  floatingBy: style == .plain ? rows.sections[s].headerFloat : 0)
            let count = rows.sections[s].rows.count
            for r in 0..<count {
                let indexPath = IndexPath(row: r, section: s)
                let explicit = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
                let known = explicit >= 0 ? explicit : rows.sections[s].rows[r].measuredHeight
                var willDisplay = false
                if rows.sections[s].rows[r].cell == nil, y < visibleBottom, known.map({ y + $0 > visibleTop }) ?? true, let dataSource {
                    let cell = dataSource.tableView(self, cellForRowAt: indexPath)
                    cell.updateConfigurationIfNeeded()
                    cell.frame = CGRect(x: inset, y: y, width: rowWidth, height: cell.frame.height)
                    cell.autoresizingMask = .flexibleWidth   // as UIKit's table sets it (`autoresize = W`)
                    addSubview(cell)
                    rows.sections[s].rows[r].cell = cell
                    let selected = selectedRows.contains(indexPath)
                    if cell.isSelected != selected { cell.setSelected(selected, animated: false) }
                    // A row whose top is above the bounds shows only if it is taller than the part
                    // above: it is measured before the delegate is told.
                    if y >= visibleTop { tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath) } else { willDisplay = true }
                }
                let cell = rows.sections[s].rows[r].cell
                if let cell { decorate(cell, row: r, section: s, of: count, lastSection: s == rows.sections.count - 1, margin: margin) }
                let height: CGFloat
                if let known {
                    height = known
                } else if let cell {
                    let measured = selfSizedHeight(of: cell, width: rowWidth)
                    rows.sections[s].rows[r].measuredHeight = measured
                    height = measured
                } else {
                    let estimate = tableDelegate?.tableView(self, estimatedHeightForRowAt: indexPath) ?? estimatedRowHeight
                    height = estimate >= 0 ? estimate : 44
                }
                let rect = CGRect(x: inset, y: y, width: rowWidth, height: height)
                rows.sections[s].rows[r].rect = rect
                if let cell {
                    if willDisplay {
                        if rect.maxY > visibleTop {
                            tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
                        } else {
                            // Made only to be measured, never shown: back to the pool, untold.
                            rows.sections[s].rows[r].cell = nil
                            rows.enqueue(cell)
                        }
                    }
                    if rows.sections[s].rows[r].cell != nil { place(cell, rect) }
                }
                y += height
            }
            hideSeparatorsBesideSelection(inSection: s)
            y += supplementHeight(header: false, section: s, y: y, x: inset, width: rowWidth, visible: visibleTop..<visibleBottom,
                                  floatingBy: style == .plain ? rows.sections[s].footerFloat : 0)
            rows.sections[s].rect = CGRect(x: 0, y: top, width: width, height: y - top)
        }
        if let footer = tableFooterView {
            place(footer, CGRect(x: 0, y: y, width: width, height: footer.frame.height))
            y += footer.frame.height
        }
        if style == .plain { floatSupplements(x: inset, width: rowWidth, visible: visibleTop..<visibleBottom) }
        // Rows whose heights changed may have moved out of the bounds.
        endDisplayingRows(outside: visibleTop, visibleBottom)
        endDisplayingSupplements(outside: visibleTop, visibleBottom)
        let size = CGSize(width: width, height: y)
        // The engine gives the content guide's size back through floating-point arithmetic:
        // a change below a micro-point is the same size (setting it again would lay out again).
        let current = contentSize
        if abs(current.width - size.width) > 1e-6 || abs(current.height - size.height) > 1e-6 { contentSize = size }
    }

    /// Takes the cells of rows laid out outside `top..<bottom` into the reuse pool, telling the delegate.
    private func endDisplayingRows(outside top: CGFloat, _ bottom: CGFloat) {
        for s in rows.sections.indices {
            for r in rows.sections[s].rows.indices {
                let row = rows.sections[s].rows[r]
                guard let cell = row.cell, row.rect.maxY <= top || row.rect.minY >= bottom else { continue }
                rows.sections[s].rows[r].cell = nil
                rows.enqueue(cell)
                tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: IndexPath(row: r, section: s))
            }
        }
    }

    /// Takes the headers and footers laid out outside `top..<bottom` into the reuse pool, telling the delegate.
    private func endDisplayingSupplements(outside top: CGFloat, _ bottom: CGFloat) {
        for s in rows.sections.indices {
            for footer in [false, true] {
                let rect = rows.rect(ofSupplementIn: s, footer: footer, floating: true)
                guard !Self.supplementShows(at: rect.minY, height: rect.height, in: top..<bottom) else { continue }
                if footer { rows.sections[s].footerAsked = false } else { rows.sections[s].headerAsked = false }
                guard let view = footer ? rows.sections[s].footer : rows.sections[s].header else { continue }
                if footer { rows.sections[s].footer = nil } else { rows.sections[s].header = nil }
                rows.enqueue(view)
                if footer { tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: s) }
                else { tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: s) }
            }
        }
    }

    /// Pins each plain section's header at the top of the visible content (below the adjusted
    /// top inset) while its section scrolls under it, and its footer at the bottom (above the
    /// adjusted bottom inset), as iOS does: neither leaves its section, so the next section's
    /// header pushes a pinned header up, and a footer stops below its section's header; grouped
    /// styles do not float. One that floats into view is made then, and drawn above the rows.
    private func floatSupplements(x: CGFloat, width: CGFloat, visible: Range<CGFloat>) {
        computeSupplementFloats()
        for s in rows.sections.indices {
            for footer in [false, true] {
                let natural = rows.rect(ofSupplementIn: s, footer: footer)
                let float = footer ? rows.sections[s].footerFloat : rows.sections[s].headerFloat
                guard float != 0, natural.height > 0 else { continue }
                if (footer ? rows.sections[s].footer : rows.sections[s].header) == nil {
                    _ = supplementHeight(header: !footer, section: s, y: natural.minY, x: x, width: width, visible: visible,
                                         floatingBy: float)
                }
                guard let view = footer ? rows.sections[s].footer : rows.sections[s].header else { continue }
                place(view, CGRect(x: x, y: natural.minY + float, width: width, height: natural.height))
                (view as? UITableViewHeaderFooterView)?.isPinned = true
                // Above the rows, below the scroll indicators (and left where it is if only other
                // pinned headers and footers are above it, so that layout settles).
                let index = subviews.firstIndex { $0 === view } ?? 0
                let covered = subviews[(index + 1)...].contains {
                    !($0 is _UIScrollViewScrollIndicator) && ($0 as? UITableViewHeaderFooterView)?.isPinned != true
                }
                if covered {
                    let others = subviews.filter { $0 !== view }
                    insertSubview(view, at: (others.lastIndex { !($0 is _UIScrollViewScrollIndicator) } ?? -1) + 1)
                }
            }
        }
    }

    /// Sets how far each section's header floats below its place, and its footer above its
    /// place, at the current offset (from the sections' last rectangles).
    private func computeSupplementFloats() {
        let top = contentOffset.y + adjustedContentInset.top
        let bottom = contentOffset.y + bounds.height - adjustedContentInset.bottom
        for s in rows.sections.indices {
            let section = rows.sections[s].rect
            let header = rows.rect(ofSupplementIn: s, footer: false), footer = rows.rect(ofSupplementIn: s, footer: true)
            rows.sections[s].headerFloat = max(0, min(top, section.maxY - header.height) - header.minY)
            rows.sections[s].footerFloat = footer.height > 0 ? min(0, max(bottom - footer.height, header.maxY) - footer.minY) : 0
        }
    }

    /// Whether a header or footer at `y` of `height` meets `visible` (one of no height: whether it lies in it).
    private static func supplementShows(at y: CGFloat, height: CGFloat, in visible: Range<CGFloat>) -> Bool {
        height > 0 ? y < visible.upperBound && y + height > visible.lowerBound : visible.contains(y)
    }

    private func place(_ view: UIView, _ rect: CGRect) {
        if !view.frame.isClose(to: rect) { view.frame = rect }
    }

    /// Asks the data source for its sections; headers and footers are asked for as they come on screen.
    private func loadSections() {
        rows.sections = (0..<numberOfSections).map { s in
            UITableViewRows.Section(rows: Array(repeating: UITableViewRows.Row(), count: max(0, numberOfRows(inSection: s))))
        }
        rows.loaded = true
    }

    /// The delegate's header or footer view, or one showing the data source's title, or nil.
    private func supplementView(header: Bool, section s: Int) -> UIView? {
        var view = header ? tableDelegate?.tableView(self, viewForHeaderInSection: s) : tableDelegate?.tableView(self, viewForFooterInSection: s)
        if view == nil, let title = header ? dataSource?.tableView(self, titleForHeaderInSection: s) : dataSource?.tableView(self, titleForFooterInSection: s) {
            let titled = UITableViewHeaderFooterView(reuseIdentifier: nil)
            titled.role = (!header, style)
            var content = titled.defaultContentConfiguration()
            content.text = title
            titled.contentConfiguration = content
            view = titled
        }
        if let supplement = view as? UITableViewHeaderFooterView {
            supplement.role = (!header, style)
            supplement.applyLegacyContent()
        }
        return view
    }

    /// Places the section's header (or footer) at `y` and returns the height it takes.
    ///
    /// As in UIKit, the delegate is asked for the view only when it may show in `visible` (or, with
    /// no height from the delegate, `sectionHeaderHeight` or an estimate, to measure it; a view
    /// made only to be measured goes back to the pool untold); a view that shows is added and the
    /// delegate told (`willDisplayHeaderView`).
    private func supplementHeight(header: Bool, section s: Int, y natural: CGFloat, x: CGFloat, width: CGFloat, visible: Range<CGFloat>,
                                  floatingBy float: CGFloat = 0) -> CGFloat {
        // Where it shows: a plain table's header may float below its place.
        let y = natural + float
        let explicit = header ? (tableDelegate?.tableView(self, heightForHeaderInSection: s) ?? sectionHeaderHeight)
            : (tableDelegate?.tableView(self, heightForFooterInSection: s) ?? sectionFooterHeight)
        let estimate = header ? estimatedSectionHeaderHeight : estimatedSectionFooterHeight
        var height: CGFloat? = explicit >= 0 ? explicit : header ? rows.sections[s].headerHeight : rows.sections[s].footerHeight
        let asked = header ? rows.sections[s].headerAsked : rows.sections[s].footerAsked
        var view = header ? rows.sections[s].header : rows.sections[s].footer
        var made = false
        let mayShow = y < visible.upperBound && (height.map { y + $0 > visible.lowerBound } ?? true)
        if !asked, mayShow || (height == nil && estimate < 0) {
            view = supplementView(header: header, section: s)
            made = true
        }
        if height == nil {
            if let view {
                view.frame = CGRect(x: x, y: y, width: width, height: view.frame.height)
                if let supplement = view as? UITableViewHeaderFooterView {
                    supplement.contentView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: sideMargin, bottom: 0, trailing: sideMargin)
                }
                let measured = (view as? UITableViewHeaderFooterView)?.contentView ?? view
                let fitted = measured.fittingSize(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel, pinningFrame: false)
                height = fitted.height > 0 ? fitted.roundedUpToPixels(scale: traitCollection.displayScale).height : view.frame.height
            } else if made || asked {
                // Grouped sections keep UIKit's spacing without a header or footer (35 points above the first).
                height = style == .plain ? 0 : header ? (s == 0 ? 35 : 18) : 17
            }
            if let height, made || asked {
                if header { rows.sections[s].headerHeight = height } else { rows.sections[s].footerHeight = height }
            }
        }
        let taken = height ?? estimate
        if header { rows.sections[s].headerExtent = taken } else { rows.sections[s].footerExtent = taken }
        if made {
            let shows = Self.supplementShows(at: y, height: taken, in: visible)
            if shows {
                if header { rows.sections[s].headerAsked = true } else { rows.sections[s].footerAsked = true }
                if let view {
                    // UIKit's table gives its header and footer views `autoresize = W`, as its cells.
                    if view is UITableViewHeaderFooterView { view.autoresizingMask = .flexibleWidth }
                    addSubview(view)
                    if header { rows.sections[s].header = view } else { rows.sections[s].footer = view }
                    if header { tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: s) }
                    else { tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: s) }
                }
            } else if let view {
                // Made only to be measured, never shown: back to the pool, untold.
                rows.enqueue(view)
            }
        }
        if let shown = header ? rows.sections[s].header : rows.sections[s].footer {
            place(shown, CGRect(x: x, y: y, width: width, height: taken))
            (shown as? UITableViewHeaderFooterView)?.isPinned = float != 0
        }
        return taken
    }

    /// The height the cell's content needs at `width`, less its accessory (at least 44 for list content).
    private func selfSizedHeight(of cell: UITableViewCell, width: CGFloat) -> CGFloat {
        cell.applyLegacyContent()
        let contentWidth = max(0, width - cell.accessoryWidth)
        // The older labels are placed by frames, as in UIKit: the list layout that places them is measured.
        let measured: UIView = cell.legacyLayout ?? cell.contentView
        let fitted = measured.fittingSize(CGSize(width: contentWidth, height: 0), withHorizontalFittingPriority: .required,
                                          verticalFittingPriority: .fittingSizeLevel, pinningFrame: false)
        var height = fitted.roundedUpToPixels(scale: traitCollection.displayScale).height
        if cell.listContentView?.keepsMinimumRowHeight ?? false { height = max(height, 44) }
        // A content view whose constraints give it no height keeps UIKit's default row height.
        return height > 0 ? height : 44
    }

    /// Whether the row or the one after it shows its selection: UIKit then hides the separator
    /// between them, so a selected row has no separator above or below it.
    private func besideSelection(row r: Int, section s: Int) -> Bool {
        let cells = rows.sections[s].rows
        return cells[r].cell?.showsSelection == true || (r + 1 < cells.count && cells[r + 1].cell?.showsSelection == true)
    }

    /// Hides the separator above each row made after its predecessor was decorated in this pass.
    private func hideSeparatorsBesideSelection(inSection s: Int) {
        for r in rows.sections[s].rows.indices {
            guard let cell = rows.sections[s].rows[r].cell, cell.decoration.separator != nil, besideSelection(row: r, section: s) else { continue }
            cell.decoration.separator = nil
        }
    }

    /// What the cell draws for its place: background and corners by style, the separator, margins.
    private func decorate(_ cell: UITableViewCell, row r: Int, section: Int, of count: Int, lastSection: Bool, margin: CGFloat) {
        let margins = NSDirectionalEdgeInsets(top: 11, leading: margin, bottom: 11, trailing: margin)
        // When the margin changes (a new cell, or one reused at another width), unless code changed them.
        if cell.assignedContentMargins != margins {
            if !cell.contentMarginsChangedByCode { cell.contentView.directionalLayoutMargins = margins }
            cell.assignedContentMargins = margins
        }
        var decoration = UITableViewCellDecoration()
        decoration.trailingMargin = margin
        if style != .plain, cell.backgroundColor == nil { decoration.background = .secondarySystemGroupedBackground }
        if style == .insetGrouped {
            decoration.roundsTop = r == 0
            decoration.roundsBottom = r == count - 1
        }
        let last = r == count - 1
        // A grouped section is edged by full-width separators: along its first cell's top and under
        // its last cell (WordPress-iOS finds the first one as the grouped first cell's subview at
        // origin zero, full width, under a point tall); an inset grouped section has none at its
        // edges, and a plain table none under its last row.
        let edged = style == .grouped && separatorStyle != .none
        decoration.topSeparator = edged && r == 0
        let hidden = separatorStyle == .none || (last && (style == .insetGrouped || (style == .plain && lastSection)))
            || besideSelection(row: r, section: section)
        if !hidden && last && style == .grouped {
            decoration.separator = (0, 0)
        } else if !hidden {
            let leading: CGFloat, trailing: CGFloat
            if cell.separatorInsetWasSet {
                (leading, trailing) = (cell.separatorInset.left, cell.separatorInset.right)
            } else if separatorInsetWasSet {
                (leading, trailing) = (separatorInset.left, separatorInset.right)
            } else {
                (leading, trailing) = (cell.listContentView?.textLeadingOffset(minimumMargin: margin) ?? margin, 0)
            }
            decoration.separator = (leading, trailing)
        }
        decoration.separatorColor = separatorColor ?? .separator
        cell.decoration = decoration
    }
}
