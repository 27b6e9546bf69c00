/// The other system accessories of a list cell (UIKit's, iOS 14; `.popUpMenu` iOS 16): the
/// delete, insert and multiselect controls at the leading edge, the label and pop-up menu
/// chevrons at the trailing edge, and a custom view at either edge. Signatures and defaults are
/// Apple's (developer.apple.com, `UICellAccessory`). A list cell here is never editing, so the
/// controls UIKit shows only while editing (their default) are stored and not drawn; given
/// `displayed: .always` they are drawn.
///
/// ```swift
/// cell.accessories = [.label(text: "12"), .popUpMenu(menu), .delete(displayed: .always)]
/// ```
extension UICellAccessory {
    /// What runs when the user picks an element of a pop-up menu accessory (never, in a render).
    public typealias MenuSelectedElementDidChangeHandler = @MainActor (UIMenu) -> Void

    /// How a delete control looks: UIKit's `UICellAccessory.DeleteOptions`.
    public struct DeleteOptions: Sendable {
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?
        public var backgroundColor: UIColor?

        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// How an insert control looks: UIKit's `UICellAccessory.InsertOptions`.
    public struct InsertOptions: Sendable {
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?
        public var backgroundColor: UIColor?

        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// How a multiselect control looks: UIKit's `UICellAccessory.MultiselectOptions`.
    public struct MultiselectOptions: Sendable {
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?
        public var backgroundColor: UIColor?

        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// How a label accessory looks: UIKit's `UICellAccessory.LabelOptions`.
    public struct LabelOptions: Sendable {
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?
        public var font: UIFont?
        public var adjustsFontForContentSizeCategory: Bool

        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, font: UIFont? = nil,
                    adjustsFontForContentSizeCategory: Bool? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .actual
            self.tintColor = tintColor
            self.font = font
            self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory ?? true
        }
    }

    /// How a pop-up menu accessory looks: UIKit's `UICellAccessory.PopUpMenuOptions`.
    public struct PopUpMenuOptions: Sendable {
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?

        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
        }
    }

    /// Where a custom view accessory sits: UIKit's `UICellAccessory.Placement`.
    public enum Placement {
        /// Where among the other accessories at that edge (an index into them).
        public typealias Position = ([UICellAccessory]) -> Int
        case leading(displayed: DisplayedState = .always, at: Position = { _ in 0 })
        case trailing(displayed: DisplayedState = .always, at: Position = { _ in 0 })

        /// A position after the accessory of the same kind as `accessory`, or at the end.
        public static func position(after accessory: UICellAccessory) -> Position {
            { accessories in (accessories.lastIndex { $0.kind == accessory.kind }).map { $0 + 1 } ?? accessories.count }
        }

        /// A position before the accessory of the same kind as `accessory`, or at the beginning.
        public static func position(before accessory: UICellAccessory) -> Position {
            { accessories in accessories.firstIndex { $0.kind == accessory.kind } ?? 0 }
        }
    }

    /// A custom view accessory: UIKit's `UICellAccessory.CustomViewConfiguration`.
    public struct CustomViewConfiguration {
        public let customView: UIView
        public let placement: Placement
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?
        /// Whether the view keeps its frame's size (stored; here a view given a frame keeps its size, one without is sized to fit).
        public var maintainsFixedSize: Bool

        public init(customView: UIView, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
                    tintColor: UIColor? = nil, maintainsFixedSize: Bool? = nil) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize ?? false
        }
    }

    /// The red minus in a circle at the leading edge (`actionHandler` is never called here).
    public static func delete(displayed: DisplayedState = .whenEditing, options: DeleteOptions = DeleteOptions(),
                              actionHandler: ActionHandler? = nil) -> UICellAccessory {
        var accessory = UICellAccessory(kind: .delete, displayed: displayed, tintColor: options.tintColor, isHidden: options.isHidden ? true : nil)
        accessory.backgroundColor = options.backgroundColor
        accessory.isLeading = true
        return accessory
    }

    /// The green plus in a circle at the leading edge (`actionHandler` is never called here).
    public static func insert(displayed: DisplayedState = .whenEditing, options: InsertOptions = InsertOptions(),
                              actionHandler: ActionHandler? = nil) -> UICellAccessory {
        var accessory = UICellAccessory(kind: .insert, displayed: displayed, tintColor: options.tintColor, isHidden: options.isHidden ? true : nil)
        accessory.backgroundColor = options.backgroundColor
        accessory.isLeading = true
        return accessory
    }

    /// The selection circle at the leading edge: empty, or filled with a checkmark on a selected cell.
    public static func multiselect(displayed: DisplayedState = .whenEditing, options: MultiselectOptions = MultiselectOptions()) -> UICellAccessory {
        var accessory = UICellAccessory(kind: .multiselect, displayed: displayed, tintColor: options.tintColor, isHidden: options.isHidden ? true : nil)
        accessory.backgroundColor = options.backgroundColor
        accessory.isLeading = true
        return accessory
    }

    /// A short text at the trailing edge, such as a count.
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = LabelOptions()) -> UICellAccessory {
        var accessory = UICellAccessory(kind: .label, displayed: displayed, tintColor: options.tintColor, isHidden: options.isHidden ? true : nil)
        accessory.text = text
        accessory.font = options.font
        return accessory
    }

    /// The up-and-down chevrons at the trailing edge of a row that opens a menu (never opened here).
    public static func popUpMenu(_ menu: UIMenu, displayed: DisplayedState = .always, options: PopUpMenuOptions = PopUpMenuOptions(),
                                 selectedElementDidChangeHandler: MenuSelectedElementDidChangeHandler? = nil) -> UICellAccessory {
        var accessory = UICellAccessory(kind: .popUpMenu, displayed: displayed, tintColor: options.tintColor, isHidden: options.isHidden ? true : nil)
        accessory.menu = menu
        return accessory
    }

    /// A view of your own at the edge its placement says.
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        let (displayed, leading): (DisplayedState, Bool) = switch configuration.placement {
        case let .leading(displayed, _): (displayed, true)
        case let .trailing(displayed, _): (displayed, false)
        }
        var accessory = UICellAccessory(kind: .customView, displayed: displayed, tintColor: configuration.tintColor,
                                        isHidden: configuration.isHidden ? true : nil)
        accessory.view = configuration.customView
        accessory.isLeading = leading
        return accessory
    }
}
