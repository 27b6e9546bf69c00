import Foundation
import SketchpadSnapshotEngine
import SketchpadUIKit

extension Snapshotting where Value == UIViewController, Format == PNGSnapshot {
    /// A view controller's view drawn to pixels and compared exactly (swift-snapshot-testing's
    /// `.image` for `UIViewController`: no device, the view's own size).
    public static var image: Snapshotting { .image() }

    /// A view controller shown on a device and drawn to pixels, as swift-snapshot-testing's
    /// `.image(on:)`: the controller becomes a child in a window of `config`'s size and safe
    /// area, with `config`'s traits and then `traits` over them, is laid out, and its view is
    /// drawn (what no view paints is transparent). As in swift-snapshot-testing, a navigation
    /// controller's window loses the top inset and its height, a tab bar controller's the bottom
    /// one. The scale is `traits.displayScale`, else `UIScreen.main.scale` (3 unless set).
    ///
    /// ```swift
    /// assertSnapshot(of: controller, as: .image(on: .iPhone13))
    /// assertSnapshot(of: controller, as: .image(on: .iPhoneSe(.landscape), traits: .init(userInterfaceStyle: .dark)))
    /// assertSnapshot(of: controller, as: .image(on: .iPadPro11, precision: 0.99, perceptualPrecision: 0.98))
    /// ```
    ///
    /// - Parameters:
    ///   - config: The device: size, safe area and traits.
    ///   - drawHierarchyInKeyWindow: Accepted for source compatibility; the picture is the same.
    ///   - precision: The share of pixels that must match.
    ///   - perceptualPrecision: How close a pixel must be to count as matching.
    ///   - size: Replaces the device's size.
    ///   - traits: Traits over the device's.
    public static func image(
        on config: ViewImageConfig,
        drawHierarchyInKeyWindow: Bool = false,
        precision: Float = 1,
        perceptualPrecision: Float = 1,
        size: CGSize? = nil,
        traits: UITraitCollection = .init()
    ) -> Snapshotting {
        .uikitImage(".image(on:)", precision: precision, perceptualPrecision: perceptualPrecision) { controller in
            try UIKitSnapshotHost.image(
                config: size.map { ViewImageConfig(safeArea: config.safeArea, size: $0, traits: config.traits) } ?? config,
                traits: traits, view: controller.view, viewController: controller)
        }
    }

    /// A view controller's view drawn at `size` (default: the view's), with no safe area and
    /// `traits` over a phone's.
    ///
    /// ```swift
    /// assertSnapshot(of: controller, as: .image(size: CGSize(width: 375, height: 300)))
    /// ```
    public static func image(
        drawHierarchyInKeyWindow: Bool = false,
        precision: Float = 1,
        perceptualPrecision: Float = 1,
        size: CGSize? = nil,
        traits: UITraitCollection = .init()
    ) -> Snapshotting {
        .uikitImage(".image", precision: precision, perceptualPrecision: perceptualPrecision) { controller in
            try UIKitSnapshotHost.image(
                config: ViewImageConfig(safeArea: .zero, size: size, traits: traits),
                traits: traits, view: controller.view, viewController: controller)
        }
    }
}

extension Snapshotting where Value == UIViewController, Format == String {
    /// The controller and its children as UIKit's `_printHierarchy` prints them
    /// (swift-snapshot-testing's `.hierarchy`):
    ///
    /// ```
    /// <UITabBarController>, state: appeared, view: <UILayoutContainerView>
    ///    | <UINavigationController>, state: appeared, view: <UILayoutContainerView>
    ///    |    | <UIViewController>, state: appeared, view: <UIView>
    ///    | <UINavigationController>, state: disappeared, view: (view not loaded)
    /// ```
    public static var hierarchy: Snapshotting {
        Snapshotting<String, String>.lines.pullback { controller in
            try UIKitSnapshotHost.onMainActor(".hierarchy") { try UIKitSnapshotHost.hierarchy(of: controller) }
        }
    }

    /// The controller's view as UIKit's `recursiveDescription` prints it (see
    /// `Snapshotting<UIView, String>.recursiveDescription`).
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    /// The controller's view's recursive description once shown on `config` (default: no
    /// device, the view's size) at `size`, with `traits` over the device's.
    ///
    /// ```swift
    /// assertSnapshot(of: controller, as: .recursiveDescription(on: .iPhoneSe))
    /// ```
    public static func recursiveDescription(
        on config: ViewImageConfig = .init(),
        size: CGSize? = nil,
        traits: UITraitCollection = .init()
    ) -> Snapshotting<UIViewController, String> {
        Snapshotting<String, String>.lines.pullback { controller in
            try UIKitSnapshotHost.onMainActor(".recursiveDescription") {
                try UIKitSnapshotHost.recursiveDescription(
                    config: ViewImageConfig(safeArea: config.safeArea, size: size ?? config.size, traits: config.traits),
                    traits: traits, view: controller.view, viewController: controller)
            }
        }
    }
}
