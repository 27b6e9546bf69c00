import Sketchpad

extension UIImage {
    /// The image as a PNG file's bytes, at its ``scale`` (a 20 × 19 symbol at 3× is 60 × 57
    /// pixels), drawn as an image view of the image's size draws it in the light appearance: a
    /// symbol or template in its ``withTintColor(_:)`` colour or the system blue, a file's pixels
    /// as they are; transparent where the image is. Nil for an image with no area.
    ///
    /// ```swift
    /// try UIImage(systemName: "star.fill")?.pngData()?.write(to: URL(fileURLWithPath: "star.png"))
    /// ```
    public func pngData() -> Data? {
        guard size.width > 0, size.height > 0 else { return nil }
        let content = UIImageViewContent(placeholderSize: nil)
        UIImage.show(self, in: content, tint: .systemBlue, traits: UITraitCollection(userInterfaceStyle: .light), direction: .leftToRight)
        let canvas = Size(width: Double(size.width), height: Double(size.height))
        guard let scene = try? Scene(size: canvas, root: content), var list = try? scene.displayList(overlays: []) else { return nil }
        list.background = nil
        return (try? Renderer().data(for: list, format: .png, scale: Double(scale))).map { Data($0) }
    }

    /// A JPEG file's bytes: Sketchpad has no JPEG encoder.
    @available(*, unavailable, message: "Sketchpad cannot encode JPEG: use pngData()")
    public func jpegData(compressionQuality: CGFloat) -> Data? { nil }
}
