/// Places an item after another one, horizontally or vertically (SwiftAutoLayout's
/// `constrain(after:)`, seed 001). Both items are expected to have parents already.
///
/// ```swift
/// subtitle.constrain(after: title).vertically(constant: 4)
/// button.constrain(after: field).horizontally(constant: .systemSpacing)
/// ```
public final class DistributiveConstraintBuilder: ConstraintBuilder {
    /// The item this one comes after.
    public let previous: any LayoutItem

    init(item: any LayoutItem, after previous: any LayoutItem) {
        self.previous = previous
        super.init(item: item)
    }

    /// `item.leading REL multiplier × previous.trailing + constant`.
    @discardableResult
    public func horizontally(_ relation: LayoutRelation = .equal, constant: Double = 0, multiplier: Double = 1,
                             priority: LayoutPriority = .required, activate: Bool = true,
                             file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Self {
        make(item, .leading, relation, previous, .trailing, constant: constant, multiplier: multiplier, priority: priority,
             activate: activate, SourceLocation(fileID: file, line: line, column: column))
        return self
    }

    /// `item.top REL multiplier × previous.bottom + constant`.
    @discardableResult
    public func vertically(_ relation: LayoutRelation = .equal, constant: Double = 0, multiplier: Double = 1,
                           priority: LayoutPriority = .required, activate: Bool = true,
                           file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Self {
        make(item, .top, relation, previous, .bottom, constant: constant, multiplier: multiplier, priority: priority,
             activate: activate, SourceLocation(fileID: file, line: line, column: column))
        return self
    }
}
