extension Constraint {
    /// The constraint an anchor-list entry describes for `item` (seed 002): a `.constant` entry
    /// ignores `reference`; a `.relative` entry relates to `reference`, which should not be nil
    /// (the engine reports a position compared with a constant as an invalid constraint).
    ///
    /// ```swift
    /// let c = Constraint(from: badge, to: card, anchor: .top(8))
    /// ```
    public convenience init(from item: any LayoutItem, to reference: (any LayoutItem)?, anchor: LayoutAnchor,
                            file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) {
        self.init(from: item, to: reference, anchor: anchor, location: SourceLocation(fileID: file, line: line, column: column))
    }

    /// The same, with an explicit location.
    public convenience init(from item: any LayoutItem, to reference: (any LayoutItem)?, anchor: LayoutAnchor,
                            location: SourceLocation) {
        switch anchor {
        case let .constant(attribute, relation, constant):
            self.init(item: item, attribute: attribute, relatedBy: relation, constant: constant,
                      origin: .anchorList, location: location)
        case let .relative(attribute, relation, relatedTo, multiplier, constant):
            self.init(item: item, attribute: attribute, relatedBy: relation, toItem: reference, attribute: relatedTo,
                      multiplier: multiplier, constant: constant, origin: .anchorList, location: location)
        }
    }
}
