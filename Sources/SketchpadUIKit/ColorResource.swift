import Foundation

/// A color resource (Apple's `DeveloperToolsSupport.ColorResource`, iOS 17): what Xcode's
/// generated asset symbols are made of (`extension ColorResource { static let brand = … }`, used
/// as `Color(.brand)`). On Linux nothing generates them: a project declares the ones it uses, and
/// `Color(_:)` finds the colour set by its name as `Color(name, bundle:)` does.
///
/// ```swift
/// extension ColorResource { static let brand = ColorResource(name: "Brand", bundle: .main) }
/// Color(.brand)
/// ```
public struct ColorResource: Hashable, @unchecked Sendable {
    /// The colour set's name in the asset catalog.
    package let name: String
    package let bundle: Bundle

    /// Creates a color from a resource with the specified name in the given bundle.
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}
