import SketchpadLayout

/// What a collection view made from its data source for the visible rectangle, by index path.
@MainActor
struct UICollectionViewItems {
    struct Key: Hashable {
        var kind: String
        var indexPath: IndexPath
    }

    /// The cells made for the visible items.
    var cells: [IndexPath: UICollectionViewCell] = [:]
    /// The supplementary views made for the visible rectangle.
    var supplementaries: [Key: UICollectionReusableView] = [:]
    /// The data source's item counts per section (nil: ask again).
    var counts: [Int]?
    /// Cells taken off screen, by reuse identifier, for the next dequeue.
    var reusableCells = ReusableViewPool<UICollectionViewCell>()
    /// Supplementary views taken off screen, by `kind/identifier`.
    var reusableSupplementaries = ReusableViewPool<UICollectionReusableView>()
    /// The decoration views the layout asked for in the visible rectangle.
    var decorations: [Key: UICollectionReusableView] = [:]
    /// Decoration views taken off screen, by kind.
    var reusableDecorations = ReusableViewPool<UICollectionReusableView>()
    /// Decoration kinds already reported as unregistered (once each, not at every layout).
    var reportedDecorationKinds: Set<String> = []

    /// Forgets every item, removing the views made for them and keeping them for reuse (as
    /// UIKit's `reloadData` does with the visible cells).
    mutating func discard() {
        for (indexPath, cell) in cells.sorted(by: { $0.key < $1.key }) { enqueue(cell, at: indexPath) }
        for (key, view) in supplementaries.sorted(by: { ($0.key.kind, $0.key.indexPath) < ($1.key.kind, $1.key.indexPath) }) {
            enqueue(view, for: key)
        }
        for (key, view) in decorations.sorted(by: { ($0.key.kind, $0.key.indexPath) < ($1.key.kind, $1.key.indexPath) }) {
            view.removeFromSuperview()
            view.resetForReuse()
            reusableDecorations.enqueue(view, key: key.kind)
        }
        cells = [:]
        supplementaries = [:]
        decorations = [:]
    }

    /// Takes a cell off screen into the reuse pool (a cell without a reuse identifier is dropped).
    mutating func enqueue(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
        cell.removeFromSuperview()
        cell.resetForReuse()
        cells[indexPath] = nil
        if let identifier = cell.reuseIdentifier { reusableCells.enqueue(cell, key: identifier) }
    }

    /// Takes a supplementary view off screen into the reuse pool.
    mutating func enqueue(_ view: UICollectionReusableView, for key: Key) {
        view.removeFromSuperview()
        view.resetForReuse()
        supplementaries[key] = nil
        if let identifier = view.reuseIdentifier { reusableSupplementaries.enqueue(view, key: Self.supplementaryKey(key.kind, identifier)) }
    }

    /// The reuse key of a supplementary view: its kind and identifier, as UIKit keys them.
    static func supplementaryKey(_ kind: String, _ identifier: String) -> String { "\(kind)/\(identifier)" }

    var visibleIndexPaths: [IndexPath] { cells.keys.sorted() }

    func indexPath(of cell: UICollectionViewCell) -> IndexPath? {
        cells.first { $0.value === cell }?.key
    }
}

extension UICollectionView {
    /// The layout, prepared for the collection view's current size and data.
    var preparedLayout: UICollectionViewLayout {
        let layout = collectionViewLayout
        if layout.collectionView !== self { layout.collectionView = self }
        if layout.needsPrepare || layout.preparedBounds?.size != bounds.size {
            layout.needsPrepare = false
            layout.preparedBounds = bounds
            layout.prepare()
        }
        return layout
    }

    /// The rectangle of the content that shows.
    var visibleContentRect: CGRect { CGRect(origin: contentOffset, size: bounds.size) }

    /// Prepares the layout, makes the cells and supplementary views that meet the visible
    /// rectangle (and only those), places them, and lets self-sizing cells give their sizes
    /// back to the layout until it settles.
    func layOutItems() {
        guard bounds.width > 0, bounds.height > 0 else { return }
        if let backgroundView {
            let rect = visibleContentRect
            if !backgroundView.frame.isClose(to: rect) { backgroundView.frame = rect }
        }
        // A self-sizing cell changes the layout, which may bring other items into view: a few
        // rounds settle it (UIKit does the same as cells report their preferred attributes).
        for _ in 0..<4 {
            let layout = preparedLayout
            applyListBackground()
            let size = layout.collectionViewContentSize
            if abs(contentSize.width - size.width) > 1e-6 || abs(contentSize.height - size.height) > 1e-6 { contentSize = size }
            let attributes = (layout.layoutAttributesForElements(in: visibleContentRect) ?? [])
                .filter { !$0.isHidden && $0.frame.intersects(visibleContentRect) }
            if !place(attributes, layout: layout) { break }
        }
    }

    /// Makes and places the views for `attributes`, after taking the others off screen into
    /// the reuse pools (so the views that leave are the ones the new items dequeue, as in UIKit:
    /// `didEndDisplaying` for the leaving, then `cellForItemAt` and `willDisplay` for the
    /// coming); false when no cell asked for another size.
    private func place(_ attributes: [UICollectionViewLayoutAttributes], layout: UICollectionViewLayout) -> Bool {
        var cellPaths = Set<IndexPath>(), supplementaryKeys = Set<UICollectionViewItems.Key>(), decorationKeys = Set<UICollectionViewItems.Key>()
        for attribute in attributes {
            switch attribute.representedElementCategory {
            case .cell: cellPaths.insert(attribute.indexPath)
            case .supplementaryView:
                if let kind = attribute.representedElementKind { supplementaryKeys.insert(UICollectionViewItems.Key(kind: kind, indexPath: attribute.indexPath)) }
            case .decorationView:
                if let kind = attribute.representedElementKind { decorationKeys.insert(UICollectionViewItems.Key(kind: kind, indexPath: attribute.indexPath)) }
            }
        }
        for (indexPath, cell) in items.cells.sorted(by: { $0.key < $1.key }) where !cellPaths.contains(indexPath) {
            items.enqueue(cell, at: indexPath)
            collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        }
        for (key, view) in items.supplementaries.sorted(by: { ($0.key.kind, $0.key.indexPath) < ($1.key.kind, $1.key.indexPath) })
            where !supplementaryKeys.contains(key) {
            items.enqueue(view, for: key)
            collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.indexPath)
        }
        removeDecorationViews(except: decorationKeys)
        var changed = false
        for attribute in attributes {
            switch attribute.representedElementCategory {
            case .cell:
                let indexPath = attribute.indexPath
                let cell: UICollectionViewCell
                if let made = items.cells[indexPath] {
                    cell = made
                } else {
                    guard let dataSource else { continue }
                    cell = dataSource.collectionView(self, cellForItemAt: indexPath)
                    cell.updateConfigurationIfNeeded()
                    items.cells[indexPath] = cell
                    addSubview(cell)
                    if selectedItems.contains(indexPath) { cell.isSelected = true }
                    collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
                }
                decorateListCell(cell, at: indexPath, layout: layout)
                cell.place(by: attribute)
                if reportsPreferredSize(of: cell, attribute, layout: layout) { changed = true }
            case .supplementaryView:
                guard let kind = attribute.representedElementKind else { continue }
                let key = UICollectionViewItems.Key(kind: kind, indexPath: attribute.indexPath)
                let view: UICollectionReusableView
                if let made = items.supplementaries[key] {
                    view = made
                } else {
                    guard let dataSource else { continue }
                    view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: attribute.indexPath)
                    items.supplementaries[key] = view
                    addSubview(view)
                    collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: kind, at: attribute.indexPath)
                }
                if let cell = view as? UICollectionViewListCell, cell.supplementaryRole != nil {
                    let margins = NSDirectionalEdgeInsets(top: 0, leading: listSideMargin, bottom: 0, trailing: listSideMargin)
                    if cell.contentView.directionalLayoutMargins != margins { cell.contentView.directionalLayoutMargins = margins }
                }
                view.place(by: attribute)
                if reportsPreferredSize(of: view, attribute, layout: layout) { changed = true }
            case .decorationView:
                placeDecorationView(by: attribute, layout: layout)
            }
        }
        orderByZIndex(attributes)
        return changed
    }

    /// The list configuration of a section of a list layout (nil: not a list section).
    func listConfiguration(ofSection section: Int) -> UICollectionLayoutListConfiguration? {
        (collectionViewLayout as? UICollectionViewCompositionalLayout)?.preparedSection(section)?.listConfiguration
    }

    /// The side margin of list rows: UIKit's 16 points, 20 on wide screens (as a table's).
    var listSideMargin: CGFloat { bounds.width > 414 ? 20 : 16 }

    /// What a list cell draws for its place in its section, as a table row of the list's
    /// appearance: background, rounded outer corners (inset grouped), the separator, margins.
    private func decorateListCell(_ cell: UICollectionViewCell, at indexPath: IndexPath, layout: UICollectionViewLayout) {
        guard let cell = cell as? UICollectionViewListCell, let list = listConfiguration(ofSection: indexPath.section) else { return }
        let margin = listSideMargin
        // Once per cell, and never over margins code changed.
        if cell.contentView.directionalLayoutMargins == (cell.assignedContentMargins ?? UITableViewCell.initialContentMargins) {
            let margins = NSDirectionalEdgeInsets(top: 11, leading: margin, bottom: 11, trailing: margin)
            if cell.contentView.directionalLayoutMargins != margins { cell.contentView.directionalLayoutMargins = margins }
            cell.assignedContentMargins = margins
        }
        let count = numberOfItems(inSection: indexPath.section), last = indexPath.item == count - 1
        var decoration = UITableViewCellDecoration()
        decoration.trailingMargin = margin
        if list.isGrouped, cell.backgroundColor == nil { decoration.background = .secondarySystemGroupedBackground }
        if list.appearance == .insetGrouped {
            decoration.roundsTop = indexPath.item == 0
            decoration.roundsBottom = last
        }
        let hidden = !list.showsSeparators || (last && (list.isGrouped || indexPath.section == numberOfSections - 1))
        if !hidden { decoration.separator = (cell.listContentView?.textLeadingOffset(minimumMargin: margin) ?? margin, 0) }
        cell.decoration = decoration
    }

    /// Gives a list layout's background to the collection view, as UIKit's list sections do.
    func applyListBackground() {
        guard let list = listConfiguration(ofSection: 0) else { return }
        let color = list.backgroundColor ?? (list.isGrouped ? .systemGroupedBackground : .systemBackground)
        if backgroundColor != color { backgroundColor = color }
    }

    /// Asks a view the layout sizes from its content for its preferred attributes, once, and
    /// gives them to the layout; true when the layout must be prepared again.
    private func reportsPreferredSize(of view: UICollectionReusableView, _ attributes: UICollectionViewLayoutAttributes,
                                      layout: UICollectionViewLayout) -> Bool {
        guard !view.sizeWasReported, let axes = layout.selfSizingAxes(of: attributes) else { return false }
        view.sizeWasReported = true
        view.fittingPriorities = (axes.width ? .fittingSizeLevel : .required, axes.height ? .fittingSizeLevel : .required)
        guard let original = attributes.copy() as? UICollectionViewLayoutAttributes else { return false }
        let preferred = view.preferredLayoutAttributesFitting(original)
        guard layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes) else { return false }
        layout.recordPreferredSize(preferred.size, for: attributes)
        layout.needsPrepare = true
        return true
    }

    /// An empty view for a supplementary view the data source cannot give (UIKit raises an
    /// exception), with the issue reported: the kind, the section and what to do.
    func missingSupplementaryView(ofKind kind: String, at indexPath: IndexPath, remedy: String) -> UICollectionReusableView {
        UIKitLayoutIssue(kind: .unregisteredReuseIdentifier,
                         message: "the layout asks for a view of kind \(kind) in section \(indexPath.section), and the data source gives none: \(remedy)")
            .report(on: self)
        return UICollectionReusableView(frame: .zero)
    }
}
