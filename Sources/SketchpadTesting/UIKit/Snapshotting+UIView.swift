import Foundation
import SketchpadSnapshotEngine
import SketchpadUIKit

extension Snapshotting where Value == UIView, Format == PNGSnapshot {
    /// A view drawn to pixels at its frame's size and compared exactly (swift-snapshot-testing's
    /// `.image` for `UIView`).
    public static var image: Snapshotting { .image() }

    /// A view drawn to pixels, as swift-snapshot-testing's `.image` for `UIView`: the view is put
    /// in a view controller in a window (no safe area), with `traits` over a phone's, laid out
    /// at `size` (default: its frame's; a view without one is asked `sizeToFit()`), and drawn at
    /// its bounds where nothing else draws (what no view paints is transparent). The scale is
    /// `traits.displayScale`, else `UIScreen.main.scale` (3 unless set). Compared with
    /// swift-snapshot-testing's precisions (see `ImageTolerance(precision:perceptualPrecision:)`).
    ///
    /// ```swift
    /// assertSnapshot(of: badge, as: .image)
    /// assertSnapshot(of: label, as: .image(size: CGSize(width: 200, height: 44)))
    /// assertSnapshot(of: card, as: .image(traits: .init(userInterfaceStyle: .dark)))
    /// ```
    ///
    /// - Parameters:
    ///   - drawHierarchyInKeyWindow: Accepted for source compatibility; the picture is the same
    ///     either way (there is no key window to draw visual effects from).
    ///   - precision: The share of pixels that must match.
    ///   - perceptualPrecision: How close a pixel must be to count as matching.
    ///   - size: The view's size (default: its frame's).
    ///   - traits: Traits over the phone defaults (`.init(userInterfaceStyle: .dark)`…).
    public static func image(
        drawHierarchyInKeyWindow: Bool = false,
        precision: Float = 1,
        perceptualPrecision: Float = 1,
        size: CGSize? = nil,
        traits: UITraitCollection = .init()
    ) -> Snapshotting {
        .uikitImage(".image", precision: precision, perceptualPrecision: perceptualPrecision) { view in
            try UIKitSnapshotHost.image(
                config: ViewImageConfig(safeArea: .zero, size: size ?? view.frame.size, traits: UITraitCollection()),
                traits: traits, view: view, viewController: UIViewController())
        }
    }
}

extension Snapshotting where Value == UIView, Format == String {
    /// The view and its subviews as UIKit's `recursiveDescription` prints them, without
    /// addresses (swift-snapshot-testing's `.recursiveDescription`):
    ///
    /// ```
    /// <UIView; frame = (0 0; 320 568); autoresize = W+H; layer = <CALayer>>
    ///    | <UILabel; frame = (16 20; 288 33); text = 'Hello'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
    /// ```
    ///
    /// ```swift
    /// assertSnapshot(of: view, as: .recursiveDescription)
    /// ```
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    /// The view's recursive description once laid out at `size` (default: its frame's) with
    /// `traits`.
    ///
    /// ```swift
    /// assertSnapshot(of: view, as: .recursiveDescription(size: CGSize(width: 22, height: 22)))
    /// assertSnapshot(of: view, as: .recursiveDescription(traits: .init(horizontalSizeClass: .regular)))
    /// ```
    public static func recursiveDescription(size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting<UIView, String> {
        Snapshotting<String, String>.lines.pullback { view in
            try UIKitSnapshotHost.onMainActor(".recursiveDescription") {
                try UIKitSnapshotHost.recursiveDescription(
                    config: ViewImageConfig(safeArea: .zero, size: size ?? view.frame.size, traits: traits),
                    traits: UITraitCollection(), view: view, viewController: UIViewController())
            }
        }
    }
}
