import Foundation

/// A bitmap image (Core Graphics' `CGImage`): here the pixels of a ``UIImage`` (its file, image
/// set or symbol), read back from ``UIImage/cgImage`` and shown by a layer's
/// ``CALayer/contents``.
///
/// ```swift
/// let badge = CALayer()
/// badge.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
/// badge.contents = UIImage(named: "badge")?.cgImage
/// badge.contentsGravity = .resizeAspect
/// ```
public final class CGImage: @unchecked Sendable {
    // @unchecked: its only stored property is an immutable `UIImage`.
    /// The image whose pixels these are, at its scale.
    let image: UIImage

    init(image: UIImage) { self.image = image }

    /// The width in pixels (the image's width times its scale).
    public var width: Int { Int((image.size.width * image.scale).rounded()) }
    /// The height in pixels (the image's height times its scale).
    public var height: Int { Int((image.size.height * image.scale).rounded()) }
}
