/// An Auto Layout constraint: `first.attribute  relation  multiplier × second.attribute + constant`,
/// with a priority, an optional identifier, and the source location where it was written.
///
/// (Inside this module the solver's constraint type is `Cassowary.Constraint`.)
///
/// Create constraints from anchors (the usual way), then activate them in one batch:
///
/// ```swift
/// Constraint.activate([
///     title.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
///     title.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor, constant: 12),
///     badge.widthAnchor.constraint(equalTo: badge.heightAnchor),
///     title.widthAnchor.constraint(lessThanOrEqualToConstant: 200).withPriority(.defaultHigh),
/// ])
/// ```
///
/// Mixing incompatible attributes (leading with left, x with y, a position with a dimension)
/// does not compile with anchors; through the attribute-based initializer it is reported by the
/// engine as an ``LayoutDiagnostic/Kind/invalidConstraint`` error and the constraint is ignored.
public final class Constraint {
    /// The item on the left-hand side.
    ///
    /// Constraints hold their items strongly, except the view they are installed on (which owns
    /// them): that one is held weakly, so a view tree with constraints on itself is freed when it is
    /// released, with no reference cycle. Reading the item of a constraint whose view is gone traps.
    public var firstItem: any LayoutItem { firstStrong ?? firstWeak! }
    public let firstAttribute: LayoutAttribute
    public let relation: LayoutRelation
    /// The item on the right-hand side, or nil for a constraint against a constant.
    public var secondItem: (any LayoutItem)? { hasSecondItem ? (secondStrong ?? secondWeak!) : nil }
    // Stored properties the layout reads for every constraint are `@exclusivity(unchecked)`: a
    // constraint belongs to one thread at a time, and the runtime's check of each read cost
    // three `swift_beginAccess` calls per constraint (callgrind at 10,000 views, issue 26).
    @exclusivity(unchecked) private var firstStrong: (any LayoutItem)?
    private weak var firstWeak: (any LayoutItem)?
    @exclusivity(unchecked) private var secondStrong: (any LayoutItem)?
    private weak var secondWeak: (any LayoutItem)?
    private let hasSecondItem: Bool
    public let secondAttribute: LayoutAttribute
    public let multiplier: Double
    @exclusivity(unchecked) public var constant: Double
    @exclusivity(unchecked) public var priority: LayoutPriority
    /// A name for diagnostics.
    public var identifier: String?
    /// Where the constraint was written.
    public let location: SourceLocation
    /// Which part of the system made the constraint.
    public let origin: Origin

    /// Which part of the system made a constraint (user code, a DSL, a template…).
    public struct Origin: Hashable, Sendable, CustomStringConvertible {
        public let name: String
        public init(_ name: String) { self.name = name }
        /// Written directly with anchors or the attribute-based initializer.
        public static let anchors = Origin("anchors")
        /// Made from a visual-format string.
        public static let visualFormat = Origin("visual format")
        public var description: String { name }
    }

    weak var installedView: View?
    var activeFlag = false

    /// The general form (`NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`).
    ///
    /// With `secondItem == nil` the constraint compares the first attribute with `constant` (only
    /// valid for width and height).
    ///
    /// ```swift
    /// let c = Constraint(item: label, attribute: .trailing, relatedBy: .equal,
    ///                    toItem: root, attribute: .trailingMargin, constant: 0)
    /// ```
    public init(item firstItem: any LayoutItem, attribute firstAttribute: LayoutAttribute,
                relatedBy relation: LayoutRelation = .equal,
                toItem secondItem: (any LayoutItem)? = nil, attribute secondAttribute: LayoutAttribute = .notAnAttribute,
                multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority = .required,
                identifier: String? = nil, origin: Origin = .anchors, location: SourceLocation) {
        self.firstStrong = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondStrong = secondItem
        self.hasSecondItem = secondItem != nil
        self.secondAttribute = secondItem == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.identifier = identifier
        self.origin = origin
        self.location = location
    }

    /// The general form, recording the caller's location.
    public convenience init(item firstItem: any LayoutItem, attribute firstAttribute: LayoutAttribute,
                            relatedBy relation: LayoutRelation = .equal,
                            toItem secondItem: (any LayoutItem)? = nil, attribute secondAttribute: LayoutAttribute = .notAnAttribute,
                            multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority = .required,
                            identifier: String? = nil, origin: Origin = .anchors,
                            file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) {
        self.init(item: firstItem, attribute: firstAttribute, relatedBy: relation, toItem: secondItem,
                  attribute: secondAttribute, multiplier: multiplier, constant: constant, priority: priority,
                  identifier: identifier, origin: origin, location: SourceLocation(fileID: file, line: line, column: column))
    }

    // MARK: Activation

    /// Whether the constraint takes part in layout. Activating installs it on the nearest common
    /// ancestor of its items' views (or, when they have none yet, on the first item's view, where
    /// the engine still finds it once both are in one tree).
    public var isActive: Bool {
        get { activeFlag }
        set {
            if newValue {
                guard !activeFlag else { return }
                if let view = installationView() { install(on: view) } else { activeFlag = true }
            } else {
                installedView?.constraints.removeAll { $0 === self }
                installedView = nil
                holdItems(weaklyIfTheyAre: nil)
                activeFlag = false
            }
        }
    }

    /// Activates every constraint in order.
    public static func activate(_ constraints: [Constraint]) {
        for c in constraints { c.isActive = true }
    }

    /// Deactivates every constraint.
    public static func deactivate(_ constraints: [Constraint]) {
        for c in constraints { c.isActive = false }
    }

    /// Sets the priority and returns the constraint, for chaining: `.withPriority(.defaultLow)`.
    @discardableResult
    public func withPriority(_ priority: LayoutPriority) -> Constraint {
        self.priority = priority
        return self
    }

    /// Sets the identifier and returns the constraint, for chaining.
    @discardableResult
    public func withIdentifier(_ identifier: String) -> Constraint {
        self.identifier = identifier
        return self
    }

    func installationView() -> View? {
        guard let first = firstItem.owningView else { return secondItem?.owningView }
        guard let second = secondItem?.owningView else { return first }
        return Constraint.nearestCommonAncestor(first, second) ?? first
    }

    func install(on view: View) {
        if installedView === view, activeFlag { return }
        installedView?.constraints.removeAll { $0 === self }
        view.constraints.append(self)
        installedView = view
        holdItems(weaklyIfTheyAre: view)
        activeFlag = true
    }

    /// Holds each item strongly, except `owner` (the view that holds this constraint), weakly.
    private func holdItems(weaklyIfTheyAre owner: View?) {
        let first = firstItem
        if first === owner { firstStrong = nil; firstWeak = first } else { firstStrong = first; firstWeak = nil }
        if let second = secondItem {
            if second === owner { secondStrong = nil; secondWeak = second } else { secondStrong = second; secondWeak = nil }
        }
    }

    static func nearestCommonAncestor(_ a: View, _ b: View) -> View? {
        var v: View? = a
        while let candidate = v {
            if b.isDescendant(of: candidate) { return candidate }
            v = candidate.superview
        }
        return nil
    }

    /// Whether one item is inside `subtree` and another outside it.
    func relates(inside subtree: View) -> Bool {
        let firstInside = firstItem.owningView?.isDescendant(of: subtree) ?? false
        guard let second = secondItem else { return false }
        let secondInside = second.owningView?.isDescendant(of: subtree) ?? false
        return firstInside != secondInside
    }

    /// Why the constraint cannot be used, or nil if it is well formed.
    public var validationProblem: String? { validationProblem(first: firstItem, second: secondItem) }

    /// Both items, each read once. Reading ``firstItem`` or ``secondItem`` is a retain (and, for
    /// the item the constraint is installed on, a weak load through the object's side table);
    /// the layout's collecting pass read each two or three times per constraint (resolving it,
    /// then ``validationProblem``), at 10,000 views some 80,000 retains and releases of views
    /// scattered over the heap.
    var items: (first: any LayoutItem, second: (any LayoutItem)?) { (firstItem, secondItem) }

    /// ``validationProblem`` for items already read (`first` is ``firstItem``, `second`
    /// ``secondItem``).
    func validationProblem(first firstItem: any LayoutItem, second secondItem: (any LayoutItem)?) -> String? {
        if firstAttribute == .notAnAttribute { return "the first attribute is notAnAttribute" }
        if !multiplier.isFinite || !constant.isFinite { return "the multiplier and constant must be finite numbers" }
        guard let secondItem else {
            if firstAttribute.kind != .dimension {
                return "a \(firstAttribute) position cannot be compared with a constant; relate it to another item's anchor"
            }
            return nil
        }
        if secondAttribute == .notAnAttribute { return "the second item has no attribute" }
        if !firstAttribute.isCompatible(with: secondAttribute) {
            switch (firstAttribute.kind, secondAttribute.kind) {
            case (.directionalX, .absoluteX), (.absoluteX, .directionalX):
                return "\(firstAttribute) cannot be related to \(secondAttribute): leading/trailing flip in right-to-left scenes, left/right never do; use one family"
            default:
                return "\(firstAttribute) (\(Self.kindName(firstAttribute))) cannot be related to \(secondAttribute) (\(Self.kindName(secondAttribute)))"
            }
        }
        if multiplier == 0, firstAttribute.kind != .dimension {
            return "a multiplier of 0 on a position attribute makes the position absolute; use a constant width/height or relate to an anchor"
        }
        func viewOnly(_ item: any LayoutItem, _ attribute: LayoutAttribute) -> String? {
            // The attribute first: it is in this constraint, while the item is another object.
            guard attribute.isMargin || attribute == .firstBaseline || attribute == .lastBaseline, item is LayoutGuide else { return nil }
            return "\(attribute) exists for views only, not for the layout guide \(item.debugName)"
        }
        return viewOnly(firstItem, firstAttribute) ?? viewOnly(secondItem, secondAttribute)
    }

    private static func kindName(_ attribute: LayoutAttribute) -> String {
        switch attribute.kind {
        case .directionalX, .absoluteX, .centerX: return "x-axis position"
        case .y: return "y-axis position"
        case .dimension: return "dimension"
        case .none: return "no attribute"
        }
    }
}

extension Constraint: CustomStringConvertible {
    /// `Label 'a'.leading == View 'root'.leadingMargin + 8 @750`.
    public var description: String {
        var text = "\(firstItem.debugName).\(firstAttribute) \(relation.rawValue) "
        if let secondItem {
            if multiplier != 1 { text += "\(formatNumber(multiplier)) × " }
            text += "\(secondItem.debugName).\(secondAttribute)"
            if constant > 0 { text += " + \(formatNumber(constant))" }
            if constant < 0 { text += " - \(formatNumber(-constant))" }
        } else {
            text += formatNumber(constant)
        }
        if !priority.isRequired { text += " @\(priority)" }
        if let identifier { text = "[\(identifier)] " + text }
        return text
    }
}
