/// A view to lift as a context menu's or drag's preview: UIKit's `UITargetedPreview` (stored:
/// nothing is lifted in a render).
///
/// ```swift
/// let parameters = UIPreviewParameters()
/// parameters.visiblePath = UIBezierPath(roundedRect: card.bounds, cornerRadius: 12)
/// return UITargetedPreview(view: card, parameters: parameters)
/// ```
@preconcurrency @MainActor
open class UITargetedPreview: NSObject {
    public let view: UIView
    public let parameters: UIPreviewParameters
    public let target: UIPreviewTarget
    /// The preview's size: the view's bounds.
    open var size: CGSize { view.bounds.size }

    public init(view: UIView, parameters: UIPreviewParameters, target: UIPreviewTarget) {
        self.view = view
        self.parameters = parameters
        self.target = target
        super.init()
    }

    /// A preview of `view` where it is (its superview and centre).
    public convenience init(view: UIView, parameters: UIPreviewParameters) {
        self.init(view: view, parameters: parameters,
                  target: UIPreviewTarget(container: view.superview ?? view, center: view.superview == nil ? CGPoint(x: view.bounds.midX, y: view.bounds.midY) : view.center))
    }

    public convenience init(view: UIView) { self.init(view: view, parameters: UIPreviewParameters()) }

    /// The same preview, moved to `newTarget`.
    open func retargetedPreview(with newTarget: UIPreviewTarget) -> UITargetedPreview {
        UITargetedPreview(view: view, parameters: parameters, target: newTarget)
    }
}

/// Where a preview sits: UIKit's `UIPreviewTarget`.
@preconcurrency @MainActor
open class UIPreviewTarget: NSObject {
    public let container: UIView
    public let center: CGPoint
    public let transform: CGAffineTransform

    public init(container: UIView, center: CGPoint, transform: CGAffineTransform) {
        self.container = container
        self.center = center
        self.transform = transform
        super.init()
    }

    public convenience init(container: UIView, center: CGPoint) { self.init(container: container, center: center, transform: .identity) }
}

/// How a preview is shaped: UIKit's `UIPreviewParameters` (stored).
@preconcurrency @MainActor
open class UIPreviewParameters: NSObject {
    open var visiblePath: UIBezierPath?
    open var shadowPath: UIBezierPath?
    open var backgroundColor: UIColor?

    public override init() { super.init() }

    /// Parameters outlining lines of text (stored as the path of their rectangles).
    public init(textLineRects: [NSValue]) {
        super.init()
        let path = UIBezierPath()
        for value in textLineRects { path.append(UIBezierPath(rect: value.cgRectValue)) }
        visiblePath = path
    }
}
