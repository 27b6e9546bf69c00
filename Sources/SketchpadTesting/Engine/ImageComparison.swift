/// Compares two images pixel by pixel under an `ImageTolerance` and draws the diff image.
///
/// The method is pixelmatch's (Mapbox): a perceptual YIQ distance per pixel, and anti-aliasing
/// detection after Vyšniauskas, "Anti-aliased pixel and intensity slope detector" (2009): a
/// differing pixel counts as anti-aliasing when, in the image it comes from, it lies between a
/// darker and a brighter neighbour (at most two neighbours equal to it), and that darkest or
/// brightest neighbour sits in a flat area (three or more identical neighbours) in both images.
///
/// The diff image is a faded greyscale copy of the expected image with differing pixels in red
/// and ignored anti-aliasing pixels in yellow.
///
/// ```swift
/// let result = ImageComparison(expected: golden, actual: rendered, tolerance: .default)
/// if !result.matches { print(result.summary) }       // "312 pixels differ (0.09 %) …"
/// ```
package struct ImageComparison: Sendable {
    package let expected: RGBAImage
    package let actual: RGBAImage
    package let tolerance: ImageTolerance
    /// Pixels beyond the colour threshold that are not anti-aliasing (0 when sizes differ).
    package let differingPixels: Int
    /// Pixels beyond the threshold recognised as anti-aliasing (counted only when not ignored).
    package let antialiasedPixels: Int
    /// The bounding box of the differing pixels (x, y, width, height), nil when none differ.
    package let differenceBounds: (x: Int, y: Int, width: Int, height: Int)?
    /// The largest per-pixel distance found, 0…1 of the black-to-white distance.
    package let largestDistance: Double
    let marks: [UInt8]   // per pixel: 0 same, 1 anti-aliasing, 2 differs

    /// Whether the images have the same size.
    package var sameSize: Bool { expected.width == actual.width && expected.height == actual.height }

    /// Whether the images match under the tolerance (never when their sizes differ).
    package var matches: Bool { sameSize && differingPixels <= tolerance.allowance.limit(total: expected.pixelCount) }

    package init(expected: RGBAImage, actual: RGBAImage, tolerance: ImageTolerance = .default) {
        self.expected = expected
        self.actual = actual
        self.tolerance = tolerance
        guard expected.width == actual.width, expected.height == actual.height else {
            differingPixels = 0; antialiasedPixels = 0; differenceBounds = nil; largestDistance = 1; marks = []
            return
        }
        let width = expected.width, height = expected.height
        var marks = [UInt8](repeating: 0, count: width * height)
        var differing = 0, antialiased = 0, largest = 0.0
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        // The squared YIQ distance above which pixels differ; a threshold of 0 counts any change.
        let limit = YIQ.maxDelta * tolerance.colorThreshold * tolerance.colorThreshold
        expected.bytes.withUnsafeBufferPointer { a in
            actual.bytes.withUnsafeBufferPointer { b in
                let a32 = UnsafeRawBufferPointer(a), b32 = UnsafeRawBufferPointer(b)
                for y in 0..<height {
                    for x in 0..<width {
                        let p = y * width + x
                        if a32.loadUnaligned(fromByteOffset: p * 4, as: UInt32.self) == b32.loadUnaligned(fromByteOffset: p * 4, as: UInt32.self) { continue }
                        let o = p * 4
                        let delta = abs(YIQ.delta(a[o], a[o + 1], a[o + 2], a[o + 3], b[o], b[o + 1], b[o + 2], b[o + 3]))
                        largest = max(largest, delta)
                        guard delta > limit || tolerance.colorThreshold == 0 else { continue }
                        if tolerance.ignoresAntialiasing,
                           Self.isAntialiased(a, b, x: x, y: y, width: width, height: height)
                            || Self.isAntialiased(b, a, x: x, y: y, width: width, height: height) {
                            marks[p] = 1
                            antialiased += 1
                            continue
                        }
                        marks[p] = 2
                        differing += 1
                        minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                    }
                }
            }
        }
        self.differingPixels = differing
        self.antialiasedPixels = antialiased
        self.differenceBounds = differing == 0 ? nil : (minX, minY, maxX - minX + 1, maxY - minY + 1)
        self.largestDistance = (largest / YIQ.maxDelta).squareRoot()
        self.marks = marks
    }

    /// One line for a failure message.
    package var summary: String {
        guard sameSize else {
            return "sizes differ: expected \(expected.sizeDescription), actual \(actual.sizeDescription)"
        }
        let total = expected.pixelCount
        var text = "\(differingPixels) pixel\(differingPixels == 1 ? "" : "s") differ"
            + " (\(Self.percent(differingPixels, of: total)) of \(total); allowed: \(tolerance.allowance.limit(total: total)))"
        if let b = differenceBounds { text += " within x \(b.x)…\(b.x + b.width - 1), y \(b.y)…\(b.y + b.height - 1)" }
        if antialiasedPixels > 0 { text += "; \(antialiasedPixels) anti-aliased edge pixel\(antialiasedPixels == 1 ? "" : "s") ignored" }
        text += String(format: "; largest colour distance %.3f (threshold %.3f)", largestDistance, tolerance.colorThreshold)
        return text
    }

    static func percent(_ part: Int, of total: Int) -> String {
        total == 0 ? "0 %" : String(format: "%.4g %%", Double(part) * 100 / Double(total))
    }

    /// A faded greyscale copy of the expected image, differing pixels red, ignored
    /// anti-aliasing yellow. For images of different sizes: both side by side on grey, each
    /// faded, with the area outside the smaller one red.
    package var diffImage: RGBAImage {
        guard sameSize else { return sizeMismatchImage }
        var out = [UInt8](repeating: 0, count: expected.bytes.count)
        let count = expected.pixelCount
        out.withUnsafeMutableBufferPointer { out in
            expected.bytes.withUnsafeBufferPointer { a in
                marks.withUnsafeBufferPointer { marks in
                    for p in 0..<count {
                        let o = p * 4
                        switch marks[p] {
                        case 2: out[o] = 255; out[o + 1] = 0; out[o + 2] = 0
                        case 1: out[o] = 255; out[o + 1] = 210; out[o + 2] = 0
                        default:
                            let alpha = Double(a[o + 3]) / 255
                            let luma = YIQ.y(YIQ.blend(a[o], alpha), YIQ.blend(a[o + 1], alpha), YIQ.blend(a[o + 2], alpha))
                            let faded = UInt8(max(0, min(255, 255 + (luma - 255) * 0.2)).rounded())
                            out[o] = faded; out[o + 1] = faded; out[o + 2] = faded
                        }
                        out[o + 3] = 255
                    }
                }
            }
        }
        return RGBAImage(width: expected.width, height: expected.height, bytes: out)
    }

    private var sizeMismatchImage: RGBAImage {
        let width = max(expected.width, actual.width), height = max(expected.height, actual.height)
        var out = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let o = (y * width + x) * 4
                let inExpected = x < expected.width && y < expected.height
                let inActual = x < actual.width && y < actual.height
                if inExpected != inActual { out[o] = 255; out[o + 1] = 0; out[o + 2] = 0; continue }
                if inExpected {
                    let e = (y * expected.width + x) * 4
                    let alpha = Double(expected.bytes[e + 3]) / 255
                    let luma = YIQ.y(YIQ.blend(expected.bytes[e], alpha), YIQ.blend(expected.bytes[e + 1], alpha), YIQ.blend(expected.bytes[e + 2], alpha))
                    let faded = UInt8(max(0, min(255, 255 + (luma - 255) * 0.2)).rounded())
                    out[o] = faded; out[o + 1] = faded; out[o + 2] = faded
                }
            }
        }
        return RGBAImage(width: width, height: height, bytes: out)
    }

    // MARK: Anti-aliasing

    /// Whether the pixel at (x, y) of `image` looks like an anti-aliased edge pixel.
    static func isAntialiased(_ image: UnsafeBufferPointer<UInt8>, _ other: UnsafeBufferPointer<UInt8>,
                              x: Int, y: Int, width: Int, height: Int) -> Bool {
        let x0 = max(x - 1, 0), y0 = max(y - 1, 0), x1 = min(x + 1, width - 1), y1 = min(y + 1, height - 1)
        let o = (y * width + x) * 4
        // A pixel on the image's edge has fewer neighbours; count the missing ones as one equal.
        var equal = (x == x0 || x == x1 || y == y0 || y == y1) ? 1 : 0
        var darkest = 0.0, brightest = 0.0
        var darkX = 0, darkY = 0, brightX = 0, brightY = 0
        for ny in y0...y1 {
            for nx in x0...x1 where nx != x || ny != y {
                let n = (ny * width + nx) * 4
                let delta = YIQ.delta(image[o], image[o + 1], image[o + 2], image[o + 3],
                                      image[n], image[n + 1], image[n + 2], image[n + 3], lumaOnly: true)
                if delta == 0 {
                    equal += 1
                    if equal > 2 { return false }   // part of a flat area, not an edge
                } else if delta < brightest {        // the neighbour is brighter (delta = pixel − neighbour)
                    brightest = delta; brightX = nx; brightY = ny
                } else if delta > darkest {
                    darkest = delta; darkX = nx; darkY = ny
                }
            }
        }
        // An edge pixel has both a brighter and a darker neighbour.
        if darkest == 0 || brightest == 0 { return false }
        return (hasManySiblings(image, x: darkX, y: darkY, width: width, height: height)
                && hasManySiblings(other, x: darkX, y: darkY, width: width, height: height))
            || (hasManySiblings(image, x: brightX, y: brightY, width: width, height: height)
                && hasManySiblings(other, x: brightX, y: brightY, width: width, height: height))
    }

    /// Whether at least three neighbours of (x, y) are identical to it (a flat area).
    static func hasManySiblings(_ image: UnsafeBufferPointer<UInt8>, x: Int, y: Int, width: Int, height: Int) -> Bool {
        let x0 = max(x - 1, 0), y0 = max(y - 1, 0), x1 = min(x + 1, width - 1), y1 = min(y + 1, height - 1)
        let o = (y * width + x) * 4
        var equal = (x == x0 || x == x1 || y == y0 || y == y1) ? 1 : 0
        for ny in y0...y1 {
            for nx in x0...x1 where nx != x || ny != y {
                let n = (ny * width + nx) * 4
                if image[o] == image[n] && image[o + 1] == image[n + 1] && image[o + 2] == image[n + 2] && image[o + 3] == image[n + 3] {
                    equal += 1
                    if equal > 2 { return true }
                }
            }
        }
        return false
    }
}
