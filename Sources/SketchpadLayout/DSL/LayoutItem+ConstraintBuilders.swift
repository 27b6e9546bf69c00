// Seed 001 (SwiftAutoLayout): builders that constrain views and layout guides interchangeably.
extension LayoutItem {
    /// Starts constraints between this item and `target`'s matching anchors. If this item has no
    /// parent yet it joins `target`'s hierarchy first: a view becomes a subview of `target` (or of
    /// the view owning the guide `target`), a custom guide becomes one of that view's guides. An item
    /// that already has a parent keeps it.
    ///
    /// ```swift
    /// label.constrain(to: view).leading().centerY()     // label is now a subview of view
    /// label.constrain(to: container.layoutMarginsGuide).leadingTrailingTopBottom()
    /// ```
    public func constrain(to target: any LayoutItem) -> RelationalConstraintBuilder {
        adopt(into: target.owningView)
        return RelationalConstraintBuilder(item: self, target: target)
    }

    /// Starts constraints placing this item after `previous` (both should have parents already).
    ///
    /// ```swift
    /// second.constrain(after: first).horizontally(constant: 8)
    /// ```
    public func constrain(after previous: any LayoutItem) -> DistributiveConstraintBuilder {
        DistributiveConstraintBuilder(item: self, after: previous)
    }

    /// Starts constraints on this item's own width, height or aspect ratio (no parent needed).
    ///
    /// ```swift
    /// button.constrainSelf().widthHeight(constant: 40)
    /// ```
    public func constrainSelf() -> SelfConstraintBuilder {
        SelfConstraintBuilder(item: self)
    }
}
