import Foundation

/// An image resource (Apple's `DeveloperToolsSupport.ImageResource`, iOS 17): what Xcode's
/// generated asset symbols are made of (`extension ImageResource { static let avatar = … }`, used
/// as `Image(.avatar)`). On Linux nothing generates them: a project declares the ones it uses,
/// and `Image(_:)` finds the image set by its name as `Image(name, bundle:)` does.
///
/// ```swift
/// extension ImageResource { static let background = ImageResource(name: "background", bundle: .main) }
/// Image(.background)
/// ```
public struct ImageResource: Hashable, @unchecked Sendable {
    /// The image set's name in the asset catalog.
    package let name: String
    package let bundle: Bundle

    /// Creates an image from a resource with the specified name in the given bundle.
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}
