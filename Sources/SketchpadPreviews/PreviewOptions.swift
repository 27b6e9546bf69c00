import Sketchpad
import SketchpadPreviewModel

/// What `sketchpad previews` is asked to do.
public struct PreviewOptions: Sendable {
    /// The package's folder.
    public var packageDirectory: String
    /// Where pictures go.
    public var outputDirectory: String
    /// `png`, `svg`, `pdf`.
    public var formats: [String] = ["png"]
    /// Pixels per point (nil: each device's own).
    public var scale: Double?
    /// Only these modules (empty: all).
    public var targets: [String] = []
    /// Only previews whose name, output name or file contains this (case-insensitive).
    public var filter: String?
    /// The variant matrix: each list that is not empty is a dimension (see ``variantSpecs``).
    public var devices: [String] = []
    public var appearances: [String] = []
    public var textSizes: [String] = []
    public var locales: [String] = []
    public var directions: [String] = []
    public var overlays: [String] = []
    /// Only the previews of this shard (split by file, as `render` splits templates).
    public var shard: Shard?
    /// Draw every preview, even those whose inputs did not change.
    public var force = false
    /// The discovery tool (`sketchpad-preview-discovery`).
    public var discoveryTool: String
    public var swift = "swift"
    /// Where runners and manifests are kept (default: ``CacheFolder`` `previews`).
    public var cache: String?

    public init(packageDirectory: String, outputDirectory: String, discoveryTool: String) {
        self.packageDirectory = packageDirectory
        self.outputDirectory = outputDirectory
        self.discoveryTool = discoveryTool
    }

    /// Every combination of the dimensions asked for, named as template variants are (the slugs of
    /// the dimensions given, joined by `-`: `iphone-se-dark`); one unnamed variant when none is asked.
    public var variantSpecs: [PreviewVariantSpec] {
        var specs = [PreviewVariantSpec(name: "")]
        func expand(_ values: [String], _ set: (inout PreviewVariantSpec, String) -> Void) {
            guard !values.isEmpty else { return }
            specs = specs.flatMap { spec in
                values.map { value in
                    var next = spec
                    set(&next, value)
                    next.name = (next.name.isEmpty ? "" : next.name + "-") + Self.slug(value)
                    return next
                }
            }
        }
        expand(devices) { $0.device = $1 }
        expand(appearances) { $0.appearance = $1 }
        expand(directions) { $0.direction = $1 }
        expand(textSizes) { $0.textSize = $1 }
        expand(locales) { $0.locale = $1 }
        return specs
    }

    static func slug(_ value: String) -> String {
        value.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).joined(separator: "-")
    }
}
