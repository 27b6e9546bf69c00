/// One constraint of an anchor list (seed 002's µDSL): a constant size, or an attribute related to
/// the same (or another) attribute of a reference item — the superview unless told otherwise.
/// Apply a list with ``View/addSubview(_:anchors:file:line:column:)`` or
/// ``View/activate(anchors:relativeTo:file:line:column:)``.
///
/// ```swift
/// view.addSubview(yellow, anchors: [.leading(0), .trailing(0), .bottom(0), .top(0)])
/// view.addSubview(redBox, anchors: [.centerX(0), .centerY(0), .width(100), .height(100)])
/// ```
///
/// Constants are added as they are (`.trailing(-16)` insets by 16), as in the article. Make your own
/// shorthands the way the built-in ones are made:
///
/// ```swift
/// extension LayoutAnchor {
///     static let leadingMargin = relative(attribute: .leading, relation: .equal, relatedTo: .leadingMargin)
/// }
/// ```
public enum LayoutAnchor: Hashable, Sendable {
    /// `attribute REL constant` (widths and heights).
    case constant(attribute: LayoutAttribute, relation: LayoutRelation, constant: Double)
    /// `attribute REL multiplier × reference.relatedTo + constant`.
    case relative(attribute: LayoutAttribute, relation: LayoutRelation, relatedTo: LayoutAttribute,
                  multiplier: Double, constant: Double)

    /// A shorthand taking the constant: `constant(attribute: .width, relation: .equal)(100)`.
    public static func constant(attribute: LayoutAttribute, relation: LayoutRelation)
        -> @Sendable (Double) -> LayoutAnchor {
        { constant in .constant(attribute: attribute, relation: relation, constant: constant) }
    }

    /// A shorthand taking the constant: `relative(attribute: .top, relation: .equal, relatedTo: .bottom)(8)`.
    public static func relative(attribute: LayoutAttribute, relation: LayoutRelation, relatedTo: LayoutAttribute,
                                multiplier: Double = 1) -> @Sendable (Double) -> LayoutAnchor {
        { constant in
            .relative(attribute: attribute, relation: relation, relatedTo: relatedTo, multiplier: multiplier, constant: constant)
        }
    }

    public static let leading = relative(attribute: .leading, relation: .equal, relatedTo: .leading)
    public static let trailing = relative(attribute: .trailing, relation: .equal, relatedTo: .trailing)
    public static let top = relative(attribute: .top, relation: .equal, relatedTo: .top)
    public static let bottom = relative(attribute: .bottom, relation: .equal, relatedTo: .bottom)
    public static let left = relative(attribute: .left, relation: .equal, relatedTo: .left)
    public static let right = relative(attribute: .right, relation: .equal, relatedTo: .right)
    public static let centerX = relative(attribute: .centerX, relation: .equal, relatedTo: .centerX)
    public static let centerY = relative(attribute: .centerY, relation: .equal, relatedTo: .centerY)

    public static let width = constant(attribute: .width, relation: .equal)
    public static let height = constant(attribute: .height, relation: .equal)

    // MARK: Explicit insets and offsets (see ``Inset``)

    /// `attribute` `inset` points inside the reference's same attribute (positive inwards for every edge).
    public static func edge(_ attribute: LayoutAttribute, inset: Double) -> LayoutAnchor {
        .relative(attribute: attribute, relation: .equal, relatedTo: attribute, multiplier: 1,
                  constant: Inset.offset(for: attribute, inset: inset))
    }

    /// `attribute` at Auto Layout's constant `offset` from the reference's same attribute.
    public static func edge(_ attribute: LayoutAttribute, offset: Double) -> LayoutAnchor {
        .relative(attribute: attribute, relation: .equal, relatedTo: attribute, multiplier: 1, constant: offset)
    }

    public static func leading(inset: Double) -> LayoutAnchor { edge(.leading, inset: inset) }
    public static func trailing(inset: Double) -> LayoutAnchor { edge(.trailing, inset: inset) }
    public static func top(inset: Double) -> LayoutAnchor { edge(.top, inset: inset) }
    public static func bottom(inset: Double) -> LayoutAnchor { edge(.bottom, inset: inset) }
    public static func leading(offset: Double) -> LayoutAnchor { edge(.leading, offset: offset) }
    public static func trailing(offset: Double) -> LayoutAnchor { edge(.trailing, offset: offset) }
    public static func top(offset: Double) -> LayoutAnchor { edge(.top, offset: offset) }
    public static func bottom(offset: Double) -> LayoutAnchor { edge(.bottom, offset: offset) }
}
