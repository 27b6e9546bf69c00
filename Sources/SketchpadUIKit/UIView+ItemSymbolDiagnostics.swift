import SketchpadLayout

extension UIView {
    /// The warnings of the SF Symbols a bar draws for its items as placeholders (names the icon
    /// set lacks), each at the line that made the image, once each, in the order the items are
    /// drawn: a tab bar's items (image and selected image), a navigation bar's top item's
    /// left and right buttons. As an image view's, they reach the scene's diagnostics.
    var itemSymbolDiagnostics: [Diagnostic] {
        var images: [UIImage?] = []
        if let bar = self as? UITabBar {
            for item in bar.items ?? [] { images += [item.image, item.selectedImage] }
        } else if let bar = self as? UINavigationBar, let top = bar.topItem {
            for item in (top.leftBarButtonItems ?? []) + (top.rightBarButtonItems ?? []) { images += [item.image, item.landscapeImagePhone] }
        } else {
            return []
        }
        var seen = Set<String>()
        return images.compactMap { $0?.symbolDiagnostic }.filter { seen.insert($0.description).inserted }
    }
}
