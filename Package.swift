// swift-tools-version: 6.1
import CompilerPluginSupport
import PackageDescription

// Dependency direction (see DESIGN.md): Cassowary <- SketchpadLayout; SketchpadGeometry <- {SketchpadLayout,
// SketchpadDrawing}; {SketchpadLayout, SketchpadDrawing} <- {SketchpadWidgets, SketchpadText} <- {SketchpadRender,
// SketchpadTemplates} <- Sketchpad <- SketchpadSnapshotEngine <- {SketchpadTesting, sketchpad}.
// Only SketchpadText and SketchpadRender import the C module; only executables link CProcessMemory.
#if os(Linux)
let cPangoCairoPkgConfig = Context.packageDirectory + "/Sources/CPangoCairo/sketchpad-pangocairo.pc"
#else
let cPangoCairoPkgConfig = "pangocairo"
#endif

// What a script run by `sketchpad run` may import. SketchpadSwiftUI has a library of its own
// (SketchpadScriptingSwiftUI), built only when a script imports it: it needs swift-syntax.
let scriptingModules = ["Sketchpad", "SketchpadUIKit"]

let package = Package(
    name: "Sketchpad",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "SketchpadLayout", targets: ["SketchpadLayout"]),
        .library(name: "SketchpadWidgets", targets: ["SketchpadWidgets"]),
        .executable(name: "sketchpad-solve", targets: ["sketchpad-solve"]),
        .library(name: "Sketchpad", targets: ["Sketchpad"]),
        .executable(name: "sketchpad", targets: ["sketchpad"]),
        // A shared library of the modules a script may import, so `sketchpad run` can hand scripts
        // to the toolchain's `swift` (one library, one compile cache; a front end is added here).
        .library(name: "SketchpadScripting", type: .dynamic, targets: scriptingModules),
        // The same plus SketchpadSwiftUI, for scripts that import it; `sketchpad run` builds it the
        // first time one does (minutes: the `#Preview` plugin needs swift-syntax).
        .library(name: "SketchpadScriptingSwiftUI", type: .dynamic, targets: scriptingModules + ["SketchpadSwiftUI"]),
        .library(name: "SketchpadTesting", targets: ["SketchpadTesting"]),
        .library(name: "SketchpadUIKit", targets: ["SketchpadUIKit"]),
        .library(name: "SketchpadSwiftUI", targets: ["SketchpadSwiftUI"]),
        .executable(name: "sketchpad-serve", targets: ["sketchpad-serve"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.0"),
        // Only the previews' macro and their discovery tool use swift-syntax; neither is part of the
        // `sketchpad` executable or the scripting library, so the README's render command never builds it.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
        // `swift package generate-documentation` (scripts/docs.sh): the DocC catalogs in Sources/*/*.docc.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // The preview server's HTTP (issue 24): Swift concurrency over BSD sockets, no SwiftNIO.
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        // Previews (issue 22). The model both sides agree on: where a preview is, its link name, and
        // the discovery request and answer. No dependencies, so the macro and the CLI can share it.
        .target(name: "SketchpadPreviewModel"),
        // `#Preview` and `@Previewable`: the expansions, a library so tests can call them (a test target
        // that depends on a macro target makes SwiftPM build every test target a second time, for the host).
        .target(
            name: "SketchpadPreviewMacroExpansion",
            dependencies: [
                "SketchpadPreviewModel",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
            ]),
        // The compiler plugin that serves them.
        .macro(
            name: "SketchpadPreviewMacros",
            dependencies: ["SketchpadPreviewMacroExpansion", .product(name: "SwiftCompilerPlugin", package: "swift-syntax")]),
        // Finds `#Preview`s and `PreviewProvider`s in a package's sources by parsing them (swift-syntax).
        .target(
            name: "SketchpadPreviewDiscovery",
            dependencies: ["SketchpadPreviewModel", .product(name: "SwiftParser", package: "swift-syntax"),
                           .product(name: "SwiftSyntax", package: "swift-syntax")]),
        // The discovery as a process `sketchpad previews` runs (JSON in, JSON out).
        .executableTarget(name: "sketchpad-preview-discovery", dependencies: ["SketchpadPreviewDiscovery", "SketchpadPreviewModel"]),
        // `sketchpad previews` as a library: the package, the runner it generates, builds and runs, the
        // skip-unchanged keys, the report (no swift-syntax: discovery runs as a process).
        .target(name: "SketchpadPreviews", dependencies: ["Sketchpad", "SketchpadPreviewModel"]),
        .testTarget(
            name: "SketchpadPreviewsTests",
            dependencies: ["SketchpadPreviewDiscovery", "SketchpadPreviewModel", "SketchpadPreviewMacroExpansion", "SketchpadPreviews",
                           .product(name: "SwiftSyntaxMacrosTestSupport", package: "swift-syntax")]),

        // The constraint solver. Imports nothing, not even Foundation.
        .target(name: "Cassowary"),
        // The solver script format (../shared/solver-scenes/README.md): parser and runner.
        .target(name: "SolverScripts", dependencies: ["Cassowary", "SketchpadGeometry"]),
        .executableTarget(
            name: "sketchpad-solve",
            dependencies: ["SolverScripts", "CProcessMemory", .product(name: "ArgumentParser", package: "swift-argument-parser")]),

        // The plain values layout and drawing share: Point, Size, Rect, insets, Axis, LayoutDirection,
        // FontDescription, TextMetrics, TextMeasuring. Imports nothing, not even Foundation.
        .target(name: "SketchpadGeometry"),
        // Views, anchors, constraints, stacks, DSLs, the layout engine. Text enters via TextMeasuring.
        .target(name: "SketchpadLayout", dependencies: ["Cassowary", "SketchpadGeometry"]),
        // The C-free drawing vocabulary: display list, draw commands, colours, paths, shapes, glyph runs,
        // text runs and spans, bitmaps, themes, text styles, icons. Imports only SketchpadGeometry.
        .target(name: "SketchpadDrawing", dependencies: ["SketchpadGeometry"]),
        // Layout benchmark: lists of 1,000 and 10,000 views (swift run -c release sketchpad-layout-bench).
        .executableTarget(name: "sketchpad-layout-bench", dependencies: ["BenchmarkLists", "SketchpadLayout", "SketchpadWidgets", "CProcessMemory"]),
        // The Auto Layout list both layout benchmarks build (rows of two-line text pairs).
        .target(name: "BenchmarkLists", dependencies: ["SketchpadLayout", "SketchpadWidgets"]),
        // One unit per widget (model, intrinsic size, drawing, template declaration) and the context
        // views draw in (DrawingContext, Drawable); re-exports SketchpadDrawing.
        .target(name: "SketchpadWidgets", dependencies: ["SketchpadLayout", "SketchpadDrawing"]),
        // Allocator settings for executables that lay out many scenes in a row (C: mallopt).
        .target(name: "CProcessMemory"),
        // Tests only: replaces malloc with one that counts a thread's calls (a layout's allocations).
        .target(name: "CAllocationCounter"),

        // Cairo, Pango, fontconfig, libpng, libjpeg(-turbo), librsvg and poppler-glib from Debian. Imported only by SketchpadText and SketchpadRender.
        // On Linux the flags come from Sources/CPangoCairo/sketchpad-pangocairo.pc (by absolute path),
        // which keeps pangocairo.pc's `-pthread` (and SwiftPM's warning about it) out of every build.
        .systemLibrary(
            name: "CPangoCairo", pkgConfig: cPangoCairoPkgConfig,
            providers: [.apt(["libpango1.0-dev", "libcairo2-dev", "libpng-dev", "libjpeg-dev", "librsvg2-dev", "libpoppler-glib-dev"])]),
        // Pango text measurement with a pinned font configuration.
        .target(
            name: "SketchpadText", dependencies: ["SketchpadLayout", "SketchpadDrawing", "CPangoCairo"]),
        // Display list, widget drawing, themes, overlays, and the Cairo backend (PNG, SVG, PDF).
        .target(
            name: "SketchpadRender", dependencies: ["SketchpadLayout", "SketchpadWidgets", "SketchpadText", "CPangoCairo"]),

        .testTarget(
            name: "CassowaryTests",
            dependencies: ["Cassowary", .product(name: "PropertyBased", package: "swift-property-based")]),
        .testTarget(
            name: "SolverScriptsTests",
            dependencies: ["SolverScripts", "Cassowary"],
            resources: [.copy("Scripts")]),
        .testTarget(
            name: "SketchpadLayoutTests",
            dependencies: ["SketchpadLayout", "SketchpadWidgets", "Cassowary", "BenchmarkLists", "CAllocationCounter"]),
        // Issue 4's renderer benchmark (compare with Benchmarks/render_c via Benchmarks/render_c/compare.sh).
        .executableTarget(
            name: "sketchpad-render-bench", dependencies: ["SketchpadRender", "SketchpadWidgets", "SketchpadText", "SketchpadLayout"]),
        .testTarget(name: "SketchpadTextTests", dependencies: ["SketchpadText", "SketchpadWidgets", "SketchpadLayout"]),
        .testTarget(name: "SketchpadRenderTests", dependencies: ["SketchpadRender", "SketchpadWidgets", "SketchpadText", "SketchpadLayout"]),
        // Template files (YAML) -> view tree + constraints; equation parser; errors with file:line:col.
        .target(
            name: "SketchpadTemplates",
            dependencies: ["SketchpadLayout", "SketchpadWidgets", .product(name: "Yams", package: "Yams")]),
        // Template front-end benchmark: parse / decode / build / layout per view of a large generated
        // template (swift run -c release sketchpad-template-bench).
        .executableTarget(
            name: "sketchpad-template-bench",
            dependencies: ["SketchpadLayout", "SketchpadWidgets", "SketchpadTemplates", .product(name: "Yams", package: "Yams")]),
        // The umbrella a script imports (re-exports the layers) and the batch renderer.
        .target(
            name: "Sketchpad",
            dependencies: ["SketchpadLayout", "SketchpadWidgets", "SketchpadText", "SketchpadRender", "SketchpadTemplates"]),
        // The command line, thin over Sketchpad: one file per subcommand.
        .executableTarget(
            name: "sketchpad",
            dependencies: ["Sketchpad", "SketchpadSnapshotEngine", "SketchpadPreviews", "SketchpadPreviewModel", "CProcessMemory",
                           .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        .testTarget(
            name: "SketchpadTemplatesTests", dependencies: ["SketchpadTemplates", "SketchpadWidgets", "SketchpadLayout"]),
        .testTarget(
            name: "SketchpadCLITests", dependencies: ["Sketchpad", "SketchpadSnapshotEngine", "CProcessMemory"], exclude: ["BadInputs"]),
        // Snapshot comparison, strategies, record modes, the golden suite and its HTML report: no
        // test framework, so the command line can use it (Sources/SketchpadTesting/Engine).
        .target(
            name: "SketchpadSnapshotEngine", dependencies: ["Sketchpad"], path: "Sources/SketchpadTesting/Engine"),
        // Snapshot assertions for users' XCTest and Swift Testing tests, over the engine; its UIKit
        // strategies (Sources/SketchpadTesting/UIKit) render SketchpadUIKit views and controllers,
        // its SwiftUI strategies (Sources/SketchpadTesting/SwiftUI) SketchpadSwiftUI views.
        .target(
            name: "SketchpadTesting", dependencies: ["Sketchpad", "SketchpadSnapshotEngine", "SketchpadUIKit", "SketchpadSwiftUI"],
            exclude: ["Engine"]),
        // UIKit's layout API (UIView, NSLayoutConstraint, anchors, UIStackView, VFL…) over the
        // Sketchpad engine, so UIKit layout code compiles and lays out on Linux (issue 14).
        .target(name: "SketchpadUIKit", dependencies: ["Sketchpad"]),
        // Clients in both language modes: Swift 6 (main-actor code) and Swift 5 (free helper
        // functions that configure views outside any actor, as much UIKit code does).
        .testTarget(name: "SketchpadUIKitTests", dependencies: ["SketchpadUIKit", "Sketchpad"]),
        // Swift 5 on purpose: real UIKit code is often compiled in Swift 5 mode, and this target
        // checks that such code compiles against SketchpadUIKit as it does against Apple's UIKit.
        .testTarget(
            name: "SketchpadUIKitSwift5Tests", dependencies: ["SketchpadUIKit"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        // SwiftUI's view, modifier, environment and layout API (proposals and responses, not
        // constraints) drawn by the same widgets and painter (issue 21). Sketchpad is imported,
        // never re-exported: its View, Color, Label… would collide with SwiftUI's names.
        // It depends on the `#Preview` macro's plugin (swift-syntax), so it is not in the scripting library
        // (the README's render command never builds swift-syntax) but in SketchpadScriptingSwiftUI.
        .target(name: "SketchpadSwiftUI", dependencies: ["Sketchpad", "SketchpadUIKit", "SketchpadPreviewModel", "SketchpadPreviewMacros"]),
        // The conformance suite (layouts with published answers, one runner) and renders.
        .testTarget(name: "SketchpadSwiftUITests", dependencies: ["SketchpadSwiftUI", "SketchpadLayout", "SketchpadWidgets", "SketchpadPreviewModel",
                                                             "SwiftUIBenchmarkLists", "CAllocationCounter"], exclude: ["Goldens"]),
        // SwiftUI layout benchmark: shape grids and text rows of 1,000 and 10,000 views
        // (swift run -c release sketchpad-swiftui-bench).
        // `--autolayout` lays the same list out with the Auto Layout engine and prints the ratio.
        .executableTarget(name: "sketchpad-swiftui-bench", dependencies: ["SketchpadSwiftUI", "SwiftUIBenchmarkLists", "Sketchpad", "BenchmarkLists", "SketchpadLayout", "CProcessMemory"]),
        // The SwiftUI text list the bench times and LayoutWorkTests counts (rows of texts in stacks).
        .target(name: "SwiftUIBenchmarkLists", dependencies: ["SketchpadSwiftUI"]),
        // XCTest in Swift 6 mode, as iOS teams write UIKit tests: the main-actor forms that run
        // under corelibs XCTest on Linux (a synchronous @MainActor test method crashes its run).
        .testTarget(name: "SketchpadUIKitSwift6XCTests", dependencies: ["SketchpadUIKit"]),
        // References of its snapshot tests live in __Snapshots__ (not sources or resources).
        .testTarget(
            name: "SketchpadTestingTests", dependencies: ["SketchpadTesting", "SketchpadSnapshotEngine", "Sketchpad", "SketchpadUIKit"],
            exclude: ["__Snapshots__"]),
        // Realistic SwiftUI screens (Screens/) in light, dark and wireframe, default and accessibility
        // text sizes, left to right and right to left, against goldens in __Snapshots__.
        .testTarget(
            name: "SketchpadSwiftUIGoldenTests", dependencies: ["SketchpadTesting", "SketchpadSwiftUI"],
            exclude: ["__Snapshots__"]),
        // Swift 5 on purpose: tests written exactly as swift-snapshot-testing's documentation writes
        // them (that library is itself built in Swift 5 mode), to show they compile against
        // SketchpadTesting and SketchpadUIKit or SketchpadSwiftUI with only the imports switched.
        .testTarget(
            name: "SketchpadTestingSwift5Tests", dependencies: ["SketchpadTesting", "SketchpadUIKit", "SketchpadSwiftUI"],
            exclude: ["__Snapshots__"], swiftSettings: [.swiftLanguageMode(.v5)]),

        // The preview server (issue 24, `sketchpad serve`): gallery, live reload, layout inspector
        // and golden review over HTTP. Its own executable, so the CLI does not build FlyingFox; the
        // page (HTML, CSS, JS) ships as resources. The library part is what the HTTP tests drive.
        .target(
            name: "SketchpadServer",
            dependencies: ["Sketchpad", "SketchpadSnapshotEngine", "SketchpadPreviews", "SketchpadPreviewModel",
                           .product(name: "FlyingFox", package: "FlyingFox")],
            resources: [.copy("Page")]),
        .executableTarget(
            name: "sketchpad-serve",
            dependencies: ["SketchpadServer", "Sketchpad", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        .testTarget(name: "SketchpadServerTests", dependencies: ["SketchpadServer", "Sketchpad"]),
    ]
)
