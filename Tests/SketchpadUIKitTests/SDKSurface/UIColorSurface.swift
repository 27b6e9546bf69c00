import Foundation
import SketchpadUIKit
import Testing

/// The members of `UIColor` in the iOS 17 SDK (UIColor.h, and the system colours of
/// UIInterface.h), referenced with their SDK signatures: a missing member does not compile.
/// `init(patternImage:)` is unavailable (pattern colours are not drawn); `init(ciColor:)`,
/// `ciColor`, `init(resource:)` and the item-provider conformances are not mirrored (no Core
/// Image or asset catalogs on Linux).
@MainActor
enum UIColorSurface {
    static func reference(_ c: UIColor) {
        let _: (CGFloat, CGFloat) -> UIColor = UIColor.init(white:alpha:)
        let _: (CGFloat, CGFloat, CGFloat, CGFloat) -> UIColor = UIColor.init(hue:saturation:brightness:alpha:)
        let _: (CGFloat, CGFloat, CGFloat, CGFloat) -> UIColor = UIColor.init(red:green:blue:alpha:)
        let _: (CGFloat, CGFloat, CGFloat, CGFloat) -> UIColor = UIColor.init(displayP3Red:green:blue:alpha:)
        let _: (CGColor) -> UIColor = UIColor.init(cgColor:)
        let _: (String) -> UIColor? = UIColor.init(named:)
        let _: (String, Bundle?, UITraitCollection?) -> UIColor? = UIColor.init(named:in:compatibleWith:)
        let _: (@escaping @Sendable (UITraitCollection) -> UIColor) -> UIColor = UIColor.init(dynamicProvider:)
        let _: (UITraitCollection) -> UIColor = c.resolvedColor(with:)
        let _: [UIColor] = [.black, .darkGray, .lightGray, .white, .gray, .red, .green, .blue, .cyan, .yellow, .magenta,
                            .orange, .purple, .brown, .clear]
        let _: () -> Void = c.set
        let _: () -> Void = c.setFill
        let _: () -> Void = c.setStroke
        let _: (UnsafeMutablePointer<CGFloat>?, UnsafeMutablePointer<CGFloat>?) -> Bool = c.getWhite(_:alpha:)
        let _: (UnsafeMutablePointer<CGFloat>?, UnsafeMutablePointer<CGFloat>?, UnsafeMutablePointer<CGFloat>?,
                UnsafeMutablePointer<CGFloat>?) -> Bool = c.getHue(_:saturation:brightness:alpha:)
        let _: (UnsafeMutablePointer<CGFloat>?, UnsafeMutablePointer<CGFloat>?, UnsafeMutablePointer<CGFloat>?,
                UnsafeMutablePointer<CGFloat>?) -> Bool = c.getRed(_:green:blue:alpha:)
        let _: (CGFloat) -> UIColor = c.withAlphaComponent(_:)
        let _: CGColor = c.cgColor
        let _: UIColor = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
        // UIInterface.h
        let _: [UIColor] = [
            .systemRed, .systemGreen, .systemBlue, .systemOrange, .systemYellow, .systemPink, .systemPurple, .systemTeal,
            .systemIndigo, .systemBrown, .systemMint, .systemCyan, .systemGray, .systemGray2, .systemGray3, .systemGray4,
            .systemGray5, .systemGray6, .tintColor, .label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel, .link,
            .placeholderText, .separator, .opaqueSeparator, .systemBackground, .secondarySystemBackground,
            .tertiarySystemBackground, .systemGroupedBackground, .secondarySystemGroupedBackground,
            .tertiarySystemGroupedBackground, .systemFill, .secondarySystemFill, .tertiarySystemFill, .quaternarySystemFill,
            .lightText, .darkText,
        ]
    }
}

@MainActor
@Suite struct UIColorSurfaceTests {
    @Test func everyMemberIsThereAndTheComponentGettersInvertTheInitialisers() {
        let orange = UIColor(hue: 30.0 / 360, saturation: 0.8, brightness: 0.9, alpha: 0.5)
        UIColorSurface.reference(orange)
        var h: CGFloat = 0, s: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        #expect(orange.getHue(&h, saturation: &s, brightness: &b, alpha: &a))
        #expect(abs(h - 30.0 / 360) < 1e-9 && abs(s - 0.8) < 1e-9 && abs(b - 0.9) < 1e-9 && a == 0.5)
        var white: CGFloat = 0, alpha: CGFloat = 0
        #expect(UIColor(white: 0.25, alpha: 0.75).getWhite(&white, alpha: &alpha) && white == 0.25 && alpha == 0.75)
        #expect(UIColor.red.getWhite(&white, alpha: nil) && abs(white - 0.2126) < 1e-9)
        #expect(UIColor.gray.getHue(&h, saturation: &s, brightness: &b, alpha: nil) && h == 0 && s == 0 && b == 0.5)
    }

    @Test func aDynamicColourResolvesItsComponentsInTheCurrentTraits() {
        var b: CGFloat = 0
        UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
            _ = UIColor.systemBackground.getHue(nil, saturation: nil, brightness: &b, alpha: nil)
        }
        #expect(b == 0)
        _ = UIColor.systemBackground.getHue(nil, saturation: nil, brightness: &b, alpha: nil)
        #expect(b == 1)
    }

    @Test func assetCatalogColoursAreNil() {
        #expect(UIColor(named: "Brand") == nil)
    }
}
