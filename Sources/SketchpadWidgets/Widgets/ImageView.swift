import SketchpadLayout

/// An image: a local PNG or JPEG file drawn to fit its frame, an image found by name (an asset
/// catalog's image set or a file at the device's scale, see ``ImageAsset``), a named icon, or a
/// placeholder (a crossed box).
///
/// A file's intrinsic size is its pixel size in points (from the one image file cache, which reads
/// and decodes each file once for layout and drawing alike), an asset's its pixel size over its
/// scale; an icon's is 24 pt square; a placeholder has the size given, or none. A size given
/// (`explicitIntrinsicContentSize`) wins over both.
///
/// ```swift
/// let avatar = ImageView(placeholderSize: Size(width: 64, height: 64), id: "avatar")
/// let logo = ImageView(pngFile: "Assets/logo.png")
/// let badge = ImageView(asset: ImageAsset(name: "badge", path: "Assets/badge@2x.png", scale: 2))
/// let next = ImageView(icon: Icon("chevron.right")!)      // tinted with the theme's accent
/// let grey = ImageView(icon: Icon("chevron.right")!, tint: Color(hex: 0x8E8E93))
/// ```
open class ImageView: View, Drawable {
    public enum Source: Hashable, Sendable {
        case placeholder
        /// A PNG or JPEG file; relative paths are relative to the working directory.
        case pngFile(String)
        /// An image found by name: its file for the appearance, at its scale, tinted if a template.
        case asset(ImageAsset)
        /// A named icon, drawn in ``ImageView/tintColor`` filling the frame's shorter side.
        case icon(Icon)
    }

    public var source: Source
    public var cornerRadius: Double = 0
    /// The colour of an icon or a template image (nil: the theme's accent colour, as a tinted SF Symbol is).
    public var tintColor: Color?
    /// Why an SF Symbols name this view was given draws as a placeholder (a name the icon set
    /// lacks, or one iOS does not know), at the line that wrote it; nil otherwise.
    public var symbolDiagnostic: Diagnostic?

    /// How a file or asset fills the frame when it is a resizable image (nine slices: caps kept,
    /// the rest stretched or tiled); nil: scaled to fit, keeping its aspect ratio.
    package var slicing: ImageSlicing?

    /// The side of an icon's intrinsic size.
    package static let iconSize = 24.0

    public init(placeholderSize: Size? = nil, id: String? = nil) {
        source = .placeholder
        super.init(id: id)
        explicitIntrinsicContentSize = placeholderSize
    }

    public init(pngFile path: String, id: String? = nil) {
        source = .pngFile(path)
        super.init(id: id)
    }

    /// An image found by name (``ImageAsset``), drawn in `tint` (nil: the theme's accent) if it is a template.
    public init(asset: ImageAsset, tint: Color? = nil, id: String? = nil) {
        source = .asset(asset)
        self.tintColor = tint
        super.init(id: id)
    }

    /// `{type: image, icon:, tint:}`: a named icon in `tint` (nil: the theme's accent).
    public init(icon: Icon, tint: Color? = nil, id: String? = nil) {
        source = .icon(icon)
        self.tintColor = tint
        super.init(id: id)
    }

    /// The icon shown, if the source is one (setting one makes it the source).
    public var icon: Icon? {
        get { if case .icon(let icon) = source { return icon } else { return nil } }
        set { if let newValue { source = .icon(newValue) } else if icon != nil { source = .placeholder } }
    }

    open override func measureContent(using measurer: any TextMeasuring, fittingWidth: Double?) throws -> ContentMeasurement {
        if let size = explicitIntrinsicContentSize { return ContentMeasurement(size: size) }
        switch source {
        case .pngFile(let path):
            if let size = ImageFileCache.shared.pixelSize(ofImage: path) { return ContentMeasurement(size: size) }
        case .asset(let asset):
            if let size = ImageFileCache.shared.pixelSize(ofImage: asset.path) {
                return ContentMeasurement(size: Size(width: size.width / asset.scale, height: size.height / asset.scale))
            }
        case .icon:
            return ContentMeasurement(size: Size(width: Self.iconSize, height: Self.iconSize))
        case .placeholder:
            break
        }
        return .none
    }

    open func draw(in context: DrawingContext) throws {
        let f = context.frame
        let shape: Shape = cornerRadius > 0 ? .roundedRect(f, cornerRadius: cornerRadius) : .rect(f)
        switch source {
        case .pngFile(let path) where !context.drawsWireframe:
            try context.clipped(to: shape) { try drawFile(path, in: f, tint: nil, context: context) }
        case .asset(let asset) where !context.drawsWireframe:
            let tint = asset.isTemplate ? tintColor ?? context.theme.accent : nil
            try context.clipped(to: shape) { try drawFile(asset.path(for: context.theme.name), in: f, tint: tint, context: context) }
        case .icon(let icon):
            try context.icon(icon, color: tintColor ?? context.theme.accent, in: f)
        case .pngFile, .asset, .placeholder:
            // A wireframe shows where a picture goes, not the picture.
            let mark = StrokeStyle(color: context.theme.imagePlaceholderMark, width: 1)
            context.fill(shape, context.theme.imagePlaceholder)
            context.clipped(to: shape) {
                context.line(from: Point(x: f.minX, y: f.minY), to: Point(x: f.maxX, y: f.maxY), mark)
                context.line(from: Point(x: f.maxX, y: f.minY), to: Point(x: f.minX, y: f.maxY), mark)
            }
            context.stroke(shape.outset(by: -0.5), mark)
        }
    }
}

extension ImageView {
    /// An image file fitted to the frame, or in nine slices when ``slicing`` says so.
    private func drawFile(_ path: String, in frame: Rect, tint: Color?, context: DrawingContext) throws {
        if let slicing { try context.image(atPath: path, in: frame, tint: tint, slicing: slicing) }
        else { try context.image(atPath: path, in: frame, tint: tint) }
    }
}

extension ImageView.Source {
    /// The image files drawn (an asset's for each appearance), for the batch's checks and its skip-unchanged hash.
    package var files: [String] {
        switch self {
        case .pngFile(let path): return [path]
        case .asset(let asset): return [asset.path] + (asset.darkPath.map { [$0] } ?? [])
        case .icon, .placeholder: return []
        }
    }
}

extension ImageView {
    package static let template = WidgetTemplate(
        type: "image", summary: "A PNG file drawn to fit its frame, a named icon, or a crossed placeholder box.",
        properties: [
            TemplateProperty("file", .imageFile, "A PNG or JPEG file, or an asset catalog's image set (`Assets.xcassets/NAME.imageset`: its 3x file or the nearest, its dark file in dark renders, tinted if a template), relative to the template (none: an icon or a placeholder)."),
            TemplateProperty("icon", .icon, "An SF Symbols name (see ICONS.md), 24 × 24 unless sized; a file wins over it."),
            TemplateProperty("tint", .color, "The icon's colour (none: the theme's accent).", aliases: ["tintColor"]),
            TemplateProperty("cornerRadius", .number(0...10_000), "The radius of the corners.", default: "0"),
        ]) { values in
        // A symbol the icon set lacks is a placeholder of an icon's size (the warning says which).
        let file = values.imageFile("file").map { path in
            (try? ImageLookup.imageSet(atPath: path)?.get()).map { ImageView(asset: $0) } ?? ImageView(pngFile: path)
        }
        let image = file ?? values.icon("icon").map { ImageView(icon: $0) }
            ?? ImageView(placeholderSize: values.has("icon") ? Size(width: iconSize, height: iconSize) : nil)
        image.tintColor = values.color("tint")
        image.cornerRadius = values.number("cornerRadius") ?? 0
        return image
    }
}
