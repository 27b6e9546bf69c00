/// A geometric quantity of a view or layout guide that a ``Constraint`` relates.
///
/// The `…Margin` attributes (and `centerXWithinMargins`/`centerYWithinMargins`) are the matching
/// attributes of the view's ``View/layoutMarginsGuide``. Baselines exist for views only.
public enum LayoutAttribute: String, Hashable, Sendable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case firstBaseline, lastBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    /// No attribute: the second attribute of a constraint against a constant.
    case notAnAttribute

    /// What an attribute measures; two attributes can be related only if their kinds agree.
    public enum Kind: Hashable, Sendable {
        /// leading, trailing (and margins): flip in right-to-left scenes.
        case directionalX
        /// left, right (and margins): never flip.
        case absoluteX
        /// centerX (and within margins): pairs with both directional and absolute x attributes.
        case centerX
        case y
        case dimension
        case none
    }

    public var kind: Kind {
        switch self {
        case .leading, .trailing, .leadingMargin, .trailingMargin: return .directionalX
        case .left, .right, .leftMargin, .rightMargin: return .absoluteX
        case .centerX, .centerXWithinMargins: return .centerX
        case .top, .bottom, .centerY, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin, .centerYWithinMargins:
            return .y
        case .width, .height: return .dimension
        case .notAnAttribute: return .none
        }
    }

    /// The axis the attribute lies on (nil for ``notAnAttribute``).
    public var axis: Axis? {
        switch kind {
        case .directionalX, .absoluteX, .centerX: return .horizontal
        case .y: return .vertical
        case .dimension: return self == .width ? .horizontal : .vertical
        case .none: return nil
        }
    }

    /// Whether the attribute belongs to the layout-margins guide of its view.
    public var isMargin: Bool { withoutMargin != self }

    /// The plain attribute of a margin attribute (`leadingMargin` → `leading`); others unchanged.
    public var withoutMargin: LayoutAttribute {
        switch self {
        case .leftMargin: return .left
        case .rightMargin: return .right
        case .topMargin: return .top
        case .bottomMargin: return .bottom
        case .leadingMargin: return .leading
        case .trailingMargin: return .trailing
        case .centerXWithinMargins: return .centerX
        case .centerYWithinMargins: return .centerY
        default: return self
        }
    }

    /// Whether a constraint may relate `self` to `other` (Auto Layout's rules): positions on the
    /// same axis, never leading/trailing with left/right, dimensions with dimensions.
    public func isCompatible(with other: LayoutAttribute) -> Bool {
        switch (kind, other.kind) {
        case (.directionalX, .directionalX), (.absoluteX, .absoluteX), (.centerX, .centerX),
             (.centerX, .directionalX), (.directionalX, .centerX), (.centerX, .absoluteX), (.absoluteX, .centerX),
             (.y, .y), (.dimension, .dimension):
            return true
        default:
            return false
        }
    }
}
