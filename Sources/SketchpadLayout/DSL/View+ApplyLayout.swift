/// What one ``View/applyLayout(_:)`` installed in a view.
final class AppliedLayoutRecord {
    let constraints: [Constraint]
    let guides: [LayoutGuide]
    /// The views the layout made subviews (views that were subviews already are not listed).
    let addedSubviews: [View]

    init(constraints: [Constraint], guides: [LayoutGuide], addedSubviews: [View]) {
        self.constraints = constraints
        self.guides = guides
        self.addedSubviews = addedSubviews
    }
}

extension View {
    /// Applies a row-and-column ``Layout`` to this view's content (CwlLayout, seed 000), replacing
    /// the layout a previous call applied: its constraints, its layout guides and the subviews it
    /// added are removed first. `applyLayout(nil)` only removes. Views, constraints and guides added
    /// by other means are left untouched.
    ///
    /// Every view in the layout becomes a subview of this view (if it is not one already); no other
    /// setup is needed.
    ///
    /// ```swift
    /// view.applyLayout(
    ///     .horizontal(align: .leading,
    ///         .horizontal(align: .trailing,
    ///             .view(length: .equalTo(ratio: 0.75, constant: -0.75 * 8), left),
    ///             .space(),
    ///             .view(right)
    ///         )
    ///     )
    /// )
    /// view.applyLayout(nil)   // back to no layout
    /// ```
    public func applyLayout(_ layout: Layout?) {
        let installation = layout?.describe(in: self) ?? Layout.Installation()
        var added: [View] = []
        if let previous = appliedLayoutRecord as? AppliedLayoutRecord {
            appliedLayoutRecord = nil
            Constraint.deactivate(previous.constraints)
            for guide in previous.guides { guide.owningView?.removeLayoutGuide(guide) }
            // Views the previous layout added stay (still owned by the layout) if the new one places them too.
            let placed = Set(installation.views.map(ObjectIdentifier.init))
            for view in previous.addedSubviews where view.superview === self {
                if placed.contains(ObjectIdentifier(view)) {
                    added.append(view)
                } else {
                    view.removeFromSuperview()
                }
            }
        }
        guard layout != nil else { return }
        for view in installation.views where view.superview !== self {
            addSubview(view)
            added.append(view)
        }
        for guide in installation.guides { addLayoutGuide(guide) }
        Constraint.activate(installation.constraints)
        appliedLayoutRecord = AppliedLayoutRecord(constraints: installation.constraints, guides: installation.guides,
                                                  addedSubviews: added)
    }

    /// The constraints the last ``applyLayout(_:)`` activated (empty when none is applied).
    public var appliedLayoutConstraints: [Constraint] {
        (appliedLayoutRecord as? AppliedLayoutRecord)?.constraints ?? []
    }
}
