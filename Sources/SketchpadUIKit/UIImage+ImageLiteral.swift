// `#imageLiteral(resourceName:)` makes a UIImage, as in UIKit: the initialiser the literal calls,
// `init(imageLiteralResourceName:)`, is in the class (it is required), and `_ImageLiteralType`
// names the type a literal without context makes.
extension UIImage: _ExpressibleByImageLiteral {}

/// The type `#imageLiteral(resourceName:)` makes where nothing else is asked for, as UIKit sets it.
public typealias _ImageLiteralType = UIImage
