import SketchpadLayout

extension Path {
    /// A rectangle whose top corners, bottom corners, or both are rounded.
    package static func roundedRect(_ r: Rect, radius: Double, top: Bool, bottom: Bool) -> Path {
        let rt = top ? min(radius, r.width / 2, r.height / 2) : 0
        let rb = bottom ? min(radius, r.width / 2, r.height / 2) : 0
        // Control points of a quarter circle drawn as a cubic Bézier curve.
        let k = 0.5523
        var p = Path()
        p.move(to: Point(x: r.minX + rt, y: r.minY))
        p.line(to: Point(x: r.maxX - rt, y: r.minY))
        if rt > 0 {
            p.curve(to: Point(x: r.maxX, y: r.minY + rt), control1: Point(x: r.maxX - rt + rt * k, y: r.minY),
                    control2: Point(x: r.maxX, y: r.minY + rt - rt * k))
        }
        p.line(to: Point(x: r.maxX, y: r.maxY - rb))
        if rb > 0 {
            p.curve(to: Point(x: r.maxX - rb, y: r.maxY), control1: Point(x: r.maxX, y: r.maxY - rb + rb * k),
                    control2: Point(x: r.maxX - rb + rb * k, y: r.maxY))
        }
        p.line(to: Point(x: r.minX + rb, y: r.maxY))
        if rb > 0 {
            p.curve(to: Point(x: r.minX, y: r.maxY - rb), control1: Point(x: r.minX + rb - rb * k, y: r.maxY),
                    control2: Point(x: r.minX, y: r.maxY - rb + rb * k))
        }
        p.line(to: Point(x: r.minX, y: r.minY + rt))
        if rt > 0 {
            p.curve(to: Point(x: r.minX + rt, y: r.minY), control1: Point(x: r.minX, y: r.minY + rt - rt * k),
                    control2: Point(x: r.minX + rt - rt * k, y: r.minY))
        }
        p.close()
        return p
    }
}
