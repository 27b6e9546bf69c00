import SketchpadWidgets

extension Filter.Matrix {
    /// Recolours premultiplied ARGB pixels (Cairo's `ARGB32`, read as 32-bit words) in place:
    /// each pixel is unpremultiplied, transformed by the matrix, clamped to 0…255 and
    /// premultiplied again.
    ///
    /// Integer arithmetic: the matrix is rounded once to 16 fractional bits, and every pixel is
    /// computed with integers, so every machine gives the same bytes. A transparent pixel stays
    /// transparent unless the matrix adds alpha of its own.
    ///
    /// ```swift
    /// Filter.Matrix.grayscale(1).apply(to: pixels, width: w, height: h, rowStride: w)
    /// ```
    package func apply(to pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int, rowStride: Int) {
        let one = 65_536.0
        // Weights of the 0…255 values in, and constants scaled to 0…255.
        let k = values.enumerated().map { index, value in
            Int((value * (index % 5 == 4 ? 255 * one : one)).rounded())
        }
        let clearAlpha = Self.channel(k[19])
        for y in 0..<height {
            let row = pixels + y * rowStride
            for x in 0..<width {
                let p = row[x]
                let a = Int(p >> 24)
                guard a > 0 else {
                    if clearAlpha > 0 { row[x] = Self.pixel(red: k[4], green: k[9], blue: k[14], alpha: k[19]) }
                    continue
                }
                // Unpremultiplied, rounded to nearest.
                let r = min(255, (Int((p >> 16) & 0xFF) * 255 + a / 2) / a)
                let g = min(255, (Int((p >> 8) & 0xFF) * 255 + a / 2) / a)
                let b = min(255, (Int(p & 0xFF) * 255 + a / 2) / a)
                row[x] = Self.pixel(red: k[0] * r + k[1] * g + k[2] * b + k[3] * a + k[4],
                                    green: k[5] * r + k[6] * g + k[7] * b + k[8] * a + k[9],
                                    blue: k[10] * r + k[11] * g + k[12] * b + k[13] * a + k[14],
                                    alpha: k[15] * r + k[16] * g + k[17] * b + k[18] * a + k[19])
            }
        }
    }

    /// A fixed-point value (16 fractional bits) rounded half up and clamped to 0…255.
    @inline(__always)
    private static func channel(_ fixed: Int) -> Int { min(255, max(0, (fixed + (1 << 15)) >> 16)) }

    /// The premultiplied pixel of four fixed-point components.
    @inline(__always)
    private static func pixel(red: Int, green: Int, blue: Int, alpha: Int) -> UInt32 {
        let a = channel(alpha)
        func premultiplied(_ fixed: Int) -> UInt32 { UInt32((channel(fixed) * a + 127) / 255) }
        return UInt32(a) << 24 | premultiplied(red) << 16 | premultiplied(green) << 8 | premultiplied(blue)
    }
}
