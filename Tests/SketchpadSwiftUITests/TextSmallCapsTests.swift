import Foundation
import SketchpadRender
import SketchpadSwiftUI
import Testing

/// `Font.smallCaps()`, `lowercaseSmallCaps()` and `uppercaseSmallCaps()` draw small capitals
/// (Pango's synthesized ones for the pinned faces), measured as they are drawn.
@MainActor @Suite struct TextSmallCapsTests {
    private let size = CGSize(width: 400, height: 80)

    private func width(_ string: String, _ font: Font) throws -> CGFloat {
        try #require(Sketch(Text(string).font(font).accessibilityIdentifier("t"), size: size).frame(ofID: "t")).width
    }

    /// The rows (top, bottom) and columns (left, right) of `string`'s dark pixels, drawn alone.
    static func ink(_ string: String, _ font: Font) throws -> (top: Int, bottom: Int, left: Int, right: Int) {
        let view = Text(string).font(font).foregroundStyle(.black).frame(width: 400, height: 80, alignment: .leading)
        let picture = try RasterImage(png: Sketch(view, size: CGSize(width: 400, height: 80)).data(format: .png))
        var top = Int.max, bottom = -1, left = Int.max, right = -1
        for y in 0..<picture.height {
            for x in 0..<picture.width where picture.pixel(x: x, y: y).distance(to: RasterImage.Pixel(red: 0, green: 0, blue: 0)) < 200 {
                top = min(top, y); bottom = max(bottom, y); left = min(left, x); right = max(right, x)
            }
        }
        return (top, bottom, left, right)
    }

    @Test func smallCapsAreNarrowerThanCapitalsAndUnlikeLowercase() throws {
        let font = Font.system(size: 40)
        let small = try width("small caps", font.smallCaps())
        #expect(small < (try width("SMALL CAPS", font)))
        // Pango scales Inter's capitals to its x height: a little narrower than its lowercase.
        #expect(small != (try width("small caps", font)))
        // All small capitals: capitals shrink too, to the same letters.
        #expect(try width("SMALL CAPS", font.smallCaps()) == small)
    }

    @Test func pixelsShowSmallCapitals() throws {
        let font = Font.system(size: 40)
        let capitals = try Self.ink("XOXO", font), lowercase = try Self.ink("xoxo", font)
        let small = try Self.ink("xoxo", font.smallCaps())
        // Small capitals are as tall as the lowercase letters (Pango scales the capitals by the
        // face's x height over its cap height), shorter than capitals, in capitals' shapes.
        #expect(small.bottom - small.top < capitals.bottom - capitals.top, "shorter than capitals: \(small) vs \(capitals)")
        #expect(abs((small.bottom - small.top) - (lowercase.bottom - lowercase.top)) <= 1, "x height: \(small) vs \(lowercase)")
        #expect(small.right - small.left != lowercase.right - lowercase.left, "not the lowercase letters")
        // The same small capitals whichever case they are typed in.
        #expect(try Self.ink("XOXO", font.smallCaps()) == small)
    }

    @Test func lowercaseSmallCapsKeepCapitals() throws {
        let font = Font.system(size: 40)
        #expect(try width("ABC", font.lowercaseSmallCaps()) == (try width("ABC", font)))
        #expect(try width("abc", font.lowercaseSmallCaps()) == (try width("abc", font.smallCaps())))
        // The capital stays (as tall as before), the lowercase letters change.
        let mixed = try Self.ink("Xoxo", font.lowercaseSmallCaps()), plain = try Self.ink("Xoxo", font)
        #expect(mixed.top == plain.top && mixed.bottom == plain.bottom && mixed.right != plain.right, "\(mixed) vs \(plain)")
    }

    @Test func uppercaseSmallCapsKeepLowercase() throws {
        let font = Font.system(size: 40)
        #expect(try width("rocket", font.uppercaseSmallCaps()) == (try width("rocket", font)))
        #expect(try width("NASA", font.uppercaseSmallCaps()) == (try width("NASA", font.smallCaps())))
        #expect(try width("NASA", font.uppercaseSmallCaps()) < (try width("NASA", font)))
        // Both together are all small caps.
        #expect(try width("Dice Roller", font.lowercaseSmallCaps().uppercaseSmallCaps()) == (try width("Dice Roller", font.smallCaps())))
    }

    @Test func smallCapsReachTextThroughTheEnvironment() throws {
        let plain = try #require(Sketch(VStack { Text("small caps").accessibilityIdentifier("t") }.font(.body), size: size).frame(ofID: "t"))
        let small = try #require(Sketch(VStack { Text("small caps").accessibilityIdentifier("t") }.font(.body.smallCaps()), size: size).frame(ofID: "t"))
        #expect(small.width != plain.width && small.height > 0)
    }
}
