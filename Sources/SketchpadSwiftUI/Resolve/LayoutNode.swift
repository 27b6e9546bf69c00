import SketchpadLayout

/// One resolved view in the layout tree: what a primitive view (text, a shape, a stack, a
/// modifier's layout) becomes when `body`s are resolved. The engine is SwiftUI's protocol: a
/// parent proposes a size (``sizeThatFits(_:)``), the node answers, the parent places it
/// (``place(at:anchor:proposal:)``), the node places its children (``placeContent(in:proposal:)``).
///
/// A primitive view subclasses this to say how it sizes (``measure(_:)``), where its children
/// go (``placeContent(in:proposal:)``), which alignment guides it sets (``explicitAlignment(_:size:proposal:)``),
/// its children for drawing (``children``) and its drawing (``drawingView(in:)``).
///
/// ```swift
/// final class BadgeNode: LayoutNode, @unchecked Sendable {
///     override func measure(_ proposal: ProposedViewSize) -> CGSize { CGSize(width: 24, height: 24) }
///     override func drawingView(in builder: DrawingTreeBuilder) -> SketchpadLayout.View? { … }
/// }
/// ```
package class LayoutNode {
    /// Where the node was placed, in canvas coordinates (top-left origin), after layout.
    package final var frame: CGRect {
        get { placedFrame }
        set { placedFrame = newValue }
    }
    /// The proposal the node was placed with.
    package final var placedProposal: ProposedViewSize {
        get { placedWith }
        set { placedWith = newValue }
    }
    /// The environment the view was resolved in (fonts, colours, colour scheme…).
    package final let environment: EnvironmentValues
    /// Traits a stack reads (set by `layoutPriority` and `layoutValue`; unary modifiers pass them on).
    package final var layoutPriority: Double {
        get { priority }
        set { priority = newValue }
    }
    package final var layoutValues: [ObjectIdentifier: Any] = [:]
    /// The view's place in the front-to-back order among its siblings (`zIndex(_:)`; default 0).
    package final var zIndex: Double {
        get { order }
        set { order = newValue }
    }
    /// The name overlays and `frame(ofID:)` show (`.id(_:)`, `accessibilityIdentifier(_:)`).
    package final var identifier: String?
    /// Whether a node in this subtree may set an explicit alignment guide (alignmentGuide, text
    /// baselines): lets stacks skip asking subtrees that cannot answer.
    package final var hasCustomGuides: Bool {
        get { customGuides }
        set { customGuides = newValue }
    }
    package final var hasTextBaselines: Bool {
        get { textBaselines }
        set { textBaselines = newValue }
    }

    // The storage of the properties above. Private was not enough for the optimizer to drop
    // the run-time exclusivity checks of every access (a release build of sketchpad-swiftui-bench
    // still called swift_beginAccess twice a measurement on `measured`, in every stack's layout):
    // `@exclusivity(unchecked)`, as Cassowary's solver state. Sound because no access overlaps
    // another: each reads or writes a value and calls nothing that could reach the same node's
    // storage (a measurement is read, then `measure(_:)` runs, then its result is inserted), and
    // a render lays out on one thread.
    @exclusivity(unchecked) private var placedFrame: CGRect = .zero
    @exclusivity(unchecked) private var placedWith = ProposedViewSize.unspecified
    @exclusivity(unchecked) private var priority: Double = 0
    @exclusivity(unchecked) private var order: Double = 0
    @exclusivity(unchecked) private var customGuides = false
    @exclusivity(unchecked) private var textBaselines = false

    /// The sizes measured, by proposal.
    package final var sizes: ProposalCache<CGSize> { measured }
    /// Unchecked for exclusivity at run time (see the storage above): checked, it cost two
    /// `swift_beginAccess` calls a measurement (about 200 instructions).
    @exclusivity(unchecked) private var measured = ProposalCache<CGSize>()

    package init(environment: EnvironmentValues) {
        self.environment = environment
    }

    // MARK: What subclasses override

    /// The size the view wants for `proposal` (called once per distinct proposal).
    package func measure(_ proposal: ProposedViewSize) -> CGSize { .zero }

    /// Places the children inside `bounds` (the node's own frame, in canvas coordinates).
    package func placeContent(in bounds: CGRect, proposal: ProposedViewSize) {}

    /// The node's explicit value for an alignment guide, from its top-left corner (nil: none).
    package func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? { nil }

    /// The node's spacing preferences on `edges`; what the result says about the other edges is
    /// unspecified (default: a view that is not text, which SwiftUI's default spacing separates
    /// from other such views). A stack asks only the edges that face each other along its axis,
    /// so a horizontal gap reads no text's font metrics (those are on the top and bottom edges).
    package func spacing(on edges: Edge.Set) -> ViewSpacing { .nonText }

    /// The children, in drawing order (background under content under overlay).
    package var children: [LayoutNode] { [] }

    /// The Sketchpad view that draws this node's own visuals at ``frame`` (nil: draws nothing;
    /// its children are drawn in its parent's view).
    @MainActor package func drawingView(in builder: DrawingTreeBuilder) throws -> SketchpadLayout.View? { nil }

    // MARK: The protocol

    /// The node's spacing preferences on every edge.
    package final var spacing: ViewSpacing { spacing(on: .all) }

    /// The size for `proposal`, measured once per distinct proposal.
    package final func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        if let size = measured[proposal] { return size }
        let size = measure(proposal)
        measured.insert(size, for: proposal)
        return size
    }

    package final func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        ViewDimensions(size: sizeThatFits(proposal), node: self, proposal: proposal)
    }

    /// Places the node with its `anchor` at `position` at the size it wants for `proposal`.
    package final func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let size = sizeThatFits(proposal)
        let origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
        place(in: CGRect(origin: origin, size: size), proposal: proposal)
    }

    /// Places the node at `frame`.
    package final func place(in frame: CGRect, proposal: ProposedViewSize) {
        self.frame = frame
        placedProposal = proposal
        placeContent(in: frame, proposal: proposal)
    }

    /// Copies the traits of `child` (a unary modifier's layout shows its content's traits).
    package final func inheritTraits(from child: LayoutNode) {
        layoutPriority = child.layoutPriority
        layoutValues = child.layoutValues
        zIndex = child.zIndex
        hasCustomGuides = child.hasCustomGuides
        hasTextBaselines = child.hasTextBaselines
    }

    /// Whether asking this subtree for `key` can give anything but nil.
    package final func mayAnswer(_ key: AlignmentKey) -> Bool {
        if hasCustomGuides { return true }
        return hasTextBaselines && (key == VerticalAlignment.firstTextBaseline.key || key == VerticalAlignment.lastTextBaseline.key)
    }

    /// Forgets the sizes this node measured (and what its layout cached): a container-relative
    /// frame inside has a new container size, so the same proposal may now give another size.
    package func forgetMeasurements() { measured.removeAll() }

    /// Every node of the subtree, depth first (this one first).
    package final func forEachNode(_ body: (LayoutNode) throws -> Void) rethrows {
        try body(self)
        for child in children { try child.forEachNode(body) }
    }
}

/// A node with one child that it lays out (a modifier's layout: padding, frame, offset…). By
/// default it is as big as its child, places it at its own frame and shows its child's guides.
package class UnaryLayoutNode: LayoutNode, @unchecked Sendable {
    package final let child: LayoutNode

    package init(child: LayoutNode, environment: EnvironmentValues) {
        self.child = child
        super.init(environment: environment)
        inheritTraits(from: child)
    }

    package override var children: [LayoutNode] { [child] }
    package override func spacing(on edges: Edge.Set) -> ViewSpacing { child.spacing(on: edges) }

    package override func measure(_ proposal: ProposedViewSize) -> CGSize { child.sizeThatFits(proposal) }

    package override func placeContent(in bounds: CGRect, proposal: ProposedViewSize) {
        let placed = childFrame(in: bounds, proposal: proposal)
        child.place(in: CGRect(origin: placed.origin, size: placed.size), proposal: placed.proposal)
    }

    /// The child's guide, moved by where the child sits in this node (where ``childFrame(in:proposal:)`` puts it).
    package override func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        guard child.mayAnswer(key) else { return nil }
        let placed = childFrame(in: CGRect(origin: .zero, size: size), proposal: proposal)
        guard let value = child.explicitAlignment(key, size: placed.size, proposal: placed.proposal) else { return nil }
        return value + (key.axis == .horizontal ? placed.origin.x : placed.origin.y)
    }

    /// Where the child goes in `bounds` and what it is proposed (default: all of `bounds`).
    package func childFrame(in bounds: CGRect, proposal: ProposedViewSize) -> (origin: CGPoint, size: CGSize, proposal: ProposedViewSize) {
        (bounds.origin, bounds.size, proposal)
    }
}
