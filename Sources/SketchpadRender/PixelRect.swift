/// A rectangle of whole pixels on a raster (origin top-left), for the regions filters work on.
///
/// ```swift
/// let region = PixelRect(covering: 10.2, 4, 30.7, 20).outset(by: 3).intersection(canvas)
/// ```
struct PixelRect: Hashable, Sendable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int

    init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// The smallest rectangle of whole pixels that covers the box from (`minX`, `minY`) to
    /// (`maxX`, `maxY`), ignoring float noise (a box ending at 390 × 3 = 1170.0000001 ends at 1170).
    init(covering minX: Double, _ minY: Double, _ maxX: Double, _ maxY: Double) {
        let limit = Double(Int32.max / 2)
        func clamp(_ v: Double) -> Int { Int(min(limit, max(-limit, v.isNaN ? 0 : v))) }
        let x0 = clamp((minX + 1e-6).rounded(.down)), y0 = clamp((minY + 1e-6).rounded(.down))
        let x1 = clamp((maxX - 1e-6).rounded(.up)), y1 = clamp((maxY - 1e-6).rounded(.up))
        self.init(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    var isEmpty: Bool { width == 0 || height == 0 }

    /// The rectangle grown by `pixels` on every side.
    func outset(by pixels: Int) -> PixelRect {
        PixelRect(x: x - pixels, y: y - pixels, width: width + 2 * pixels, height: height + 2 * pixels)
    }

    /// The pixels in both rectangles (empty when they do not overlap).
    func intersection(_ other: PixelRect) -> PixelRect {
        let x0 = max(x, other.x), y0 = max(y, other.y)
        let x1 = min(x + width, other.x + other.width), y1 = min(y + height, other.y + other.height)
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
