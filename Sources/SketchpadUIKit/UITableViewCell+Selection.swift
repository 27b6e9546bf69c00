import Foundation

// A selected (or highlighted) cell is drawn as UIKit draws it: its selectedBackgroundView
// behind everything when it has one, else the cell filled with the selection grey in its
// section's shape; `.none` draws nothing. There are no touches, so selection comes from
// `selectRow(at:animated:scrollPosition:)`, `setSelected(_:animated:)` or `isSelected`.
extension UITableViewCell {
    /// The fill of a selected cell without a ``selectedBackgroundView`` (iOS 13 and later).
    static let selectedBackgroundColor = UIColor.systemGray4

    /// Whether the cell shows its selection now.
    var showsSelection: Bool { (isSelected || isHighlighted) && selectionStyle != .none }

    /// Whether the selection is drawn by the cell's own decoration (no selected background view).
    var drawsDefaultSelection: Bool { showsSelection && selectedBackgroundView == nil }

    /// Adds or removes the selected background view as the selection shows, and redraws.
    func updateSelectedBackground() {
        if let selected = selectedBackgroundView {
            if showsSelection, selected.superview !== self {
                selected.frame = bounds
                insertSubview(selected, at: 0)
            } else if !showsSelection, selected.superview === self {
                selected.removeFromSuperview()
            }
        }
        setNeedsLayout()
        // The table hides the separators beside a row that shows its selection.
        (superview as? UITableView)?.setNeedsLayout()
        UIView.layoutGeneration &+= 1
    }
}
