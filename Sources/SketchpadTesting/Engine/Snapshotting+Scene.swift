import SketchpadLayout
import SketchpadWidgets
import SketchpadRender

extension Snapshotting where Format == PNGSnapshot {
    /// An image strategy for any value that can be made into a `Scene`: the building block of
    /// image strategies for other types (a view controller on a device, a component in a
    /// state). The scene is drawn at `scale` (default: the device's, or 1 for a bare canvas).
    ///
    /// ```swift
    /// extension Snapshotting where Value == CardModel, Format == PNGSnapshot {
    ///     static let card = Snapshotting.image(tolerance: .default) { model in
    ///         try Scene(size: Size(width: 320, height: 200), root: CardView(model))
    ///     }
    /// }
    /// ```
    public static func image(tolerance: ImageTolerance, scale: Double? = nil, overlays: Overlays = [],
                             scene makeScene: @escaping (Value) throws -> Scene) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(tolerance: tolerance)) { value in
            try PNGSnapshot(rendering: makeScene(value), scale: scale, overlays: overlays)
        }
    }
}

extension Snapshotting where Value == Scene, Format == PNGSnapshot {
    /// The scene drawn to pixels and compared exactly, as swift-snapshot-testing's `.image`.
    public static var image: Snapshotting { .image() }

    /// The scene drawn to pixels at `scale` (default: the device's, or 1 for a bare canvas),
    /// compared with swift-snapshot-testing's precision arguments (see
    /// `ImageTolerance.init(precision:perceptualPrecision:)` for how they map).
    ///
    /// ```swift
    /// assertSnapshot(of: scene, as: .image)
    /// assertSnapshot(of: scene, as: .image(precision: 0.99, perceptualPrecision: 0.98))
    /// ```
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: Double? = nil) -> Snapshotting {
        .image(tolerance: ImageTolerance(precision: precision, perceptualPrecision: perceptualPrecision), scale: scale) { $0 }
    }

    /// The scene drawn to pixels and compared as people see it (`ImageTolerance.default`: a
    /// perceptual colour threshold, anti-aliased edges ignored, 0.01 % of pixels), with
    /// overlays if asked: Sketchpad's strategy, tolerant of another FreeType or Cairo build.
    ///
    /// ```swift
    /// assertSnapshot(of: scene, as: .png(scale: 2))
    /// assertSnapshot(of: scene, as: .png(tolerance: .strict, overlays: [.frames]))
    /// ```
    public static func png(scale: Double? = nil, tolerance: ImageTolerance = .default, overlays: Overlays = []) -> Snapshotting {
        .image(tolerance: tolerance, scale: scale, overlays: overlays) { $0 }
    }

    /// `.png()` with the defaults.
    public static var png: Snapshotting { .png() }
}

extension Snapshotting where Value: View, Format == PNGSnapshot {
    /// A view laid out and drawn on a bare canvas of `size` (light appearance), compared as
    /// `Snapshotting<Scene, PNGSnapshot>.image(precision:perceptualPrecision:scale:)` does.
    ///
    /// ```swift
    /// assertSnapshot(of: badge, as: .image(size: Size(width: 120, height: 40)))
    /// ```
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, size: Size, scale: Double? = nil) -> Snapshotting {
        .image(tolerance: ImageTolerance(precision: precision, perceptualPrecision: perceptualPrecision), scale: scale) { view in
            try Scene(size: size, root: view)
        }
    }
}

extension Snapshotting where Value == Scene, Format == String {
    /// The scene as SVG (text, one unit per point, glyphs as outlines), compared line by line.
    public static var svg: Snapshotting {
        Snapshotting(pathExtension: "svg", diffing: .lines) { scene in
            String(decoding: try scene.data(format: .svg), as: UTF8.self)
        }
    }

    /// The laid-out frames as JSON (see `FramesJSON`): independent of rasterisation, and a
    /// moved view shows up as one changed line.
    public static var frames: Snapshotting {
        Snapshotting(pathExtension: "json", diffing: .lines) { scene in
            FramesJSON.encode(scene.layout())
        }
    }
}
