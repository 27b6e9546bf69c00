import Foundation

/// A layer that draws a path (Core Animation's `CAShapeLayer`): filled in ``fillColor``, then
/// stroked in ``strokeColor``, the stroke trimmed to ``strokeStart``…``strokeEnd`` of its length.
///
/// ```swift
/// let ring = CAShapeLayer()
/// ring.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 80, height: 80)).cgPath
/// ring.fillColor = nil
/// ring.strokeColor = UIColor.systemGreen.cgColor
/// ring.lineWidth = 8
/// ring.strokeEnd = 0.7
/// ```
open class CAShapeLayer: CALayer {
    open var path: CGPath?
    /// Opaque black by default, as Core Animation's.
    open var fillColor: CGColor? = CGColor(gray: 0, alpha: 1)
    /// Stored: paths are filled with the non-zero rule.
    open var fillRule: CAShapeLayerFillRule = .nonZero
    open var strokeColor: CGColor?
    open var strokeStart: CGFloat = 0
    open var strokeEnd: CGFloat = 1
    open var lineWidth: CGFloat = 1
    open var miterLimit: CGFloat = 10
    open var lineCap: CAShapeLayerLineCap = .butt
    open var lineJoin: CAShapeLayerLineJoin = .miter
    open var lineDashPhase: CGFloat = 0
    open var lineDashPattern: [NSNumber]?

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAShapeLayer else { return }
        path = other.path; fillColor = other.fillColor; fillRule = other.fillRule; strokeColor = other.strokeColor
        strokeStart = other.strokeStart; strokeEnd = other.strokeEnd; lineWidth = other.lineWidth
        miterLimit = other.miterLimit; lineCap = other.lineCap; lineJoin = other.lineJoin
        lineDashPhase = other.lineDashPhase; lineDashPattern = other.lineDashPattern
    }
}
