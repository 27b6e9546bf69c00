/// An effect a `UIVisualEffectView` draws: UIKit's `UIVisualEffect`, the base of ``UIBlurEffect``
/// and ``UIVibrancyEffect``.
///
/// ```swift
/// let effect: UIVisualEffect = UIBlurEffect(style: .systemMaterial)
/// ```
@preconcurrency @MainActor
open class UIVisualEffect: NSObject {
    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }
}
