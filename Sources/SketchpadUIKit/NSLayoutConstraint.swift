import SketchpadLayout
import SketchpadWidgets

/// A relation between two items' attributes: UIKit's `NSLayoutConstraint`, over a Sketchpad
/// `Constraint` the layout engine solves.
///
/// `first.attribute  relation  multiplier × second.attribute + constant`. Make constraints with
/// anchors or the attribute initialiser, then activate them; what UIKit would refuse (items in
/// different hierarchies, leading related to left, a position against a constant) is recorded
/// as a ``UIKitLayoutIssue`` on the view and the constraint stays inactive.
///
/// ```swift
/// NSLayoutConstraint.activate([
///     label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
///     NSLayoutConstraint(item: label, attribute: .top, relatedBy: .equal,
///                        toItem: view, attribute: .top, multiplier: 1, constant: 20),
/// ])
/// ```
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    public private(set) weak var firstItem: AnyObject?
    public private(set) weak var secondItem: AnyObject?
    // Read-only outside, set once by the initialisers: `init()` is the only designated
    // initialiser, so a subclass in another module (SnapKit's `LayoutConstraint`) inherits
    // `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)` as it does in UIKit.
    public private(set) var firstAttribute: Attribute
    public private(set) var secondAttribute: Attribute
    public private(set) var relation: Relation
    public private(set) var multiplier: CGFloat
    /// Whether the constraint is archived with its view (kept for source compatibility).
    open var shouldBeArchived = false
    /// A name shown in diagnostics.
    open var identifier: String? {
        didSet { backing?.identifier = identifier }
    }

    /// The anchors the constraint was made from (or equivalent ones for the attribute initialiser).
    private(set) var firstAnchorStorage: AnchorTarget?
    private(set) var secondAnchorStorage: AnchorTarget?
    /// Whether an item was given that is neither a view nor a layout guide.
    private(set) var invalidItemDescription: String?

    /// The engine's constraint, made when the constraint is first activated (the hierarchy is
    /// known then: constraints from a scroll view's content to its edges attach to its content).
    var backing: Constraint?

    /// The amount added to the second side. Changing it on an active constraint takes effect at
    /// the next layout pass.
    open var constant: CGFloat {
        didSet {
            backing?.constant = Double(constant)
            UIView.layoutGeneration &+= 1
        }
    }

    /// The constraint's priority. On an active constraint it may not change between required
    /// and optional (UIKit raises an exception; here it is a ``UIKitLayoutIssue`` and the change
    /// is ignored).
    open var priority: UILayoutPriority = .required {
        didSet {
            if isActive, (oldValue == .required) != (priority == .required) {
                let change = "from \(oldValue.rawValue) to \(priority.rawValue)"
                let message = "the priority of the active constraint \(description) cannot change \(change): "
                    + "mutating a priority between required and not required on an installed constraint is not supported; "
                    + "deactivate it first, or use 999 instead of 1000"
                let issue = UIKitLayoutIssue(kind: .priorityMutation, message: message)
                priority = oldValue
                issue.report(on: firstItem as? UIView ?? (firstItem as? UILayoutGuide)?.owningView)
                return
            }
            backing?.priority = priority.layoutPriority
            UIView.layoutGeneration &+= 1
        }
    }

    /// Creates a constraint from attributes, as UIKit's designated form.
    ///
    /// `view1` and `view2` must be `UIView`s or `UILayoutGuide`s; with `view2 == nil` the constraint
    /// compares `attr1` (a width or height) with `c`.
    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                            toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        func anchor(_ item: Any?, _ attribute: Attribute) -> AnchorTarget? {
            guard let object = item.map({ $0 as AnyObject }) else { return nil }
            return AnchorTarget(item: object, attribute: attribute)
        }
        let invalid = [view1, view2].compactMap { $0 }.first { !($0 is UIView || $0 is UILayoutGuide) }
        self.init(first: anchor(view1, attr1), attr1, relation, second: anchor(view2, attr2), view2 == nil ? .notAnAttribute : attr2,
                  multiplier: multiplier, constant: c,
                  invalidItem: invalid.map { "\(type(of: $0)) \($0)" })
    }

    /// A constraint with no items, for subclasses to build on (UIKit's `init()`); activating it
    /// is an issue, as it relates nothing.
    public override init() {
        self.firstAnchorStorage = nil
        self.secondAnchorStorage = nil
        self.firstAttribute = .notAnAttribute
        self.secondAttribute = .notAnAttribute
        self.relation = .equal
        self.multiplier = 1
        self.constant = 0
        self.invalidItemDescription = nil
        super.init()
    }

    /// A convenience initialiser over `init()`, so that subclasses inherit every initialiser
    /// (a designated one here would be invisible to a subclass in another module, which would
    /// then inherit none of the convenience initialisers).
    convenience init(first: AnchorTarget?, _ firstAttribute: Attribute, _ relation: Relation,
                     second: AnchorTarget?, _ secondAttribute: Attribute,
                     multiplier: CGFloat, constant: CGFloat, invalidItem: String? = nil) {
        self.init()
        self.firstAnchorStorage = first
        self.secondAnchorStorage = second
        self.firstItem = first?.item
        self.secondItem = second?.item
        self.firstAttribute = firstAttribute
        self.secondAttribute = secondAttribute
        self.relation = relation
        self.multiplier = multiplier
        self.constant = constant
        self.invalidItemDescription = invalidItem
    }

    /// The anchor of the first item (UIKit's `firstAnchor`).
    /// It is the item's own anchor (`c.firstAnchor === view.topAnchor`), as in UIKit.
    open var firstAnchor: NSLayoutAnchor<AnyObject> {
        Self.erased(firstAnchorStorage ?? AnchorTarget(item: nil, attribute: firstAttribute))
    }

    /// The anchor of the second item (the item's own anchor), or nil for a constraint against a constant.
    open var secondAnchor: NSLayoutAnchor<AnyObject>? { secondAnchorStorage.map(Self.erased) }

    /// The item's kept anchor for `target` seen as `NSLayoutAnchor<AnyObject>` (Objective-C's
    /// generics are erased, so UIKit returns the very object; Swift's generic classes are not
    /// covariant, and the anchor type parameter is only a compile-time tag here: no stored
    /// property or method depends on it, so the reference is reinterpreted), or a new anchor
    /// for a target no item anchor stands for (an offset dimension, a margin attribute).
    private static func erased(_ target: AnchorTarget) -> NSLayoutAnchor<AnyObject> {
        guard let shared = target.itemAnchor else { return NSLayoutAnchor(target) }
        return Unmanaged<NSLayoutAnchor<AnyObject>>.fromOpaque(Unmanaged.passUnretained(shared).toOpaque()).takeUnretainedValue()
    }

    // MARK: Activation

    /// Whether the constraint takes part in layout. Activating installs it on the items' nearest
    /// common ancestor (UIKit adds it to that view's `constraints`).
    open var isActive: Bool {
        get { backing?.isActive ?? false }
        set {
            if newValue { activate() } else { deactivate() }
            UIView.layoutGeneration &+= 1
        }
    }

    /// Activates each constraint (UIKit: more efficient than setting `isActive` one by one).
    public class func activate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = true }
    }

    /// Deactivates each constraint.
    public class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = false }
    }

    private func deactivate() {
        guard let backing, backing.isActive else { return }
        backing.isActive = false
        holder?.installedConstraints.removeAll { $0 === self }
        holder = nil
    }

    /// The view whose ``UIView/constraints`` list this constraint.
    weak var holder: UIView?

    private func activate() {
        if isActive { return }
        let view1 = firstAnchorStorage?.owningView
        if let problem = activationProblem() {
            UIKitLayoutIssue(kind: problem.kind, message: problem.message).report(on: view1 ?? secondAnchorStorage?.owningView)
            return
        }
        firstAnchorStorage?.prepareForActivation()
        secondAnchorStorage?.prepareForActivation()
        let constraint = backing ?? makeBacking()
        backing = constraint
        if let message = constraint.validationProblem {
            UIKitLayoutIssue(kind: .invalidConstraint, message: "the constraint \(self) cannot be activated: \(message)")
                .report(on: view1)
            return
        }
        constraint.isActive = true
        let ancestor = commonAncestor()
        holder = ancestor
        ancestor?.installedConstraints.append(self)
    }

    private func commonAncestor() -> UIView? {
        guard let a = firstAnchorStorage?.owningView else { return secondAnchorStorage?.owningView }
        guard let b = secondAnchorStorage?.owningView else { return a }
        return UIView.nearestCommonAncestor(a, b)
    }

    private func activationProblem() -> (kind: UIKitLayoutIssue.Kind, message: String)? {
        if let invalid = invalidItemDescription {
            return (.invalidItem, "the constraint \(self) relates \(invalid), which is neither a UIView nor a UILayoutGuide")
        }
        guard let first = firstAnchorStorage, first.item != nil else {
            return (.invalidItem, "the constraint \(self) has no first item (it was released, or nil was given)")
        }
        for anchor in [first, secondAnchorStorage].compactMap({ $0 }) {
            if let guide = anchor.item as? UILayoutGuide, guide.owningView == nil, anchor.offsetDefinition == nil {
                return (.invalidItem, "the constraint \(self) uses the layout guide \(guide.debugName), which was not added to a view: call addLayoutGuide(_:) on a view first")
            }
        }
        if let a = first.owningView, let b = secondAnchorStorage?.owningView, UIView.nearestCommonAncestor(a, b) == nil {
            return (.noCommonAncestor, "unable to activate the constraint \(self): its items have no common ancestor (they are in different view hierarchies; UIKit raises an exception here). Add both views to one hierarchy with addSubview(_:) before activating")
        }
        return nil
    }

    /// Makes the engine's constraint, attaching edges of a scroll view related to its own content
    /// to the scroll view's content area, as UIKit does.
    private func makeBacking() -> Constraint {
        let first = firstAnchorStorage!
        let (item1, attribute1) = first.layoutTarget(relatedTo: secondAnchorStorage?.item)
        var item2: (any LayoutItem)?
        var attribute2 = secondAttribute.layoutAttribute
        if let second = secondAnchorStorage {
            let target = second.layoutTarget(relatedTo: first.item)
            item2 = target.item
            attribute2 = target.attribute
        }
        if item2 == nil { attribute2 = .notAnAttribute }
        let c = Constraint(item: item1, attribute: attribute1, relatedBy: relation.layoutRelation, toItem: item2,
                           attribute: attribute2, multiplier: Double(multiplier), constant: Double(constant),
                           priority: priority.layoutPriority, identifier: identifier,
                           origin: Constraint.Origin("UIKit"), location: SourceLocation(file: "SketchpadUIKit", line: 0))
        return c
    }

    // `description` is nonisolated (NSObject's); constraints are only described on the main actor.
    open override var description: String { MainActor.assumeIsolated { describe() } }

    private func describe() -> String {
        func side(_ anchor: AnchorTarget?) -> String { anchor?.name ?? "" }
        var text = "<NSLayoutConstraint \(identifier.map { "'\($0)' " } ?? "")\(side(firstAnchorStorage)) \(relation.symbol) "
        if secondAnchorStorage != nil {
            if multiplier != 1 { text += "\(multiplier)*" }
            text += side(secondAnchorStorage)
            if constant != 0 { text += constant > 0 ? " + \(constant)" : " - \(-constant)" }
        } else {
            text += "\(constant)"
        }
        if priority != .required { text += " @\(priority.rawValue)" }
        return text + ">"
    }
}

extension NSLayoutConstraint.Relation {
    var symbol: String {
        switch self {
        case .lessThanOrEqual: return "<="
        case .equal: return "=="
        case .greaterThanOrEqual: return ">="
        }
    }
}
