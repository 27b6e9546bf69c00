import SketchpadLayout
import SketchpadWidgets

/// Shows a `UIImage`: UIKit's `UIImageView`, drawn as Sketchpad's `ImageView` (a PNG file, a
/// system symbol from the icon set in the view's `tintColor`, or a placeholder for symbols the
/// set lacks); without an image it draws nothing, as on iOS. Its intrinsic size is the image's.
///
/// ```swift
/// let avatar = UIImageView(image: UIImage(systemName: "person.circle"))
/// avatar.contentMode = .scaleAspectFill
/// ```
@preconcurrency @MainActor
open class UIImageView: UIView {
    override class func makeNode() -> View { ViewNode(content: UIImageViewContent(placeholderSize: nil)) }
    var imageNode: ImageView { content(as: ImageView.self) }
    override class var isUserInteractionEnabledByDefault: Bool { false }
    /// Not opaque, as UIKit makes image views (`opaque = NO` in their description).
    override class var isOpaqueByDefault: Bool { false }

    public convenience init(image: UIImage?) {
        self.init(frame: image.map { CGRect(origin: .zero, size: $0.size) } ?? .zero)
        self.image = image
    }

    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    open var image: UIImage? { didSet { invalidateIntrinsicContentSize() } }
    /// iOS 13 and later print the image (`image = <UIImage CGImage "avatar"; (40 40)@3>`).
    override var descriptionDetails: [String] { image.map { ["image = \($0.imageViewDescription)"] } ?? [] }
    open var highlightedImage: UIImage?
    open var isHighlighted = false
    /// The point size, text style, weight and scale a symbol image is shown with where the image
    /// does not set its own (see ``UIImage/SymbolConfiguration``): the image view's size and
    /// alignment insets follow it.
    ///
    /// ```swift
    /// let icon = UIImageView(image: UIImage(systemName: "bell"))
    /// icon.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 28, weight: .bold)
    /// ```
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? { didSet { invalidateIntrinsicContentSize() } }

    /// The symbol configuration of the highlighted image (stored: highlighted images are not drawn).
    open var highlightedPreferredSymbolConfiguration: UIImage.SymbolConfiguration?
    /// Frames of an image animation (stored: a picture shows ``image``, as a stopped animation does).
    open var animationImages: [UIImage]?
    open var highlightedAnimationImages: [UIImage]?
    open var animationDuration: TimeInterval = 0
    open var animationRepeatCount = 0
    /// Whether the frame animation runs (recorded; nothing moves in a picture).
    open private(set) var isAnimating = false
    open func startAnimating() { isAnimating = animationImages?.isEmpty == false }
    open func stopAnimating() { isAnimating = false }

    /// The image as shown: ``image`` with ``preferredSymbolConfiguration`` applied under its own.
    var displayedImage: UIImage? { image?.displayed(withPreferred: preferredSymbolConfiguration, traits: traitCollection) }

    /// The image's alignment-rect insets, in points as the image has them (not scaled with the
    /// view): a symbol's typographic insets make a 200 pt height constraint on a 19 pt symbol
    /// give a 198.667 pt frame, as on iOS.
    open override var alignmentRectInsets: UIEdgeInsets { displayedImage?.alignmentRectInsets ?? .zero }

    open override var intrinsicContentSize: CGSize {
        syncImage()
        return nodeIntrinsicContentSize()
    }

    private func syncImage() {
        let n = imageNode
        UIImage.show(displayedImage, in: n, tint: tintColor, traits: traitCollection, direction: effectiveUserInterfaceLayoutDirection)
        n.cornerRadius = Double(layer.cornerRadius)
        n.slicing = contentMode == .scaleToFill ? displayedImage?.slicing : nil
    }

    override func prepareNodeForLayout() { syncImage() }
}
