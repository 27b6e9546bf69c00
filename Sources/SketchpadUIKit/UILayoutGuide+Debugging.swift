import SketchpadLayout

// UILayoutGuide's debugging members, as UIView's (see `UIView+Ambiguity.swift`).
extension UILayoutGuide {
    /// Whether the constraints leave the guide's frame undetermined, found by solving its view's
    /// hierarchy again with Sketchpad's ambiguity check (false for a guide in no view).
    public var hasAmbiguousLayout: Bool {
        owningView?.ambiguityCheck(finds: backing) ?? false
    }

    /// The active constraints in its view's hierarchy that place the guide on `axis`.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        guard let view = owningView else { return [] }
        return UIView.constraints(affecting: self, on: axis, in: view.rootView)
    }
}
