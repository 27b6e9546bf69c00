extension UIImage {
    /// The frames of an animated image (nil for a still one). An image view shows the first
    /// frame: a picture is a stopped animation.
    public var images: [UIImage]? { presentation.images }

    /// How long one pass through ``images`` takes, in seconds (0 for a still image).
    public var duration: TimeInterval { presentation.duration }

    /// An animated image of `images`, shown for `duration` seconds in all; its size and scale are
    /// the first frame's (nil without frames).
    ///
    /// ```swift
    /// let spinner = UIImage.animatedImage(with: [frame1, frame2, frame3], duration: 0.3)
    /// ```
    public class func animatedImage(with images: [UIImage], duration: TimeInterval) -> UIImage? {
        guard let first = images.first else { return nil }
        var presentation = first.presentation
        presentation.images = images
        presentation.duration = duration
        return first.copy(presentation: presentation)
    }

    /// An animated image of the images named `name` followed by 0, 1, 2…, as
    /// ``init(named:)`` finds them, up to the first number missing (nil when `name0` is not found).
    ///
    /// ```swift
    /// let walk = UIImage.animatedImageNamed("walk", duration: 1)   // walk0.png, walk1.png…
    /// ```
    public class func animatedImageNamed(_ name: String, duration: TimeInterval) -> UIImage? {
        var frames: [UIImage] = []
        while frames.count <= 1024, let frame = UIImage(named: "\(name)\(frames.count)") { frames.append(frame) }
        return animatedImage(with: frames, duration: duration)
    }

    /// ``animatedImageNamed(_:duration:)`` with every frame made resizable with `capInsets`.
    public class func animatedResizableImageNamed(_ name: String, capInsets: UIEdgeInsets, duration: TimeInterval) -> UIImage? {
        animatedResizableImageNamed(name, capInsets: capInsets, resizingMode: .tile, duration: duration)
    }

    /// ``animatedImageNamed(_:duration:)`` with every frame made resizable with `capInsets` and `resizingMode`.
    public class func animatedResizableImageNamed(_ name: String, capInsets: UIEdgeInsets, resizingMode: ResizingMode,
                                                  duration: TimeInterval) -> UIImage? {
        guard let animated = animatedImageNamed(name, duration: duration), let frames = animated.images else { return nil }
        return animatedImage(with: frames.map { $0.resizableImage(withCapInsets: capInsets, resizingMode: resizingMode) }, duration: duration)
    }
}
