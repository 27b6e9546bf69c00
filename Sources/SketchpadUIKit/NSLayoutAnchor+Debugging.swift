import SketchpadLayout

// NSLayoutAnchor's debugging members: its item's, on the anchor's axis.
extension NSLayoutAnchor {
    /// The axis the anchor's attribute lies on.
    private var axis: NSLayoutConstraint.Axis {
        switch target.attribute {
        case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin, .centerYWithinMargins:
            return .vertical
        default:
            return .horizontal
        }
    }

    /// Whether the anchor's view or guide is ambiguously laid out (Sketchpad's check is per
    /// item, not per attribute).
    public var hasAmbiguousLayout: Bool {
        if let view = item as? UIView { return view.hasAmbiguousLayout }
        if let guide = item as? UILayoutGuide { return guide.hasAmbiguousLayout }
        return false
    }

    /// The active constraints that place the anchor's view or guide on the anchor's axis.
    public var constraintsAffectingLayout: [NSLayoutConstraint] {
        if let view = item as? UIView { return view.constraintsAffectingLayout(for: axis) }
        if let guide = item as? UILayoutGuide { return guide.constraintsAffectingLayout(for: axis) }
        return []
    }
}
