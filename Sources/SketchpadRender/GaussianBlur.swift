/// A Gaussian blur of premultiplied 32-bit pixels, as three box blurs one after another in each
/// direction (SVG's `feGaussianBlur` approximation): for a standard deviation of s pixels the
/// box is d = ⌊s · 3√(2π)/4 + 0.5⌋ wide; an odd d gives three centred boxes of d, an even d two
/// boxes of d off centre by half a pixel either way and one centred box of d + 1.
///
/// Integer arithmetic throughout (each box output is its sum divided by its width, rounded half
/// up), so every machine gives the same bytes. The four bytes of a pixel are blurred alike, so
/// byte order does not matter.
///
/// ```swift
/// let blur = GaussianBlur(sigma: 6)                      // pixels
/// blur.apply(to: pixels, width: w, height: h, rowStride: w, clampsEdges: false)
/// ```
package struct GaussianBlur: Sendable {
    /// Each box as the pixels it reaches before and after the one it writes.
    package let boxes: [(before: Int, after: Int)]

    package init(sigma: Double) {
        let d = sigma > 0 ? Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down)) : 0
        if d <= 1 {
            boxes = []
        } else if d % 2 == 1 {
            boxes = Array(repeating: ((d - 1) / 2, (d - 1) / 2), count: 3)
        } else {
            boxes = [(d / 2, d / 2 - 1), (d / 2 - 1, d / 2), (d / 2, d / 2)]
        }
    }

    /// How far the blur reaches from a pixel, in pixels (the sum of the boxes' reaches).
    package var reach: Int { boxes.reduce(0) { $0 + max($1.before, $1.after) } }

    /// Blurs `width` × `height` pixels in place, rows `rowStride` pixels apart. Past the edges
    /// pixels are transparent, or with `clampsEdges` repeat the edge pixel.
    package func apply(to pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int, rowStride: Int, clampsEdges: Bool) {
        guard !boxes.isEmpty, width > 0, height > 0 else { return }
        var source = [UInt32](repeating: 0, count: width * height)
        var target = source
        source.withUnsafeMutableBufferPointer { s in
            for y in 0..<height { (s.baseAddress! + y * width).update(from: pixels + y * rowStride, count: width) }
        }
        for box in boxes {
            Self.horizontalPass(from: source, to: &target, width: width, height: height, box: box, clamps: clampsEdges)
            swap(&source, &target)
        }
        for box in boxes {
            Self.verticalPass(from: source, to: &target, width: width, height: height, box: box, clamps: clampsEdges)
            swap(&source, &target)
        }
        source.withUnsafeBufferPointer { s in
            for y in 0..<height { (pixels + y * rowStride).update(from: s.baseAddress! + y * width, count: width) }
        }
    }

    /// The pixel at `index` of a line of `count` (transparent, or with `clamps` the nearest edge
    /// pixel, past its ends), as four byte values.
    @inline(__always)
    private static func bytes(_ line: UnsafeBufferPointer<UInt32>, _ start: Int, _ stride: Int, _ index: Int, _ count: Int,
                              _ clamps: Bool) -> (Int32, Int32, Int32, Int32) {
        var i = index
        if i < 0 || i >= count {
            guard clamps else { return (0, 0, 0, 0) }
            i = i < 0 ? 0 : count - 1
        }
        let p = line[start + i * stride]
        return (Int32(p & 0xFF), Int32((p >> 8) & 0xFF), Int32((p >> 16) & 0xFF), Int32(p >> 24))
    }

    /// The four byte sums divided by the box's width, rounded half up, packed as a pixel.
    @inline(__always)
    private static func pack(_ s: (Int32, Int32, Int32, Int32), _ n: Int32) -> UInt32 {
        let h = n / 2
        return UInt32((s.0 + h) / n) | UInt32((s.1 + h) / n) << 8 | UInt32((s.2 + h) / n) << 16 | UInt32((s.3 + h) / n) << 24
    }

    /// One box blur along each row: a running sum slides along the row.
    private static func horizontalPass(from source: [UInt32], to target: inout [UInt32], width: Int, height: Int,
                                       box: (before: Int, after: Int), clamps: Bool) {
        let n = Int32(box.before + box.after + 1)
        source.withUnsafeBufferPointer { src in
            target.withUnsafeMutableBufferPointer { dst in
                for y in 0..<height {
                    let row = y * width
                    var sum: (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
                    for i in -box.before...box.after {
                        let b = bytes(src, row, 1, i, width, clamps)
                        sum = (sum.0 + b.0, sum.1 + b.1, sum.2 + b.2, sum.3 + b.3)
                    }
                    for x in 0..<width {
                        dst[row + x] = pack(sum, n)
                        let a = bytes(src, row, 1, x + box.after + 1, width, clamps), r = bytes(src, row, 1, x - box.before, width, clamps)
                        sum = (sum.0 + a.0 - r.0, sum.1 + a.1 - r.1, sum.2 + a.2 - r.2, sum.3 + a.3 - r.3)
                    }
                }
            }
        }
    }

    /// One box blur down each column: a running sum per column and byte, the rows added and
    /// taken away whole, so the pixels are read in memory order.
    private static func verticalPass(from source: [UInt32], to target: inout [UInt32], width: Int, height: Int,
                                     box: (before: Int, after: Int), clamps: Bool) {
        let n = Int32(box.before + box.after + 1)
        var sums = [Int32](repeating: 0, count: width * 4)
        source.withUnsafeBufferPointer { src in
            target.withUnsafeMutableBufferPointer { dst in
                sums.withUnsafeMutableBufferPointer { sums in
                    /// Adds (sign 1) or takes away (sign −1) row `y` (or the edge row it stands for).
                    func add(row y: Int, _ sign: Int32) {
                        var y = y
                        if y < 0 || y >= height {
                            guard clamps else { return }
                            y = y < 0 ? 0 : height - 1
                        }
                        let row = y * width
                        for x in 0..<width {
                            let p = src[row + x]
                            guard p != 0 else { continue }
                            sums[4 * x] &+= sign &* Int32(p & 0xFF)
                            sums[4 * x + 1] &+= sign &* Int32((p >> 8) & 0xFF)
                            sums[4 * x + 2] &+= sign &* Int32((p >> 16) & 0xFF)
                            sums[4 * x + 3] &+= sign &* Int32(p >> 24)
                        }
                    }
                    for i in -box.before...box.after { add(row: i, 1) }
                    for y in 0..<height {
                        let row = y * width
                        for x in 0..<width {
                            dst[row + x] = pack((sums[4 * x], sums[4 * x + 1], sums[4 * x + 2], sums[4 * x + 3]), n)
                        }
                        add(row: y + box.after + 1, 1)
                        add(row: y - box.before, -1)
                    }
                }
            }
        }
    }
}
