/// An item of a ``UICollectionView``: UIKit's `UICollectionViewCell`. Put content in
/// ``contentView`` (or give it a ``contentConfiguration``); ``backgroundView`` sits behind it and
/// ``selectedBackgroundView`` replaces it while the cell ``isSelected`` or ``isHighlighted``.
/// A cell draws nothing of its own. With a self-sizing layout (`estimatedItemSize`, or an
/// estimated dimension), its size is what the content view's constraints need.
///
/// ```swift
/// let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
/// cell.contentView.backgroundColor = .systemBlue
/// cell.contentView.layer.cornerRadius = 8
/// ```
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view content goes in: the cell's bounds.
    public let contentView = UIView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// Selected: shows ``selectedBackgroundView``. Set by the collection view's selection.
    open var isSelected = false { didSet { if isSelected != oldValue { setNeedsUpdateConfiguration() } } }
    /// Highlighted: shows ``selectedBackgroundView``.
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { setNeedsUpdateConfiguration() } } }

    /// A view behind the content, the cell's size.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// A view above ``backgroundView`` and below the content, shown while selected or highlighted.
    open var selectedBackgroundView: UIView? {
        didSet { oldValue?.removeFromSuperview(); setNeedsLayout() }
    }

    /// The content shown in ``contentView``, as a value.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet { configuredView = contentView.showContentConfiguration(contentConfiguration, replacing: configuredView) }
    }
    private var configuredView: (any UIView & UIContentView)?
    /// The list content view showing the cell's configuration, if that is a list configuration.
    var listContentView: UIListContentView? { configuredView as? UIListContentView }
    // Stored: configurations are applied when set, and there is no drag here.
    open var automaticallyUpdatesContentConfiguration = true
    open var automaticallyUpdatesBackgroundConfiguration = true
    /// The background drawn behind the content, as a value (iOS 14); setting one clears
    /// `backgroundColor`, ``backgroundView`` and ``selectedBackgroundView``, as in UIKit.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet {
            if backgroundConfiguration != nil { (backgroundView, selectedBackgroundView) = (nil, nil) }
            configuredBackground = showBackgroundConfiguration(backgroundConfiguration, replacing: configuredBackground)
        }
    }
    /// The view drawing ``backgroundConfiguration``.
    var configuredBackground: UIBackgroundConfigurationView?
    /// Asks for ``updateConfiguration(using:)`` before the cell is next shown or laid out.
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }
    private var needsConfigurationUpdate = true

    /// The cell's state for configurations: its traits, selection and highlight.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        return state
    }

    /// Override to set the cell's configurations for `state` (call super). UIKit calls it before
    /// the cell first shows and after ``setNeedsUpdateConfiguration()``; so does the collection
    /// view here, once the data source has made the cell, and the cell's next layout.
    ///
    /// ```swift
    /// override func updateConfiguration(using state: UICellConfigurationState) {
    ///     var content = UIListContentConfiguration.cell().updated(for: state)
    ///     content.text = item?.title
    ///     contentConfiguration = content
    /// }
    /// ```
    open func updateConfiguration(using state: UICellConfigurationState) {}

    /// Runs ``updateConfiguration(using:)`` if it was asked for.
    func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate else { return }
        needsConfigurationUpdate = false
        updateConfiguration(using: configurationState)
    }
    /// Called when a drag lifts or drops the cell (never here: nothing drags).
    open func dragStateDidChange(_ dragState: UICollectionViewCell.DragState) {}
    /// Where a cell is in a drag (for ``dragStateDidChange(_:)``).
    public enum DragState: Int, Sendable { case none = 0, lifting, dragging }

    override var measuredView: UIView { contentView }

    /// Clears the selection and highlight before the cell shows another item (as
    /// PSTCollectionView, checked against UIKit, does); the collection view selects it again
    /// if its new item is selected.
    open override func prepareForReuse() {
        super.prepareForReuse()
        isSelected = false
        isHighlighted = false
    }

    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        let filled = CGRect(origin: .zero, size: bounds.size)
        if let backgroundView, !backgroundView.frame.isClose(to: filled) { backgroundView.frame = filled }
        configuredBackground?.fill(self)
        if let selected = selectedBackgroundView {
            if isSelected || isHighlighted {
                if selected.superview !== self { insertSubview(selected, at: backgroundView == nil ? 0 : 1) }
                if !selected.frame.isClose(to: filled) { selected.frame = filled }
            } else if selected.superview === self {
                selected.removeFromSuperview()
            }
        }
        let content = contentViewFrame
        if !contentView.frame.isClose(to: content) { contentView.frame = content }
    }

    /// Where the content view goes: the cell's bounds (a list cell's, less its accessories).
    var contentViewFrame: CGRect { CGRect(origin: .zero, size: bounds.size) }
}
