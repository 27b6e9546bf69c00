// UIKit re-exports Foundation (CGFloat, CGRect, CGSize, CGPoint, NSCoder…); so does this module,
// so that a file whose `import UIKit` became `import SketchpadUIKit` sees the same names.
@_exported import Foundation
