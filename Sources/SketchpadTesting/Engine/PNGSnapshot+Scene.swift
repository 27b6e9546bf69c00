import SketchpadRender

extension PNGSnapshot {
    /// `scene` laid out, drawn at `scale` (default: the device's, or 1 for a bare canvas) with
    /// `overlays`, and encoded: what every image strategy compares.
    ///
    /// ```swift
    /// let snapshot = try PNGSnapshot(rendering: scene, scale: 2)
    /// snapshot.image.sizeDescription     // "786×1704 px" for an iPhone 15 scene
    /// ```
    public init(rendering scene: Scene, scale: Double? = nil, overlays: Overlays = []) throws {
        let raster = try scene.renderer.rasterize(scene.displayList(overlays: overlays), scale: scale ?? scene.defaultScale)
        self.init(png: try raster.pngData(), image: RGBAImage(raster))
    }
}
