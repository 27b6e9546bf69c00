import Testing
@testable import SketchpadSnapshotEngine
@testable import SketchpadTesting

@Suite struct ImageComparisonTests {
    @Test func identicalImagesMatchWithNothingCounted() {
        let a = greyImage(width: 8, height: 8, pixels: [(3, 3, 0)])
        let result = ImageComparison(expected: a, actual: a, tolerance: .strict)
        #expect(result.matches)
        #expect(result.differingPixels == 0 && result.antialiasedPixels == 0 && result.differenceBounds == nil)
    }

    @Test func aMovedSquareDiffersByBothPositions() {
        let square = (0..<4).flatMap { y in (0..<4).map { x in (x, y) } }
        let a = greyImage(width: 20, height: 20, pixels: square.map { ($0.0 + 2, $0.1 + 2, 0) })
        let b = greyImage(width: 20, height: 20, pixels: square.map { ($0.0 + 10, $0.1 + 2, 0) })
        let result = ImageComparison(expected: a, actual: b)
        #expect(!result.matches)
        #expect(result.differingPixels == 32)
        #expect(result.differenceBounds! == (x: 2, y: 2, width: 12, height: 4))
        #expect(result.summary.contains("32 pixels differ"))
    }

    @Test func aSlightColourChangePassesByDefaultAndFailsStrictly() {
        let a = greyImage(width: 10, height: 10, background: 200)
        let b = greyImage(width: 10, height: 10, background: 196)
        #expect(ImageComparison(expected: a, actual: b).matches)
        #expect(!ImageComparison(expected: a, actual: b, tolerance: .strict).matches)
        // Black against white is nearly the largest distance (pure colours reach 1).
        let black = greyImage(width: 1, height: 1, background: 0), white = greyImage(width: 1, height: 1)
        #expect(abs(ImageComparison(expected: black, actual: white).largestDistance - 0.966) < 1e-3)
    }

    /// A black block on white whose left edge column is grey: a different shade of grey there is
    /// anti-aliasing (a darker and a brighter flat neighbour), ignored by default.
    @Test func antialiasedEdgePixelsAreRecognised() {
        func edge(_ grey: UInt8) -> RGBAImage {
            var pixels: [(Int, Int, UInt8)] = []
            for y in 0..<10 {
                pixels.append((4, y, grey))
                for x in 5..<10 { pixels.append((x, y, 0)) }
            }
            return greyImage(width: 10, height: 10, pixels: pixels)
        }
        let soft = ImageComparison(expected: edge(90), actual: edge(170))
        #expect(soft.matches)
        #expect(soft.differingPixels == 0 && soft.antialiasedPixels == 10)
        var counted = ImageTolerance.default
        counted.ignoresAntialiasing = false
        let hard = ImageComparison(expected: edge(90), actual: edge(170), tolerance: counted)
        #expect(!hard.matches && hard.differingPixels == 10)
        // A lone grey dot in a flat area is not an edge: it counts.
        let dot = ImageComparison(expected: greyImage(width: 5, height: 5), actual: greyImage(width: 5, height: 5, pixels: [(2, 2, 90)]))
        #expect(dot.differingPixels == 1 && dot.antialiasedPixels == 0)
    }

    @Test func allowanceIsInclusive() {
        let a = greyImage(width: 10, height: 10)
        let three = greyImage(width: 10, height: 10, pixels: [(1, 1, 0), (5, 5, 0), (8, 2, 0)])
        #expect(ImageComparison(expected: a, actual: three, tolerance: ImageTolerance(allowance: .pixels(3))).matches)
        #expect(!ImageComparison(expected: a, actual: three, tolerance: ImageTolerance(allowance: .pixels(2))).matches)
        #expect(ImageComparison(expected: a, actual: three, tolerance: ImageTolerance(allowance: .fraction(0.03))).matches)
        #expect(!ImageComparison(expected: a, actual: three, tolerance: ImageTolerance(allowance: .fraction(0.029))).matches)
    }

    @Test func differentSizesNeverMatchAndSayBothSizes() {
        let result = ImageComparison(expected: greyImage(width: 10, height: 6), actual: greyImage(width: 12, height: 6),
                                     tolerance: ImageTolerance(allowance: .fraction(1)))
        #expect(!result.matches)
        #expect(result.summary == "sizes differ: expected 10×6 px, actual 12×6 px")
        let diff = result.diffImage
        #expect(diff.width == 12 && diff.height == 6)
        #expect(Array(diff.bytes[(11 * 4)..<(11 * 4 + 3)]) == [255, 0, 0])     // outside the expected image: red
    }

    @Test func diffImageIsRedOverAFadedCopy() throws {
        let a = greyImage(width: 4, height: 1, pixels: [(0, 0, 0)])
        let b = greyImage(width: 4, height: 1, pixels: [(0, 0, 0), (3, 0, 0)])
        let diff = ImageComparison(expected: a, actual: b).diffImage
        #expect(Array(diff.bytes[12..<16]) == [255, 0, 0, 255])               // the differing pixel
        let faded = diff.bytes[0]                                              // black, faded towards white
        #expect(faded > 150 && faded < 255 && diff.bytes[1] == faded)
        #expect(Array(diff.bytes[4..<8]) == [255, 255, 255, 255])              // white stays white
        // It round-trips through PNG.
        let png = try diff.pngData()
        #expect(try RGBAImage(png: png) == diff)
    }

    @Test func notAPNGIsAnUnreadableReference() {
        #expect(throws: SnapshotError.unreadableReference(path: "x.png", reason: "not a PNG file (no PNG signature)")) {
            try RGBAImage(png: Array("hello".utf8), path: "x.png")
        }
        #expect(throws: SnapshotError.self) {
            try RGBAImage(png: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13], path: "truncated.png")
        }
    }
}
