// SwiftUI on iOS re-exports Foundation (CGFloat, CGSize, CGPoint, CGRect come from Foundation on
// Linux), UIKit (a SwiftUI file uses UIColor or UIApplication with only `import SwiftUI`),
// Observation (`@Observable`) and Combine (the part view code uses — `ObservableObject`,
// `@Published`, `Publisher`, subjects, `AnyCancellable`… — declared here, see Combine/ and
// SwiftUIOnLinux.md; there is no `Combine` module on Linux and this package ships none). So does
// this module, so that a file whose `import SwiftUI` became `import SketchpadSwiftUI` sees the
// same names. Sketchpad itself is imported, never re-exported:
// its View, Color, Label, Button, Path, Shape… are SwiftUI's names.
@_exported import Foundation
// URLSession, URLRequest… are Foundation's on Apple platforms and FoundationNetworking's on Linux.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
@_exported import Observation
@_exported import SketchpadUIKit
