import SketchpadLayout
import SketchpadWidgets

/// One side of a constraint: an item (a `UIView` or `UILayoutGuide`, held weakly as UIKit's
/// anchors do) and an attribute, or the offset between two anchors (`anchorWithOffset(to:)`).
@MainActor
struct AnchorTarget {
    weak var item: AnyObject?
    let attribute: NSLayoutConstraint.Attribute
    /// For a dimension made by `anchorWithOffset(to:)`: the helper guide measuring the offset.
    var offsetDefinition: OffsetDimension? = nil

    init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute, offsetDefinition: OffsetDimension? = nil) {
        self.item = item
        self.attribute = attribute
        self.offsetDefinition = offsetDefinition
    }

    /// The view the item belongs to: the view itself, or the guide's owner.
    var owningView: UIView? {
        if let offsetDefinition { return offsetDefinition.commonView }
        if let view = item as? UIView { return view }
        return (item as? UILayoutGuide)?.owningView
    }

    /// The item's own kept anchor for this attribute (nil for offset dimensions, margin
    /// attributes and items that are gone).
    var itemAnchor: AnyObject? {
        guard offsetDefinition == nil else { return nil }
        if let view = item as? UIView {
            switch attribute {
            case .leading: return view.leadingAnchor
            case .trailing: return view.trailingAnchor
            case .left: return view.leftAnchor
            case .right: return view.rightAnchor
            case .top: return view.topAnchor
            case .bottom: return view.bottomAnchor
            case .width: return view.widthAnchor
            case .height: return view.heightAnchor
            case .centerX: return view.centerXAnchor
            case .centerY: return view.centerYAnchor
            case .firstBaseline: return view.firstBaselineAnchor
            case .lastBaseline: return view.lastBaselineAnchor
            default: return nil
            }
        }
        if let guide = item as? UILayoutGuide {
            switch attribute {
            case .leading: return guide.leadingAnchor
            case .trailing: return guide.trailingAnchor
            case .left: return guide.leftAnchor
            case .right: return guide.rightAnchor
            case .top: return guide.topAnchor
            case .bottom: return guide.bottomAnchor
            case .width: return guide.widthAnchor
            case .height: return guide.heightAnchor
            case .centerX: return guide.centerXAnchor
            case .centerY: return guide.centerYAnchor
            default: return nil
            }
        }
        return nil
    }

    /// `UILabel.leading`, `layoutMarginsGuide of UIView.top`…, for messages.
    var name: String {
        let owner: String
        if let view = item as? UIView { owner = view.debugName }
        else if let guide = item as? UILayoutGuide { owner = guide.debugName }
        else if let item { owner = "\(type(of: item))" }
        else { owner = "nil" }
        return "\(owner).\(attribute.name)"
    }

    /// The engine's item and attribute. An edge of a scroll view related to something inside
    /// that scroll view is an edge of its content area (Apple's Auto Layout Guide: "constraints
    /// between the edges or margins of the scroll view and its content attach to the scroll
    /// view's content area").
    func layoutTarget(relatedTo other: AnyObject?) -> (item: any LayoutItem, attribute: LayoutAttribute) {
        let attribute = self.attribute.layoutAttribute
        if let scrollView = item as? UIScrollView, attribute.isEdge,
           let otherView = (other as? UIView) ?? (other as? UILayoutGuide)?.owningView,
           otherView !== scrollView, otherView.isDescendant(of: scrollView),
           !((other as? UILayoutGuide).map { $0 === scrollView.frameLayoutGuide || $0 === scrollView.contentLayoutGuide } ?? false) {
            return (scrollView.contentLayoutGuide.backing, attribute.withoutMargin)
        }
        if let view = item as? UIView { return (view.node, attribute) }
        if let guide = item as? UILayoutGuide { return (guide.backing, attribute) }
        // Not reachable: activation refuses items that are neither (see `activationProblem`).
        return (LayoutGuide(identifier: "invalid item"), attribute)
    }

    /// Adds the helper guide of an offset dimension to the hierarchy before a constraint uses it.
    func prepareForActivation() {
        offsetDefinition?.install()
    }
}

extension LayoutAttribute {
    /// An edge (or margin edge) of the item, as opposed to its size or centre.
    var isEdge: Bool {
        switch withoutMargin {
        case .left, .right, .top, .bottom, .leading, .trailing: return true
        default: return false
        }
    }
}

extension NSLayoutConstraint.Attribute {
    var name: String { "\(layoutAttribute)" }
}
