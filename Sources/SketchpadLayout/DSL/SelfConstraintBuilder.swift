/// Constraints on an item's own size (SwiftAutoLayout's `constrainSelf()`, seed 001). The item
/// needs no parent.
///
/// ```swift
/// button.constrainSelf().widthHeight(constant: 40)
/// label.constrainSelf().width(.lessThanOrEqual, constant: 200, priority: .defaultHigh)
/// thumbnail.constrainSelf().aspectRatio(16.0 / 9.0)
/// ```
public final class SelfConstraintBuilder: ConstraintBuilder {
    private func size(_ attribute: LayoutAttribute, _ relation: LayoutRelation, _ constant: Double,
                      _ priority: LayoutPriority, _ activate: Bool,
                      _ file: StaticString, _ line: UInt, _ column: UInt) -> Self {
        make(item, attribute, relation, nil, .notAnAttribute, constant: constant, multiplier: 1, priority: priority,
             activate: activate, SourceLocation(fileID: file, line: line, column: column))
        return self
    }

    /// `item.width REL constant`.
    @discardableResult
    public func width(_ relation: LayoutRelation = .equal, constant: Double, priority: LayoutPriority = .required,
                      activate: Bool = true,
                      file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Self {
        size(.width, relation, constant, priority, activate, file, line, column)
    }

    /// `item.height REL constant`.
    @discardableResult
    public func height(_ relation: LayoutRelation = .equal, constant: Double, priority: LayoutPriority = .required,
                       activate: Bool = true,
                       file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Self {
        size(.height, relation, constant, priority, activate, file, line, column)
    }

    /// Width then height, both `REL constant`: 2 constraints.
    @discardableResult
    public func widthHeight(_ relation: LayoutRelation = .equal, constant: Double, priority: LayoutPriority = .required,
                            activate: Bool = true,
                            file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Self {
        _ = size(.width, relation, constant, priority, activate, file, line, column)
        return size(.height, relation, constant, priority, activate, file, line, column)
    }

    /// `item.width REL ratio × item.height` (16:9 is `aspectRatio(16.0 / 9.0)`).
    @discardableResult
    public func aspectRatio(_ ratio: Double, _ relation: LayoutRelation = .equal, priority: LayoutPriority = .required,
                            activate: Bool = true,
                            file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Self {
        make(item, .width, relation, item, .height, constant: 0, multiplier: ratio, priority: priority,
             activate: activate, SourceLocation(fileID: file, line: line, column: column))
        return self
    }
}
