extension UICollectionView {
    /// How to make and configure the cells of one kind of item: UIKit's
    /// `UICollectionView.CellRegistration`. Make it once (outside the cell provider, as in
    /// UIKit) and dequeue with ``UICollectionView/dequeueConfiguredReusableCell(using:for:item:)``.
    ///
    /// ```swift
    /// let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, indexPath, name in
    ///     var content = cell.defaultContentConfiguration()
    ///     content.text = name
    ///     cell.contentConfiguration = content
    /// }
    /// ```
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public typealias Handler = (Cell, IndexPath, Item) -> Void
        public let handler: Handler

        public init(handler: @escaping Handler) {
            self.handler = handler
        }

        @available(*, unavailable, message: "nib files need Interface Builder's runtime, which does not exist on Linux: use init(handler:) with a cell class")
        public init(cellNib: UINib, handler: @escaping Handler) { fatalError() }
    }

    /// How to make and configure the supplementary views of one kind: UIKit's
    /// `UICollectionView.SupplementaryRegistration`.
    ///
    /// ```swift
    /// let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
    ///     elementKind: UICollectionView.elementKindSectionHeader) { view, kind, indexPath in
    ///     var content = view.defaultContentConfiguration()
    ///     content.text = "Section \(indexPath.section)"
    ///     view.contentConfiguration = content
    /// }
    /// ```
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        public typealias Handler = (Supplementary, String, IndexPath) -> Void
        public let elementKind: String
        public let handler: Handler

        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
        }
    }

    /// A cell of the registration's class (one taken off screen earlier, or a new one),
    /// configured by its handler with `item`. UIKit
    /// stops the app when `item` is nil; here the issue is reported and the cell returned unconfigured.
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath,
                                                          item: Item?) -> Cell {
        let identifier = String(describing: Cell.self)
        let cell: Cell
        if let reused = items.reusableCells.dequeue(identifier) as? Cell {
            reused.prepareForReuse()
            cell = reused
        } else {
            cell = Cell(_dequeuedWithFrame: .zero)
            cell.reuseIdentifier = identifier
        }
        if let item {
            registration.handler(cell, indexPath, item)
        } else {
            UIKitLayoutIssue(kind: .invalidSnapshot,
                             message: "dequeueConfiguredReusableCell was given no item for item \(indexPath.item) of section \(indexPath.section): pass the item to configure the cell with")
                .report(on: self)
        }
        return cell
    }

    /// A supplementary view of the registration's class (reused or new), configured by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(using registration: SupplementaryRegistration<Supplementary>,
                                                                      for indexPath: IndexPath) -> Supplementary {
        let identifier = String(describing: Supplementary.self)
        let view: Supplementary
        if let reused = items.reusableSupplementaries.dequeue(UICollectionViewItems.supplementaryKey(registration.elementKind, identifier)) as? Supplementary {
            reused.prepareForReuse()
            view = reused
        } else {
            view = Supplementary(_dequeuedWithFrame: .zero)
            view.reuseIdentifier = identifier
        }
        assignListRole(to: view, kind: registration.elementKind, section: indexPath.section)
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }

    /// A list cell dequeued as a list section's header or footer takes that role (its default
    /// configuration is then the header's or footer's).
    func assignListRole(to view: UICollectionReusableView, kind: String, section: Int) {
        guard let cell = view as? UICollectionViewListCell, let list = listConfiguration(ofSection: section) else { return }
        if kind == UICollectionView.elementKindSectionHeader { cell.supplementaryRole = (false, list.isGrouped) }
        if kind == UICollectionView.elementKindSectionFooter { cell.supplementaryRole = (true, list.isGrouped) }
    }
}
