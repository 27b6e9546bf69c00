/// A view a collection view places from layout attributes: UIKit's `UICollectionReusableView`,
/// the class of section headers, footers and other supplementary views (and of cells).
///
/// ```swift
/// final class TitleHeader: UICollectionReusableView {
///     let label = UILabel()
///     override init(frame: CGRect) {
///         super.init(frame: frame)
///         addSubview(label)
///     }
///     required init?(coder: NSCoder) { fatalError() }
/// }
/// collectionView.register(TitleHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
///                         withReuseIdentifier: "title")
/// ```
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the view was dequeued with.
    public internal(set) var reuseIdentifier: String?
    /// The attributes last applied (their size, for self-sizing).
    var appliedAttributes: UICollectionViewLayoutAttributes?

    /// Made from a registered class when dequeued: UIKit makes views through the Objective-C
    /// runtime, which Swift on Linux lacks; every subclass that overrides `init(frame:)` (or no
    /// initialiser) inherits this required convenience initialiser.
    public required convenience init(_dequeuedWithFrame frame: CGRect) {
        self.init(frame: frame)
    }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Called when the collection view dequeues the view for another use, before the dequeue
    /// method returns it. Does nothing here (subclasses reset their state; call `super`).
    open func prepareForReuse() {}

    /// Readies a view taken from a reuse pool: its size is measured again for its new item.
    func resetForReuse() {
        sizeWasReported = false
        appliedAttributes = nil
    }

    /// Called with the layout's attributes once the view is placed by them (frame, alpha,
    /// hidden); subclasses override it to read attributes of their own.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// Whether the layout already has this view's preferred size (asked once per view).
    var sizeWasReported = false
    /// The fitting priorities the layout measures with (dimensions it fixes are `.required`).
    var fittingPriorities: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.fittingSizeLevel, .fittingSizeLevel)
    /// The view whose constraints give the size (a cell's content view).
    var measuredView: UIView { self }

    /// The attributes with the size the view's constraints need (a cell's: its content view's),
    /// measured against the attributes' size as UIKit's `systemLayoutSizeFitting` does; the
    /// collection view asks only when its layout sizes the element from its content.
    /// Unchanged when the constraints give no size.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let fitted = measuredView.fittingSize(layoutAttributes.size, withHorizontalFittingPriority: fittingPriorities.horizontal,
                                              verticalFittingPriority: fittingPriorities.vertical, pinningFrame: false)
        let size = fitted.roundedUpToPixels(scale: traitCollection.displayScale)
        guard size.width > 0, size.height > 0 else { return layoutAttributes }
        layoutAttributes.size = size
        return layoutAttributes
    }

    /// Places the view as `attributes` say, then lets ``apply(_:)`` read them.
    func place(by attributes: UICollectionViewLayoutAttributes) {
        appliedAttributes = attributes
        if !frame.isClose(to: attributes.frame) { frame = attributes.frame }
        if alpha != attributes.alpha { alpha = attributes.alpha }
        if isHidden != attributes.isHidden { isHidden = attributes.isHidden }
        apply(attributes)
    }
}
