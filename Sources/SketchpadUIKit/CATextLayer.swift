import Foundation

/// A layer that shows a string (Core Animation's `CATextLayer`), drawn in the system font of
/// ``fontSize`` in ``foregroundColor``, aligned by ``alignmentMode``, from the top of its bounds.
///
/// ```swift
/// let badge = CATextLayer()
/// badge.string = "3"
/// badge.fontSize = 12
/// badge.alignmentMode = .center
/// ```
open class CATextLayer: CALayer {
    /// A `String` or an `NSAttributedString` (drawn as its string).
    open var string: Any?
    /// A `UIFont`, a `CGFont` or a font name (stored: the system font is drawn).
    open var font: AnyObject?
    open var fontSize: CGFloat = 36
    /// Opaque white by default, as Core Animation's.
    open var foregroundColor: CGColor? = CGColor(gray: 1, alpha: 1)
    open var isWrapped = false
    open var truncationMode: CATextLayerTruncationMode = .none
    open var alignmentMode: CATextLayerAlignmentMode = .natural
    open var allowsFontSubpixelQuantization = false

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CATextLayer else { return }
        string = other.string; font = other.font; fontSize = other.fontSize; foregroundColor = other.foregroundColor
        isWrapped = other.isWrapped; truncationMode = other.truncationMode; alignmentMode = other.alignmentMode
    }

    /// The text the layer shows.
    var shownText: String? {
        if let text = string as? String { return text }
        return (string as? NSAttributedString)?.string
    }
}
