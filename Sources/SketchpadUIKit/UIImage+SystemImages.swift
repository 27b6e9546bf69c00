import SketchpadWidgets

extension UIImage {
    // UIKit's preconfigured system images (iOS 13), each the SF Symbol it shows.

    /// The standard image for adding content: a plus on a filled circle.
    ///
    /// ```swift
    /// button.setImage(.add, for: .normal)
    /// ```
    public class var add: UIImage { systemImage("plus.circle.fill") }
    /// The standard image for removing content: a minus on a filled circle.
    public class var remove: UIImage { systemImage("minus.circle.fill") }
    /// The standard image for a menu of actions: an ellipsis in a circle.
    public class var actions: UIImage { systemImage("ellipsis.circle") }
    /// The standard image for a checkmark on a filled circle.
    public class var checkmark: UIImage { systemImage("checkmark.circle.fill") }
    /// The standard image for a checkmark on a tinted circle with a stroked border.
    public class var strokedCheckmark: UIImage { systemImage("checkmark.circle") }

    private static func systemImage(_ name: String) -> UIImage {
        UIImage(symbol: Icon(name), named: name, diagnostic: nil)
    }
}
