import SketchpadLayout
import SketchpadWidgets

/// A rectangle in a view hierarchy: UIKit's `UIView`, laid out by Sketchpad's engine.
///
/// Each view owns a Sketchpad `View` node that mirrors its hierarchy, margins, priorities and
/// intrinsic size; `layoutIfNeeded()` solves the whole tree and writes `frame`, `bounds` and
/// `center` back (superview-relative, as UIKit's). A view made in code keeps
/// `translatesAutoresizingMaskIntoConstraints == true` and is placed by its `frame`, as in UIKit.
///
/// ```swift
/// let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
/// let box = UIView()
/// box.translatesAutoresizingMaskIntoConstraints = false
/// root.addSubview(box)
/// NSLayoutConstraint.activate([
///     box.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
///     box.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
///     box.widthAnchor.constraint(equalToConstant: 100),
///     box.heightAnchor.constraint(equalToConstant: 40),
/// ])
/// root.layoutIfNeeded()
/// box.frame   // (8, 20, 100, 40)
/// ```
@preconcurrency @MainActor
open class UIView: UIResponder {
    /// The value of an intrinsic dimension a view does not have.
    public static let noIntrinsicMetric: CGFloat = -1
    /// For `systemLayoutSizeFitting(_:)`: the smallest size that fits.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// For `systemLayoutSizeFitting(_:)`: the largest size that fits.
    public static let layoutFittingExpandedSize = CGSize(width: 1e6, height: 1e6)

    /// The Sketchpad node the engine lays out (its type draws the view: `Box`, `Label`…).
    let node: View

    public private(set) var subviews: [UIView] = []
    public private(set) weak var superview: UIView?

    var frameStorage: CGRect
    var boundsOrigin: CGPoint = .zero

    /// Constraints listed on this view (installed on it as the items' nearest common ancestor).
    var installedConstraints: [NSLayoutConstraint] = []
    /// Issues recorded on this view (see ``layoutIssues``).
    var recordedIssues: [UIKitLayoutIssue] = []
    /// The fixed-frame constraints of a view placed by its frame, installed on its superview.
    var autoresizingConstraints: [Constraint] = []
    /// The node those constraints are installed on, held so they can be deactivated even after
    /// the superview is gone (a window released while its root view lives on, as snapshot
    /// tests do; Sketchpad's constraints hold the node they are installed on weakly).
    var autoresizingConstraintsHost: View?
    /// The view controller whose view this is.
    weak var owningViewController: UIViewController?
    /// Values of properties that container-scoped appearance proxies style, as they were when the
    /// view was made (or last styled): one that differs was set by the view itself and wins.
    var appearanceInitialValues: [AnyHashable: Any?]?
    /// Safe-area insets a host (a window, a scene) gives this view when it is the root.
    var hostSafeAreaInsets: UIEdgeInsets = .zero
    var hostTraitCollection: UITraitCollection?
    /// The traits `traitCollectionDidChange` was last called with (nil: never).
    var notifiedTraits: UITraitCollection?
    /// What `registerForTraitChanges` registered (see `UITraitChangeObservable.swift`).
    var traitChangeRegistrations: [TraitChangeRegistration] = []
    var needsLayoutFlag = true
    var needsUpdateConstraintsFlag = true
    var customGuides: [UILayoutGuide] = []
    var backgroundColorStorage: UIColor?
    var tintColorStorage: UIColor?
    var alphaStorage: CGFloat = 1
    var isOpaqueStorage = true
    var userInteractionStorage = true
    var contentModeStorage = ContentMode.scaleToFill
    var semanticContentAttributeStorage = UISemanticContentAttribute.unspecified
    /// Whether the superview's margins also apply where they reach into this view: each margin
    /// grows by the least amount that keeps content inside the superview's margins too.
    open var preservesSuperviewLayoutMargins = false {
        didSet { UIView.layoutGeneration &+= 1 }
    }
    /// The axes along which ``preservesSuperviewLayoutMargins`` applies (a list content view's
    /// `axesPreservingSuperviewLayoutMargins`; both for other views).
    var preservedMarginAxes: UIAxis = .both {
        didSet { UIView.layoutGeneration &+= 1 }
    }
    /// The view's layer: corner radius, border, shadow, and the layers added to it; of the
    /// class ``layerClass`` names when that is one of Core Animation's (or the nearest one it derives from).
    /// Overridable, as in UIKit, so a view whose ``layerClass`` is `CAShapeLayer` can narrow its type:
    ///
    /// ```swift
    /// override var layer: CAShapeLayer { super.layer as! CAShapeLayer }
    /// ```
    open var layer: CALayer { layerStorage }
    let layerStorage: CALayer
    /// The margins set on the view (UIKit's default, 8 on every side, until set), as given:
    /// the node's margins are these, raised to a view controller's system minimum and to the
    /// superview's margins where they are preserved.
    var ownMargins = OwnMargins.directional(NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
    /// Whether the margins were set explicitly (a view controller's root view otherwise has the
    /// system minimum margins).
    var marginsWereSet = false
    /// How far the superview's margins reach into this view, by absolute side, measured in the
    /// last layout pass (see ``preservesSuperviewLayoutMargins``).
    var preservedMargins = EdgeInsets.zero
    /// The last layout of this hierarchy, kept on its root.
    var lastLayoutResult: LayoutResult?
    var lastLayoutGeneration: UInt64 = .max
    /// Engine errors already printed (each is printed once, as passes repeat).
    var reportedLayoutErrors: Set<String> = []

    /// Bumped by every change that can move something (constraints, frames, hierarchy), so a
    /// layout pass knows whether `layoutSubviews` overrides changed the layout.
    static var layoutGeneration: UInt64 = 0

    public init(frame: CGRect) {
        frameStorage = frame
        node = Self.makeNode()
        layerStorage = Self.makeLayer()
        super.init()
        layerStorage.owningView = self
        (node as? UIKitNode)?.owner = self
        isOpaqueStorage = Self.isOpaqueByDefault
        userInteractionStorage = Self.isUserInteractionEnabledByDefault
        backgroundColorStorage = Self.defaultBackgroundColor
        UIAppearanceRegistry.applyOnInit(self)
    }

    /// Views from archives do not exist here; this exists so subclasses can declare it, as UIKit requires.
    public required init?(coder: NSCoder) {
        frameStorage = .zero
        node = Self.makeNode()
        layerStorage = Self.makeLayer()
        super.init()
        layerStorage.owningView = self
        (node as? UIKitNode)?.owner = self
        isOpaqueStorage = Self.isOpaqueByDefault
        userInteractionStorage = Self.isUserInteractionEnabledByDefault
        backgroundColorStorage = Self.defaultBackgroundColor
        UIAppearanceRegistry.applyOnInit(self)
    }

    /// What UIKit's description shows of the view's content after its frame (a label's text).
    var descriptionContent: [String] { [] }
    /// What iOS 13 and later print of the view's content just before the layer (an image view's image).
    var descriptionDetails: [String] { [] }
    /// What UIKit's description adds after the layer (a scroll view's offset and sizes).
    var descriptionSuffix: String { "" }
    /// What UIKit's description adds after its closing bracket (a collection view's layout on iOS 12).
    var descriptionTrailer: String { "" }
    /// The class of the view's layer in UIKit's description.
    class var layerClassName: String { "CALayer" }
    /// The class of the view's layer: Core Animation's class it is or derives from makes the layer (see `makeLayer()`).
    open class var layerClass: AnyClass { CALayer.self }
    /// The values of SDK members that draw and lay out nothing here (see `UIView+SDKMembers.swift`).
    var sdkValues = UIViewSDKValues()
    /// Whether UIKit gives the class private gesture recognizers that `gestureRecognizers` does not
    /// list here (windows): its description lists them.
    class var hasGestureRecognizersByDefault: Bool { false }
    /// Whether this view has private gesture recognizers now (by default, the class's
    /// ``hasGestureRecognizersByDefault``; a text field has them once it is in a window).
    var hasPrivateGestureRecognizers: Bool { Self.hasGestureRecognizersByDefault }

    /// UIKit's default `isOpaque` for the class (controls are not opaque).
    class var isOpaqueByDefault: Bool { true }
    /// UIKit's default `isUserInteractionEnabled` for the class (labels and image views: false).
    class var isUserInteractionEnabledByDefault: Bool { true }
    /// UIKit's default `backgroundColor` for the class (labels: clear, as iOS 17 prints them).
    class var defaultBackgroundColor: UIColor? { nil }

    public override convenience init() {
        self.init(frame: .zero)
    }

    /// The engine node for this class (overridden by widget classes).
    class func makeNode() -> View { ViewNode() }

    /// Per-class synchronisation of the node before layout (stack views, scroll views, widgets
    /// copy what they draw and measure).
    func prepareNodeForLayout() {}

    /// Per-class work once the layout pass wrote the view's frame (a label asks `drawText(in:)`
    /// where its text goes).
    func didApplyLayout() {}

    // MARK: Frame

    /// The view's rectangle in its superview's coordinate system. Valid after `layoutIfNeeded()`
    /// for views placed by constraints; a view with `translatesAutoresizingMaskIntoConstraints`
    /// is placed by it. With a ``UIView/transform`` it is the smallest rectangle around the transformed
    /// bounds, as UIKit derives it from ``UIView/bounds``, ``UIView/center`` and the transform (layout places
    /// the untransformed view); setting it then moves the centre to the new rectangle's.
    open var frame: CGRect {
        get {
            guard !transform.isIdentity else { return frameStorage }
            let size = frameStorage.size
            return CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
                .applying(transform).offsetBy(dx: frameStorage.midX, dy: frameStorage.midY)
        }
        set {
            guard transform.isIdentity else {
                center = CGPoint(x: newValue.midX, y: newValue.midY)
                return
            }
            untransformedFrame = newValue
        }
    }

    /// The frame the view has without its transform (where layout places it).
    var untransformedFrame: CGRect {
        get { frameStorage }
        set {
            autoresizingBase = superview.map { (newValue, $0.frameStorage.size) }
            guard newValue != frameStorage else { return }
            frameStorage = newValue
            if translatesAutoresizingMaskIntoConstraints { UIView.layoutGeneration &+= 1 }
            setNeedsLayout()
        }
    }

    /// The view's rectangle in its own coordinate system (origin: the scroll offset, for scroll views).
    open var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: frameStorage.size) }
        set {
            boundsOrigin = newValue.origin
            let center = self.center
            untransformedFrame = CGRect(x: center.x - newValue.width / 2, y: center.y - newValue.height / 2,
                                        width: newValue.width, height: newValue.height)
        }
    }

    /// The centre of the view's bounds in its superview's coordinate system (a ``UIView/transform`` turns
    /// and scales the view about it).
    open var center: CGPoint {
        get { CGPoint(x: frameStorage.midX, y: frameStorage.midY) }
        set { untransformedFrame.origin = CGPoint(x: newValue.x - frameStorage.width / 2, y: newValue.y - frameStorage.height / 2) }
    }

    /// How the view is drawn turned, scaled or moved about its ``UIView/center`` (default: identity).
    /// Layout ignores it, as UIKit's does: constraints place the untransformed view, and
    /// ``UIView/frame`` is then the rectangle around the transformed one. The view and its subviews
    /// are drawn through it.
    ///
    /// ```swift
    /// badge.transform = CGAffineTransform(rotationAngle: .pi / 4)
    /// ```
    open var transform: CGAffineTransform = .identity

    /// Whether the view is placed by its `frame` (true for views made in code, as in UIKit). Set it
    /// to false to place the view with constraints.
    open var translatesAutoresizingMaskIntoConstraints = true {
        didSet { if oldValue != translatesAutoresizingMaskIntoConstraints { UIView.layoutGeneration &+= 1 } }
    }

    /// How the view follows its superview's size when placed by its frame: the flexible parts
    /// (margins, width, height) share the change in the superview's size since the frame was
    /// set, in proportion to their sizes then (equally when those are all zero), as in UIKit.
    /// Empty (the default): the frame stays as set.
    open var autoresizingMask: AutoresizingMask = [] {
        didSet { UIView.layoutGeneration &+= 1 }
    }

    /// Content priorities as set through UIKit's API (they read back as given; the node holds
    /// them clamped to the engine's 1…1000).
    var givenContentPriorities: [ContentPriorityKey: UILayoutPriority] = [:]
    /// `keyboardLayoutGuide`, made on first use.
    var keyboardGuideStorage: UIKeyboardLayoutGuide?
    /// The view's anchors, made once each and kept (UIKit's anchors are the same object at every access).
    var anchorCache = AnchorCache()
    /// The frame a view placed by its frame was given in the last layout pass (after autoresizing),
    /// nil for a view placed by constraints.
    var placedFrame: CGRect?
    /// The frame the view was given and its superview's size then: autoresizing starts there.
    var autoresizingBase: (frame: CGRect, superviewSize: CGSize)?
    /// The superview size the last layout pass autoresized for.
    var autoresizedForSize: CGSize?

    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    // MARK: Hierarchy

    /// Adds `view` as the last subview (removing it from its previous superview first); its
    /// layer becomes the last of this view's layer's sublayers, above every layer added before.
    open func addSubview(_ view: UIView) {
        insert(view, at: subviews.count, layer: .front)
    }

    /// Inserts `view` at `index` among the subviews; its layer goes just below the layer of the
    /// subview it is inserted before (at the front when it is the last).
    open func insertSubview(_ view: UIView, at index: Int) {
        insert(view, at: index, layer: .belowNextSubview)
    }

    /// Where a subview's layer goes among its superview's layer's sublayers.
    enum SublayerPlacement {
        case front, back, belowNextSubview
        case above(CALayer), below(CALayer)
    }

    /// Inserts `view` at `index` among the subviews and its layer at `placement` among the
    /// layer's sublayers (which hold the subviews' layers among any others, as Core Animation's do).
    func insert(_ view: UIView, at index: Int, layer placement: SublayerPlacement) {
        guard view !== self, !isDescendant(of: view) else {
            UIKitLayoutIssue(kind: .invalidItem, message: "cannot add \(view.debugName) to \(debugName): a view cannot be its own ancestor").report(on: self)
            return
        }
        if view.superview !== self {
            view.willMove(toSuperview: self)
            view.detachFromSuperview()
        }
        subviews.removeAll { $0 === view }
        let position = max(0, min(index, subviews.count))
        subviews.insert(view, at: position)
        view.superview = self
        view.autoresizingBase = (view.frameStorage, frameStorage.size)
        node.insertSubview(view.node, at: position)
        switch placement {
        case .front: layer.addSublayer(view.layer)
        case .back: layer.insertSublayer(view.layer, at: 0)
        case .above(let sibling): layer.insertSublayer(view.layer, above: sibling)
        case .below(let sibling): layer.insertSublayer(view.layer, below: sibling)
        case .belowNextSubview:
            if position + 1 < subviews.count { layer.insertSublayer(view.layer, below: subviews[position + 1].layer) } else { layer.addSublayer(view.layer) }
        }
        UIView.layoutGeneration &+= 1
        setNeedsLayout()
        didAddSubview(view)
        view.didMoveToSuperview()
        UIAppearanceRegistry.applyContained(to: view)
    }

    /// Inserts `view` just above `siblingSubview`.
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === siblingSubview }), siblingSubview !== view else {
            return insert(view, at: subviews.count, layer: .front)
        }
        insert(view, at: index + 1, layer: .above(siblingSubview.layer))
    }

    /// Inserts `view` just below `siblingSubview` (its layer just below the sibling's).
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === siblingSubview }), siblingSubview !== view else {
            return insert(view, at: 0, layer: .back)
        }
        insert(view, at: index, layer: .below(siblingSubview.layer))
    }

    /// Moves `view` to the front (last subview; its layer the last sublayer, above layers added before).
    open func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        insert(view, at: subviews.count, layer: .front)
    }

    /// Moves `view` to the back (first subview; its layer the first sublayer, behind every other
    /// layer of this view's layer, as on iOS, where it goes behind a gradient inserted at 0).
    open func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        insert(view, at: 0, layer: .back)
    }

    /// Removes the view from its superview, deactivating the constraints that relate it (or its
    /// subviews) to views outside it, as UIKit does.
    open func removeFromSuperview() {
        guard superview != nil else { return }
        willMove(toSuperview: nil)
        detachFromSuperview()
    }

    /// Takes the view out of its superview (``removeFromSuperview()`` without `willMove(toSuperview: nil)`,
    /// for a view moving to another superview).
    func detachFromSuperview() {
        guard let parent = superview else { return }
        parent.willRemoveSubview(self)
        node.removeFromSuperview()
        for ancestor in sequence(first: parent, next: { $0.superview }) {
            ancestor.installedConstraints.removeAll { !$0.isActive }
        }
        (parent as? UIStackView)?.forgetArrangedSubview(self)
        parent.subviews.removeAll { $0 === self }
        if layer.superlayer === parent.layer { layer.removeFromSuperlayer() }
        superview = nil
        UIView.layoutGeneration &+= 1
        parent.setNeedsLayout()
        didMoveToSuperview()
    }

    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}
    open func didMoveToSuperview() {}

    /// Whether this view is `view` or inside it.
    open func isDescendant(of view: UIView) -> Bool {
        sequence(first: self, next: { $0.superview }).contains { $0 === view }
    }

    /// The first view in this subtree (depth first, this view first) whose `tag` is `tag`.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for sub in subviews { if let found = sub.viewWithTag(tag) { return found } }
        return nil
    }

    open var tag = 0

    /// A name for tests and diagnostics (Sketchpad names the view by it in messages).
    open var accessibilityIdentifier: String? {
        didSet { node.id = accessibilityIdentifier }
    }

    open override var next: UIResponder? { owningViewController ?? superview }

    /// The topmost view of this hierarchy.
    var rootView: UIView { sequence(first: self, next: { $0.superview }).reduce(self) { $1 } }

    static func nearestCommonAncestor(_ a: UIView, _ b: UIView) -> UIView? {
        sequence(first: a, next: { $0.superview }).first { b.isDescendant(of: $0) }
    }

    // MARK: Guides

    /// The custom guides added to this view, in order.
    open var layoutGuides: [UILayoutGuide] { customGuides }

    /// Adds a custom guide to this view (removing it from its previous view).
    open func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
        node.addLayoutGuide(layoutGuide.backing)
        layoutGuide.owningViewStorage = self
        customGuides.append(layoutGuide)
        UIView.layoutGeneration &+= 1
    }

    open func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.owningView === self else { return }
        node.removeLayoutGuide(layoutGuide.backing)
        customGuides.removeAll { $0 === layoutGuide }
        layoutGuide.owningViewStorage = nil
        UIView.layoutGeneration &+= 1
    }

    var marginsGuideStorage: UILayoutGuide?
    private var safeAreaGuideStorage: UILayoutGuide?
    private var readableGuideStorage: UILayoutGuide?

    /// The view's bounds inset by its layout margins.
    open var layoutMarginsGuide: UILayoutGuide { storedLayoutMarginsGuide }

    /// The part of the view not covered by bars, the notch or the home indicator.
    open var safeAreaLayoutGuide: UILayoutGuide {
        if let guide = safeAreaGuideStorage { return guide }
        let guide = UILayoutGuide(system: node.safeAreaLayoutGuide, owner: self, identifier: "UIViewSafeAreaLayoutGuide")
        safeAreaGuideStorage = guide
        return guide
    }

    /// A guide inside the layout margins no wider than comfortable reading (672 points).
    open var readableContentGuide: UILayoutGuide {
        if let guide = readableGuideStorage { return guide }
        let guide = UILayoutGuide(system: node.readableContentGuide, owner: self, identifier: "UIViewReadableContentGuide")
        readableGuideStorage = guide
        return guide
    }

    // MARK: Constraints

    /// The active constraints installed on this view (their items' nearest common ancestor).
    open var constraints: [NSLayoutConstraint] {
        installedConstraints.filter(\.isActive)
    }

    /// Activates `constraint` (UIKit's older API; `NSLayoutConstraint.activate` is preferred).
    open func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    open func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    open func removeConstraint(_ constraint: NSLayoutConstraint) {
        if constraint.holder === self { constraint.isActive = false }
    }
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) { constraints.forEach(removeConstraint) }

    // MARK: Overridable (declared here: members of extensions cannot be overridden without Objective-C;
    // the margin and alignment-rect members' work is in UIView+LayoutMargins.swift and UIView+AlignmentRect.swift)

    /// The size the view's content wants (default: none on either axis). Override it in
    /// subclasses; the engine asks it at every layout pass, through the view's node. Widgets
    /// (labels, buttons…) measure their content here; `super.intrinsicContentSize` of a widget
    /// subclass is that measurement.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Tells layout that `intrinsicContentSize` changed.
    open func invalidateIntrinsicContentSize() {
        UIView.layoutGeneration &+= 1
        rootView.setNeedsLayout()
    }

    /// The insets from the view's frame to its alignment rectangle (default: none). Auto Layout
    /// positions alignment rectangles, as UIKit's does: constraints and the intrinsic size act on
    /// it, and the frame is ``UIView/frame(forAlignmentRect:)`` of what the constraints solve (then
    /// rounded to pixels). An image view has its image's insets (a symbol's are typographic).
    ///
    /// ```swift
    /// final class ShadowedCard: UIView {
    ///     // 8 points of shadow below and to the right, outside what constraints align.
    ///     override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 0, left: 0, bottom: 8, right: 8) }
    /// }
    /// ```
    open var alignmentRectInsets: UIEdgeInsets { .zero }

    /// The alignment rectangle of a view with frame `frame`: `frame` inset by
    /// ``UIView/alignmentRectInsets``. Override it with ``UIView/frame(forAlignmentRect:)`` (its inverse) for a
    /// relation insets cannot express; Sketchpad reads the pair at the view's current frame.
    open func alignmentRect(forFrame frame: CGRect) -> CGRect { insetAlignmentRect(forFrame: frame) }

    /// The frame of a view whose alignment rectangle is `alignmentRect`: the inverse of
    /// ``UIView/alignmentRect(forFrame:)``.
    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect { outsetFrame(forAlignmentRect: alignmentRect) }

    /// The layout margins by absolute side (default 8 on every side).
    open var layoutMargins: UIEdgeInsets {
        get { absoluteLayoutMargins }
        set { setOwnMargins(.absolute(newValue)) }
    }

    /// The layout margins with leading and trailing sides.
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { resolvedDirectionalLayoutMargins }
        set { setOwnMargins(.directional(newValue)) }
    }

    /// The safe-area insets: the host's for the root view (a window's, a scene's; a `UIWindow`
    /// subclass may override this, as UIKit's windows are told their insets), and for the others
    /// the part of the root's unsafe area that covers the view, after the last layout pass.
    open var safeAreaInsets: UIEdgeInsets {
        superview == nil ? effectiveHostSafeAreaInsets : UIEdgeInsets(node.inheritedSafeAreaInsets)
    }

    /// Called when `safeAreaInsets` changed in a layout pass; a view controller's root view tells
    /// its controller (``UIViewController/viewSafeAreaInsetsDidChange()``), as UIKit's does.
    open func safeAreaInsetsDidChange() { owningViewController?.viewSafeAreaInsetsDidChange() }

    /// Called when the layout margins changed; a view controller's root view tells its controller
    /// (``UIViewController/viewLayoutMarginsDidChange()``), as UIKit's does.
    open func layoutMarginsDidChange() { owningViewController?.viewLayoutMarginsDidChange() }

    /// Marks the view as needing layout; the next `layoutIfNeeded()` lays it out.
    open func setNeedsLayout() {
        // The hierarchy is laid out as a whole, from its root: mark the root.
        rootView.needsLayoutFlag = true
    }

    /// Lays out the view's hierarchy now if anything changed: solves its constraints with
    /// Sketchpad's engine, writes every view's `frame`, and calls `layoutSubviews` (and view
    /// controllers' `viewWillLayoutSubviews`/`viewDidLayoutSubviews`) from the top down. If those
    /// change frames or constraints, the layout runs again (at most 8 passes).
    open func layoutIfNeeded() {
        let root = rootView
        guard root.needsLayoutFlag || root.lastLayoutGeneration != UIView.layoutGeneration else { return }
        root.runLayoutPasses()
    }

    /// Override to update constraints before layout; call `super.updateConstraints()` last.
    open func updateConstraints() {}

    /// Marks the view as needing `updateConstraints()` before the next layout.
    open func setNeedsUpdateConstraints() { needsUpdateConstraintsFlag = true; setNeedsLayout() }
    /// Whether `updateConstraints()` runs before the next layout.
    open func needsUpdateConstraints() -> Bool { needsUpdateConstraintsFlag }

    /// Calls `updateConstraints()` on every view that needs it, subviews first (as UIKit does).
    open func updateConstraintsIfNeeded() {
        for sub in subviews { sub.updateConstraintsIfNeeded() }
        if needsUpdateConstraintsFlag {
            needsUpdateConstraintsFlag = false
            updateConstraints()
        }
    }

    /// Whether the constraints leave this view's frame undetermined (more than one frame
    /// satisfies them), found by solving the hierarchy again with Sketchpad's ambiguity check.
    /// UIKit answers it for debugging only; so does this.
    ///
    /// ```swift
    /// box.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
    /// box.hasAmbiguousLayout   // true: nothing sets its top, width or height
    /// ```
    open var hasAmbiguousLayout: Bool { isAmbiguouslyLaidOut }

    /// The view whose first baseline is this view's for `firstBaselineAnchor` (UIKit's default:
    /// ``forLastBaselineLayout``). An override is not consulted yet: baseline constraints use the
    /// view's own content.
    open var forFirstBaselineLayout: UIView { forLastBaselineLayout }
    /// The view whose last baseline is this view's (UIKit's default: the view itself; an
    /// override is not consulted yet).
    open var forLastBaselineLayout: UIView { self }

    /// UIKit moves an ambiguous view to another frame its constraints allow, to show the
    /// ambiguity while debugging; the engine here always gives the same frame, so this leaves
    /// the layout as it is (deterministic pictures).
    open func exerciseAmbiguityInLayout() {}

    /// Override to place subviews by hand after the constraint-based layout of this view
    /// (frames of the subviews are already set when it is called); call `super.layoutSubviews()`.
    open func layoutSubviews() {}

    /// The size that fits `size`: the intrinsic size where the view has one, else its current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        let intrinsic = intrinsicContentSize
        return CGSize(width: intrinsic.width >= 0 ? intrinsic.width : frame.width,
                      height: intrinsic.height >= 0 ? intrinsic.height : frame.height)
    }

    /// Resizes the view to `sizeThatFits(bounds.size)`.
    open func sizeToFit() {
        frame.size = sizeThatFits(bounds.size)
    }

    /// The fill behind the view's content (nil: transparent).
    open var backgroundColor: UIColor? {
        get { backgroundColorStorage }
        set { backgroundColorStorage = newValue }
    }

    /// The colour of tinted content; inherited from the superview when nil (system blue at the top).
    open var tintColor: UIColor! {
        get { tintColorStorage ?? superview?.tintColor ?? .systemBlue }
        set {
            tintColorStorage = newValue
            tintColorChanged()
        }
    }

    /// Hidden views draw nothing; in a stack view they collapse.
    open var isHidden: Bool {
        get { node.isHidden }
        set {
            guard newValue != node.isHidden else { return }
            node.isHidden = newValue
            UIView.layoutGeneration &+= 1
        }
    }

    /// The view's opacity, 0…1.
    open var alpha: CGFloat {
        get { alphaStorage }
        set { alphaStorage = newValue }
    }

    /// The traits of the view's environment: its host's (a window, a scene), else UIKit's
    /// defaults for a phone (light, left to right, large text).
    open var traitCollection: UITraitCollection {
        let inherited = owningViewController?.overriddenTraits(base: superview?.traitCollection ?? hostTraitCollection)
            ?? superview?.traitCollection ?? hostTraitCollection ?? .phoneDefault
        let overridden = traitOverrides.isEmpty ? inherited : UITraitCollection(inherited.values.overridden(by: traitOverrides.values))
        guard overrideUserInterfaceStyle != .unspecified else { return overridden }
        return UITraitCollection(traitsFrom: [overridden, UITraitCollection(userInterfaceStyle: overrideUserInterfaceStyle)])
    }

    /// Traits this view sets for itself and its subviews (iOS 17), custom ones included.
    ///
    /// ```swift
    /// card.traitOverrides.userInterfaceStyle = .dark
    /// ```
    open var traitOverrides = UITraitOverrides() {
        didSet {
            UIView.layoutGeneration &+= 1
            setNeedsLayout()
        }
    }

    /// The size that satisfies the view's constraints and comes closest to `targetSize`.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        fittingSize(targetSize)
    }

    /// The size that satisfies the view's constraints, pulled towards `targetSize` at the given
    /// priorities (`.required` fixes that dimension, `.fittingSizeLevel` lets content decide).
    /// The view is measured on its own, as if it had no superview; its frame is not changed.
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        fittingSize(targetSize, withHorizontalFittingPriority: horizontalFittingPriority, verticalFittingPriority: verticalFittingPriority)
    }

    /// Called when the traits of the view's environment changed.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// Called when the tint colour changed.
    open func tintColorDidChange() {}

    /// Tells the view, and the views below it that inherit its tint, that the tint changed, as
    /// UIKit does when `tintColor` is set (controls that copy the tint to their parts update then).
    private func tintColorChanged() {
        tintColorDidChange()
        for subview in subviews where subview.tintColorStorage == nil { subview.tintColorChanged() }
    }

    // MARK: Gesture recognizers (kept, never recognising: see UIView+GestureRecognizers.swift)

    /// The gesture recognizers attached to the view: nil until one is added or the list is set,
    /// as in UIKit. Setting it detaches the old ones and attaches the new ones.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { gestureRecognizerStorage }
        set { replaceGestureRecognizers(with: newValue) }
    }
    /// Attaches `gestureRecognizer` (moving it from another view, as UIKit does).
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { attach(gestureRecognizer) }
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { detach(gestureRecognizer) }
    /// Whether `gestureRecognizer` may begin on this view (true; never asked: nothing is touched here).
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    var gestureRecognizerStorage: [UIGestureRecognizer]?

    // MARK: Stored members of the SDK (no touches, no drawing of your own here)

    /// Light or dark for this view and its subviews whatever the environment says
    /// (`.unspecified`: inherited). Drawn: colours resolve in the overridden traits.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet { UIView.layoutGeneration &+= 1 }
    }
    /// The smallest and largest text sizes this view's traits may report (stored).
    open var minimumContentSizeCategory: UIContentSizeCategory?
    open var maximumContentSizeCategory: UIContentSizeCategory?
    open var isMultipleTouchEnabled = false
    open var isExclusiveTouch = false
    open var autoresizesSubviews = true
    open var clearsContextBeforeDrawing = true
    /// Pixels per point of the view's content (the main screen's scale).
    open var contentScaleFactor: CGFloat = UIScreen.main.scale
    /// A view whose alpha masks this one (stored: not drawn).
    open var mask: UIView?
    open var tintAdjustmentMode: TintAdjustmentMode = .automatic
    public enum TintAdjustmentMode: Int, Sendable { case automatic = 0, normal, dimmed }
    open var accessibilityLabel: String?
    open var accessibilityHint: String?
    open var accessibilityValue: String?
    open var isAccessibilityElement = false
    /// What the view is to assistive technologies (stored: nothing reads it in a render).
    open var accessibilityTraits: UIAccessibilityTraits = .none
    open var accessibilityElementsHidden = false
    open var accessibilityViewIsModal = false
    open var shouldGroupAccessibilityChildren = false

    /// The window the view is in, or nil.
    open var window: UIWindow? { rootView as? UIWindow }

    /// Called before the view moves to another superview (or none).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called before the view moves to another window (or none).
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view moved to another window (or none).
    open func didMoveToWindow() {}
    /// Marks the view for redrawing (every render draws everything: nothing to do).
    open func setNeedsDisplay() {}
    open func setNeedsDisplay(_ rect: CGRect) {}
    /// Core Graphics drawing of your own is not available on Linux; an override is never called.
    open func draw(_ rect: CGRect) {}

    /// Whether `point` (in this view's coordinates) is inside the view: inside its bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    /// The deepest visible, interactive subview containing `point` (this view's coordinates),
    /// front to back, as UIKit finds it; nil when the point is outside.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha > 0.01, self.point(inside: point, with: event) else { return nil }
        for sub in subviews.reversed() {
            if let hit = sub.hitTest(convert(point, to: sub), with: event) { return hit }
        }
        return self
    }

    /// Swaps the subviews at two indices (their drawing order).
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2), index1 != index2 else { return }
        let a = subviews[index1], b = subviews[index2]
        let layers = layer.sublayers ?? []
        let slots = (layers.firstIndex { $0 === a.layer }, layers.firstIndex { $0 === b.layer })
        insertSubview(a, at: index2)
        insertSubview(b, at: index1)
        // The two layers trade places in the sublayers, whatever lies between them.
        guard case let (i?, j?) = slots else { return }
        let (first, second) = i < j ? (a.layer, b.layer) : (b.layer, a.layer)
        first.removeFromSuperlayer(); second.removeFromSuperlayer()
        layer.insertSublayer(second, at: UInt32(min(i, j)))
        layer.insertSublayer(first, at: UInt32(max(i, j)))
    }

    // MARK: Names

    var debugName: String {
        let type = String(describing: Swift.type(of: self))
        if let id = accessibilityIdentifier { return "\(type) '\(id)'" }
        if let summary = node.contentSummary { return "\(type) \"\(summary)\"" }
        return type
    }

    // `description` is nonisolated (NSObject's); views are only described on the main actor.
    /// UIKit's description of a view without its addresses (as swift-snapshot-testing records
    /// it): `<UILabel; frame = (16 20; 288 32.5); text = 'Hi'; userInteractionEnabled = NO; layer = <_UILabelLayer>>`.
    open override var description: String {
        MainActor.assumeIsolated { uikitDescription }
    }
}
