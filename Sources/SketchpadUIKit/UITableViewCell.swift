import SketchpadLayout
import SketchpadWidgets

/// A row of a ``UITableView``: UIKit's `UITableViewCell`. Put content in ``contentView`` (with
/// Auto Layout: a cell whose constraints give its content view a height sizes itself), or give
/// it a ``contentConfiguration`` (``defaultContentConfiguration()``), or use the older
/// ``textLabel``/``detailTextLabel``/``imageView`` of its ``CellStyle``. The accessory
/// (``accessoryType`` or ``accessoryView``) sits at the trailing edge, outside the content view.
///
/// ```swift
/// let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
/// var content = cell.defaultContentConfiguration()
/// content.text = "Wi-Fi"
/// cell.contentConfiguration = content
/// cell.accessoryType = .disclosureIndicator
/// ```
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// The older built-in layouts of ``textLabel``, ``detailTextLabel`` and ``imageView``.
    public enum CellStyle: Int, Sendable { case `default` = 0, value1, value2, subtitle }
    /// The mark at the trailing edge.
    public enum AccessoryType: Int, Sendable { case none = 0, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }
    public enum SelectionStyle: Int, Sendable { case none = 0, blue, gray, `default` }
    public enum EditingStyle: Int, Sendable { case none = 0, delete, insert }
    public enum SeparatorStyle: Int, Sendable {
        case none = 0, singleLine
        @available(*, deprecated, message: "use singleLine")
        case singleLineEtched
    }
    public enum FocusStyle: Int, Sendable { case `default` = 0, custom }
    /// The editing controls a cell shows (for ``willTransition(to:)``).
    public struct StateMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let showingEditControl = StateMask(rawValue: 1 << 0)
        public static let showingDeleteConfirmation = StateMask(rawValue: 1 << 1)
    }
    /// Where a cell is in a drag (for ``dragStateDidChange(_:)``).
    public enum DragState: Int, Sendable { case none = 0, lifting, dragging }

    override class func makeNode() -> View { ViewNode(content: RowDecoration()) }
    var decorationDrawing: RowDecoration { content(as: RowDecoration.self) }

    /// The view content goes in: the cell's bounds less the accessory.
    public let contentView: UIView = UITableViewCellContentView()
    public let reuseIdentifier: String?
    /// The style the cell was made with (``textLabel`` and friends follow it).
    let style: CellStyle

    /// Made from a registered class by `dequeueReusableCell`: UIKit makes cells through the
    /// Objective-C runtime, which Swift on Linux lacks; a required convenience initialiser is
    /// inherited by every subclass that overrides `init(style:reuseIdentifier:)` (or none).
    public required convenience init(_dequeuedWithReuseIdentifier reuseIdentifier: String?) {
        self.init(style: .default, reuseIdentifier: reuseIdentifier)
    }

    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        setUpContentView()
    }

    public required init?(coder: NSCoder) {
        style = .default
        reuseIdentifier = nil
        super.init(coder: coder)
        setUpContentView()
    }

    /// A cell of the default style (UIKit's `init(frame:)` of a cell).
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    private func setUpContentView() {
        contentView.directionalLayoutMargins = UITableViewCell.initialContentMargins
        addSubview(contentView)
    }

    /// The content view's margins until a table sets its side margin (UIKit's 11 and 16 points).
    static let initialContentMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    /// The margins a table gave the content view (it leaves margins code changed alone).
    var assignedContentMargins: NSDirectionalEdgeInsets?
    var contentMarginsChangedByCode: Bool {
        contentView.directionalLayoutMargins != (assignedContentMargins ?? UITableViewCell.initialContentMargins)
    }

    // MARK: Content

    /// The content shown in ``contentView``, as a value; setting it replaces the older labels.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet { applyContentConfiguration() }
    }
    private var configuredView: (any UIView & UIContentView)?

    /// A list configuration for the cell's style: `cell()` (`subtitleCell()` for `.subtitle`,
    /// `valueCell()` for `.value1` and `.value2`).
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch style {
        case .default: return .cell()
        case .subtitle: return .subtitleCell()
        case .value1, .value2: return .valueCell()
        }
    }

    private func applyContentConfiguration() {
        configuredView = contentView.showContentConfiguration(contentConfiguration, replacing: configuredView)
    }

    /// The list content view showing the cell's configuration, if that is a list configuration,
    /// or the one that places the older labels.
    var listContentView: UIListContentView? { configuredView as? UIListContentView ?? legacyLayout }
    /// Whether a configuration of the code's is shown (the older labels then are not).
    var showsContentConfiguration: Bool { configuredView != nil }

    var legacyText: UILabel?
    /// UIKit prints the text of the older ``textLabel`` after the cell's frame (`<UITableViewCell:
    /// 0x…; frame = (0 396; 320 44); text = '9'; autoresize = W; layer = <CALayer: 0x…>>`, iOS 12
    /// and iOS 15 alike).
    override var descriptionContent: [String] { legacyText?.text.map { ["text = \(Self.quotedText($0))"] } ?? [] }
    var legacyDetail: UILabel?
    var legacyImage: UIImageView?
    /// Places the older labels as a list content view of the cell's style would place them.
    var legacyLayout: UITableViewCellLegacyLayout?

    /// The title of the older cell styles (deprecated in UIKit for ``contentConfiguration``): a
    /// `UITableViewLabel` in the content view while it has text, styled and placed as a list
    /// configuration of the cell's style places its text.
    @available(iOS, deprecated: 100000, message: "Use UIListContentConfiguration instead")
    open var textLabel: UILabel? {
        if legacyText == nil { legacyText = UITableViewLabel() }
        return legacyText
    }

    /// The secondary text of `.subtitle`, `.value1` and `.value2` cells (nil for `.default`).
    @available(iOS, deprecated: 100000, message: "Use UIListContentConfiguration instead")
    open var detailTextLabel: UILabel? {
        guard style != .default else { return nil }
        if legacyDetail == nil { legacyDetail = UITableViewLabel() }
        return legacyDetail
    }

    /// The image of the older cell styles, in the content view while it has an image.
    @available(iOS, deprecated: 100000, message: "Use UIListContentConfiguration instead")
    open var imageView: UIImageView? {
        if legacyImage == nil { legacyImage = UIImageView() }
        return legacyImage
    }

    // MARK: Accessory

    open var accessoryType: AccessoryType = .none { didSet { setNeedsLayout() } }
    /// A view shown at the trailing edge instead of ``accessoryType``'s mark.
    open var accessoryView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let accessoryView { addSubview(accessoryView) }
            setNeedsLayout()
        }
    }
    open var editingAccessoryType: AccessoryType = .none
    open var editingAccessoryView: UIView?
    /// How a selected or highlighted cell is drawn: every style but `.none` fills the cell with
    /// `systemGray4` (or shows ``selectedBackgroundView``), as UIKit has since iOS 7.
    open var selectionStyle: SelectionStyle = .default { didSet { updateSelectedBackground() } }
    open var focusStyle: FocusStyle = .default
    /// Whether the cell is selected (``UITableView/selectRow(at:animated:scrollPosition:)``
    /// sets it): drawn as ``selectionStyle`` says.
    open var isSelected = false { didSet { updateSelectedBackground(); if isSelected != oldValue { setNeedsUpdateConfiguration() } } }
    open var isHighlighted = false { didSet { updateSelectedBackground(); if isHighlighted != oldValue { setNeedsUpdateConfiguration() } } }
    open var isEditing = false
    open var showsReorderControl = false
    open var indentationLevel = 0
    open var indentationWidth: CGFloat = 10
    open var shouldIndentWhileEditing = true
    /// Where the separator under the cell starts and ends (nil: the table's, lined up with the text).
    open var separatorInset: UIEdgeInsets = .zero { didSet { separatorInsetWasSet = true; setNeedsLayout() } }
    var separatorInsetWasSet = false
    open var backgroundView: UIView?
    /// Drawn behind the content while the cell is selected or highlighted, filling the cell, as
    /// UIKit adds it: a subview only then, behind all the others.
    open var selectedBackgroundView: UIView? {
        didSet {
            if oldValue !== selectedBackgroundView, oldValue?.superview === self { oldValue?.removeFromSuperview() }
            updateSelectedBackground()
        }
    }
    open var multipleSelectionBackgroundView: UIView?
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
    // Stored: configurations are applied once, there are no swipes or drags here.
    open var automaticallyUpdatesContentConfiguration = true
    open var automaticallyUpdatesBackgroundConfiguration = true
    open var userInteractionEnabledWhileDragging = false
    /// The editing style the table's delegate gave the row (`.none` outside editing).
    open var editingStyle: EditingStyle { .none }
    /// false: there are no swipes to confirm a deletion here.
    open var showingDeleteConfirmation: Bool { false }

    /// Asks for ``updateConfiguration(using:)`` before the cell is next shown or laid out.
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }
    private var needsConfigurationUpdate = true

    /// The cell's state for configurations: its traits, selection, highlight and editing.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = isEditing
        return state
    }

    /// Override to set the cell's configurations for `state` (call super). UIKit calls it before
    /// the cell first shows and after ``setNeedsUpdateConfiguration()``; so does the table here,
    /// once the data source has made the cell, and the cell's next layout.
    open func updateConfiguration(using state: UICellConfigurationState) {}

    /// Runs ``updateConfiguration(using:)`` if it was asked for.
    func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate else { return }
        needsConfigurationUpdate = false
        updateConfiguration(using: configurationState)
    }
    /// Called before the cell shows editing controls (never here: nothing edits).
    open func willTransition(to state: StateMask) {}
    /// Called after the cell shows editing controls (never here: nothing edits).
    open func didTransition(to state: StateMask) {}
    /// Called when a drag lifts or drops the cell (never here: nothing drags).
    open func dragStateDidChange(_ dragState: DragState) {}

    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
    /// Called when the table dequeues the cell for another row, before the dequeue method returns
    /// it (only for a cell with a ``reuseIdentifier``). Does nothing itself: as Apple's
    /// documentation asks, a subclass resets what is not content (alpha, editing, selection) and
    /// calls `super`; `tableView(_:cellForRowAt:)` sets the content again. The table selects the
    /// cell again when its new row is selected, and deselects it otherwise.
    open func prepareForReuse() {}

    /// What the table asks the cell to draw for its place in a section.
    /// The view UIKit lists first in a grouped table's cell (drawing nothing here: see ``decoration``).
    private var systemBackground: _UISystemBackgroundView?
    /// The view UIKit lists for the separator under the cell (drawing nothing here: see ``decoration``).
    private var separatorView: UIView?
    /// The view UIKit lists for the full-width separator along a grouped section's first cell's top.
    private var topSeparatorView: UIView?
    var decoration = UITableViewCellDecoration() { didSet { if decoration != oldValue { setNeedsLayout() } } }

    /// The width the accessory takes from the content view at the trailing edge.
    var accessoryWidth: CGFloat {
        if let accessoryView { return accessorySize(of: accessoryView).width + decoration.trailingMargin + 4 }
        switch accessoryType {
        case .none: return 0
        case .disclosureIndicator, .checkmark: return 34 - 16 + decoration.trailingMargin
        case .detailButton: return 40 - 16 + decoration.trailingMargin
        case .detailDisclosureButton: return 64 - 16 + decoration.trailingMargin
        }
    }

    /// An accessory view's size: its frame's, or (a control made with no frame) its intrinsic size.
    private func accessorySize(of view: UIView) -> CGSize {
        if view.frame.size != .zero { return view.frame.size }
        let intrinsic = view.intrinsicContentSize
        return CGSize(width: max(0, intrinsic.width), height: max(0, intrinsic.height))
    }

    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        let size = bounds.size
        let accessory = accessoryWidth
        let leading = effectiveUserInterfaceLayoutDirection == .rightToLeft ? accessory : 0
        let contentFrame = CGRect(x: leading, y: 0, width: max(0, size.width - accessory), height: size.height)
        if !contentView.frame.isClose(to: contentFrame) { contentView.frame = contentFrame }
        applyLegacyContent()
        layOutLegacyContent()
        // A grouped table's cell shows its background through a system background view (iOS 16).
        systemBackground = showSystemBackground(decoration.background != nil, current: systemBackground, make: _UISystemBackgroundView.groupedCell)
        configuredBackground?.fill(self)
        if let selected = selectedBackgroundView, selected.superview === self, !selected.frame.isClose(to: bounds) {
            selected.frame = bounds
        }
        if let accessoryView {
            let f = accessorySize(of: accessoryView)
            let x = leading > 0 ? decoration.trailingMargin : size.width - decoration.trailingMargin - f.width
            let placed = CGRect(x: x, y: (size.height - f.height) / 2, width: f.width, height: f.height)
            if !accessoryView.frame.isClose(to: placed) { accessoryView.frame = placed }
        }
        decoration.configure(decorationDrawing, size: size, accessory: accessoryView == nil ? accessoryType : .none,
                             rightToLeft: leading > 0, traits: traitCollection, tint: tintColor)
        separatorView = showSeparator(decoration.separator, current: separatorView, rightToLeft: leading > 0)
        topSeparatorView = showTopSeparator(decoration.topSeparator, current: topSeparatorView, after: separatorView)
        decorationDrawing.selectionBackground = drawsDefaultSelection ? Self.selectedBackgroundColor.color(in: traitCollection) : nil
    }
}
