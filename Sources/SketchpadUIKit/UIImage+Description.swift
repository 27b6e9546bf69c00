import Foundation

extension UIImage {
    /// How iOS 13 and later print an image in an image view's description, with the address
    /// purged as swift-snapshot-testing records it: what it was made from, its size in points
    /// (`%g`) and its scale. References printed on iOS 17–18 and visionOS 1:
    /// `<UIImage CGImage "TabbarShop"; (24 24)@3>` for an image by name,
    /// `<UIImage CGImage anonymous; (40 40)@3>` for one made from data or a file,
    /// `<UIImage symbol "plus.circle"; (18 18)@2>` for a system symbol.
    var imageViewDescription: String {
        let source: String
        if isSymbolImage {
            source = "symbol \"\(name)\""
        } else if asset == nil || name == "data" || name.contains(".") {
            source = "CGImage anonymous"
        } else {
            source = "CGImage \"\(name)\""
        }
        return "<UIImage \(source); (\(UIView.number(size.width)) \(UIView.number(size.height)))@\(UIView.number(scale))>"
    }
}
