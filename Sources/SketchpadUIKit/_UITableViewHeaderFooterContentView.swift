/// The class of a header or footer's `UITableViewHeaderFooterView.contentView`, named as UIKit
/// names it in a description: `<_UITableViewHeaderFooterContentView: 0x…; frame = (0 0; 375
/// 155); layer = <CALayer: 0x…>>` (a grouped table's headers printed on a device with Cycript).
final class _UITableViewHeaderFooterContentView: UIView {}
