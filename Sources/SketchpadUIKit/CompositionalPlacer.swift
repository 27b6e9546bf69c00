import Foundation

/// Places one section of a compositional layout: its boundary items and its repeated group.
@MainActor
struct CompositionalPlacer {
    let layout: UICollectionViewCompositionalLayout
    let section: Int
    let items: Int
    let vertical: Bool
    var next = 0
    var placed: [UICollectionViewLayoutAttributes] = []
    /// The boundary items that pin to the visible bounds (`pinToVisibleBounds`).
    var pinned: [PinnedSupplementary] = []
    /// The pinned boundary items placed so far, waiting for the section's end.
    private var pinning: [(attributes: UICollectionViewLayoutAttributes, isFooter: Bool)] = []
    var selfSizing: [UICollectionViewItems.Key: (width: Bool, height: Bool)] = [:]

    init(layout: UICollectionViewCompositionalLayout, section: Int, items: Int, vertical: Bool) {
        self.layout = layout
        self.section = section
        self.items = items
        self.vertical = vertical
    }

    /// Places the section from `start` along the scrolling direction; returns where it ends.
    mutating func place(_ layoutSection: NSCollectionLayoutSection, at start: CGFloat, in container: CGSize) -> CGFloat {
        let insets = layoutSection.contentInsets
        // Sizes and positions are (along the scrolling direction, across it).
        let (before, after, leading, trailing) = vertical ? (insets.top, insets.bottom, insets.leading, insets.trailing)
            : (insets.leading, insets.trailing, insets.top, insets.bottom)
        let across = (vertical ? container.width : container.height) - leading - trailing
        let content = vertical ? CGSize(width: across, height: container.height) : CGSize(width: container.width, height: across)
        var stack = start
        let follow = layoutSection.supplementariesFollowContentInsets
        let tops = layoutSection.boundarySupplementaryItems.filter { !$0.isAtBottom }
        let bottoms = layoutSection.boundarySupplementaryItems.filter(\.isAtBottom)
        // A grouped list keeps a table's grouped spacing where there is no header or footer
        // (35 points above the first section, 18 above the others, 17 below each).
        let groupedList = layoutSection.listConfiguration?.isGrouped ?? false
        if groupedList, tops.isEmpty { stack += section == 0 ? 35 : 18 }
        for item in tops { stack += placeBoundary(item, at: stack, leading: follow ? leading : 0, across: follow ? across : across + leading + trailing, container: container) }
        stack += before
        if layoutSection.orthogonalScrollingBehavior != .none {
            // One row of groups across the scrolling direction, at rest: from the leading
            // inset, or with the first group centred for `.groupPagingCentered`.
            var along = leading, extent: CGFloat = 0
            if layoutSection.orthogonalScrollingBehavior == .groupPagingCentered {
                let first = layoutSection.group.layoutSize.resolved(in: content)
                along = leading + max(0, (across - (vertical ? first.width : first.height)) / 2)
            }
            while next < items {
                let placedBefore = next
                let size = place(layoutSection.group, origin: point(stack: stack, across: along), container: content)
                if next == placedBefore { break }
                extent = max(extent, vertical ? size.height : size.width)
                along += (vertical ? size.width : size.height) + layoutSection.interGroupSpacing
            }
            stack += extent
        } else {
            var first = true
            while next < items {
                if !first { stack += layoutSection.interGroupSpacing }
                first = false
                let placedBefore = next
                let size = place(layoutSection.group, origin: point(stack: stack, across: leading), container: content)
                if next == placedBefore { break }
                stack += vertical ? size.height : size.width
            }
        }
        stack += after
        if groupedList, bottoms.isEmpty { stack += 17 }
        for item in bottoms { stack += placeBoundary(item, at: stack, leading: follow ? leading : 0, across: follow ? across : across + leading + trailing, container: container) }
        pinPlaced(from: start, to: stack)
        placeDecorations(layoutSection.decorationItems, from: start, to: stack, container: container)
        return stack
    }

    /// Places the layout's own boundary items (the configuration's `boundarySupplementaryItems`)
    /// from `start`, across the whole container; returns where they end.
    mutating func placeLayoutBoundary(_ items: [NSCollectionLayoutBoundarySupplementaryItem], at start: CGFloat, in container: CGSize) -> CGFloat {
        var stack = start
        for item in items {
            stack += placeBoundary(item, at: stack, leading: 0, across: vertical ? container.width : container.height, container: container)
        }
        return stack
    }

    /// Pins the pinned boundary items placed so far within `start`…`end` (their section, or the whole content).
    mutating func pinPlaced(from start: CGFloat, to end: CGFloat) {
        for (attributes, isFooter) in pinning {
            pinned.append(PinnedSupplementary(attributes: attributes, unpinned: attributes.frame, sectionStart: start, sectionEnd: end, isFooter: isFooter))
        }
        pinning = []
    }

    /// Places the section's decoration items (backgrounds): the whole section, its headers
    /// and footers included, across the container, inset by each item's `contentInsets`.
    private mutating func placeDecorations(_ decorations: [NSCollectionLayoutDecorationItem], from start: CGFloat, to end: CGFloat, container: CGSize) {
        for decoration in decorations {
            let section = vertical ? CGRect(x: 0, y: start, width: container.width, height: end - start)
                : CGRect(x: start, y: 0, width: end - start, height: container.height)
            let insets = decoration.contentInsets
            let attributes = UICollectionViewLayoutAttributes(forDecorationViewOfKind: decoration.elementKind, with: IndexPath(item: 0, section: self.section))
            attributes.zIndex = decoration.zIndex
            attributes.frame = CGRect(x: section.minX + insets.leading, y: section.minY + insets.top,
                                      width: max(0, section.width - insets.leading - insets.trailing),
                                      height: max(0, section.height - insets.top - insets.bottom))
            placed.append(attributes)
        }
    }

    private func point(stack: CGFloat, across: CGFloat) -> CGPoint {
        vertical ? CGPoint(x: across, y: stack) : CGPoint(x: stack, y: across)
    }

    /// Places a header or footer across the section; returns its extent along the scrolling direction.
    private mutating func placeBoundary(_ item: NSCollectionLayoutBoundarySupplementaryItem, at stack: CGFloat,
                                        leading: CGFloat, across: CGFloat, container: CGSize) -> CGFloat {
        let indexPath = IndexPath(item: 0, section: section)
        let box = vertical ? CGSize(width: across, height: container.height) : CGSize(width: container.width, height: across)
        var size = item.layoutSize.resolved(in: box)
        let axes = (width: item.layoutSize.widthDimension.sizesFromContent, height: item.layoutSize.heightDimension.sizesFromContent)
        if axes.width || axes.height {
            selfSizing[UICollectionViewItems.Key(kind: item.elementKind, indexPath: indexPath)] = axes
            if let preferred = layout.preferredSize(ofKind: item.elementKind, at: indexPath) {
                if axes.width { size.width = preferred.width }
                if axes.height { size.height = preferred.height }
            }
        }
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: item.elementKind, with: indexPath)
        attributes.zIndex = item.zIndex
        let origin = point(stack: stack, across: leading)
        attributes.frame = CGRect(x: origin.x + item.offset.x, y: origin.y + item.offset.y, width: size.width, height: size.height)
        placed.append(attributes)
        if item.pinToVisibleBounds { pinning.append((attributes, item.isAtBottom)) }
        return item.extendsBoundary ? (vertical ? size.height : size.width) : 0
    }

    /// Places an item or group at `origin` in a container of `container` size; returns the size it takes.
    private mutating func place(_ element: NSCollectionLayoutItem, origin: CGPoint, container: CGSize) -> CGSize {
        if let group = element as? NSCollectionLayoutGroup { return place(group, origin: origin, container: container) }
        return placeCell(element, origin: origin, size: element.layoutSize.resolved(in: container))
    }

    /// Places a cell in a slot of `slot` size (its estimated dimensions replaced by what the cell measured).
    private mutating func placeCell(_ element: NSCollectionLayoutItem, origin: CGPoint, size slot: CGSize) -> CGSize {
        guard next < items else { return slot }
        let indexPath = IndexPath(item: next, section: section)
        next += 1
        let insets = element.contentInsets
        var frame = CGRect(x: origin.x + insets.leading, y: origin.y + insets.top,
                           width: max(0, slot.width - insets.leading - insets.trailing), height: max(0, slot.height - insets.top - insets.bottom))
        var taken = slot
        let axes = (width: element.layoutSize.widthDimension.sizesFromContent, height: element.layoutSize.heightDimension.sizesFromContent)
        if axes.width || axes.height {
            selfSizing[UICollectionViewItems.Key(kind: "", indexPath: indexPath)] = axes
            if let preferred = layout.preferredSize(ofKind: nil, at: indexPath) {
                if axes.width { frame.size.width = preferred.width; taken.width = preferred.width + insets.leading + insets.trailing }
                if axes.height { frame.size.height = preferred.height; taken.height = preferred.height + insets.top + insets.bottom }
            }
        }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frame
        placed.append(attributes)
        placeAnchored(element.supplementaryItems, to: frame, indexPath: indexPath)
        return taken
    }

    /// Places the supplementary items anchored to an item of frame `container`, at its index path.
    private mutating func placeAnchored(_ items: [NSCollectionLayoutSupplementaryItem], to container: CGRect, indexPath: IndexPath) {
        for item in items {
            let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: item.elementKind, with: indexPath)
            attributes.zIndex = item.zIndex
            attributes.frame = item.frame(attachedTo: container)
            placed.append(attributes)
        }
    }

    /// Places a group's slots along its axis with its spacing; returns the group's size (an
    /// estimated dimension: what its items took).
    private mutating func place(_ group: NSCollectionLayoutGroup, origin: CGPoint, container: CGSize) -> CGSize {
        let first = next
        var size = group.layoutSize.resolved(in: container)
        let spacing = group.interItemSpacing?.spacing ?? 0
        let groupAlong = group.isVertical ? size.height : size.width
        func along(_ s: CGSize) -> CGFloat { group.isVertical ? s.height : s.width }
        var slots: [NSCollectionLayoutItem] = [], slotSizes: [CGSize] = []
        if let count = group.repeatCount {
            // A counted group: that many items sharing the group's extent after the spacing.
            let share = (groupAlong - spacing * CGFloat(count - 1)) / CGFloat(count)
            slots = group.slots
            slotSizes = slots.map { item in
                let own = item.layoutSize.resolved(in: size)
                return group.isVertical ? CGSize(width: own.width, height: share) : CGSize(width: share, height: own.height)
            }
        } else {
            // The subitems, repeated in order while the next one fits in the group (as UIKit
            // fills a group whose items are a fraction of it); a dimension the content decides
            // is not repeated.
            let estimated = group.isVertical ? group.layoutSize.heightDimension.sizesFromContent : group.layoutSize.widthDimension.sizesFromContent
            var used: CGFloat = 0
            for i in 0..<1000 {
                let item = group.subitems[i % group.subitems.count]
                let own = item.layoutSize.resolved(in: size)
                let needed = (slots.isEmpty ? 0 : spacing) + along(own)
                if !slots.isEmpty, estimated ? i >= group.subitems.count : used + needed > groupAlong + 1e-6 { break }
                if along(own) <= 0, i >= group.subitems.count { break }
                slots.append(item)
                slotSizes.append(own)
                used += needed
            }
        }
        var gap = spacing
        if group.interItemSpacing?.isFlexibleSpacing == true, slots.count > 1 {
            let used = slotSizes.reduce(0) { $0 + along($1) }
            gap = max(spacing, (groupAlong - used) / CGFloat(slots.count - 1))
        }
        var offset: CGFloat = 0, cross: CGFloat = 0
        for (i, slot) in slots.enumerated() where next < items {
            if i > 0 { offset += gap }
            let at = group.isVertical ? CGPoint(x: origin.x, y: origin.y + offset) : CGPoint(x: origin.x + offset, y: origin.y)
            let taken: CGSize
            if let inner = slot as? NSCollectionLayoutGroup {
                taken = place(inner, origin: at, container: size)
            } else {
                taken = placeCell(slot, origin: at, size: slotSizes[i])
            }
            offset += group.isVertical ? taken.height : taken.width
            cross = max(cross, group.isVertical ? taken.width : taken.height)
        }
        // A dimension the content decides is what the items took.
        if group.isVertical {
            if group.layoutSize.heightDimension.sizesFromContent { size.height = offset }
            if group.layoutSize.widthDimension.sizesFromContent { size.width = cross }
        } else {
            if group.layoutSize.widthDimension.sizesFromContent { size.width = offset }
            if group.layoutSize.heightDimension.sizesFromContent { size.height = cross }
        }
        if first < items {
            placeAnchored(group.supplementaryItems, to: CGRect(origin: origin, size: size), indexPath: IndexPath(item: first, section: section))
        }
        return size
    }
}
