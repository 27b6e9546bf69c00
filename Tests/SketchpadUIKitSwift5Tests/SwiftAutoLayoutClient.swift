import SketchpadUIKit

// Seed 001's samples use SwiftAutoLayout (SwiftKickMobile), a small layout-helper library over
// UIKit's anchors. This is a client-side implementation of the API the article shows, written
// only against UIKit's public API, as a team's copy of such a helper would be: it must compile
// against SketchpadUIKit unchanged, and the article's samples (Seed001Tests) run over it.

/// Something constraints can be made to: a view or a layout guide.
protocol Constrainable: AnyObject {
    var leadingAnchor: NSLayoutXAxisAnchor { get }
    var trailingAnchor: NSLayoutXAxisAnchor { get }
    var centerXAnchor: NSLayoutXAxisAnchor { get }
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var centerYAnchor: NSLayoutYAxisAnchor { get }
    var widthAnchor: NSLayoutDimension { get }
    var heightAnchor: NSLayoutDimension { get }
    var parentView: UIView? { get }
}

extension UIView: Constrainable { var parentView: UIView? { superview } }
extension UILayoutGuide: Constrainable { var parentView: UIView? { owningView } }

extension CGFloat {
    /// A placeholder constant: the system spacing.
    static let systemSpacing: CGFloat = -.greatestFiniteMagnitude
}

enum XAxis { case leading, trailing, centerX }
enum YAxis { case top, bottom, centerY }
enum Dimension { case width, height }

extension Constrainable {
    func constrain(to other: Constrainable) -> RelationalConstraintBuilder { RelationalConstraintBuilder(self, other) }
    func constrain(after other: Constrainable) -> DistributiveConstraintBuilder { DistributiveConstraintBuilder(self, other) }
    func constrainSelf() -> SelfConstraintBuilder { SelfConstraintBuilder(self) }

    func x(_ axis: XAxis) -> NSLayoutXAxisAnchor {
        switch axis { case .leading: return leadingAnchor; case .trailing: return trailingAnchor; case .centerX: return centerXAnchor }
    }
    func y(_ axis: YAxis) -> NSLayoutYAxisAnchor {
        switch axis { case .top: return topAnchor; case .bottom: return bottomAnchor; case .centerY: return centerYAnchor }
    }
    func d(_ dimension: Dimension) -> NSLayoutDimension { dimension == .width ? widthAnchor : heightAnchor }
}

final class RelationalConstraintBuilder {
    private(set) var constraints: [NSLayoutConstraint] = []
    let first: Constrainable, second: Constrainable

    init(_ first: Constrainable, _ second: Constrainable) {
        self.first = first
        self.second = second
        // The first item joins the second's view when it has no parent yet.
        let target = (second as? UIView) ?? second.parentView
        if let view = first as? UIView {
            view.translatesAutoresizingMaskIntoConstraints = false
            if view.superview == nil, let target, target !== view { target.addSubview(view) }
        } else if let guide = first as? UILayoutGuide, guide.owningView == nil, let target {
            target.addLayoutGuide(guide)
        }
    }

    private func add(_ c: NSLayoutConstraint, _ priority: UILayoutPriority, _ activate: Bool) -> RelationalConstraintBuilder {
        c.priority = priority
        c.isActive = activate
        constraints.append(c)
        return self
    }

    /// `first.attribute REL second.attribute × multiplier + constant`; trailing and bottom
    /// constraints reverse their items so positive constants inset.
    private func edge(_ attribute: NSLayoutConstraint.Attribute, reversed: Bool, _ relation: NSLayoutConstraint.Relation,
                      _ constant: CGFloat, _ multiplier: CGFloat, _ priority: UILayoutPriority, _ activate: Bool) -> RelationalConstraintBuilder {
        let (item1, item2) = reversed ? (second, first) : (first, second)
        let value = constant == .systemSpacing ? 8 : constant
        return add(NSLayoutConstraint(item: item1, attribute: attribute, relatedBy: relation, toItem: item2,
                                      attribute: attribute, multiplier: multiplier, constant: value), priority, activate)
    }

    @discardableResult func leading(_ relation: NSLayoutConstraint.Relation = .equal, constant: CGFloat = 0, multiplier: CGFloat = 1, priority: UILayoutPriority = .required, activate: Bool = true) -> RelationalConstraintBuilder {
        edge(.leading, reversed: false, relation, constant, multiplier, priority, activate)
    }
    @discardableResult func trailing(_ relation: NSLayoutConstraint.Relation = .equal, constant: CGFloat = 0, multiplier: CGFloat = 1, priority: UILayoutPriority = .required, activate: Bool = true) -> RelationalConstraintBuilder {
        edge(.trailing, reversed: true, relation, constant, multiplier, priority, activate)
    }
    @discardableResult func top(_ relation: NSLayoutConstraint.Relation = .equal, constant: CGFloat = 0, multiplier: CGFloat = 1, priority: UILayoutPriority = .required, activate: Bool = true) -> RelationalConstraintBuilder {
        edge(.top, reversed: false, relation, constant, multiplier, priority, activate)
    }
    @discardableResult func bottom(_ relation: NSLayoutConstraint.Relation = .equal, constant: CGFloat = 0, multiplier: CGFloat = 1, priority: UILayoutPriority = .required, activate: Bool = true) -> RelationalConstraintBuilder {
        edge(.bottom, reversed: true, relation, constant, multiplier, priority, activate)
    }
    @discardableResult func centerX(_ relation: NSLayoutConstraint.Relation = .equal, constant: CGFloat = 0, multiplier: CGFloat = 1, priority: UILayoutPriority = .required, activate: Bool = true) -> RelationalConstraintBuilder {
        edge(.centerX, reversed: false, relation, constant, multiplier, priority, activate)
    }
    @discardableResult func centerY(_ relation: NSLayoutConstraint.Relation = .equal, constant: CGFloat = 0, multiplier: CGFloat = 1, priority: UILayoutPriority = .required, activate: Bool = true) -> RelationalConstraintBuilder {
        edge(.centerY, reversed: false, relation, constant, multiplier, priority, activate)
    }
    @discardableResult func width(_ relation: NSLayoutConstraint.Relation = .equal, constant: CGFloat = 0, multiplier: CGFloat = 1, priority: UILayoutPriority = .required, activate: Bool = true) -> RelationalConstraintBuilder {
        add(dimension(first.widthAnchor, second.widthAnchor, relation, multiplier, constant), priority, activate)
    }
    @discardableResult func height(_ relation: NSLayoutConstraint.Relation = .equal, constant: CGFloat = 0, multiplier: CGFloat = 1, priority: UILayoutPriority = .required, activate: Bool = true) -> RelationalConstraintBuilder {
        add(dimension(first.heightAnchor, second.heightAnchor, relation, multiplier, constant), priority, activate)
    }

    private func dimension(_ a: NSLayoutDimension, _ b: NSLayoutDimension, _ relation: NSLayoutConstraint.Relation, _ m: CGFloat, _ c: CGFloat) -> NSLayoutConstraint {
        switch relation {
        case .equal: return a.constraint(equalTo: b, multiplier: m, constant: c)
        case .lessThanOrEqual: return a.constraint(lessThanOrEqualTo: b, multiplier: m, constant: c)
        case .greaterThanOrEqual: return a.constraint(greaterThanOrEqualTo: b, multiplier: m, constant: c)
        }
    }

    /// Two constraints: centerX and centerY.
    @discardableResult func centerXY(constant: CGFloat = 0) -> RelationalConstraintBuilder { centerX(constant: constant).centerY(constant: constant) }
    /// Two constraints: leading and trailing.
    @discardableResult func leadingTrailing(_ relation: NSLayoutConstraint.Relation = .equal, constant: CGFloat = 0, priority: UILayoutPriority = .required) -> RelationalConstraintBuilder {
        leading(relation, constant: constant, priority: priority).trailing(relation, constant: constant, priority: priority)
    }
    /// Two constraints: top and bottom.
    @discardableResult func topBottom(_ relation: NSLayoutConstraint.Relation = .equal, constant: CGFloat = 0, priority: UILayoutPriority = .required) -> RelationalConstraintBuilder {
        top(relation, constant: constant, priority: priority).bottom(relation, constant: constant, priority: priority)
    }
    /// Four constraints: leading, trailing, top, bottom.
    @discardableResult func leadingTrailingTopBottom(constant: CGFloat = 0) -> RelationalConstraintBuilder {
        leadingTrailing(constant: constant).topBottom(constant: constant)
    }

    @discardableResult func xAxis(_ a: XAxis, to b: XAxis, constant: CGFloat = 0) -> RelationalConstraintBuilder {
        add(first.x(a).constraint(equalTo: second.x(b), constant: constant), .required, true)
    }
    @discardableResult func yAxis(_ a: YAxis, to b: YAxis, constant: CGFloat = 0) -> RelationalConstraintBuilder {
        add(first.y(a).constraint(equalTo: second.y(b), constant: constant), .required, true)
    }
    @discardableResult func dimension(_ a: Dimension, to b: Dimension, constant: CGFloat = 0, multiplier: CGFloat = 1) -> RelationalConstraintBuilder {
        add(first.d(a).constraint(equalTo: second.d(b), multiplier: multiplier, constant: constant), .required, true)
    }
}

final class DistributiveConstraintBuilder {
    private(set) var constraints: [NSLayoutConstraint] = []
    let first: Constrainable, previous: Constrainable
    init(_ first: Constrainable, _ previous: Constrainable) {
        self.first = first
        self.previous = previous
        (first as? UIView)?.translatesAutoresizingMaskIntoConstraints = false
    }
    @discardableResult func vertically(constant: CGFloat = 0) -> DistributiveConstraintBuilder {
        let c = first.topAnchor.constraint(equalTo: previous.bottomAnchor, constant: constant == .systemSpacing ? 8 : constant)
        c.isActive = true
        constraints.append(c)
        return self
    }
    @discardableResult func horizontally(constant: CGFloat = 0) -> DistributiveConstraintBuilder {
        let c = first.leadingAnchor.constraint(equalTo: previous.trailingAnchor, constant: constant == .systemSpacing ? 8 : constant)
        c.isActive = true
        constraints.append(c)
        return self
    }
}

final class SelfConstraintBuilder {
    private(set) var constraints: [NSLayoutConstraint] = []
    let item: Constrainable
    init(_ item: Constrainable) {
        self.item = item
        (item as? UIView)?.translatesAutoresizingMaskIntoConstraints = false
    }
    /// Activates or deactivates every constraint of the builder.
    var isActive: Bool {
        get { constraints.allSatisfy(\.isActive) }
        set { constraints.forEach { $0.isActive = newValue } }
    }
    private func add(_ c: NSLayoutConstraint, _ priority: UILayoutPriority, _ activate: Bool) -> SelfConstraintBuilder {
        c.priority = priority
        c.isActive = activate
        constraints.append(c)
        return self
    }
    @discardableResult func width(constant: CGFloat, priority: UILayoutPriority = .required, activate: Bool = true) -> SelfConstraintBuilder {
        add(item.widthAnchor.constraint(equalToConstant: constant), priority, activate)
    }
    @discardableResult func height(constant: CGFloat, priority: UILayoutPriority = .required, activate: Bool = true) -> SelfConstraintBuilder {
        add(item.heightAnchor.constraint(equalToConstant: constant), priority, activate)
    }
    /// Two constraints: width and height.
    @discardableResult func widthHeight(constant: CGFloat, priority: UILayoutPriority = .required) -> SelfConstraintBuilder {
        width(constant: constant, priority: priority).height(constant: constant, priority: priority)
    }
    @discardableResult func aspectRatio(_ ratio: CGFloat) -> SelfConstraintBuilder {
        add(item.widthAnchor.constraint(equalTo: item.heightAnchor, multiplier: ratio), .required, true)
    }
}

// What projects wrote themselves before UIKit's overlay had arithmetic on priorities: concrete
// operators, preferred over the overlay's generic ones (`_UIKitNumericRawRepresentable`), so it
// must compile against SketchpadUIKit without ambiguity, as it does against UIKit.
extension UILayoutPriority {
    static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(rawValue: lhs.rawValue + rhs) }
    static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(rawValue: lhs.rawValue - rhs) }
}
