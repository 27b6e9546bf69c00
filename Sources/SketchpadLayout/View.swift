/// A rectangle in the view tree: the thing constraints position and the renderer draws.
///
/// Views are reference types with a superview and ordered subviews, like `UIView`. Layout inputs
/// (constraints, margins, priorities, content) live on the view; the engine's results are written
/// into ``frame`` (and returned in a ``LayoutResult``). There is no autoresizing mask: every view
/// is positioned by constraints only.
///
/// Subclasses with content (labels, buttons, text fields…) override
/// ``measureContent(using:fittingWidth:)`` to report an intrinsic size and baselines.
///
/// ```swift
/// let root = View(id: "root")
/// let box = View(id: "box")
/// root.addSubview(box)
/// Constraint.activate([
///     box.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
///     box.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
///     box.widthAnchor.constraint(equalToConstant: 100),
///     box.heightAnchor.constraint(equalToConstant: 40),
/// ])
/// ```
open class View: LayoutItem {
    /// The value of an intrinsic dimension a view does not have (Auto Layout's `noIntrinsicMetric`).
    public static let noIntrinsicMetric: Double = -1

    // The stored properties a layout reads (or writes: `frame`) for every view are
    // `@exclusivity(unchecked)`: a view belongs to one thread at a time, as the engine that lays
    // it out does, and the runtime's check of each access (`swift_beginAccess`, some 100
    // instructions) cost some 15 M instructions of a 10,000-view layout (callgrind, issue 26).
    /// A name for diagnostics, templates and tests.
    public var id: String?
    @exclusivity(unchecked) public private(set) var subviews: [View] = []
    public private(set) weak var superview: View?
    /// Hidden views keep their constraints but are not checked for ambiguity, overlap or overflow;
    /// hidden arranged subviews of a ``StackView`` collapse.
    @exclusivity(unchecked) public var isHidden = false

    // MARK: Diagnostics opt-outs

    /// This view may overlap its siblings on purpose (a badge, a background): no overlap warning.
    @exclusivity(unchecked) public var allowsOverlap = false
    /// This view may extend outside its superview on purpose: no overflow warning.
    @exclusivity(unchecked) public var allowsOverflow = false
    /// Content outside this view is clipped (a scroll area): its subviews are not reported as overflowing.
    @exclusivity(unchecked) public var clipsToBounds = false

    // MARK: Alignment rectangle

    /// How far inside the frame the view's alignment rectangle lies, per side (UIKit's
    /// `alignmentRectInsets`; negative: outside). Constraints, the intrinsic size and the view's
    /// own guides' anchors act on the alignment rectangle; ``frame`` is it outset by these insets
    /// (then rounded to pixels when the engine rounds), as UIKit derives a frame from
    /// `frame(forAlignmentRect:)`. Zero for every view but the UIKit layer's.
    @exclusivity(unchecked) package var alignmentInsets: EdgeInsets = .zero

    // MARK: DSL bookkeeping

    /// What the last `applyLayout(_:)` installed in this view, so the next call can replace it
    /// precisely (see DSL/View+ApplyLayout.swift). Not a layout input.
    var appliedLayoutRecord: AnyObject?

    // MARK: Results

    /// The frame after the last layout, in **canvas** coordinates (origin top-left of the canvas).
    @exclusivity(unchecked) public internal(set) var frame: Rect = .zero
    public var layoutFrame: Rect { frame }

    // MARK: Margins and guides

    enum MarginStorage {
        case directional(DirectionalEdgeInsets)
        case absolute(EdgeInsets)
    }
    @exclusivity(unchecked) var marginStorage: MarginStorage = .directional(DirectionalEdgeInsets(all: 8))

    /// The layout margins with leading/trailing sides (default 8 on every side). Setting this
    /// replaces ``layoutMargins``; the engine resolves leading/trailing with the scene's direction.
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get {
            switch marginStorage {
            case let .directional(insets): return insets
            case let .absolute(insets): return insets.directional(in: .leftToRight)
            }
        }
        set { marginStorage = .directional(newValue) }
    }

    /// The layout margins by absolute side. Setting this replaces ``directionalLayoutMargins``
    /// (reading it back converts directional margins as in a left-to-right scene).
    public var layoutMargins: EdgeInsets {
        get {
            switch marginStorage {
            case let .directional(insets): return insets.resolved(in: .leftToRight)
            case let .absolute(insets): return insets
            }
        }
        set { marginStorage = .absolute(newValue) }
    }

    /// The margins by absolute side in a scene of the given direction.
    public func resolvedLayoutMargins(in direction: LayoutDirection) -> EdgeInsets {
        switch marginStorage {
        case let .directional(insets): return insets.resolved(in: direction)
        case let .absolute(insets): return insets
        }
    }

    /// Whether the margins are measured from the safe area (default) or from the view's edges:
    /// for the root view, the scene's safe area; for other views, ``inheritedSafeAreaInsets``.
    @exclusivity(unchecked) public var insetsLayoutMarginsFromSafeArea = true

    /// The safe-area insets of a view that is not the root, as a host computes them from where
    /// its ancestors' unsafe areas cover it (UIKit propagates safe areas down the tree this way;
    /// the UIKit layer sets them between layout passes). Default zero: the view's safe-area guide
    /// is its bounds. Ignored for the root, whose insets come from the scene.
    @exclusivity(unchecked) public var inheritedSafeAreaInsets: EdgeInsets = .zero

    /// The largest width of ``readableContentGuide`` (default 672, UIKit's value for body text).
    @exclusivity(unchecked) public var readableContentWidth: Double = 672

    @exclusivity(unchecked) var marginsGuideStorage: LayoutGuide?
    /// The view's bounds inset by its layout margins (for the root view, measured from the safe
    /// area when ``insetsLayoutMarginsFromSafeArea`` is true).
    public var layoutMarginsGuide: LayoutGuide {
        if let guide = marginsGuideStorage { return guide }
        let guide = LayoutGuide(role: .layoutMargins, owner: self)
        marginsGuideStorage = guide
        return guide
    }

    @exclusivity(unchecked) var safeAreaGuideStorage: LayoutGuide?
    /// The view's bounds inset by its safe area: for the root view the scene's safe-area insets,
    /// for other views ``inheritedSafeAreaInsets`` (zero unless a host sets them).
    public var safeAreaLayoutGuide: LayoutGuide {
        if let guide = safeAreaGuideStorage { return guide }
        let guide = LayoutGuide(role: .safeArea, owner: self)
        safeAreaGuideStorage = guide
        return guide
    }

    @exclusivity(unchecked) var readableGuideStorage: LayoutGuide?
    /// A guide inside the layout margins, at most ``readableContentWidth`` wide and centred.
    public var readableContentGuide: LayoutGuide {
        if let guide = readableGuideStorage { return guide }
        let guide = LayoutGuide(role: .readableContent, owner: self)
        readableGuideStorage = guide
        return guide
    }

    /// Custom guides added with ``addLayoutGuide(_:)``, in order.
    @exclusivity(unchecked) public private(set) var layoutGuides: [LayoutGuide] = []

    // MARK: Constraints

    /// The active constraints installed on this view (their items' nearest common ancestor), in order.
    @exclusivity(unchecked) public internal(set) var constraints: [Constraint] = []

    // MARK: Content priorities

    @exclusivity(unchecked) var huggingPriorities: (horizontal: LayoutPriority, vertical: LayoutPriority) = (.defaultLow, .defaultLow)
    @exclusivity(unchecked) var compressionPriorities: (horizontal: LayoutPriority, vertical: LayoutPriority) = (.defaultHigh, .defaultHigh)

    public init(id: String? = nil) {
        self.id = id
    }

    // MARK: Hierarchy

    /// Adds `view` as the last subview, removing it from its previous superview first.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` among the subviews (clamped), removing it from its previous superview first.
    public func insertSubview(_ view: View, at index: Int) {
        precondition(view !== self && !isDescendant(of: view), "a view cannot be its own ancestor")
        if view.superview === self, let old = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: old)
        } else {
            view.removeFromSuperview()
        }
        subviews.insert(view, at: max(0, min(index, subviews.count)))
        view.superview = self
    }

    /// Removes the view from its superview, deactivating the constraints that relate anything in
    /// its subtree to anything outside it, and from the superview's arranged subviews if it is a
    /// ``StackView`` (as UIKit does).
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        (parent as? StackView)?.removeArrangedSubview(self)
        var ancestor: View? = parent
        while let a = ancestor {
            for constraint in a.constraints where constraint.relates(inside: self) {
                constraint.isActive = false
            }
            ancestor = a.superview
        }
        parent.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// Whether this view is `view` or one of its descendants.
    public func isDescendant(of view: View) -> Bool {
        var v: View? = self
        while let current = v {
            if current === view { return true }
            v = current.superview
        }
        return false
    }

    /// The top of this view's tree.
    public var rootView: View {
        var v = self
        while let parent = v.superview { v = parent }
        return v
    }

    /// Adds a custom guide owned by this view.
    public func addLayoutGuide(_ guide: LayoutGuide) {
        precondition(guide.role == .custom, "system guides belong to their view")
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        layoutGuides.append(guide)
    }

    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self else { return }
        layoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    // MARK: Installing constraints

    /// Installs an active constraint on this view (prefer ``Constraint/activate(_:)``, which picks
    /// the nearest common ancestor).
    public func addConstraint(_ constraint: Constraint) {
        constraint.install(on: self)
    }

    public func addConstraints(_ constraints: [Constraint]) {
        for c in constraints { addConstraint(c) }
    }

    public func removeConstraint(_ constraint: Constraint) {
        if constraint.installedView === self { constraint.isActive = false }
    }

    public func removeConstraints(_ constraints: [Constraint]) {
        for c in constraints { removeConstraint(c) }
    }

    // MARK: Content

    /// Measures the view's content: override in views that have some (text, images, controls).
    ///
    /// `fittingWidth` is nil on the first layout pass; for views whose height depends on their width
    /// (``contentSizeDependsOnWidth``) the engine calls again with the width it solved, until the
    /// layout settles. The default returns ``explicitIntrinsicContentSize`` or no intrinsic size.
    ///
    /// ```swift
    /// final class Avatar: View {
    ///     override func measureContent(using measurer: any TextMeasuring, fittingWidth: Double?) throws -> ContentMeasurement {
    ///         ContentMeasurement(size: Size(width: 40, height: 40))
    ///     }
    /// }
    /// ```
    open func measureContent(using measurer: any TextMeasuring, fittingWidth: Double?) throws -> ContentMeasurement {
        if let size = explicitIntrinsicContentSize { return ContentMeasurement(size: size) }
        return .none
    }

    /// Whether the height of the content depends on the width it is given (wrapping text).
    open var contentSizeDependsOnWidth: Bool { false }

    /// Where each of `measurement.texts` is drawn when the view has `frame` (canvas coordinates,
    /// in the same order): the box the text is placed in, centred vertically as a label centres
    /// its text. Layout uses it to report text that does not fit (``LayoutDiagnostic/Kind/textClipped``);
    /// widgets compute it with the same code they draw with. The default places nothing.
    ///
    /// ```swift
    /// override func textFrames(in frame: Rect, measurement: ContentMeasurement,
    ///                          layoutDirection: LayoutDirection) -> [Rect] {
    ///     [Rect(x: frame.minX + 8, y: frame.minY, width: frame.width - 16, height: frame.height)]
    /// }
    /// ```
    open func textFrames(in frame: Rect, measurement: ContentMeasurement, layoutDirection: LayoutDirection) -> [Rect] { [] }

    /// A fixed intrinsic content size for plain views (placeholders, images), or nil for none.
    /// Either dimension may be ``noIntrinsicMetric``.
    @exclusivity(unchecked) public var explicitIntrinsicContentSize: Size?

    /// The intrinsic content size as the first layout pass sees it.
    public func intrinsicContentSize(measuring measurer: any TextMeasuring) -> Size {
        ((try? measureContent(using: measurer, fittingWidth: nil)) ?? .none).size
    }

    /// The view whose first baseline is this view's `firstBaselineAnchor` (default: itself).
    open var viewForFirstBaselineLayout: View { self }
    /// The view whose last baseline is this view's `lastBaselineAnchor` (default: itself).
    open var viewForLastBaselineLayout: View { self }

    public func contentHuggingPriority(for axis: Axis) -> LayoutPriority {
        axis == .horizontal ? huggingPriorities.horizontal : huggingPriorities.vertical
    }

    /// How strongly the view resists growing beyond its intrinsic size on `axis` (default 250).
    /// At equal priorities a constraint you write wins over hugging and compression resistance.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: Axis) {
        if axis == .horizontal { huggingPriorities.horizontal = priority } else { huggingPriorities.vertical = priority }
    }

    public func contentCompressionResistancePriority(for axis: Axis) -> LayoutPriority {
        axis == .horizontal ? compressionPriorities.horizontal : compressionPriorities.vertical
    }

    /// How strongly the view resists shrinking below its intrinsic size on `axis` (default 750).
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: Axis) {
        if axis == .horizontal { compressionPriorities.horizontal = priority } else { compressionPriorities.vertical = priority }
    }

    // MARK: Names

    /// The type name of the view (`Label`, `StackView`…), for diagnostics.
    open var typeName: String {
        let full = String(describing: type(of: self))
        return full.split(separator: ".").last.map(String.init) ?? full
    }

    public var owningView: View? { self }

    /// `Label 'title'` when the view has an id, otherwise the type name and, for views with text,
    /// a short quote of it (`Label "Sign in"`).
    public var debugName: String {
        if let id { return "\(typeName) '\(id)'" }
        if let summary = contentSummary { return "\(typeName) \"\(summary)\"" }
        return typeName
    }

    /// A few words describing the content (a label's text) for ``debugName``, or nil.
    open var contentSummary: String? { nil }
}
