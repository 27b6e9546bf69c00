import SketchpadLayout
import SketchpadWidgets
import Yams

/// A parsed template file: its settings, its variants and its (unbuilt) view tree. Build one
/// variant with ``instantiate(_:)``; each call makes a fresh view tree.
///
/// ```swift
/// let template = try TemplateLoader().load(path: "Templates/settings.yaml")
/// for variant in template.variants {
///     let instance = try template.instantiate(variant)
///     print(variant.name, instance.entries.count)
/// }
/// ```
public struct Template {
    /// The file's path as it was given to the loader (used in every error and source location).
    public let path: String
    public let canvas: TemplateCanvas
    public let appearance: TemplateAppearance
    public let direction: LayoutDirection
    /// The root view's layout margins (nil: the device's).
    public let rootMargins: DirectionalEdgeInsets?
    /// Safe-area insets (nil: the device's; none on a plain canvas).
    public let safeAreaInsets: EdgeInsets?
    /// The root view's fill as written (a colour or one per appearance; nil: the theme's background).
    let background: Node?
    /// The default PNG scale (nil: the device's, or 1).
    public let scale: Double?
    /// Whether the status bar and the home indicator are drawn (nil: the device's default: shown
    /// on device presets that have them, never on a plain canvas).
    public internal(set) var statusBar: Bool? = nil
    public internal(set) var homeIndicator: Bool? = nil
    /// Every rendering of the template: the product of its `variants:` lists, or one default variant.
    public let variants: [TemplateVariant]

    let views: Node?
    let constraints: Node?
    let guides: Node?
    let components: [String: TemplateComponent]
    let limits: TemplateLimits
    /// The widget types its views may use.
    public internal(set) var widgets = WidgetCatalog.builtIn
    /// The folder no include or image may leave (standardized; nil: anywhere).
    var rootFolder: String? = nil
    /// Where `canvas:` or `device:` was written (nil: neither was).
    package internal(set) var canvasLocation: SourceLocation? = nil
    /// The text of the template and of every file it includes, by path.
    var sources: [String: ScalarSourceMap] = [:]
    /// The tree the loader built to check a template without variants (see ``CheckedBuild``).
    var checkedBuild: CheckedBuild?

    /// The variant with the template's own settings.
    public var defaultVariant: TemplateVariant {
        TemplateVariant(device: nil, appearance: appearance, direction: direction)
    }

    /// Builds the view tree for `variant`.
    /// - Throws: ``TemplateErrors`` (unknown ids, bad equations, bad values…), each with its position.
    public func instantiate(_ variant: TemplateVariant) throws(TemplateErrors) -> TemplateInstance {
        if let checked = checkedBuild?.take(for: variant) { return checked }
        let builder = TemplateBuilder(template: self, variant: variant)
        let instance = builder.build()
        if !builder.reader.errors.isEmpty { throw TemplateErrors(builder.reader.errors) }
        return instance
    }
}
