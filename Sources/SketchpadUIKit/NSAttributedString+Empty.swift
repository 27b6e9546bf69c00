import Foundation

// Darwin's Foundation inherits `init()` from NSObject for the attributed strings, and UIKit code
// builds them up from empty (`NSMutableAttributedString()` then `append`); Linux's Foundation
// declares only `init(string:)`, and Swift lets no extension redeclare NSObject's `init()`.
extension NSAttributedString {
    /// An empty attributed string, as `NSAttributedString()` and `NSMutableAttributedString()` give
    /// on iOS (call it with no argument; the parameter only makes it an initialiser Swift lets an
    /// extension add).
    ///
    /// ```swift
    /// let title = NSMutableAttributedString()
    /// title.append(NSAttributedString(string: "Bold", attributes: [.font: UIFont.boldSystemFont(ofSize: 17)]))
    /// ```
    public convenience init(_ empty: Void = ()) { self.init(string: "") }
}
