// swift-tools-version: 6.1
// A consumer of SketchpadUIKit as an iOS team's package is written: Swift 6 language mode, a UIKit
// view in a library, and XCTest tests in the forms that run on Linux (see the UIKit article's
// "Swift 6 test targets"). CI builds and tests it on its own (scripts/test-swift6-consumer.sh).
import PackageDescription

let package = Package(
    name: "Swift6Consumer",
    platforms: [.macOS(.v14)],
    products: [.library(name: "ProfileCard", targets: ["ProfileCard"])],
    dependencies: [.package(name: "Sketchpad", path: "../..")],
    targets: [
        .target(name: "ProfileCard", dependencies: [.product(name: "SketchpadUIKit", package: "Sketchpad")]),
        .testTarget(name: "ProfileCardTests", dependencies: ["ProfileCard", .product(name: "SketchpadUIKit", package: "Sketchpad")]),
    ],
    swiftLanguageModes: [.v6]
)
