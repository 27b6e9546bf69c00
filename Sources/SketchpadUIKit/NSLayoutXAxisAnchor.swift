/// The standard space between siblings: what system-spacing constraints use (8 points).
let systemSpacing: CGFloat = 8

/// A horizontal position: leading, trailing, left, right, centerX and their margin variants.
///
/// ```swift
/// button.leadingAnchor.constraint(equalToSystemSpacingAfter: label.trailingAnchor, multiplier: 1)
/// let gap = left.trailingAnchor.anchorWithOffset(to: right.leadingAnchor)
/// ```
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// A dimension for the distance from this anchor to `otherAnchor` (positive when it is after).
    open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension.offset(from: target, to: otherAnchor.target, horizontal: true)
    }

    /// `self == anchor + multiplier × system spacing`.
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: systemSpacing * multiplier)
    }

    /// `self >= anchor + multiplier × system spacing`.
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }

    /// `self <= anchor + multiplier × system spacing`.
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }
}
