/// A vertical position of an item: top, bottom, centerY, first/last baseline or a margin variant.
///
/// ```swift
/// label.firstBaselineAnchor.constraint(equalTo: field.firstBaselineAnchor)
/// button.topAnchor.constraint(equalToSystemSpacingBelow: field.bottomAnchor)
/// ```
public struct YAxisAnchor {
    public let item: any LayoutItem
    public let attribute: LayoutAttribute

    init(item: any LayoutItem, attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    func make(_ relation: LayoutRelation, _ other: YAxisAnchor, multiplier: Double = 1, constant: Double,
              _ file: StaticString, _ line: UInt, _ column: UInt) -> Constraint {
        Constraint(item: item, attribute: attribute, relatedBy: relation, toItem: other.item, attribute: other.attribute,
                   multiplier: multiplier, constant: constant,
                   location: SourceLocation(fileID: file, line: line, column: column))
    }

    /// `self == other + constant`.
    public func constraint(equalTo other: YAxisAnchor, constant: Double = 0,
                           file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Constraint {
        make(.equal, other, constant: constant, file, line, column)
    }

    /// `self >= other + constant`.
    public func constraint(greaterThanOrEqualTo other: YAxisAnchor, constant: Double = 0,
                           file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Constraint {
        make(.greaterThanOrEqual, other, constant: constant, file, line, column)
    }

    /// `self <= other + constant`.
    public func constraint(lessThanOrEqualTo other: YAxisAnchor, constant: Double = 0,
                           file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Constraint {
        make(.lessThanOrEqual, other, constant: constant, file, line, column)
    }

    /// `self == multiplier × other + constant`.
    public func constraint(equalTo other: YAxisAnchor, multiplier: Double, constant: Double = 0,
                           file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Constraint {
        make(.equal, other, multiplier: multiplier, constant: constant, file, line, column)
    }

    /// `self == other + multiplier × 8` (the standard spacing).
    public func constraint(equalToSystemSpacingBelow other: YAxisAnchor, multiplier: Double = 1,
                           file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Constraint {
        make(.equal, other, constant: StackView.standardSpacing * multiplier, file, line, column)
    }

    /// `self >= other + multiplier × 8` (the standard spacing).
    public func constraint(greaterThanOrEqualToSystemSpacingBelow other: YAxisAnchor, multiplier: Double = 1,
                           file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Constraint {
        make(.greaterThanOrEqual, other, constant: StackView.standardSpacing * multiplier, file, line, column)
    }
}
