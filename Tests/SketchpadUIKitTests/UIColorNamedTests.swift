import Foundation
import SketchpadRender
import SketchpadUIKit
import Testing

/// `UIColor(named:)` reads colour sets from asset catalogs, as SwiftUI's `Color("name")` does
/// (issue 23); fixtures in Tests/Fixtures/Images/Assets.xcassets.
@MainActor @Suite struct UIColorNamedTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Images").path
    let bundle = Bundle(path: folder)
    let light = UITraitCollection(userInterfaceStyle: .light), dark = UITraitCollection(userInterfaceStyle: .dark)

    func rgba(_ color: UIColor, _ traits: UITraitCollection) -> [Int] {
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        _ = color.resolvedColor(with: traits).getRed(&r, green: &g, blue: &b, alpha: &a)
        return [r, g, b, a].map { Int(($0 * 255).rounded()) }
    }

    @Test func aColourSetGivesItsLightAndDarkValuesByTheTraits() throws {
        let brand = try #require(UIColor(named: "Brand", in: bundle, compatibleWith: nil))
        #expect(rgba(brand, light) == [0xEE, 0x3D, 0x1A, 255])
        #expect(rgba(brand, dark) == [51, 128, 255, 255])
        // With traits given, the colour is the one for them.
        let darkBrand = try #require(UIColor(named: "Brand", in: bundle, compatibleWith: dark))
        #expect(rgba(darkBrand, light) == [51, 128, 255, 255])
        // A set in a group folder, one appearance, 8-bit components and alpha.
        let accent = try #require(UIColor(named: "Accent", in: bundle, compatibleWith: nil))
        #expect(rgba(accent, dark) == [0, 128, 0, 128] && rgba(accent, light) == [0, 128, 0, 128])
    }

    @Test func anUnknownNameIsNilAsOnIOS() {
        #expect(UIColor(named: "NoSuchColour", in: bundle, compatibleWith: nil) == nil)
        #expect(UIColor(named: "badge", in: bundle, compatibleWith: nil) == nil)   // an image set, not a colour
    }

    @Test func theSearchPathsServeUIColorNamed() throws {
        let saved = UIImage.searchPaths
        defer { UIImage.searchPaths = saved }
        UIImage.searchPaths = [Self.folder]
        #expect(UIColor(named: "Brand") != nil)
        UIImage.searchPaths = []
        #expect(UIColor(named: "Brand") == nil)
    }

    /// Drawn: a view filled with the named colour shows each appearance's value.
    @Test func aNamedColourIsDrawnInTheRendersAppearance() throws {
        let brand = try #require(UIColor(named: "Brand", in: bundle, compatibleWith: nil))
        for (traits, expected) in [(light, (0xEE, 0x3D, 0x1A)), (dark, (51, 128, 255))] {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            root.backgroundColor = brand
            let scene = try Scene(view: root, traits: traits)
            let p = try scene.renderer.rasterize(try scene.displayList(), scale: 1).pixel(x: 5, y: 5)
            #expect(abs(Int(p.red) - expected.0) <= 1 && abs(Int(p.green) - expected.1) <= 1 && abs(Int(p.blue) - expected.2) <= 1, "\(p)")
        }
    }
}
