/// The class of a table cell's `UITableViewCell.contentView`, named as UIKit names it in a
/// cell's description: `<UITableViewCellContentView: 0x…; frame = (0 0; 320 43.5);
/// gestureRecognizers = <NSArray: 0x…>; layer = <CALayer: 0x…>>` (swift-snapshot-testing's iOS 12
/// reference `testTableViewController.2.txt`; an iOS 15 app prints the same line for its cells).
/// The recognizers are UIKit's own, listed while the cell is in a window as in both recordings.
final class UITableViewCellContentView: UIView {
    override var hasPrivateGestureRecognizers: Bool { window != nil }
}
