extension LayoutSession {
    /// The frames with each view's edges rounded to the pixel grid as UIKit rounds Auto Layout's
    /// values: every edge of a view, measured from its superview's unrounded origin, goes to the
    /// nearest multiple of `1 / scale` (half a pixel away from zero), and is then placed from the
    /// superview's rounded origin. Edges are rounded, not sizes, so neighbours that share an edge
    /// keep sharing it. Guides keep their unrounded place relative to their (rounded) owner.
    func pixelSnapped(_ frames: [Rect], scale: Double) -> [Rect] {
        func snap(_ value: Double) -> Double { pixelRounded(value, scale: scale) }
        var snapped = frames
        for rec in records {
            let f = frames[rec.index]
            guard let p = rec.parent else {
                if rec.isView { snapped[rec.index] = Rect(minX: snap(f.minX), minY: snap(f.minY), maxX: snap(f.maxX), maxY: snap(f.maxY)) }
                continue
            }
            let parent = frames[p], placed = snapped[p]
            if rec.isView {
                snapped[rec.index] = Rect(minX: placed.minX + snap(f.minX - parent.minX), minY: placed.minY + snap(f.minY - parent.minY),
                                          maxX: placed.minX + snap(f.maxX - parent.minX), maxY: placed.minY + snap(f.maxY - parent.minY))
            } else {
                snapped[rec.index] = Rect(x: f.minX + placed.minX - parent.minX, y: f.minY + placed.minY - parent.minY,
                                          width: f.width, height: f.height)
            }
        }
        return snapped
    }
}

/// `value` (points) at the nearest pixel boundary at `scale` pixels per point, half a pixel away
/// from zero, as UIKit rounds; solver and measuring noise (12.4999999999 pixels) does not decide
/// the direction.
package func pixelRounded(_ value: Double, scale: Double) -> Double {
    let pixels = (value * scale * 1_000_000).rounded() / 1_000_000
    return pixels.rounded(.toNearestOrAwayFromZero) / scale
}
