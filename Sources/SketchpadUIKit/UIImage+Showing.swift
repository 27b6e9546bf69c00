import SketchpadLayout
import SketchpadWidgets

extension UIImage {
    /// Tells the image widget `n` to show `image` as an image view does: a file or image set (a
    /// template in `tint`), a symbol's glyph in `tint` (or the image's own tint colour), or a
    /// placeholder; its size is the image's alignment rectangle, and it is mirrored where the
    /// image's orientation or a right-to-left `direction` says.
    static func show(_ image: UIImage?, in n: ImageView, tint: UIColor, traits: UITraitCollection,
                     direction: UIUserInterfaceLayoutDirection) {
        if let asset = image?.drawnAsset {
            // A template image takes the view's tint, as in UIKit; its file follows the render's appearance.
            n.source = .asset(asset)
            n.tintColor = asset.isTemplate ? (image?.fixedTintColor ?? tint).color(in: traits) : nil
        } else if let path = image?.path {
            n.source = .pngFile(path)
        } else if let symbol = image?.symbol {
            // A symbol is a template image: it takes the view's tint, as in UIKit.
            n.source = .icon(symbol)
            n.tintColor = (image?.fixedTintColor ?? tint).color(in: traits)
        } else {
            n.source = .placeholder
        }
        n.symbolDiagnostic = image?.symbolDiagnostic
        // An empty image (`UIImage()`, a missing `#imageLiteral`) draws nothing, as on iOS.
        (n as? UIImageViewContent)?.hasImage = image.map { !$0.isEmptyImage } ?? false
        (n as? UIImageViewContent)?.symbolImage = image.flatMap { image in
            image.symbol == nil ? nil : image.symbolConfiguration.map {
                (Size(width: Double(image.size.width), height: Double(image.size.height)),
                 SymbolMetrics.iconEm(pointSize: $0.resolvedPointSize, scale: $0.scale))
            }
        }
        // Intrinsic sizes are of alignment rectangles: an unconstrained image view's frame is the image's size.
        n.explicitIntrinsicContentSize = image.map {
            let a = CGRect(origin: .zero, size: $0.size).inset(by: $0.alignmentRectInsets)
            return Size(width: Double(a.width), height: Double(a.height))
        }
        (n as? UIImageViewContent)?.mirrored = image?.drawsMirrored(in: direction) ?? false
    }
}

extension UIImage {
    /// Whether the image is empty, as `UIImage()` makes it: no file, no symbol, no size.
    var isEmptyImage: Bool {
        drawnAsset == nil && path == nil && symbol == nil && symbolDiagnostic == nil && size == .zero
    }
}
