import SketchpadWidgets
import Testing
@testable import SketchpadRender

/// The pixel filters behind filter groups and backdrops, on inputs whose outputs were worked out
/// by hand (integer arithmetic: every value below is exact, not approximate).
@Suite struct PixelFilterTests {
    /// `pixels` (one 32-bit word each, `width` a row) after `body` filtered them in place.
    func filtered(_ pixels: [UInt32], width: Int, _ body: (UnsafeMutablePointer<UInt32>, Int, Int) -> Void) -> [UInt32] {
        var pixels = pixels
        pixels.withUnsafeMutableBufferPointer { body($0.baseAddress!, width, $0.count / width) }
        return pixels
    }

    @Test func theBoxesFollowSVGsRuleForTheirWidth() {
        // σ 1.5: d = ⌊1.5 · 1.88 + 0.5⌋ = 3, odd: three centred boxes of 3.
        #expect(GaussianBlur(sigma: 1.5).boxes.map { [$0.before, $0.after] } == [[1, 1], [1, 1], [1, 1]])
        // σ 2: d = ⌊4.26⌋ = 4, even: 4 off centre left, 4 off centre right, then 5 centred.
        #expect(GaussianBlur(sigma: 2).boxes.map { [$0.before, $0.after] } == [[2, 1], [1, 2], [2, 2]])
        #expect(GaussianBlur(sigma: 2).reach == 6)
        // σ 0.5: d = 1, no blur at all.
        #expect(GaussianBlur(sigma: 0.5).boxes.isEmpty)
    }

    @Test func aLinePointSpreadsAsThreeBoxesOfThree() {
        // One white pixel in a row of seven; clamped edges keep the single row as it is vertically.
        // Box 1: 0 0 85 85 85 0 0 (255/3 rounded); box 2: 0 28 57 85 57 28 0; box 3: 9 28 57 66 57 28 9.
        let row: [UInt32] = [0, 0, 0, 0xFFFF_FFFF, 0, 0, 0]
        let out = filtered(row, width: 7) { GaussianBlur(sigma: 1.5).apply(to: $0, width: $1, height: $2, rowStride: $1, clampsEdges: true) }
        #expect(out == [9, 28, 57, 66, 57, 28, 9].map { UInt32($0) * 0x0101_0101 })
    }

    @Test func pastTransparentEdgesALonePixelFadesAway() {
        // 1 × 1 with transparent edges: each box of 3 keeps a third, rounded: 255 → 85 → 28 → 9 → 3 → 1 → 0.
        let out = filtered([0xFFFF_FFFF], width: 1) { GaussianBlur(sigma: 1.5).apply(to: $0, width: $1, height: $2, rowStride: $1, clampsEdges: false) }
        #expect(out == [0])
        // Clamped edges repeat the pixel: nothing changes.
        let kept = filtered([0x80FF_0000], width: 1) { GaussianBlur(sigma: 9).apply(to: $0, width: $1, height: $2, rowStride: $1, clampsEdges: true) }
        #expect(kept == [0x80FF_0000])
    }

    @Test func theRowStrideIsHonoured() {
        // Two rows of 2 in a buffer 3 wide: the third column is not touched.
        let pixels: [UInt32] = [0xFFFF_FFFF, 0, 0xDEAD_BEEF, 0, 0, 0xDEAD_BEEF]
        let out = filtered(pixels, width: 3) { p, _, _ in GaussianBlur(sigma: 1.5).apply(to: p, width: 2, height: 2, rowStride: 3, clampsEdges: true) }
        #expect(out[2] == 0xDEAD_BEEF && out[5] == 0xDEAD_BEEF)
        #expect(out[0] != 0xFFFF_FFFF && out[4] != 0, "the white pixel spread: \(out.map { String($0, radix: 16) })")
    }

    @Test func grayscaleTakesLuminanceFromUnpremultipliedColour() {
        // Opaque red: 0.2126 · 255 = 54.2 → 54 in every channel.
        let opaque = filtered([0xFFFF_0000], width: 1) { Filter.Matrix.grayscale(1).apply(to: $0, width: $1, height: $2, rowStride: $1) }
        #expect(opaque == [0xFF36_3636])
        // Half-transparent red (premultiplied 128, 128): red 255 unpremultiplied, grey 54, premultiplied (54 · 128 + 127) / 255 = 27.
        let half = filtered([0x8080_0000], width: 1) { Filter.Matrix.grayscale(1).apply(to: $0, width: $1, height: $2, rowStride: $1) }
        #expect(half == [0x801B_1B1B])
        // Amount 0 changes nothing.
        let none = filtered([0xFF12_3456], width: 1) { Filter.Matrix.grayscale(0).apply(to: $0, width: $1, height: $2, rowStride: $1) }
        #expect(none == [0xFF12_3456])
    }

    @Test func invertBrightnessAndLuminanceToAlphaGiveTheirExactValues() {
        // Invert (255, 0, 100) → (0, 255, 155).
        #expect(filtered([0xFFFF_0064], width: 1) { Filter.Matrix.invert.apply(to: $0, width: $1, height: $2, rowStride: $1) } == [0xFF00_FF9B])
        // Brightness 0.5 adds 127.5 to 100: 227.5, rounded half up to 228 (0xE4).
        #expect(filtered([0xFF64_6464], width: 1) { Filter.Matrix.brightness(0.5).apply(to: $0, width: $1, height: $2, rowStride: $1) }
                == [0xFFE4_E4E4])
        // Contrast 2 around mid grey: 100 → 2 · 100 − 127.5 = 72.5 → 73; 200 → 272.5, clamped to 255.
        #expect(filtered([0xFF64_C800], width: 1) { Filter.Matrix.contrast(2).apply(to: $0, width: $1, height: $2, rowStride: $1) }
                == [0xFF49_FF00])
        // White becomes opaque black, black fully transparent; a transparent pixel stays transparent.
        #expect(filtered([0xFFFF_FFFF, 0xFF00_0000, 0], width: 3) { Filter.Matrix.luminanceToAlpha.apply(to: $0, width: $1, height: $2, rowStride: $1) }
                == [0xFF00_0000, 0, 0])
    }

    @Test func multiplyScalesEveryComponentAlphaToo() {
        // Opaque white × (1, 0.5, 0, 0.5): red 255, green 127.5 → 128, blue 0, alpha 128;
        // premultiplied: red (255 · 128 + 127) / 255 = 128, green (128 · 128 + 127) / 255 = 64.
        let color = Color(red: 1, green: 0.5, blue: 0, alpha: 0.5)
        #expect(filtered([0xFFFF_FFFF], width: 1) { Filter.Matrix.multiply(color).apply(to: $0, width: $1, height: $2, rowStride: $1) }
                == [0x8080_4000])
    }

    @Test func aMatrixNeedsTwentyNumbers() {
        #expect(Filter.Matrix(Array(repeating: 0, count: 19)) == nil)
        #expect(Filter.Matrix(Filter.Matrix.identity.values)?.isIdentity == true)
        #expect(Filter.Matrix.saturation(1).values.enumerated().allSatisfy { abs($1 - Filter.Matrix.identity.values[$0]) < 1e-12 })
        #expect(Filter.Matrix.hueRotation(0).values.enumerated().allSatisfy { abs($1 - Filter.Matrix.identity.values[$0]) < 1e-12 })
    }
}
