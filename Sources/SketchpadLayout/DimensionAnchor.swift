/// A width or height of an item.
///
/// ```swift
/// box.widthAnchor.constraint(equalToConstant: 100)
/// left.widthAnchor.constraint(equalTo: right.widthAnchor)
/// image.heightAnchor.constraint(equalTo: image.widthAnchor, multiplier: 9.0 / 16.0)
/// ```
public struct DimensionAnchor {
    public let item: any LayoutItem
    public let attribute: LayoutAttribute

    init(item: any LayoutItem, attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    func make(_ relation: LayoutRelation, _ other: DimensionAnchor?, multiplier: Double = 1, constant: Double,
              _ file: StaticString, _ line: UInt, _ column: UInt) -> Constraint {
        Constraint(item: item, attribute: attribute, relatedBy: relation, toItem: other?.item,
                   attribute: other?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant,
                   location: SourceLocation(fileID: file, line: line, column: column))
    }

    /// `self == constant`.
    public func constraint(equalToConstant constant: Double,
                           file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Constraint {
        make(.equal, nil, constant: constant, file, line, column)
    }

    /// `self >= constant`.
    public func constraint(greaterThanOrEqualToConstant constant: Double,
                           file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Constraint {
        make(.greaterThanOrEqual, nil, constant: constant, file, line, column)
    }

    /// `self <= constant`.
    public func constraint(lessThanOrEqualToConstant constant: Double,
                           file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Constraint {
        make(.lessThanOrEqual, nil, constant: constant, file, line, column)
    }

    /// `self == multiplier × other + constant`.
    public func constraint(equalTo other: DimensionAnchor, multiplier: Double = 1, constant: Double = 0,
                           file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Constraint {
        make(.equal, other, multiplier: multiplier, constant: constant, file, line, column)
    }

    /// `self >= multiplier × other + constant`.
    public func constraint(greaterThanOrEqualTo other: DimensionAnchor, multiplier: Double = 1, constant: Double = 0,
                           file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Constraint {
        make(.greaterThanOrEqual, other, multiplier: multiplier, constant: constant, file, line, column)
    }

    /// `self <= multiplier × other + constant`.
    public func constraint(lessThanOrEqualTo other: DimensionAnchor, multiplier: Double = 1, constant: Double = 0,
                           file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Constraint {
        make(.lessThanOrEqual, other, multiplier: multiplier, constant: constant, file, line, column)
    }
}
