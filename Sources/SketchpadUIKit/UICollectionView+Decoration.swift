import SketchpadLayout

extension UICollectionView {
    /// Places the decoration view for `attributes`: the one already shown, one of its kind from
    /// the reuse pool, or a new one of the class registered on the layout. An unregistered kind
    /// is reported (UIKit raises an exception) and nothing is drawn for it.
    func placeDecorationView(by attributes: UICollectionViewLayoutAttributes, layout: UICollectionViewLayout) {
        guard let kind = attributes.representedElementKind else { return }
        let key = UICollectionViewItems.Key(kind: kind, indexPath: attributes.indexPath)
        let view: UICollectionReusableView
        if let shown = items.decorations[key] {
            view = shown
        } else if let reused = items.reusableDecorations.dequeue(kind) {
            reused.prepareForReuse()
            view = reused
        } else if let viewClass = layout.decorationClasses[kind] {
            view = viewClass.init(_dequeuedWithFrame: .zero)
            view.reuseIdentifier = kind
        } else {
            guard items.reportedDecorationKinds.insert(kind).inserted else { return }
            UIKitLayoutIssue(kind: .unregisteredReuseIdentifier,
                             message: "the layout places a decoration view of kind \(kind) in section \(attributes.indexPath.section), and no class is registered for it: call register(_:forDecorationViewOfKind:) on the layout")
                .report(on: self)
            return
        }
        if items.decorations[key] == nil {
            items.decorations[key] = view
            addSubview(view)
        }
        view.place(by: attributes)
    }

    /// Takes the decoration views whose attributes are gone off screen, into the reuse pool.
    func removeDecorationViews(except keys: Set<UICollectionViewItems.Key>) {
        for (key, view) in items.decorations.sorted(by: { ($0.key.kind, $0.key.indexPath) < ($1.key.kind, $1.key.indexPath) })
            where !keys.contains(key) {
            view.removeFromSuperview()
            view.resetForReuse()
            items.decorations[key] = nil
            items.reusableDecorations.enqueue(view, key: key.kind)
        }
    }

    /// Stacks the item views by their attributes' `zIndex`, as UIKit does: a higher index in
    /// front; at one index, decoration views behind cells (a section background's documented
    /// default) and supplementary views in front of cells, each in the layout's order.
    func orderByZIndex(_ attributes: [UICollectionViewLayoutAttributes]) {
        func rank(_ category: ElementCategory) -> Int {
            switch category {
            case .decorationView: 0
            case .cell: 1
            case .supplementaryView: 2
            }
        }
        let ordered = attributes.enumerated().sorted {
            ($0.element.zIndex, rank($0.element.representedElementCategory), $0.offset)
                < ($1.element.zIndex, rank($1.element.representedElementCategory), $1.offset)
        }
        let views: [UIView] = ordered.compactMap { view(for: $0.element) }
        let shown = subviews.filter { subview in views.contains { $0 === subview } }
        guard shown.count == views.count, zip(shown, views).contains(where: { $0 !== $1 }) else { return }
        for view in views { bringSubviewToFront(view) }
    }

    /// The view shown for `attributes`, if one is.
    private func view(for attributes: UICollectionViewLayoutAttributes) -> UIView? {
        switch attributes.representedElementCategory {
        case .cell: return items.cells[attributes.indexPath]
        case .supplementaryView, .decorationView:
            guard let kind = attributes.representedElementKind else { return nil }
            let key = UICollectionViewItems.Key(kind: kind, indexPath: attributes.indexPath)
            return attributes.representedElementCategory == .decorationView ? items.decorations[key] : items.supplementaries[key]
        }
    }
}
