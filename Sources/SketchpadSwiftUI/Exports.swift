// SwiftUI on iOS re-exports Foundation (CGFloat, CGSize, CGPoint, CGRect come from Foundation on
// Linux), UIKit (a SwiftUI file uses UIColor or UIApplication with only `import SwiftUI`),
// Observation (`@Observable`) and Combine's `ObservableObject`/`@Published` (declared here, see
// ObservableObject.swift). So does this module, so that a file whose `import SwiftUI` became
// `import SketchpadSwiftUI` sees the same names. Sketchpad itself is imported, never re-exported:
// its View, Color, Label, Button, Path, Shape… are SwiftUI's names.
@_exported import Foundation
// URLSession, URLRequest… are Foundation's on Apple platforms and FoundationNetworking's on Linux.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
@_exported import Observation
@_exported import SketchpadUIKit
