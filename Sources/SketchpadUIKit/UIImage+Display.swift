extension UIImage {
    /// The traits the image was made for: its configuration's, or unspecified traits.
    public var traitCollection: UITraitCollection { configuration?.traitCollection ?? UITraitCollection() }

    /// The image ready to draw: images here are decoded when first measured or drawn, so this is
    /// the image itself.
    public func preparingForDisplay() -> UIImage? { self }

    /// Calls `completionHandler` with ``preparingForDisplay()``'s image, at once.
    public func prepareForDisplay(completionHandler: @escaping @Sendable (UIImage?) -> Void) {
        completionHandler(preparingForDisplay())
    }

    /// ``preparingForDisplay()``'s image.
    public func byPreparingForDisplay() async -> UIImage? { preparingForDisplay() }

    /// A thumbnail `size` points large: the same pixels shown at `size` (nil for an empty size).
    ///
    /// ```swift
    /// let thumbnail = UIImage(named: "photo.jpg")?.preparingThumbnail(of: CGSize(width: 64, height: 64))
    /// ```
    public func preparingThumbnail(of size: CGSize) -> UIImage? {
        guard size.width > 0, size.height > 0 else { return nil }
        return copy(size: size)
    }

    /// Calls `completionHandler` with ``preparingThumbnail(of:)``'s image, at once.
    public func prepareThumbnail(of size: CGSize, completionHandler: @escaping @Sendable (UIImage?) -> Void) {
        completionHandler(preparingThumbnail(of: size))
    }

    /// ``preparingThumbnail(of:)``'s image.
    public func byPreparingThumbnail(ofSize size: CGSize) async -> UIImage? { preparingThumbnail(of: size) }

    /// Whether the image has high-dynamic-range content: never here (PNG and JPEG files are
    /// read as standard range).
    public var isHighDynamicRange: Bool { false }

    /// The image limited to standard dynamic range: the image itself (see ``isHighDynamicRange``).
    public func imageRestrictedToStandardDynamicRange() -> UIImage { self }
}
