/// Content made vivid over a blur: UIKit's `UIVibrancyEffect`. Stored: a visual effect view with
/// a vibrancy effect draws no backdrop of its own, and its content is drawn in its own colours.
///
/// ```swift
/// let blur = UIBlurEffect(style: .systemMaterial)
/// let vibrant = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur, style: .secondaryLabel))
/// ```
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur the vibrancy is for.
    public let blurEffect: UIBlurEffect
    /// The kind of content made vivid.
    public let style: UIVibrancyEffectStyle

    public convenience init(blurEffect: UIBlurEffect) {
        self.init(blurEffect: blurEffect, style: .label)
    }

    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }

    public required init?(coder: NSCoder) {
        blurEffect = UIBlurEffect(style: .systemMaterial)
        style = .label
        super.init(coder: coder)
    }
}

/// The kinds of content a vibrancy effect makes vivid (UIKit's `UIVibrancyEffectStyle`).
public enum UIVibrancyEffectStyle: Int, Sendable {
    case label = 0, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
}
