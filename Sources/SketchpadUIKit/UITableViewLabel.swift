/// The class of a table cell's older ``UITableViewCell/textLabel`` and
/// ``UITableViewCell/detailTextLabel`` (UIKit's private `UITableViewLabel`): a label the cell
/// puts in its content view while it has text, described as iOS prints it, without a background
/// colour (`<UITableViewLabel: 0x…; frame = (16 0; 288 43.5); text = '9'; userInteractionEnabled
/// = NO; layer = <_UILabelLayer: 0x…>>` in swift-snapshot-testing's iOS reference
/// `testTableViewController.2.txt`; an iOS 16 device prints the same fields for a grouped
/// table's `textLabel`).
final class UITableViewLabel: UILabel {
    override class var defaultBackgroundColor: UIColor? { nil }
}
