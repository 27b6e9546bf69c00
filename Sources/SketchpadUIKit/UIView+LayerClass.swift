extension UIView {
    /// The view's layer, of the class ``layerClass`` names. Swift cannot make an instance of a
    /// class it knows only at run time without a `required` initialiser, which `CALayer` does
    /// not have, so the layer is Core Animation's class that `layerClass` is or derives from.
    static func makeLayer() -> CALayer {
        switch layerClass {
        case is CAGradientLayer.Type: return CAGradientLayer()
        case is CAShapeLayer.Type: return CAShapeLayer()
        case is CATextLayer.Type: return CATextLayer()
        default: return CALayer()
        }
    }
}
