import Foundation

/// Changes the text attributes of a configuration's title or subtitle (UIKit's
/// `UIConfigurationTextAttributesTransformer`, iOS 15): a button configuration gives it the
/// title's attributes and draws the title with the font and colour it returns.
///
/// ```swift
/// var configuration = UIButton.Configuration.filled()
/// configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
///     var outgoing = incoming
///     outgoing.font = UIFont.systemFont(ofSize: 13, weight: .bold)
///     return outgoing
/// }
/// ```
public struct UIConfigurationTextAttributesTransformer: @unchecked Sendable {
    // @unchecked: the closure is the caller's, as in UIKit, whose transformer is Sendable too.
    private let transform: (AttributeContainer) -> AttributeContainer

    public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) {
        self.transform = transform
    }

    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer { transform(input) }
}
