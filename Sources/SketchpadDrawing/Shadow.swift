import SketchpadGeometry

/// A soft drop shadow: colour, offset and blur radius in points (a `Box` casts one; the renderer
/// draws it).
///
/// Drawn as a few stacked, growing translucent copies of the shape rather than a Gaussian blur,
/// so PNG, SVG and PDF show the same thing and no raster effect is needed in vector output.
///
/// ```swift
/// let card = Box(fill: .white, cornerRadius: 12, shadow: Shadow(offset: Point(x: 0, y: 4), blur: 12))
/// ```
public struct Shadow: Hashable, Sendable {
    public var color: Color
    public var offset: Point
    public var blur: Double

    public init(color: Color = Color.black.withAlpha(0.18), offset: Point = Point(x: 0, y: 2), blur: Double = 6) {
        self.color = color
        self.offset = offset
        self.blur = blur
    }

    /// Every number it holds (for finiteness checks).
    package var numbers: [Double] { [color.red, color.green, color.blue, color.alpha, offset.x, offset.y, blur] }
}
