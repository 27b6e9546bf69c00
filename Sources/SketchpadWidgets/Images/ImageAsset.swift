/// An image found by name, as iOS finds it: the file drawn in each appearance, its scale, and
/// whether it is drawn as a template (its shape in the view's tint).
///
/// Made by the image lookup every front end shares (`UIImage(named:)`, SwiftUI's `Image("name")`,
/// a template image's `file: Assets.xcassets/NAME.imageset`); an ``ImageView`` draws it with ``ImageView/init(asset:tint:id:)``.
///
/// ```swift
/// let badge = ImageAsset(name: "badge", path: "Assets.xcassets/badge.imageset/badge@3x.png",
///                        darkPath: "Assets.xcassets/badge.imageset/badge-dark@3x.png", scale: 3)
/// let view = ImageView(asset: badge)   // 20 × 20 pt for a 60 px file
/// ```
public struct ImageAsset: Hashable, Sendable {
    /// The name it was asked for by.
    public var name: String
    /// The PNG or JPEG file drawn in the light appearance (and in any other without a file of its own).
    public var path: String
    /// The file drawn in the dark appearance (nil: ``path``).
    public var darkPath: String?
    /// Pixels per point of the files: a 60 px wide file at scale 3 is 20 pt wide.
    public var scale: Double
    /// Whether the image is drawn as a template: its opacity filled with the view's tint colour
    /// (an image set's `template-rendering-intent`, or a rendering mode asked for in code).
    public var isTemplate: Bool

    public init(name: String, path: String, darkPath: String? = nil, scale: Double = 1, isTemplate: Bool = false) {
        self.name = name
        self.path = path
        self.darkPath = darkPath
        self.scale = scale
        self.isTemplate = isTemplate
    }

    /// The file drawn in the appearance (theme) called `appearance`.
    public func path(for appearance: String) -> String {
        appearance == "dark" ? darkPath ?? path : path
    }
}
