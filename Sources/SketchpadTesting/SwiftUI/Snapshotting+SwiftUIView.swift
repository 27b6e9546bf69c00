import Foundation
import SketchpadSnapshotEngine
import SketchpadSwiftUI
import SketchpadUIKit

extension Snapshotting where Value: SketchpadSwiftUI.View, Format == PNGSnapshot {
    /// A snapshot strategy for comparing SwiftUI views based on pixel equality
    /// (swift-snapshot-testing's `.image` for SwiftUI views: `.sizeThatFits`, exact).
    public static var image: Snapshotting { .image() }

    /// A SwiftUI view drawn to pixels, as swift-snapshot-testing 1.19.7's `.image` for SwiftUI
    /// views: the view is hosted (as in a `UIHostingController`, whose background is the system
    /// background: white, or black in dark mode) in a container `layout` describes, with
    /// `traits` over the container's: `userInterfaceStyle` is the color scheme,
    /// `preferredContentSizeCategory` the Dynamic Type size (a device's is `.medium`, as
    /// swift-snapshot-testing's devices have it), `layoutDirection` the layout direction. The
    /// scale is `traits.displayScale`, else `UIScreen.main.scale` (3 unless set).
    ///
    /// ```swift
    /// assertSnapshot(of: ContentView(), as: .image)
    /// assertSnapshot(of: ContentView(), as: .image(layout: .device(config: .iPhone13)))
    /// assertSnapshot(of: ContentView(), as: .image(layout: .fixed(width: 320, height: 200)))
    /// assertSnapshot(of: ContentView(), as: .image(perceptualPrecision: 0.98, layout: .device(config: .iPhoneSe),
    ///                                              traits: .init(userInterfaceStyle: .dark)))
    /// ```
    ///
    /// - Parameters:
    ///   - drawHierarchyInKeyWindow: Accepted for source compatibility; the picture is the same
    ///     either way (there is no key window to draw visual effects from).
    ///   - precision: The percentage of pixels that must match.
    ///   - perceptualPrecision: The percentage a pixel must match the source pixel to be
    ///     considered a match (see `ImageTolerance(precision:perceptualPrecision:)`).
    ///   - layout: A view layout override (default `.sizeThatFits`).
    ///   - traits: A trait collection override.
    public static func image(
        drawHierarchyInKeyWindow: Bool = false,
        precision: Float = 1,
        perceptualPrecision: Float = 1,
        layout: SwiftUISnapshotLayout = .sizeThatFits,
        traits: UITraitCollection = .init()
    ) -> Snapshotting {
        let config: ViewImageConfig
        switch layout {
        case .device(let deviceConfig):
            config = deviceConfig
        case .sizeThatFits:
            config = ViewImageConfig(safeArea: .zero, size: nil, traits: traits)
        case .fixed(let width, let height):
            config = ViewImageConfig(safeArea: .zero, size: CGSize(width: width, height: height), traits: traits)
        }
        return Snapshotting(pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision)) { view in
            // A SwiftUI view is main-actor code: it is handed to the main actor it is drawn on,
            // where the strategy checks it runs (a test off the main thread fails with a message).
            let view = UncheckedView(view: view)
            return try UIKitSnapshotHost.onMainActor(".image") {
                try SwiftUISnapshotHost.image(of: view.view, config: config, traits: traits)
            }
        }
    }
}

/// A view passed to the main actor the strategy has checked it runs on.
private struct UncheckedView<V>: @unchecked Sendable {
    let view: V
}
