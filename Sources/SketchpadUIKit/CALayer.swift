import Foundation

/// Core Animation's layer: a rectangle in its superlayer that draws a background, border and
/// shadow, holds sublayers, and, in its subclasses, a shape (``CAShapeLayer``), a gradient
/// (``CAGradientLayer``) or text (``CATextLayer``). A view's own ``UIView/layer`` gives the view
/// its corner radius, border and shadow. As in Core Animation, a view's subviews' layers are
/// among its layer's ``sublayers``, in one list with the layers added to it: a layer added with
/// ``addSublayer(_:)`` after a subview is drawn above that subview, one inserted at 0 below every
/// subview, and ``zPosition`` reorders siblings (subviews' layers too). The layer's border is
/// drawn above all of them.
///
/// ```swift
/// let gradient = CAGradientLayer()
/// gradient.colors = [UIColor.systemBlue.cgColor, UIColor.systemTeal.cgColor]
/// gradient.frame = card.bounds
/// card.layer.insertSublayer(gradient, at: 0)
/// ```
@preconcurrency @MainActor
open class CALayer: NSObject {
    open var cornerRadius: CGFloat = 0
    open var borderWidth: CGFloat = 0
    open var borderColor: CGColor? = CGColor(gray: 0, alpha: 1)
    open var masksToBounds = false
    open var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1)
    open var shadowOpacity: Float = 0
    open var shadowOffset = CGSize(width: 0, height: -3)
    open var shadowRadius: CGFloat = 3
    /// The shadow's outline, in the layer's coordinates (nil: the shadow follows the layer's shape).
    open var shadowPath: CGPath?
    open var opacity: Float = 1
    open var backgroundColor: CGColor?
    open var isHidden = false
    /// Which corners ``cornerRadius`` rounds (stored: all are drawn rounded).
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    /// The curve of the rounded corners (stored: drawn circular).
    open var cornerCurve: CALayerCornerCurve = .circular

    /// The view whose layer this is (its geometry is the view's).
    package weak var owningView: UIView?
    private var boundsStorage = CGRect.zero
    private var positionStorage = CGPoint.zero
    private var anchorPointStorage = CGPoint(x: 0.5, y: 0.5)

    public override init() { super.init() }

    /// Layers from archives do not exist here; this exists so subclasses can declare it, as
    /// Core Animation requires (`CALayer` conforms to `NSSecureCoding`).
    public required init?(coder: NSCoder) { super.init() }

    /// A copy of `layer`'s values, as Core Animation makes presentation layers (the geometry,
    /// colours, border, shadow and opacity; not the sublayers).
    public init(layer: Any) {
        super.init()
        guard let other = layer as? CALayer else { return }
        cornerRadius = other.cornerRadius; borderWidth = other.borderWidth; borderColor = other.borderColor
        masksToBounds = other.masksToBounds; shadowColor = other.shadowColor; shadowOpacity = other.shadowOpacity
        shadowOffset = other.shadowOffset; shadowRadius = other.shadowRadius; shadowPath = other.shadowPath
        opacity = other.opacity; backgroundColor = other.backgroundColor; isHidden = other.isHidden
        bounds = other.bounds; position = other.position; anchorPoint = other.anchorPoint
        transform = other.transform; zPosition = other.zPosition; name = other.name
    }

    // MARK: Geometry

    /// The layer's own coordinate space; a view's layer has the view's bounds.
    open var bounds: CGRect {
        get { owningView?.bounds ?? boundsStorage }
        set { if let owningView { owningView.bounds = newValue } else { boundsStorage = newValue } }
    }
    /// Where ``anchorPoint`` lies in the superlayer; a view's layer is at the view's centre.
    open var position: CGPoint {
        get { owningView?.center ?? positionStorage }
        set { if let owningView { owningView.center = newValue } else { positionStorage = newValue } }
    }
    /// The point of the bounds, in unit coordinates, that sits at ``position`` and that
    /// ``transform`` turns about; (0.5, 0.5) by default.
    open var anchorPoint: CGPoint {
        get { owningView?.anchorPoint ?? anchorPointStorage }
        set { if let owningView { owningView.anchorPoint = newValue } else { anchorPointStorage = newValue } }
    }
    open var zPosition: CGFloat = 0
    open var anchorPointZ: CGFloat = 0
    /// The layer's transform about its anchor point (its affine part is drawn).
    open var transform = CATransform3DIdentity
    /// The transform applied to the sublayers (stored).
    open var sublayerTransform = CATransform3DIdentity

    /// The layer's rectangle in its superlayer, derived from ``bounds``, ``position``,
    /// ``anchorPoint`` and the affine part of ``transform`` (the rectangle holding the turned
    /// bounds) as Core Animation derives it; setting it moves and sizes the layer.
    open var frame: CGRect {
        get {
            if let owningView { return owningView.frame }
            let size = bounds.size
            // The bounds about the anchor point, turned by the transform's affine part (the
            // rectangle holding them), then placed at the position.
            let local = CGRect(x: -anchorPoint.x * size.width, y: -anchorPoint.y * size.height, width: size.width, height: size.height)
            return local.applying(affineTransform()).offsetBy(dx: position.x, dy: position.y)
        }
        set {
            if let owningView { owningView.frame = newValue; return }
            let rect = newValue.standardized
            boundsStorage.size = rect.size
            positionStorage = CGPoint(x: rect.minX + anchorPoint.x * rect.width, y: rect.minY + anchorPoint.y * rect.height)
        }
    }

    /// The affine part of ``transform``.
    open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }
    open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    open var isDoubleSided = true
    open var isGeometryFlipped = false
    open func contentsAreFlipped() -> Bool { false }
    open func preferredFrameSize() -> CGSize { bounds.size }

    // MARK: The layer tree

    /// The layer that holds this one.
    open private(set) weak var superlayer: CALayer?
    private var sublayerStorage: [CALayer] = []
    /// The layers drawn in this one, back to front; nil when there are none.
    open var sublayers: [CALayer]? {
        get { sublayerStorage.isEmpty ? nil : sublayerStorage }
        set {
            for layer in sublayerStorage { layer.superlayer = nil }
            sublayerStorage = []
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }

    open func addSublayer(_ layer: CALayer) { insertSublayer(layer, at: UInt32(sublayerStorage.count)) }

    /// Inserts `layer` at `idx` of ``sublayers`` (0 is the back), taking it from its old superlayer.
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        guard layer !== self else { return }
        layer.removeFromSuperlayer()
        sublayerStorage.insert(layer, at: min(Int(idx), sublayerStorage.count))
        layer.superlayer = self
    }

    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let index = sibling.flatMap { s in sublayerStorage.firstIndex { $0 === s } } ?? 0
        insertSublayer(layer, at: UInt32(index))
    }

    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let index = sibling.flatMap { s in sublayerStorage.firstIndex { $0 === s } }.map { $0 + 1 } ?? sublayerStorage.count
        insertSublayer(layer, at: UInt32(index))
    }

    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let index = sublayerStorage.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(index))
    }

    open func removeFromSuperlayer() {
        guard let superlayer else { return }
        superlayer.sublayerStorage.removeAll { $0 === self }
        self.superlayer = nil
    }

    /// A layer whose opaque parts show this one: its outline (a shape layer's path, else its
    /// bounds) at its alpha (its opacity times its fill's alpha); a mask that draws nothing shows
    /// nothing. An alpha that varies across the mask (a fading gradient) counts as its greatest.
    open var mask: CALayer?

    // MARK: Content

    /// The layer's image: a ``CGImage`` (``UIImage/cgImage``), drawn above the background and
    /// placed by ``contentsGravity`` at its pixel size over ``contentsScale``.
    open var contents: Any?
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    open var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    open var contentsGravity: CALayerContentsGravity = .resize
    open var contentsScale: CGFloat = 1
    open var rasterizationScale: CGFloat = 1
    open var shouldRasterize = false
    open var isOpaque = false
    open var allowsEdgeAntialiasing = false
    open var allowsGroupOpacity = true
    open var needsDisplayOnBoundsChange = false
    open var drawsAsynchronously = false
    open var name: String?
    /// The layer's delegate (stored: never asked).
    open weak var delegate: CALayerDelegate?

    // There is no render loop: display and layout requests are recorded, never acted on later.
    open func display() {}
    open func setNeedsDisplay() {}
    open func setNeedsDisplay(_ r: CGRect) {}
    open func needsDisplay() -> Bool { false }
    open func displayIfNeeded() {}
    open func setNeedsLayout() {}
    open func needsLayout() -> Bool { false }
    open func layoutIfNeeded() {}
    open func layoutSublayers() {}

    // MARK: Animations

    private var animationStorage: [(key: String, animation: CAAnimation)] = []
    private var anonymousAnimations = 0

    /// Adds an animation under `key` (replacing one with that key). Nothing moves in a still:
    /// the layer is drawn with its model values, and the animation is kept for ``animation(forKey:)``.
    open func add(_ anim: CAAnimation, forKey key: String?) {
        let name: String
        if let key { name = key } else { anonymousAnimations += 1; name = "animation-\(anonymousAnimations)" }
        animationStorage.removeAll { $0.key == name }
        animationStorage.append((name, anim))
    }
    open func animation(forKey key: String) -> CAAnimation? { animationStorage.first { $0.key == key }?.animation }
    open func animationKeys() -> [String]? { animationStorage.isEmpty ? nil : animationStorage.map(\.key) }
    open func removeAnimation(forKey key: String) { animationStorage.removeAll { $0.key == key } }
    open func removeAllAnimations() { animationStorage = [] }

    /// The layer as shown on screen; with no render loop, the layer itself.
    open func presentation() -> Self? { self }
    open func model() -> Self { self }

    // MARK: Converting between layers

    /// `p` in this layer's coordinates converted from `l`'s (transforms are not applied).
    open func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        let a = originInRoot(), b = l?.originInRoot() ?? .zero
        return CGPoint(x: p.x + b.x - a.x, y: p.y + b.y - a.y)
    }
    open func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
        let a = originInRoot(), b = l?.originInRoot() ?? .zero
        return CGPoint(x: p.x + a.x - b.x, y: p.y + a.y - b.y)
    }
    open func convert(_ r: CGRect, from l: CALayer?) -> CGRect { CGRect(origin: convert(r.origin, from: l), size: r.size) }
    open func convert(_ r: CGRect, to l: CALayer?) -> CGRect { CGRect(origin: convert(r.origin, to: l), size: r.size) }

    /// Where this layer's bounds origin lies in its root layer's coordinates.
    private func originInRoot() -> CGPoint {
        guard let superlayer else { return .zero }
        let s = superlayer.originInRoot(), f = frame, b = bounds.origin, sb = superlayer.bounds.origin
        return CGPoint(x: s.x + f.minX - sb.x - b.x, y: s.y + f.minY - sb.y - b.y)
    }

    open func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }
    open func hitTest(_ p: CGPoint) -> CALayer? {
        guard !isHidden, frame.contains(p) else { return nil }
        let local = CGPoint(x: p.x - frame.minX + bounds.minX, y: p.y - frame.minY + bounds.minY)
        for layer in sublayerStorage.reversed() { if let hit = layer.hitTest(local) { return hit } }
        return self
    }
}

/// The delegate of a layer (Core Animation's `CALayerDelegate`); never asked here.
@preconcurrency @MainActor
public protocol CALayerDelegate: AnyObject {
    func display(_ layer: CALayer)
    func layerWillDraw(_ layer: CALayer)
    func layoutSublayers(of layer: CALayer)
}

extension CALayerDelegate {
    public func display(_ layer: CALayer) {}
    public func layerWillDraw(_ layer: CALayer) {}
    public func layoutSublayers(of layer: CALayer) {}
}
