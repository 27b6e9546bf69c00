/// Changes a colour a configuration resolves (UIKit's `UIConfigurationColorTransformer`, iOS 14):
/// a background configuration's `backgroundColorTransformer` and `strokeColorTransformer` are
/// applied to the colour it resolves.
///
/// ```swift
/// var background = UIBackgroundConfiguration.listPlainCell()
/// background.backgroundColorTransformer = UIConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
/// ```
public struct UIConfigurationColorTransformer: @unchecked Sendable {
    // @unchecked: the closure is the caller's, as in UIKit, whose transformer is Sendable too.
    public let transform: (UIColor) -> UIColor

    public init(_ transform: @escaping (UIColor) -> UIColor) { self.transform = transform }

    public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }
}
