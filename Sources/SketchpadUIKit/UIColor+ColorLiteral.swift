// `#colorLiteral(red:green:blue:alpha:)` makes a UIColor, as in UIKit: the initialiser the
// literal calls, `init(_colorLiteralRed:green:blue:alpha:)`, is in the class (it is required).
extension UIColor: _ExpressibleByColorLiteral {}
