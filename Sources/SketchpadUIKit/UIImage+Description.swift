import Foundation

extension UIImage {
    /// How iOS 13 and later print an image in an image view's description, with the address
    /// purged as swift-snapshot-testing records it: what it was made from, its size in points
    /// (`%g`) and its scale. References printed on iOS 17–18 and visionOS 1:
    /// `<UIImage CGImage "TabbarShop"; (24 24)@3>` for an image by name,
    /// `<UIImage CGImage anonymous; (40 40)@3>` for one made from data or a file,
    /// `<UIImage symbol "plus.circle"; (18 18)@2>` for a system symbol on visionOS 1.
    ///
    /// On iOS 16–18 a symbol image ends with `{2}`: `UIImageView(image: .add)` printed
    /// `image = <UIImage:0x… symbol "plus.circle.fill"; (20 19)@3{2}>` (an iOS 16+ simulator in
    /// getsentry/sentry-cocoa's redaction tests). We read the number as the rendering mode a
    /// symbol reports (`UIImage.RenderingMode.alwaysTemplate`, 2, unless made `.alwaysOriginal`,
    /// 1): an inference from that one line, which no other iOS-printed line contradicts.
    var imageViewDescription: String {
        let source: String
        if isSymbolImage {
            source = "symbol \"\(name)\""
        } else if asset == nil || name == "data" || name.contains(".") {
            source = "CGImage anonymous"
        } else {
            source = "CGImage \"\(name)\""
        }
        let suffix = isSymbolImage ? "{\(symbolRenderingModeCode)}" : ""
        return "<UIImage \(source); (\(UIView.number(size.width)) \(UIView.number(size.height)))@\(UIView.number(scale))\(suffix)>"
    }

    /// The rendering mode's raw value iOS prints after a symbol image's scale: a symbol is a
    /// template unless made `.alwaysOriginal`.
    private var symbolRenderingModeCode: Int {
        renderingMode == .alwaysOriginal ? RenderingMode.alwaysOriginal.rawValue : RenderingMode.alwaysTemplate.rawValue
    }
}
