/// The drawing attributes of a view that UIKit keeps on its layer: corner radius, border,
/// shadow (Core Animation's `CALayer`, reduced to what a mockup draws).
///
/// ```swift
/// card.layer.cornerRadius = 12
/// card.layer.borderWidth = 1
/// card.layer.borderColor = UIColor.separator.cgColor
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
    open var opacity: Float = 1
    open var backgroundColor: CGColor?
    open var isHidden = false

    public override init() { super.init() }
}
