extension UIImage {
    /// How an image is stretched, oriented and animated: the values UIKit keeps beside the
    /// pixels, carried by every copy of the image.
    struct Presentation: @unchecked Sendable {
        // @unchecked: `images` holds immutable `UIImage`s.
        var orientation: Orientation = .up
        var flipsForRightToLeftLayoutDirection = false
        var capInsets: UIEdgeInsets = .zero
        var resizingMode: ResizingMode = .tile
        /// Whether `resizableImage` made the image (zero caps included): image views then fill
        /// their bounds in nine slices.
        var isResizable = false
        var images: [UIImage]?
        var duration: TimeInterval = 0
    }

    /// Whether the image is drawn mirrored in a view laid out in `direction`: a horizontally
    /// flipped orientation, or an image that flips for right-to-left layouts in one (both: not).
    func drawsMirrored(in direction: UIUserInterfaceLayoutDirection) -> Bool {
        presentation.orientation.isMirrored != (presentation.flipsForRightToLeftLayoutDirection && direction == .rightToLeft)
    }
}
