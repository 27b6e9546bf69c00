import Foundation

/// A layer that fills its bounds with a gradient (Core Animation's `CAGradientLayer`): its
/// ``colors`` (`CGColor`s) spread evenly, or at ``locations``, from ``startPoint`` to
/// ``endPoint`` in unit coordinates of the bounds (top centre to bottom centre by default).
///
/// ```swift
/// let fade = CAGradientLayer()
/// fade.colors = [UIColor.clear.cgColor, UIColor.black.withAlphaComponent(0.6).cgColor]
/// fade.frame = photo.bounds
/// photo.layer.addSublayer(fade)
/// ```
open class CAGradientLayer: CALayer {
    /// The gradient's colours: `CGColor`s (other values are skipped).
    open var colors: [Any]?
    /// Where each colour lies, from 0 to 1; nil spreads them evenly.
    open var locations: [NSNumber]?
    open var startPoint = CGPoint(x: 0.5, y: 0)
    open var endPoint = CGPoint(x: 0.5, y: 1)
    /// `.axial` (a line from start to end), `.radial` (an ellipse centred on the start point
    /// reaching the end point) or `.conic` (around the start point).
    open var type: CAGradientLayerType = .axial

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAGradientLayer else { return }
        colors = other.colors; locations = other.locations; startPoint = other.startPoint
        endPoint = other.endPoint; type = other.type
    }
}
