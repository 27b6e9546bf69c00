/// A mark at the edge of a list cell: UIKit's `UICellAccessory`. The disclosure indicator, the
/// checkmark and the detail button are drawn as a table cell's accessories; the outline
/// disclosure is drawn as a chevron in the tint, pointing down while the cell's item is expanded
/// in a section snapshot; the reorder control is drawn when always displayed.
///
/// ```swift
/// cell.accessories = [.disclosureIndicator()]
/// header.accessories = [.outlineDisclosure(options: .init(style: .header))]
/// ```
public struct UICellAccessory: Sendable {
    /// When an accessory shows.
    public enum DisplayedState: Int, Sendable { case always = 0, whenEditing, whenNotEditing }

    /// How much width an accessory takes.
    public enum LayoutDimension: Sendable, Equatable {
        case actual
        case standard
        case custom(CGFloat)
    }

    /// What runs when the user taps an accessory (never, in a render).
    public typealias ActionHandler = @MainActor () -> Void

    /// How an outline disclosure looks and acts: UIKit's `UICellAccessory.OutlineDisclosureOptions`.
    public struct OutlineDisclosureOptions: Sendable {
        /// Whether a tap anywhere on the row (header) or only on the chevron (cell) toggles it.
        public enum Style: Int, Sendable { case automatic = 0, header, cell }
        public var style: Style
        /// Whether the chevron hides (nil: UIKit decides: it hides on an item with no children).
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?

        public init(style: Style? = nil, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.style = style ?? .automatic
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
        }
    }

    /// How a reorder control looks: UIKit's `UICellAccessory.ReorderOptions`.
    public struct ReorderOptions: Sendable {
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?
        public var showsVerticalSeparator: Bool

        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, showsVerticalSeparator: Bool? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.showsVerticalSeparator = showsVerticalSeparator ?? true
        }
    }

    enum Kind: Sendable { case disclosureIndicator, checkmark, detail, outlineDisclosure, reorder, delete, insert, multiselect, label, popUpMenu, customView }
    let kind: Kind
    public let displayed: DisplayedState
    /// The tint an accessory was given.
    var tintColor: UIColor?
    /// Whether it was hidden (nil: automatic: an outline disclosure hides on an item without children).
    var isHidden: Bool?
    /// The text of a `.label(text:)` accessory.
    var text: String?
    /// The font a `.label(text:)` accessory was given.
    var font: UIFont?
    /// The background colour a delete, insert or multiselect control was given.
    var backgroundColor: UIColor?
    /// The view of a `.customView(configuration:)` accessory.
    var view: UIView?
    /// The menu of a `.popUpMenu(_:)` accessory.
    var menu: UIMenu?
    /// Whether a custom view sits at the leading edge (the delete, insert and multiselect controls always do).
    var isLeading = false

    init(kind: Kind, displayed: DisplayedState, tintColor: UIColor? = nil, isHidden: Bool? = nil) {
        self.kind = kind
        self.displayed = displayed
        self.tintColor = tintColor
        self.isHidden = isHidden
    }

    public static func disclosureIndicator(displayed: DisplayedState = .always) -> UICellAccessory {
        UICellAccessory(kind: .disclosureIndicator, displayed: displayed)
    }

    public static func checkmark(displayed: DisplayedState = .always) -> UICellAccessory {
        UICellAccessory(kind: .checkmark, displayed: displayed)
    }

    public static func detail(displayed: DisplayedState = .always) -> UICellAccessory {
        UICellAccessory(kind: .detail, displayed: displayed)
    }

    /// The chevron that expands and collapses an outline row (`actionHandler` is never called here).
    public static func outlineDisclosure(displayed: DisplayedState = .always, options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
                                         actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(kind: .outlineDisclosure, displayed: displayed, tintColor: options.tintColor, isHidden: options.isHidden)
    }

    /// The grabber that reorders a row (UIKit shows it while editing by default).
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = ReorderOptions()) -> UICellAccessory {
        UICellAccessory(kind: .reorder, displayed: displayed, tintColor: options.tintColor, isHidden: options.isHidden ? true : nil)
    }
}
