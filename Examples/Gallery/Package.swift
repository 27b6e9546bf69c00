// swift-tools-version: 6.1
// An example package of SwiftUI views and their previews: `sketchpad previews Examples/Gallery`
// draws every one of them, and CI compares them with Golden/ (`--test`).
import PackageDescription

let package = Package(
    name: "PreviewGallery",
    platforms: [.macOS(.v14)],
    products: [.library(name: "PreviewGallery", targets: ["PreviewGallery"])],
    dependencies: [.package(name: "Sketchpad", path: "../..")],
    targets: [
        .target(name: "PreviewGallery", dependencies: [.product(name: "SketchpadSwiftUI", package: "Sketchpad")]),
    ]
)
