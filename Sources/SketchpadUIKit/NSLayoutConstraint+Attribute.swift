import SketchpadLayout
import SketchpadWidgets

extension NSLayoutConstraint {
    /// The part of an item a constraint relates (UIKit's raw values).
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline = 11, firstBaseline
        case leftMargin = 13, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins = 19, centerYWithinMargins
        case notAnAttribute = 0

        /// Every attribute (UIKit's enum is not `CaseIterable`; this stays internal).
        static let all: [Attribute] = [
            .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY,
            .lastBaseline, .firstBaseline, .leftMargin, .rightMargin, .topMargin, .bottomMargin,
            .leadingMargin, .trailingMargin, .centerXWithinMargins, .centerYWithinMargins, .notAnAttribute,
        ]

        /// The old name of ``lastBaseline``.
        public static var baseline: Attribute { .lastBaseline }

        var layoutAttribute: LayoutAttribute {
            switch self {
            case .left: return .left
            case .right: return .right
            case .top: return .top
            case .bottom: return .bottom
            case .leading: return .leading
            case .trailing: return .trailing
            case .width: return .width
            case .height: return .height
            case .centerX: return .centerX
            case .centerY: return .centerY
            case .lastBaseline: return .lastBaseline
            case .firstBaseline: return .firstBaseline
            case .leftMargin: return .leftMargin
            case .rightMargin: return .rightMargin
            case .topMargin: return .topMargin
            case .bottomMargin: return .bottomMargin
            case .leadingMargin: return .leadingMargin
            case .trailingMargin: return .trailingMargin
            case .centerXWithinMargins: return .centerXWithinMargins
            case .centerYWithinMargins: return .centerYWithinMargins
            case .notAnAttribute: return .notAnAttribute
            }
        }
    }

    /// How the two sides of a constraint compare (UIKit's raw values).
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1

        static let all: [Relation] = [.lessThanOrEqual, .equal, .greaterThanOrEqual]

        var layoutRelation: LayoutRelation {
            switch self {
            case .lessThanOrEqual: return .lessThanOrEqual
            case .equal: return .equal
            case .greaterThanOrEqual: return .greaterThanOrEqual
            }
        }
    }

    /// An axis of layout: for content priorities and stack views.
    public enum Axis: Int, Sendable {
        case horizontal = 0, vertical = 1

        var layoutAxis: SketchpadLayout.Axis { self == .horizontal ? .horizontal : .vertical }
    }
}
