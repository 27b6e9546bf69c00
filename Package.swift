// swift-tools-version: 6.1
import PackageDescription

// Dependency direction (see DESIGN.md): Cassowary <- SketchpadLayout <- {SketchpadText, SketchpadRender,
// SketchpadTemplates} <- Sketchpad <- {SketchpadTesting, sketchpad}. Only SketchpadText and
// SketchpadRender import the C module.
let package = Package(
    name: "Sketchpad",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "SketchpadLayout", targets: ["SketchpadLayout"]),
        .executable(name: "sketchpad-solve", targets: ["sketchpad-solve"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
    ],
    targets: [
        // The constraint solver. Imports nothing, not even Foundation.
        .target(name: "Cassowary"),
        // The solver script format (../shared/solver-scenes/README.md): parser and runner.
        .target(name: "SolverScripts", dependencies: ["Cassowary"]),
        .executableTarget(
            name: "sketchpad-solve",
            dependencies: ["SolverScripts", .product(name: "ArgumentParser", package: "swift-argument-parser")]),

        // Views, anchors, constraints, stacks, DSLs, the layout engine. Text enters via TextMeasuring.
        .target(name: "SketchpadLayout", dependencies: ["Cassowary"]),

        .testTarget(
            name: "CassowaryTests",
            dependencies: ["Cassowary", .product(name: "PropertyBased", package: "swift-property-based")]),
        .testTarget(
            name: "SolverScriptsTests",
            dependencies: ["SolverScripts", "Cassowary"],
            resources: [.copy("Scripts")]),
        .testTarget(
            name: "SketchpadLayoutTests",
            dependencies: ["SketchpadLayout", "Cassowary"]),
    ]
)
