import SketchpadLayout
import SketchpadWidgets

/// A view that blurs what is behind it: UIKit's `UIVisualEffectView`. With a ``UIBlurEffect`` it
/// draws the blur's material over its frame (rounded by `layer.cornerRadius`), under its
/// ``contentView``, where subviews go; with a ``UIVibrancyEffect`` or none it draws no backdrop.
///
/// ```swift
/// let card = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
/// card.layer.cornerRadius = 16
/// card.contentView.addSubview(titleLabel)
/// ```
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    override class func makeNode() -> View { ViewNode(content: Box()) }
    override class var isOpaqueByDefault: Bool { false }
    var drawing: Box { content(as: Box.self) }

    /// The view subviews are added to: it fills the effect view.
    public let contentView: UIView

    /// The effect drawn (nil: none).
    open var effect: UIVisualEffect? { didSet { UIView.layoutGeneration &+= 1 } }

    public init(effect: UIVisualEffect?) {
        contentView = UIView()
        self.effect = effect
        super.init(frame: .zero)
        setUpContentView()
    }

    public required init?(coder: NSCoder) {
        contentView = UIView()
        super.init(coder: coder)
        setUpContentView()
    }

    private func setUpContentView() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    override func prepareNodeForLayout() {
        super.prepareNodeForLayout()
        let box = drawing
        box.cornerRadius = Double(layer.cornerRadius)
        if let blur = effect as? UIBlurEffect {
            box.backdrop = BackdropMaterial.filters
            box.fill = blur.tint(in: traitCollection)
        } else {
            box.backdrop = []
            box.fill = nil
        }
    }
}
