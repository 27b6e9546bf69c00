import SketchpadGeometry

/// How a resizable image fills a frame of any size: nine slices. The caps keep their size (the
/// corners are drawn as they are, the edges stretched or tiled along their length only) and the
/// middle is stretched or tiled to fill the rest, as UIKit draws an image made by
/// `resizableImage(withCapInsets:resizingMode:)`.
///
/// Caps are in points; `scale` is the bitmap's pixels per point, so a cap of 12 points of an
/// image at 3× is 36 of its pixels. Where the frame is smaller than two opposite caps, both
/// shrink in proportion and the middle disappears.
///
/// ```swift
/// let bubble = ImageSlicing(capInsets: EdgeInsets(top: 12, left: 16, bottom: 12, right: 16), scale: 3, mode: .stretch)
/// list.append(.slicedImage(bitmap, frame: Rect(x: 16, y: 100, width: 240, height: 64), bubble))
/// ```
public struct ImageSlicing: Hashable, Sendable {
    /// How the middle and the edges fill their part of the frame.
    public enum Mode: Hashable, Sendable {
        /// Scaled to fill it.
        case stretch
        /// Repeated at the image's own size from the part's top-left corner, the last copy cut.
        case tile
    }

    /// The caps at each edge, in points.
    public var capInsets: EdgeInsets
    /// The bitmap's pixels per point (an image at 3× has 3).
    public var scale: Double
    public var mode: Mode

    public init(capInsets: EdgeInsets, scale: Double = 1, mode: Mode) {
        self.capInsets = capInsets
        self.scale = scale
        self.mode = mode
    }

    /// One of the nine parts: where it comes from in the bitmap (pixels) and where it goes (points).
    public struct Slice: Hashable, Sendable {
        public var source: Rect
        public var destination: Rect
    }

    /// The parts that draw something for a `width` × `height` pixel bitmap in `frame`, row by
    /// row from the top-left corner (empty parts are left out).
    public func slices(bitmapWidth width: Int, height: Int, in frame: Rect) -> [Slice] {
        let s = scale > 0 ? scale : 1
        let w = Double(width), h = Double(height)
        // Caps in whole pixels, within the bitmap; then in points, shrunk where the frame is too small.
        let left = min(max(0, (capInsets.left * s).rounded()), w), right = min(max(0, (capInsets.right * s).rounded()), w - left)
        let top = min(max(0, (capInsets.top * s).rounded()), h), bottom = min(max(0, (capInsets.bottom * s).rounded()), h - top)
        let across = Self.fit(first: left / s, second: right / s, within: frame.width)
        let down = Self.fit(first: top / s, second: bottom / s, within: frame.height)
        let sourceColumns = [(0, left), (left, w - left - right), (w - right, right)]
        let sourceRows = [(0, top), (top, h - top - bottom), (h - bottom, bottom)]
        let columns = [(frame.minX, across.0), (frame.minX + across.0, frame.width - across.0 - across.1),
                       (frame.maxX - across.1, across.1)]
        let rows = [(frame.minY, down.0), (frame.minY + down.0, frame.height - down.0 - down.1), (frame.maxY - down.1, down.1)]
        var slices: [Slice] = []
        for r in 0..<3 {
            for c in 0..<3 where sourceColumns[c].1 > 0 && sourceRows[r].1 > 0 && columns[c].1 > 0 && rows[r].1 > 0 {
                slices.append(Slice(source: Rect(x: sourceColumns[c].0, y: sourceRows[r].0, width: sourceColumns[c].1, height: sourceRows[r].1),
                                    destination: Rect(x: columns[c].0, y: rows[r].0, width: columns[c].1, height: rows[r].1)))
            }
        }
        return slices
    }

    /// Two opposite caps in `length` points: as they are, or shrunk in proportion when they do not fit.
    private static func fit(first: Double, second: Double, within length: Double) -> (Double, Double) {
        let total = first + second
        guard total > length, total > 0 else { return (first, second) }
        let ratio = max(0, length) / total
        return (first * ratio, second * ratio)
    }

    /// Every number the slicing holds, for the NaN/infinity check.
    package var numbers: [Double] { [capInsets.top, capInsets.left, capInsets.bottom, capInsets.right, scale] }
}
