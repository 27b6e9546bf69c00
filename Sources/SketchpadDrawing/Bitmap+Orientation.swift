extension Bitmap {
    /// The pixels turned and mirrored as EXIF orientation `orientation` (1 to 8) says they are
    /// shown: 3 is turned half a turn, 6 a quarter turn clockwise, 8 counter-clockwise, 2, 4, 5
    /// and 7 mirrored too. 1 (and any other value) is the bitmap as it is.
    ///
    /// ```swift
    /// let upright = stored.oriented(exif: 6)   // a portrait photo stored sideways
    /// ```
    package func oriented(exif orientation: Int) -> Bitmap {
        guard (2...8).contains(orientation) else { return self }
        let turned = orientation >= 5
        let (w, h) = (width, height)
        let outWidth = turned ? h : w, outHeight = turned ? w : h
        var out = [UInt8](repeating: 0, count: outWidth * outHeight * 4)
        pixels.withUnsafeBytes { source in
            out.withUnsafeMutableBytes { target in
                for y in 0..<outHeight {
                    for x in 0..<outWidth {
                        // Where the pixel shown at (x, y) is stored.
                        let (sx, sy): (Int, Int)
                        switch orientation {
                        case 2: (sx, sy) = (w - 1 - x, y)
                        case 3: (sx, sy) = (w - 1 - x, h - 1 - y)
                        case 4: (sx, sy) = (x, h - 1 - y)
                        case 5: (sx, sy) = (y, x)
                        case 6: (sx, sy) = (y, h - 1 - x)
                        case 7: (sx, sy) = (w - 1 - y, h - 1 - x)
                        default: (sx, sy) = (w - 1 - y, x)
                        }
                        let word = source.loadUnaligned(fromByteOffset: sy * stride + sx * 4, as: UInt32.self)
                        target.storeBytes(of: word, toByteOffset: (y * outWidth + x) * 4, as: UInt32.self)
                    }
                }
            }
        }
        return Bitmap(width: outWidth, height: outHeight, stride: outWidth * 4, pixels: out)
    }
}
