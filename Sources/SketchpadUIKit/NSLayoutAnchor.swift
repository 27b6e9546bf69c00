/// An attribute of a view or layout guide to make constraints from: UIKit's `NSLayoutAnchor`.
/// Use its subclasses, ``NSLayoutXAxisAnchor``, ``NSLayoutYAxisAnchor`` and
/// ``NSLayoutDimension``, through `view.leadingAnchor`, `guide.widthAnchor`…
///
/// Mixing leading/trailing with left/right compiles (as in UIKit) but is refused when the
/// constraint is activated, as a ``UIKitLayoutIssue``.
///
/// ```swift
/// label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor, constant: 8).isActive = true
/// ```
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    let target: AnchorTarget

    init(_ target: AnchorTarget) {
        self.target = target
        super.init()
    }

    convenience init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
        self.init(AnchorTarget(item: item, attribute: attribute))
    }

    /// The view or layout guide the anchor belongs to.
    open var item: AnyObject? { target.item }
    /// `UIView.leading`-style name for debugging.
    open var name: String { target.name }

    func make(_ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>?,
              multiplier: CGFloat = 1, constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(first: target, target.attribute, relation,
                           second: other?.target, other?.target.attribute ?? .notAnAttribute,
                           multiplier: multiplier, constant: constant)
    }

    /// `self == anchor`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.equal, anchor, constant: 0)
    }

    /// `self >= anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: 0)
    }

    /// `self <= anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: 0)
    }

    /// `self == anchor + c`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: c)
    }

    /// `self >= anchor + c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: c)
    }

    /// `self <= anchor + c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: c)
    }

    // `description` is nonisolated (NSObject's); anchors are only described on the main actor.
    open override var description: String { MainActor.assumeIsolated { "<\(type(of: self)) \(name)>" } }
}
