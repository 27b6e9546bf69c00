import SketchpadLayout

extension DrawingContext {
    /// Draws a bar's background over `rect` as UIKit's bar appearances layer it: the backdrop
    /// filters and their tint first (a blur effect: what is behind blurred), then the colour,
    /// then the image at `imagePath` stretched over the rectangle.
    ///
    /// ```swift
    /// try context.barBackground(barRect, color: nil, backdrop: BackdropMaterial.filters,
    ///                           backdropTint: BackdropMaterial.bar.tint, imagePath: nil)
    /// ```
    package func barBackground(_ rect: Rect, color: Color?, backdrop: [Filter], backdropTint: Color?, imagePath: String?) throws {
        if !backdrop.isEmpty { self.backdrop(.rect(rect), backdrop) }
        if let backdropTint { fill(.rect(rect), backdropTint) }
        if let color { fill(.rect(rect), color) }
        if let imagePath, !drawsWireframe { try clipped(to: .rect(rect)) { try image(atPath: imagePath, in: rect) } }
    }
}
