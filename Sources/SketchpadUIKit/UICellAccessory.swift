/// A mark at the trailing edge of a list cell: UIKit's `UICellAccessory`. The disclosure
/// indicator, the checkmark and the detail button are drawn as a table cell's accessories.
///
/// ```swift
/// cell.accessories = [.disclosureIndicator()]
/// ```
public struct UICellAccessory: Sendable {
    /// When an accessory shows.
    public enum DisplayedState: Int, Sendable { case always = 0, whenEditing, whenNotEditing }

    enum Kind: Sendable { case disclosureIndicator, checkmark, detail }
    let kind: Kind
    public let displayed: DisplayedState

    public static func disclosureIndicator(displayed: DisplayedState = .always) -> UICellAccessory {
        UICellAccessory(kind: .disclosureIndicator, displayed: displayed)
    }

    public static func checkmark(displayed: DisplayedState = .always) -> UICellAccessory {
        UICellAccessory(kind: .checkmark, displayed: displayed)
    }

    public static func detail(displayed: DisplayedState = .always) -> UICellAccessory {
        UICellAccessory(kind: .detail, displayed: displayed)
    }
}
