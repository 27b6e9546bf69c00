import Foundation

/// Items in lines that wrap: UIKit's `UICollectionViewFlowLayout`. Items go along a line
/// (left to right when scrolling vertically, top to bottom when scrolling horizontally) while
/// they fit with ``minimumInteritemSpacing`` between them; lines are ``minimumLineSpacing``
/// apart and each is as tall as its tallest item, the items centred across it. As UIKit does
/// (published descriptions, and PSTCollectionView, a reimplementation checked against UIKit):
/// - a full line is justified: the space left over is shared between its items;
/// - a line that holds a single item centres it;
/// - the last line of a section lines up with the full lines above when every item of the section
///   has the same size (the items sit in the columns a full line would have), and otherwise
///   starts at the leading inset with the minimum spacing.
///
/// The delegate's ``UICollectionViewDelegateFlowLayout`` methods override the properties per
/// item or section. A non-zero ``estimatedItemSize`` makes cells size themselves from their
/// content view's constraints. Subclass it and override ``prepare()`` or
/// ``layoutAttributesForElements(in:)`` to change the attributes, as in UIKit.
///
/// ```swift
/// let layout = UICollectionViewFlowLayout()
/// layout.itemSize = CGSize(width: 100, height: 100)
/// layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
/// layout.headerReferenceSize = CGSize(width: 0, height: 44)
/// ```
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// What ``sectionInset`` is measured from.
    public enum SectionInsetReference: Int, Sendable { case fromContentInset = 0, fromSafeArea, fromLayoutMargins }

    /// For ``estimatedItemSize``: cells size themselves from their content.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// Zero: items have ``itemSize`` (or the delegate's size). Otherwise cells size themselves
    /// from their content, starting from this estimate (``automaticSize``: from ``itemSize``).
    open var estimatedItemSize = CGSize.zero { didSet { invalidateLayout() } }
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// A header's height (its width when scrolling horizontally); zero: no header.
    open var headerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    open var footerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    open var sectionInset = UIEdgeInsets.zero { didSet { invalidateLayout() } }
    open var sectionInsetReference: SectionInsetReference = .fromContentInset { didSet { invalidateLayout() } }
    /// Whether section headers stay at the top of the visible bounds while their section
    /// scrolls under them, each pushed away by the next (see `contentOffset`); false by default.
    open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    /// Whether section footers stay at the bottom of the visible bounds; false by default.
    open var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }

    private var cellAttributes: [[UICollectionViewLayoutAttributes]] = []
    private var supplementaryAttributes: [UICollectionViewLayoutAttributes] = []
    /// The headers and footers pinned to the visible bounds, moved at each query.
    private var pinned: [PinnedSupplementary] = []
    private var contentSize = CGSize.zero

    public override init() { super.init() }
    public override init?(coder: NSCoder) { super.init(coder: coder) }

    override func selfSizingAxes(of attributes: UICollectionViewLayoutAttributes) -> (width: Bool, height: Bool)? {
        estimatedItemSize != .zero && attributes.representedElementCategory == .cell ? (true, true) : nil
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        pinSupplementaries()
        var found: [UICollectionViewLayoutAttributes] = []
        for section in cellAttributes { found += section.filter { $0.frame.intersects(rect) } }
        found += supplementaryAttributes.filter { $0.frame.intersects(rect) }
        return found
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard cellAttributes.indices.contains(indexPath.section), cellAttributes[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return cellAttributes[indexPath.section][indexPath.item]
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        pinSupplementaries()
        return supplementaryAttributes.first { $0.representedElementKind == elementKind && $0.indexPath.section == indexPath.section }
    }

    /// A self-sizing cell changes the layout when its size differs from the one it was given.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        estimatedItemSize != .zero && preferredAttributes.size != originalAttributes.size
    }

    /// Lays every section out in lines (see the type's description).
    open override func prepare() {
        super.prepare()
        cellAttributes = []
        supplementaryAttributes = []
        pinned = []
        contentSize = .zero
        guard let collectionView else { return }
        let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
        let vertical = scrollDirection == .vertical
        let adjusted = collectionView.adjustedContentInset
        // The content's extent across the scrolling direction.
        let across = vertical ? collectionView.bounds.width - adjusted.left - adjusted.right
            : collectionView.bounds.height - adjusted.top - adjusted.bottom
        let reference: UIEdgeInsets
        switch sectionInsetReference {
        case .fromContentInset: reference = .zero
        case .fromSafeArea: reference = extra(collectionView.safeAreaInsets, beyond: adjusted)
        case .fromLayoutMargins: reference = extra(collectionView.layoutMargins, beyond: adjusted)
        }
        // Positions are worked out as (along a line, across lines) and turned into frames.
        func frame(along: CGFloat, stack: CGFloat, alongSize: CGFloat, stackSize: CGFloat) -> CGRect {
            vertical ? CGRect(x: along, y: stack, width: alongSize, height: stackSize)
                : CGRect(x: stack, y: along, width: stackSize, height: alongSize)
        }
        var stack: CGFloat = 0
        for s in 0..<collectionView.numberOfSections {
            let sectionStart = stack, boundaries = supplementaryAttributes.count
            let header = delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: s) ?? headerReferenceSize
            let footer = delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: s) ?? footerReferenceSize
            let given = delegate?.collectionView(collectionView, layout: self, insetForSectionAt: s) ?? sectionInset
            let inset = UIEdgeInsets(top: given.top + reference.top, left: given.left + reference.left,
                                     bottom: given.bottom + reference.bottom, right: given.right + reference.right)
            let lineSpacing = delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: s) ?? minimumLineSpacing
            let spacing = delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: s) ?? minimumInteritemSpacing
            let (leading, trailing, before, after) = vertical ? (inset.left, inset.right, inset.top, inset.bottom)
                : (inset.top, inset.bottom, inset.left, inset.right)
            let headerExtent = vertical ? header.height : header.width
            if headerExtent > 0 {
                let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                                                  with: IndexPath(item: 0, section: s))
                attributes.frame = frame(along: 0, stack: stack, alongSize: across, stackSize: headerExtent)
                supplementaryAttributes.append(attributes)
                stack += headerExtent
            }
            stack += before
            let count = collectionView.numberOfItems(inSection: s)
            let sizes: [CGSize] = (0..<count).map { item in
                let indexPath = IndexPath(item: item, section: s)
                if estimatedItemSize != .zero {
                    if let preferred = preferredSize(ofKind: nil, at: indexPath) { return preferred }
                    return estimatedItemSize == UICollectionViewFlowLayout.automaticSize ? itemSize : estimatedItemSize
                }
                return delegate?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath) ?? itemSize
            }
            let available = across - leading - trailing
            let lines = UICollectionViewFlowLayout.lines(of: sizes.map { vertical ? $0.width : $0.height },
                                                         available: available, spacing: spacing)
            let uniform = sizes.allSatisfy { $0 == sizes.first }
            var section: [UICollectionViewLayoutAttributes] = []
            for (l, line) in lines.enumerated() {
                let extents = line.map { sizes[$0] }
                let lineExtent = extents.map { vertical ? $0.height : $0.width }.max() ?? 0
                let offsets = UICollectionViewFlowLayout.offsets(of: extents.map { vertical ? $0.width : $0.height },
                                                                 available: available, spacing: spacing,
                                                                 last: l == lines.count - 1, uniform: uniform)
                for (i, item) in line.enumerated() {
                    let size = sizes[item]
                    let alongSize = vertical ? size.width : size.height, stackSize = vertical ? size.height : size.width
                    let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: s))
                    attributes.frame = frame(along: leading + offsets[i], stack: stack + (lineExtent - stackSize) / 2,
                                             alongSize: alongSize, stackSize: stackSize)
                    section.append(attributes)
                }
                stack += lineExtent + (l == lines.count - 1 ? 0 : lineSpacing)
            }
            cellAttributes.append(section)
            stack += after
            let footerExtent = vertical ? footer.height : footer.width
            if footerExtent > 0 {
                let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
                                                                  with: IndexPath(item: 0, section: s))
                attributes.frame = frame(along: 0, stack: stack, alongSize: across, stackSize: footerExtent)
                supplementaryAttributes.append(attributes)
                stack += footerExtent
            }
            for attributes in supplementaryAttributes[boundaries...] {
                let isFooter = attributes.representedElementKind == UICollectionView.elementKindSectionFooter
                guard isFooter ? sectionFootersPinToVisibleBounds : sectionHeadersPinToVisibleBounds else { continue }
                pinned.append(PinnedSupplementary(attributes: attributes, unpinned: attributes.frame,
                                                  sectionStart: sectionStart, sectionEnd: stack, isFooter: isFooter))
            }
        }
        contentSize = vertical ? CGSize(width: max(0, across), height: stack) : CGSize(width: stack, height: max(0, across))
    }

    /// Moves the pinned headers and footers to the collection view's current offset.
    private func pinSupplementaries() {
        guard let collectionView, !pinned.isEmpty else { return }
        for item in pinned { item.pin(in: collectionView, vertical: scrollDirection == .vertical) }
    }

    /// The part of `insets` beyond the adjusted content inset (never negative).
    private func extra(_ insets: UIEdgeInsets, beyond adjusted: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: max(0, insets.top - adjusted.top), left: max(0, insets.left - adjusted.left),
                     bottom: max(0, insets.bottom - adjusted.bottom), right: max(0, insets.right - adjusted.right))
    }

    /// The items of each line: items join a line while they fit with `spacing` between them;
    /// a line always takes at least one item.
    static func lines(of extents: [CGFloat], available: CGFloat, spacing: CGFloat) -> [[Int]] {
        var lines: [[Int]] = [], line: [Int] = [], used: CGFloat = 0
        for (item, extent) in extents.enumerated() {
            let needed = line.isEmpty ? extent : used + spacing + extent
            if !line.isEmpty, needed > available + 1e-9 {
                lines.append(line)
                line = [item]
                used = extent
            } else {
                line.append(item)
                used = needed
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// Where each item of a line starts from the leading inset: justified on full lines,
    /// centred alone, the last line in the full lines' columns (`uniform`) or packed at the minimum spacing.
    static func offsets(of extents: [CGFloat], available: CGFloat, spacing: CGFloat, last: Bool, uniform: Bool) -> [CGFloat] {
        var count = extents.count
        if last {
            guard uniform, let extent = extents.first else { return packed(extents, spacing: spacing) }
            // As many as a full line of this size holds.
            count = max(1, Int(((available + spacing) / (extent + spacing) + 1e-9).rounded(.down)))
            if count == 1, extents.count == 1 { return [(available - extent) / 2] }
            let gap = count > 1 ? (available - CGFloat(count) * extent) / CGFloat(count - 1) : spacing
            return extents.indices.map { CGFloat($0) * (extent + gap) }
        }
        if count == 1 { return [(available - extents[0]) / 2] }
        let gap = (available - extents.reduce(0, +)) / CGFloat(count - 1)
        return packed(extents, spacing: gap)
    }

    private static func packed(_ extents: [CGFloat], spacing: CGFloat) -> [CGFloat] {
        var x: CGFloat = 0
        return extents.map { extent in
            defer { x += extent + spacing }
            return x
        }
    }
}
