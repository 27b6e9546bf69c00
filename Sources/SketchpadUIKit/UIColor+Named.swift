import Foundation

extension UIColor {
    /// A colour from an asset catalog: nil here, as on iOS for a name the catalog lacks, since
    /// asset catalogs are not read on Linux. Write the colour's components in code instead.
    ///
    /// ```swift
    /// let brand = UIColor(named: "Brand") ?? UIColor(red: 0.93, green: 0.24, blue: 0.1, alpha: 1)
    /// ```
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// A colour from a bundle's asset catalog: nil here (asset catalogs are not read on Linux).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        return nil
    }

    /// The grouped table background of iOS 12 and earlier: ``systemGroupedBackground``.
    @available(*, deprecated, message: "Use UIColor.systemGroupedBackground")
    public static var groupTableViewBackground: UIColor { .systemGroupedBackground }
}
