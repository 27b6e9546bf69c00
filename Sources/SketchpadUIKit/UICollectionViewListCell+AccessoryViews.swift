/// The list cell's accessories drawn as views: the delete, insert and multiselect controls and
/// leading custom views before the content; the label, the pop-up menu chevrons and trailing
/// custom views after it, before the drawn marks (disclosure indicator, checkmark…). A list cell
/// here is never editing, so an accessory displayed only `.whenEditing` is not drawn.
///
/// The 8-point gap between accessories is an approximation (not measured on a device); the
/// symbols are UIKit's: `minus.circle.fill` in red (delete), `plus.circle.fill` in green (insert),
/// `circle` / `checkmark.circle.fill` (multiselect), `chevron.up.chevron.down` (pop-up menu); a
/// label accessory's text is `secondaryLabel` in the body font unless its options say otherwise.
extension UICollectionViewListCell {
    static let accessorySpacing: CGFloat = 8

    /// The view-drawn accessories shown at one edge, in the order given.
    func shownViewAccessories(leading: Bool) -> [UICellAccessory] {
        accessories.filter { accessory in
            guard accessory.isHidden != true, accessory.displayed != .whenEditing, accessory.isLeading == leading else { return false }
            switch accessory.kind {
            case .delete, .insert, .multiselect, .label, .popUpMenu, .customView: return true
            case .disclosureIndicator, .checkmark, .detail, .outlineDisclosure, .reorder: return false
            }
        }
    }

    /// The view that draws an accessory (a custom accessory's own view).
    func accessoryView(for accessory: UICellAccessory) -> UIView {
        switch accessory.kind {
        case .customView:
            let view = accessory.view ?? UIView()
            if let tint = accessory.tintColor { view.tintColor = tint }
            return view
        case .label:
            let label = UILabel()
            label.text = accessory.text
            label.font = accessory.font ?? .preferredFont(forTextStyle: .body)
            label.textColor = accessory.tintColor ?? .secondaryLabel
            return label
        default:
            let (name, color): (String, UIColor) = switch accessory.kind {
            case .delete: ("minus.circle.fill", accessory.tintColor ?? .systemRed)
            case .insert: ("plus.circle.fill", accessory.tintColor ?? .systemGreen)
            case .multiselect: isSelected ? ("checkmark.circle.fill", accessory.tintColor ?? tintColor) : ("circle", .systemGray)
            default: ("chevron.up.chevron.down", accessory.tintColor ?? tintColor)
            }
            let image = UIImageView(image: UIImage(systemName: name))
            image.tintColor = color
            return image
        }
    }

    /// Replaces the accessory views with views for the current accessories (when they are set).
    func rebuildAccessoryViews() {
        for placed in placedAccessoryViews where placed.view.superview === self { placed.view.removeFromSuperview() }
        placedAccessoryViews = [true, false].flatMap { leading in
            shownViewAccessories(leading: leading).map { accessory in
                let view = accessoryView(for: accessory)
                let size = accessory.kind == .customView && view.frame.size != .zero ? view.frame.size
                    : view.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude))
                view.frame.size = size
                addSubview(view)
                return (view, leading)
            }
        }
    }

    /// The sizes of the accessory views at one edge.
    func accessoryViewSizes(leading: Bool) -> [CGSize] {
        placedAccessoryViews.filter { $0.leading == leading }.map(\.view.frame.size)
    }

    /// Places the accessory views, centred vertically.
    func placeAccessoryViews() {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let size = bounds.size
        func place(_ view: UIView, at leadingX: CGFloat) {
            let fitted = view.frame.size
            let x = rightToLeft ? size.width - leadingX - fitted.width : leadingX
            let frame = CGRect(x: x, y: ((size.height - fitted.height) / 2).rounded(), width: fitted.width, height: fitted.height)
            if view.frame != frame { view.frame = frame }
        }
        var x = CGFloat(max(0, indentationLevel)) * indentationWidth + decoration.trailingMargin
        for placed in placedAccessoryViews where placed.leading {
            place(placed.view, at: x)
            x += placed.view.frame.width + Self.accessorySpacing
        }
        let marks = trailingMarkWidth
        var end = size.width - (marks > 0 ? marks + Self.accessorySpacing : decoration.trailingMargin)
        for placed in placedAccessoryViews.reversed() where !placed.leading {
            place(placed.view, at: end - placed.view.frame.width)
            end -= placed.view.frame.width + Self.accessorySpacing
        }
    }
}
