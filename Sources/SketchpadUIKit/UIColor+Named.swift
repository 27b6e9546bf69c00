import Foundation
import SketchpadWidgets

extension UIColor {
    /// The colour set `name` of an asset catalog (`….xcassets/NAME.colorset`) found as
    /// `UIImage(named:)` finds image sets — in ``UIImage/searchPaths`` and the main bundle's
    /// resources — or nil for a name no catalog has, as on iOS. A set with a dark appearance
    /// gives a dynamic colour, resolved by the trait collection it is drawn in.
    ///
    /// ```swift
    /// UIImage.searchPaths.append("App/Resources")      // holds Assets.xcassets
    /// let brand = UIColor(named: "Brand") ?? .systemBlue
    /// ```
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The colour set `name` of `bundle`'s asset catalogs (nil: the ``UIImage/searchPaths`` and
    /// the main bundle), or nil when none has it. With `traitCollection` the colour is the one
    /// for those traits (light or dark); without, it follows the traits it is drawn in.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let folders = UIImage.lookup(in: bundle, scale: 1).folders
        guard let color = AssetCatalogFolders(folders: folders).color(named: name) else { return nil }
        let light = color.resolved(for: "light"), dark = color.resolved(for: "dark")
        func uiColor(_ c: Color) -> UIColor {
            UIColor(red: CGFloat(c.red), green: CGFloat(c.green), blue: CGFloat(c.blue), alpha: CGFloat(c.alpha))
        }
        if let traitCollection {
            let chosen = traitCollection.userInterfaceStyle == .dark ? dark : light
            self.init(red: CGFloat(chosen.red), green: CGFloat(chosen.green), blue: CGFloat(chosen.blue), alpha: CGFloat(chosen.alpha))
        } else if light == dark {
            self.init(red: CGFloat(light.red), green: CGFloat(light.green), blue: CGFloat(light.blue), alpha: CGFloat(light.alpha))
        } else {
            let (lightColor, darkColor) = (uiColor(light), uiColor(dark))
            self.init(dynamicProvider: { $0.userInterfaceStyle == .dark ? darkColor : lightColor })
        }
    }

    /// The grouped table background of iOS 12 and earlier: ``systemGroupedBackground``.
    @available(*, deprecated, message: "Use UIColor.systemGroupedBackground")
    public static var groupTableViewBackground: UIColor { .systemGroupedBackground }
}
