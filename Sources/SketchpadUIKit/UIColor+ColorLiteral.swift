// `#colorLiteral(red:green:blue:alpha:)` makes a UIColor, as in UIKit: the initialiser the
// literal calls, `init(_colorLiteralRed:green:blue:alpha:)`, is in the class (it is required), and
// `_ColorLiteralType` names the type a literal without context makes (`#colorLiteral(…).cgColor`).
extension UIColor: _ExpressibleByColorLiteral {}

/// The type `#colorLiteral(red:green:blue:alpha:)` makes where nothing else is asked for, as
/// UIKit's Swift overlay sets it (`public typealias _ColorLiteralType = UIColor`).
public typealias _ColorLiteralType = UIColor
