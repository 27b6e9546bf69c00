extension Bitmap {
    /// The bitmap as a template image draws: every pixel `color`, at the pixel's own opacity
    /// times the colour's (what UIKit and SwiftUI do with an image whose rendering mode is
    /// template: only its alpha is kept).
    ///
    /// ```swift
    /// let tinted = glyph.tinted(Color(hex: 0x007AFF))
    /// ```
    package func tinted(_ color: Color) -> Bitmap {
        func unit(_ v: Double) -> UInt32 { UInt32((max(0, min(1, v)) * 255).rounded()) }
        let (r, g, b, a) = (unit(color.red), unit(color.green), unit(color.blue), unit(color.alpha))
        var out = pixels
        out.withUnsafeMutableBytes { target in
            for y in 0..<height {
                for x in 0..<width {
                    let at = y * stride + x * 4
                    let word = target.loadUnaligned(fromByteOffset: at, as: UInt32.self)
                    // Premultiplied: each channel is the colour's times the new alpha, rounded.
                    let alpha = ((word >> 24) * a + 127) / 255
                    func channel(_ c: UInt32) -> UInt32 { (c * alpha + 127) / 255 }
                    let tinted = alpha << 24 | channel(r) << 16 | channel(g) << 8 | channel(b)
                    target.storeBytes(of: tinted, toByteOffset: at, as: UInt32.self)
                }
            }
        }
        return Bitmap(width: width, height: height, stride: stride, pixels: out)
    }
}
