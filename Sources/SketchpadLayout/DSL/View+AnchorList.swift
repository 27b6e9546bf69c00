// Seed 002: anchor lists.
extension View {
    /// Adds `subview` and activates its anchor list relative to this view (seed 002).
    ///
    /// ```swift
    /// view.addSubview(redBox, anchors: [.centerX(0), .centerY(0), .width(100), .height(100)])
    /// ```
    @discardableResult
    public func addSubview(_ subview: View, anchors: [LayoutAnchor],
                           file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> [Constraint] {
        addSubview(subview)
        return subview.activate(anchors: anchors, relativeTo: self, file: file, line: line, column: column)
    }

    /// Activates an anchor list for this view, relative to `relativeTo` (the superview by default).
    ///
    /// ```swift
    /// caption.activate(anchors: [.relative(attribute: .top, relation: .equal, relatedTo: .bottom, multiplier: 1, constant: 8),
    ///                            .leading(0)],
    ///                  relativeTo: photo)
    /// ```
    @discardableResult
    public func activate(anchors: [LayoutAnchor], relativeTo reference: (any LayoutItem)? = nil,
                         file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> [Constraint] {
        let location = SourceLocation(fileID: file, line: line, column: column)
        let constraints = anchors.map { Constraint(from: self, to: reference ?? superview, anchor: $0, location: location) }
        Constraint.activate(constraints)
        return constraints
    }
}
