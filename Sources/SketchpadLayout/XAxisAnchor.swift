/// The family of an x-axis anchor, a phantom type that keeps leading/trailing and left/right apart
/// at compile time.
public protocol XAxisAnchorKind {}
/// Kinds an anchor of the ``DirectionalXAxis`` family may be related to.
public protocol PairsWithDirectionalXAxis: XAxisAnchorKind {}
/// Kinds an anchor of the ``AbsoluteXAxis`` family may be related to.
public protocol PairsWithAbsoluteXAxis: XAxisAnchorKind {}

/// leading and trailing (and their margins): they flip in right-to-left scenes.
public enum DirectionalXAxis: PairsWithDirectionalXAxis {}
/// left and right (and their margins): they never flip.
public enum AbsoluteXAxis: PairsWithAbsoluteXAxis {}
/// centerX (and within margins): relates to either family.
public enum CenterXAxis: PairsWithDirectionalXAxis, PairsWithAbsoluteXAxis {}

public typealias DirectionalXAxisAnchor = XAxisAnchor<DirectionalXAxis>
public typealias AbsoluteXAxisAnchor = XAxisAnchor<AbsoluteXAxis>
public typealias CenterXAxisAnchor = XAxisAnchor<CenterXAxis>

/// A horizontal position of an item: leading, trailing, left, right, centerX or a margin variant.
///
/// Leading/trailing anchors relate to leading/trailing and centerX anchors; left/right to left/right
/// and centerX; centerX to all. Mixing leading with left does not compile:
///
/// ```swift
/// a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8)   // ok
/// a.centerXAnchor.constraint(equalTo: b.leftAnchor)                    // ok
/// // a.leadingAnchor.constraint(equalTo: b.leftAnchor)                 // does not compile
/// ```
public struct XAxisAnchor<Kind: XAxisAnchorKind> {
    public let item: any LayoutItem
    public let attribute: LayoutAttribute

    init(item: any LayoutItem, attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    func make(_ relation: LayoutRelation, _ other: any LayoutItem, _ otherAttribute: LayoutAttribute,
              multiplier: Double = 1, constant: Double,
              _ file: StaticString, _ line: UInt, _ column: UInt) -> Constraint {
        Constraint(item: item, attribute: attribute, relatedBy: relation, toItem: other, attribute: otherAttribute,
                   multiplier: multiplier, constant: constant,
                   location: SourceLocation(fileID: file, line: line, column: column))
    }
}

extension XAxisAnchor where Kind == DirectionalXAxis {
    /// `self == other + constant`.
    public func constraint<Other: PairsWithDirectionalXAxis>(
        equalTo other: XAxisAnchor<Other>, constant: Double = 0,
        file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Constraint {
        make(.equal, other.item, other.attribute, constant: constant, file, line, column)
    }

    /// `self >= other + constant`.
    public func constraint<Other: PairsWithDirectionalXAxis>(
        greaterThanOrEqualTo other: XAxisAnchor<Other>, constant: Double = 0,
        file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Constraint {
        make(.greaterThanOrEqual, other.item, other.attribute, constant: constant, file, line, column)
    }

    /// `self <= other + constant`.
    public func constraint<Other: PairsWithDirectionalXAxis>(
        lessThanOrEqualTo other: XAxisAnchor<Other>, constant: Double = 0,
        file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Constraint {
        make(.lessThanOrEqual, other.item, other.attribute, constant: constant, file, line, column)
    }

    /// `self == other + multiplier × 8` (the standard spacing).
    public func constraint<Other: PairsWithDirectionalXAxis>(
        equalToSystemSpacingAfter other: XAxisAnchor<Other>, multiplier: Double = 1,
        file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Constraint {
        make(.equal, other.item, other.attribute, constant: StackView.standardSpacing * multiplier, file, line, column)
    }

    /// `self >= other + multiplier × 8` (the standard spacing).
    public func constraint<Other: PairsWithDirectionalXAxis>(
        greaterThanOrEqualToSystemSpacingAfter other: XAxisAnchor<Other>, multiplier: Double = 1,
        file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Constraint {
        make(.greaterThanOrEqual, other.item, other.attribute, constant: StackView.standardSpacing * multiplier, file, line, column)
    }
}

extension XAxisAnchor where Kind == AbsoluteXAxis {
    /// `self == other + constant`.
    public func constraint<Other: PairsWithAbsoluteXAxis>(
        equalTo other: XAxisAnchor<Other>, constant: Double = 0,
        file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Constraint {
        make(.equal, other.item, other.attribute, constant: constant, file, line, column)
    }

    /// `self >= other + constant`.
    public func constraint<Other: PairsWithAbsoluteXAxis>(
        greaterThanOrEqualTo other: XAxisAnchor<Other>, constant: Double = 0,
        file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Constraint {
        make(.greaterThanOrEqual, other.item, other.attribute, constant: constant, file, line, column)
    }

    /// `self <= other + constant`.
    public func constraint<Other: PairsWithAbsoluteXAxis>(
        lessThanOrEqualTo other: XAxisAnchor<Other>, constant: Double = 0,
        file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Constraint {
        make(.lessThanOrEqual, other.item, other.attribute, constant: constant, file, line, column)
    }
}

extension XAxisAnchor where Kind == CenterXAxis {
    /// `self == other + constant`.
    public func constraint<Other: XAxisAnchorKind>(
        equalTo other: XAxisAnchor<Other>, constant: Double = 0,
        file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Constraint {
        make(.equal, other.item, other.attribute, constant: constant, file, line, column)
    }

    /// `self >= other + constant`.
    public func constraint<Other: XAxisAnchorKind>(
        greaterThanOrEqualTo other: XAxisAnchor<Other>, constant: Double = 0,
        file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Constraint {
        make(.greaterThanOrEqual, other.item, other.attribute, constant: constant, file, line, column)
    }

    /// `self <= other + constant`.
    public func constraint<Other: XAxisAnchorKind>(
        lessThanOrEqualTo other: XAxisAnchor<Other>, constant: Double = 0,
        file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Constraint {
        make(.lessThanOrEqual, other.item, other.attribute, constant: constant, file, line, column)
    }

    /// `self == multiplier × other + constant` (e.g. `centerX == 0.5 × guide.centerX`).
    public func constraint<Other: XAxisAnchorKind>(
        equalTo other: XAxisAnchor<Other>, multiplier: Double, constant: Double = 0,
        file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Constraint {
        make(.equal, other.item, other.attribute, multiplier: multiplier, constant: constant, file, line, column)
    }
}
