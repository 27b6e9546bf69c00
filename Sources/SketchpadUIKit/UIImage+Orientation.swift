extension UIImage {
    /// The way an image's pixels are turned to be shown (UIKit's `UIImage.Orientation`). Images
    /// read here are `.up` (a JPEG's EXIF orientation is applied to its pixels when it is read);
    /// ``withHorizontallyFlippedOrientation()`` makes a mirrored one, which image views draw
    /// mirrored.
    public enum Orientation: Int, Sendable {
        case up = 0, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored

        /// Whether the orientation flips the pixels horizontally.
        var isMirrored: Bool { rawValue >= 4 }

        /// The orientation of the image flipped horizontally.
        var horizontallyFlipped: Orientation {
            switch self {
            case .up: return .upMirrored
            case .upMirrored: return .up
            case .down: return .downMirrored
            case .downMirrored: return .down
            case .left: return .rightMirrored
            case .rightMirrored: return .left
            case .right: return .leftMirrored
            case .leftMirrored: return .right
            }
        }
    }

    /// The orientation the image's pixels are shown in (`.up` unless flipped).
    public var imageOrientation: Orientation { presentation.orientation }

    /// Whether an image view laid out right to left draws the image mirrored (see
    /// ``imageFlippedForRightToLeftLayoutDirection()``).
    public var flipsForRightToLeftLayoutDirection: Bool { presentation.flipsForRightToLeftLayoutDirection }

    /// The image, drawn mirrored by image views laid out right to left (a back arrow that points
    /// the way the layout reads).
    ///
    /// ```swift
    /// let forward = UIImage(named: "arrow")?.imageFlippedForRightToLeftLayoutDirection()
    /// ```
    public func imageFlippedForRightToLeftLayoutDirection() -> UIImage {
        var presentation = presentation
        presentation.flipsForRightToLeftLayoutDirection = true
        return copy(presentation: presentation)
    }

    /// The image mirrored left to right: its ``imageOrientation`` is flipped (`.up` becomes
    /// `.upMirrored`), and image views draw it mirrored.
    ///
    /// ```swift
    /// let mirrored = UIImage(named: "hand")?.withHorizontallyFlippedOrientation()
    /// ```
    public func withHorizontallyFlippedOrientation() -> UIImage {
        var presentation = presentation
        presentation.orientation = presentation.orientation.horizontallyFlipped
        return copy(presentation: presentation)
    }
}
