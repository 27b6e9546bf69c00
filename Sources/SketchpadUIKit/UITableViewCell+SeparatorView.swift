extension UITableViewCell {
    /// Lists the separator under the cell as UIKit does, as a `_UITableViewCellSeparatorView` right
    /// after the content view, one hairline tall at the cell's bottom edge between its insets
    /// (swift-snapshot-testing's iOS 12 reference: `<_UITableViewCellSeparatorView; frame = (16
    /// 43.5; 304 0.5); layer = <CALayer>>` after each 320-point cell's content view; an iOS 16
    /// device lists it there too). It draws nothing: the cell's decoration draws the line.
    /// Returns the view shown, nil when the cell has no separator.
    func showSeparator(_ separator: (leading: CGFloat, trailing: CGFloat)?, current: UIView?, rightToLeft: Bool) -> UIView? {
        guard let separator else {
            current?.removeFromSuperview()
            return nil
        }
        let view = current ?? UIKitInternalView(describedAs: "_UITableViewCellSeparatorView", frame: .zero)
        let contentIndex = subviews.firstIndex { $0 === contentView }
        let placed = contentIndex.map { $0 + 1 < subviews.count && subviews[$0 + 1] === view } ?? false
        if !placed {
            view.removeFromSuperview()
            insertSubview(view, at: (subviews.firstIndex { $0 === contentView } ?? -1) + 1)
        }
        let hairline = 1 / max(1, traitCollection.displayScale)
        let width = max(0, bounds.width - separator.leading - separator.trailing)
        let x = rightToLeft ? separator.trailing : separator.leading
        let frame = CGRect(x: x, y: bounds.height - hairline, width: width, height: hairline)
        if !view.frame.isClose(to: frame) { view.frame = frame }
        return view
    }
}

extension UITableViewCell {
    /// Lists the full-width separator along a grouped section's first cell's top as UIKit does: a
    /// `_UITableViewCellSeparatorView` at origin zero, as wide as the cell and one hairline tall
    /// (WordPress-iOS's `findSectionTopSeparator()` looks for exactly that frame among the first
    /// cell's subviews), listed here after the bottom separator (after the content view if none).
    /// Returns the view shown, nil when the cell has none.
    func showTopSeparator(_ shows: Bool, current: UIView?, after bottom: UIView?) -> UIView? {
        guard shows else {
            current?.removeFromSuperview()
            return nil
        }
        let view = current ?? UIKitInternalView(describedAs: "_UITableViewCellSeparatorView", frame: .zero)
        let anchor = bottom ?? contentView
        let anchorIndex = subviews.firstIndex { $0 === anchor }
        let placed = anchorIndex.map { $0 + 1 < subviews.count && subviews[$0 + 1] === view } ?? false
        if !placed {
            view.removeFromSuperview()
            insertSubview(view, at: (subviews.firstIndex { $0 === anchor } ?? -1) + 1)
        }
        let frame = CGRect(x: 0, y: 0, width: bounds.width, height: 1 / max(1, traitCollection.displayScale))
        if !view.frame.isClose(to: frame) { view.frame = frame }
        return view
    }
}
