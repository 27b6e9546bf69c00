/// Constraints between an item and another item's matching anchors (SwiftAutoLayout's
/// `constrain(to:)`, seed 001). Every method takes the same optional arguments — relation,
/// constant, multiplier, priority, and whether to activate — and returns the builder for chaining.
///
/// Trailing and bottom constraints have their items **reversed**
/// (`target.trailing == item.trailing + constant`), so a positive constant always insets:
///
/// ```swift
/// label.constrain(to: view).leading(constant: 16).trailing(constant: 16)   // 16 from each side
/// label.constrain(to: view).top(.greaterThanOrEqual, constant: 8, multiplier: 0.5, priority: .defaultLow)
/// label.constrain(to: view.layoutMarginsGuide).leadingTrailingTopBottom()
/// label.constrain(to: view).xAxis(.centerX, to: .leading)
/// ```
public final class RelationalConstraintBuilder: ConstraintBuilder {
    /// The item constrained to.
    public let target: any LayoutItem

    init(item: any LayoutItem, target: any LayoutItem) {
        self.target = target
        super.init(item: item)
    }

    /// The x-axis anchors both views and guides have (no left/right, as in SwiftAutoLayout).
    public enum XAxis: Sendable {
        case leading, trailing, centerX
        var attribute: LayoutAttribute {
            switch self {
            case .leading: return .leading
            case .trailing: return .trailing
            case .centerX: return .centerX
            }
        }
    }

    /// The y-axis anchors both views and guides have.
    public enum YAxis: Sendable {
        case top, bottom, centerY
        var attribute: LayoutAttribute {
            switch self {
            case .top: return .top
            case .bottom: return .bottom
            case .centerY: return .centerY
            }
        }
    }

    /// The dimensions.
    public enum Dimension: Sendable {
        case width, height
        var attribute: LayoutAttribute { self == .width ? .width : .height }
    }

    private func relate(_ a: LayoutAttribute, _ b: LayoutAttribute, reversed: Bool, _ relation: LayoutRelation,
                        _ constant: Double, _ multiplier: Double, _ priority: LayoutPriority, _ activate: Bool,
                        _ file: StaticString, _ line: UInt, _ column: UInt) -> Self {
        let location = SourceLocation(fileID: file, line: line, column: column)
        if reversed {
            make(target, b, relation, item, a, constant: constant, multiplier: multiplier, priority: priority,
                 activate: activate, location)
        } else {
            make(item, a, relation, target, b, constant: constant, multiplier: multiplier, priority: priority,
                 activate: activate, location)
        }
        return self
    }

    /// `item.leading REL multiplier × target.leading + constant`.
    @discardableResult
    public func leading(_ relation: LayoutRelation = .equal, constant: Double = 0, multiplier: Double = 1,
                        priority: LayoutPriority = .required, activate: Bool = true,
                        file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Self {
        relate(.leading, .leading, reversed: false, relation, constant, multiplier, priority, activate, file, line, column)
    }

    /// `target.trailing REL multiplier × item.trailing + constant` (reversed: positive constants inset).
    @discardableResult
    public func trailing(_ relation: LayoutRelation = .equal, constant: Double = 0, multiplier: Double = 1,
                         priority: LayoutPriority = .required, activate: Bool = true,
                         file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Self {
        relate(.trailing, .trailing, reversed: true, relation, constant, multiplier, priority, activate, file, line, column)
    }

    /// `item.top REL multiplier × target.top + constant`.
    @discardableResult
    public func top(_ relation: LayoutRelation = .equal, constant: Double = 0, multiplier: Double = 1,
                    priority: LayoutPriority = .required, activate: Bool = true,
                    file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Self {
        relate(.top, .top, reversed: false, relation, constant, multiplier, priority, activate, file, line, column)
    }

    /// `target.bottom REL multiplier × item.bottom + constant` (reversed: positive constants inset).
    @discardableResult
    public func bottom(_ relation: LayoutRelation = .equal, constant: Double = 0, multiplier: Double = 1,
                       priority: LayoutPriority = .required, activate: Bool = true,
                       file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Self {
        relate(.bottom, .bottom, reversed: true, relation, constant, multiplier, priority, activate, file, line, column)
    }

    /// `item.centerX REL multiplier × target.centerX + constant`.
    @discardableResult
    public func centerX(_ relation: LayoutRelation = .equal, constant: Double = 0, multiplier: Double = 1,
                        priority: LayoutPriority = .required, activate: Bool = true,
                        file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Self {
        relate(.centerX, .centerX, reversed: false, relation, constant, multiplier, priority, activate, file, line, column)
    }

    /// `item.centerY REL multiplier × target.centerY + constant`.
    @discardableResult
    public func centerY(_ relation: LayoutRelation = .equal, constant: Double = 0, multiplier: Double = 1,
                        priority: LayoutPriority = .required, activate: Bool = true,
                        file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Self {
        relate(.centerY, .centerY, reversed: false, relation, constant, multiplier, priority, activate, file, line, column)
    }

    /// `item.width REL multiplier × target.width + constant`.
    @discardableResult
    public func width(_ relation: LayoutRelation = .equal, constant: Double = 0, multiplier: Double = 1,
                      priority: LayoutPriority = .required, activate: Bool = true,
                      file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Self {
        relate(.width, .width, reversed: false, relation, constant, multiplier, priority, activate, file, line, column)
    }

    /// `item.height REL multiplier × target.height + constant`.
    @discardableResult
    public func height(_ relation: LayoutRelation = .equal, constant: Double = 0, multiplier: Double = 1,
                       priority: LayoutPriority = .required, activate: Bool = true,
                       file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Self {
        relate(.height, .height, reversed: false, relation, constant, multiplier, priority, activate, file, line, column)
    }

    /// ``leading(_:constant:multiplier:priority:activate:file:line:column:)`` then
    /// ``trailing(_:constant:multiplier:priority:activate:file:line:column:)``: 2 constraints.
    @discardableResult
    public func leadingTrailing(_ relation: LayoutRelation = .equal, constant: Double = 0, multiplier: Double = 1,
                                priority: LayoutPriority = .required, activate: Bool = true,
                                file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Self {
        leading(relation, constant: constant, multiplier: multiplier, priority: priority, activate: activate,
                file: file, line: line, column: column)
        return trailing(relation, constant: constant, multiplier: multiplier, priority: priority, activate: activate,
                        file: file, line: line, column: column)
    }

    /// Top then bottom: 2 constraints.
    @discardableResult
    public func topBottom(_ relation: LayoutRelation = .equal, constant: Double = 0, multiplier: Double = 1,
                          priority: LayoutPriority = .required, activate: Bool = true,
                          file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Self {
        top(relation, constant: constant, multiplier: multiplier, priority: priority, activate: activate,
            file: file, line: line, column: column)
        return bottom(relation, constant: constant, multiplier: multiplier, priority: priority, activate: activate,
                      file: file, line: line, column: column)
    }

    /// Leading, trailing, top, bottom: 4 constraints, in that order.
    ///
    /// ```swift
    /// label.constrain(to: container.layoutMarginsGuide).leadingTrailingTopBottom()
    /// ```
    @discardableResult
    public func leadingTrailingTopBottom(_ relation: LayoutRelation = .equal, constant: Double = 0, multiplier: Double = 1,
                                         priority: LayoutPriority = .required, activate: Bool = true,
                                         file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Self {
        leadingTrailing(relation, constant: constant, multiplier: multiplier, priority: priority, activate: activate,
                        file: file, line: line, column: column)
        return topBottom(relation, constant: constant, multiplier: multiplier, priority: priority, activate: activate,
                         file: file, line: line, column: column)
    }

    /// CenterX then centerY: 2 constraints.
    @discardableResult
    public func centerXY(_ relation: LayoutRelation = .equal, constant: Double = 0, multiplier: Double = 1,
                         priority: LayoutPriority = .required, activate: Bool = true,
                         file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Self {
        centerX(relation, constant: constant, multiplier: multiplier, priority: priority, activate: activate,
                file: file, line: line, column: column)
        return centerY(relation, constant: constant, multiplier: multiplier, priority: priority, activate: activate,
                       file: file, line: line, column: column)
    }

    /// Width then height: 2 constraints.
    @discardableResult
    public func widthHeight(_ relation: LayoutRelation = .equal, constant: Double = 0, multiplier: Double = 1,
                            priority: LayoutPriority = .required, activate: Bool = true,
                            file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Self {
        width(relation, constant: constant, multiplier: multiplier, priority: priority, activate: activate,
              file: file, line: line, column: column)
        return height(relation, constant: constant, multiplier: multiplier, priority: priority, activate: activate,
                      file: file, line: line, column: column)
    }

    /// `item.anchor REL multiplier × target.otherAnchor + constant` between two different x-axis anchors.
    ///
    /// ```swift
    /// label.constrain(to: view).xAxis(.centerX, to: .leading)
    /// ```
    @discardableResult
    public func xAxis(_ anchor: XAxis, to otherAnchor: XAxis, _ relation: LayoutRelation = .equal, constant: Double = 0,
                      multiplier: Double = 1, priority: LayoutPriority = .required, activate: Bool = true,
                      file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Self {
        relate(anchor.attribute, otherAnchor.attribute, reversed: false, relation, constant, multiplier, priority,
               activate, file, line, column)
    }

    /// The same between two y-axis anchors: `label.constrain(to: view).yAxis(.centerY, to: .top)`.
    @discardableResult
    public func yAxis(_ anchor: YAxis, to otherAnchor: YAxis, _ relation: LayoutRelation = .equal, constant: Double = 0,
                      multiplier: Double = 1, priority: LayoutPriority = .required, activate: Bool = true,
                      file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Self {
        relate(anchor.attribute, otherAnchor.attribute, reversed: false, relation, constant, multiplier, priority,
               activate, file, line, column)
    }

    /// The same between two dimensions: `label.constrain(to: view).dimension(.width, to: .height)`.
    @discardableResult
    public func dimension(_ anchor: Dimension, to otherAnchor: Dimension, _ relation: LayoutRelation = .equal,
                          constant: Double = 0, multiplier: Double = 1, priority: LayoutPriority = .required,
                          activate: Bool = true,
                          file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Self {
        relate(anchor.attribute, otherAnchor.attribute, reversed: false, relation, constant, multiplier, priority,
               activate, file, line, column)
    }

    // MARK: Explicit insets and offsets (see ``Inset``)

    private func edge(_ edge: LayoutAttribute, _ relation: LayoutRelation, constant: Double, _ priority: LayoutPriority,
                      _ activate: Bool, _ file: StaticString, _ line: UInt, _ column: UInt) -> Self {
        make(item, edge, relation, target, edge, constant: constant, multiplier: 1, priority: priority, activate: activate,
             SourceLocation(fileID: file, line: line, column: column))
        return self
    }

    /// The edge `edge` of the item `inset` points inside the same edge of the target (positive
    /// inwards for every edge).
    @discardableResult
    public func edge(_ edge: LayoutAttribute, _ relation: LayoutRelation = .equal, inset: Double,
                     priority: LayoutPriority = .required, activate: Bool = true,
                     file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Self {
        self.edge(edge, relation, constant: Inset.offset(for: edge, inset: inset), priority, activate, file, line, column)
    }

    /// The edge `edge` of the item at Auto Layout's constant `offset` from the same edge of the target.
    @discardableResult
    public func edge(_ edge: LayoutAttribute, _ relation: LayoutRelation = .equal, offset: Double,
                     priority: LayoutPriority = .required, activate: Bool = true,
                     file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Self {
        self.edge(edge, relation, constant: offset, priority, activate, file, line, column)
    }

    /// The leading edge `inset` points inside the target's.
    @discardableResult
    public func leading(_ relation: LayoutRelation = .equal, inset: Double, priority: LayoutPriority = .required, activate: Bool = true,
                     file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Self {
        edge(.leading, relation, inset: inset, priority: priority, activate: activate, file: file, line: line, column: column)
    }

    /// The leading edge at Auto Layout's constant `offset` from the target's.
    @discardableResult
    public func leading(_ relation: LayoutRelation = .equal, offset: Double, priority: LayoutPriority = .required, activate: Bool = true,
                     file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Self {
        edge(.leading, relation, offset: offset, priority: priority, activate: activate, file: file, line: line, column: column)
    }

    /// The trailing edge `inset` points inside the target's.
    @discardableResult
    public func trailing(_ relation: LayoutRelation = .equal, inset: Double, priority: LayoutPriority = .required, activate: Bool = true,
                     file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Self {
        edge(.trailing, relation, inset: inset, priority: priority, activate: activate, file: file, line: line, column: column)
    }

    /// The trailing edge at Auto Layout's constant `offset` from the target's.
    @discardableResult
    public func trailing(_ relation: LayoutRelation = .equal, offset: Double, priority: LayoutPriority = .required, activate: Bool = true,
                     file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Self {
        edge(.trailing, relation, offset: offset, priority: priority, activate: activate, file: file, line: line, column: column)
    }

    /// The top edge `inset` points inside the target's.
    @discardableResult
    public func top(_ relation: LayoutRelation = .equal, inset: Double, priority: LayoutPriority = .required, activate: Bool = true,
                     file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Self {
        edge(.top, relation, inset: inset, priority: priority, activate: activate, file: file, line: line, column: column)
    }

    /// The top edge at Auto Layout's constant `offset` from the target's.
    @discardableResult
    public func top(_ relation: LayoutRelation = .equal, offset: Double, priority: LayoutPriority = .required, activate: Bool = true,
                     file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Self {
        edge(.top, relation, offset: offset, priority: priority, activate: activate, file: file, line: line, column: column)
    }

    /// The bottom edge `inset` points inside the target's.
    @discardableResult
    public func bottom(_ relation: LayoutRelation = .equal, inset: Double, priority: LayoutPriority = .required, activate: Bool = true,
                     file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Self {
        edge(.bottom, relation, inset: inset, priority: priority, activate: activate, file: file, line: line, column: column)
    }

    /// The bottom edge at Auto Layout's constant `offset` from the target's.
    @discardableResult
    public func bottom(_ relation: LayoutRelation = .equal, offset: Double, priority: LayoutPriority = .required, activate: Bool = true,
                     file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Self {
        edge(.bottom, relation, offset: offset, priority: priority, activate: activate, file: file, line: line, column: column)
    }

    /// All four edges `inset` points inside the target's.
    @discardableResult
    public func edges(inset: Double, priority: LayoutPriority = .required, activate: Bool = true,
                      file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Self {
        for attribute in [LayoutAttribute.leading, .trailing, .top, .bottom] {
            edge(attribute, inset: inset, priority: priority, activate: activate, file: file, line: line, column: column)
        }
        return self
    }
}
