import Foundation
import SketchpadRender
import SketchpadSnapshotEngine
import SketchpadSwiftUI
import SketchpadUIKit
import SketchpadWidgets

/// How a SwiftUI view is shown for a snapshot: swift-snapshot-testing 1.19.7's SwiftUI `.image`
/// step for step, over SketchpadSwiftUI's still render. The view is the root view of a hosting
/// controller in a window of the config's size and safe area, centred in the safe area as
/// SwiftUI centres a root view; with no size (`.sizeThatFits`) the window takes the size the
/// view answers to a zero proposal (`UIHostingController.sizeThatFits(in: .zero)`) and has no
/// safe area. The config's traits and the strategy's over them decide the appearance, text size
/// and direction; the hosting view paints the system background.
@MainActor
enum SwiftUISnapshotHost {
    static func image<V: SketchpadSwiftUI.View>(of view: V, config: ViewImageConfig, traits: UITraitCollection) throws -> PNGSnapshot {
        let combined = UITraitCollection(traitsFrom: [config.traits, traits])
        var configuration = StillRender.Configuration()
        configuration.theme = combined.userInterfaceStyle == .dark ? .dark : .light
        configuration.dynamicTypeSize = dynamicTypeSize(combined.preferredContentSizeCategory)
        configuration.layoutDirection = combined.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        configuration.scale = traits.displayScale > 0 ? traits.displayScale : UIScreen.main.scale
        if let size = config.size {
            configuration.canvas = size
            let insets = config.safeArea
            let rightToLeft = configuration.layoutDirection == .rightToLeft
            configuration.safeAreaInsets = EdgeInsets(top: insets.top, leading: rightToLeft ? insets.right : insets.left,
                                                      bottom: insets.bottom, trailing: rightToLeft ? insets.left : insets.right)
        } else {
            var sizing = configuration
            sizing.proposal = ProposedViewSize(width: 0, height: 0)
            let size = try StillRender(view, configuration: sizing, drawing: false).canvasSize
            guard size.width > 0, size.height > 0 else {
                throw SnapshotError.snapshotFailed(reason: "\(V.self) is \(size.width) × \(size.height) points when offered no space, which is what .image(layout: .sizeThatFits) offers (as swift-snapshot-testing does on iOS), so there is nothing to draw: give the view .fixedSize() or a frame, or use .image(layout: .fixed(width: 320, height: 200)) or .device(config: .iPhone13)")
            }
            configuration.canvas = size
        }
        let still = try StillRender(view, configuration: configuration)
        let raster = try Renderer().rasterize(still.displayList(), scale: Double(configuration.scale))
        return PNGSnapshot(png: try raster.pngData(), image: RGBAImage(raster))
    }

    /// SwiftUI's Dynamic Type size for UIKit's content size category (`DynamicTypeSize(_:)`):
    /// the same twelve sizes in the same order; unspecified is the default, large.
    static func dynamicTypeSize(_ category: UIContentSizeCategory) -> DynamicTypeSize {
        DynamicTypeSize.allCases[category.index]
    }
}
