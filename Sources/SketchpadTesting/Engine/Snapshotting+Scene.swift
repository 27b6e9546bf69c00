import SketchpadLayout
import SketchpadWidgets
import SketchpadRender

extension Snapshotting where Value == Scene, Format == PNGSnapshot {
    /// The scene drawn to pixels at `scale` (default: the device's, or 1 for a bare canvas) and
    /// compared under `tolerance` (see `ImageTolerance.default`).
    ///
    /// ```swift
    /// assertSnapshot(of: scene, as: .png(scale: 2))
    /// assertSnapshot(of: scene, as: .png(tolerance: .strict))
    /// ```
    public static func png(scale: Double? = nil, tolerance: ImageTolerance = .default, overlays: Overlays = []) -> Snapshotting<Scene, PNGSnapshot> {
        Snapshotting(pathExtension: "png", diffing: .image(tolerance: tolerance)) { scene in
            let raster = try scene.renderer.rasterize(scene.displayList(overlays: overlays), scale: scale ?? scene.defaultScale)
            return PNGSnapshot(png: try raster.pngData(), image: RGBAImage(raster))
        }
    }

    /// `.png()` with the defaults.
    public static var png: Snapshotting<Scene, PNGSnapshot> { .png() }
}

extension Snapshotting where Value == Scene, Format == String {
    /// The scene as SVG (text, one unit per point, glyphs as outlines), compared line by line.
    public static var svg: Snapshotting<Scene, String> {
        Snapshotting(pathExtension: "svg", diffing: .lines) { scene in
            String(decoding: try scene.data(format: .svg), as: UTF8.self)
        }
    }

    /// The laid-out frames as JSON (see `FramesJSON`): independent of rasterisation, and a
    /// moved view shows up as one changed line.
    public static var frames: Snapshotting<Scene, String> {
        Snapshotting(pathExtension: "json", diffing: .lines) { scene in
            FramesJSON.encode(scene.layout())
        }
    }
}
