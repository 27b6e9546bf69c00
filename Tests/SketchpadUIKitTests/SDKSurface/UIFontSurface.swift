import Foundation
import SketchpadUIKit
import Testing

/// The members of `UIFont`, `UIFontDescriptor` and `UIFontMetrics` in the iOS 17 SDK (UIFont.h,
/// UIFontDescriptor.h, UIFontMetrics.h), referenced with their SDK signatures: a missing member
/// does not compile.
@MainActor
enum UIFontSurface {
    static func reference(_ f: UIFont, _ d: UIFontDescriptor, _ m: UIFontMetrics) {
        let _: (UIFont.TextStyle) -> UIFont = UIFont.preferredFont(forTextStyle:)
        let _: (UIFont.TextStyle, UITraitCollection?) -> UIFont = UIFont.preferredFont(forTextStyle:compatibleWith:)
        let _: (String, CGFloat) -> UIFont? = UIFont.init(name:size:)
        let _: [String] = UIFont.familyNames
        let _: (String) -> [String] = UIFont.fontNames(forFamilyName:)
        let _: (CGFloat) -> UIFont = UIFont.systemFont(ofSize:)
        let _: (CGFloat) -> UIFont = UIFont.boldSystemFont(ofSize:)
        let _: (CGFloat) -> UIFont = UIFont.italicSystemFont(ofSize:)
        let _: (CGFloat, UIFont.Weight) -> UIFont = UIFont.systemFont(ofSize:weight:)
        let _: (CGFloat, UIFont.Weight, UIFont.Width) -> UIFont = UIFont.systemFont(ofSize:weight:width:)
        let _: (CGFloat, UIFont.Weight) -> UIFont = UIFont.monospacedDigitSystemFont(ofSize:weight:)
        let _: (CGFloat, UIFont.Weight) -> UIFont = UIFont.monospacedSystemFont(ofSize:weight:)
        let _: CGFloat = UIFont.labelFontSize + UIFont.buttonFontSize + UIFont.smallSystemFontSize + UIFont.systemFontSize
        let _: String = f.familyName
        let _: String = f.fontName
        let _: CGFloat = f.pointSize
        let _: CGFloat = f.ascender
        let _: CGFloat = f.descender
        let _: CGFloat = f.capHeight
        let _: CGFloat = f.xHeight
        let _: CGFloat = f.lineHeight
        let _: CGFloat = f.leading
        let _: (CGFloat) -> UIFont = f.withSize(_:)
        let _: (UIFontDescriptor, CGFloat) -> UIFont = UIFont.init(descriptor:size:)
        let _: UIFontDescriptor = f.fontDescriptor
        let _: [UIFont.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        let _: [UIFont.Width] = [.compressed, .condensed, .standard, .expanded]
        let _: [UIFont.TextStyle] = [.largeTitle, .title1, .title2, .title3, .headline, .subheadline, .body, .callout,
                                     .footnote, .caption1, .caption2]
        // UIFontDescriptor.h
        let _: String = d.postscriptName
        let _: CGFloat = d.pointSize
        let _: CGAffineTransform = d.matrix
        let _: UIFontDescriptor.SymbolicTraits = d.symbolicTraits
        let _: (UIFontDescriptor.AttributeName) -> Any? = d.object(forKey:)
        let _: [UIFontDescriptor.AttributeName: Any] = d.fontAttributes
        let _: (Set<UIFontDescriptor.AttributeName>?) -> [UIFontDescriptor] = d.matchingFontDescriptors(withMandatoryKeys:)
        let _: (String, CGFloat) -> UIFontDescriptor = UIFontDescriptor.init(name:size:)
        let _: (String, CGAffineTransform) -> UIFontDescriptor = UIFontDescriptor.init(name:matrix:)
        let _: (UIFont.TextStyle) -> UIFontDescriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle:)
        let _: (UIFont.TextStyle, UITraitCollection?) -> UIFontDescriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle:compatibleWith:)
        let _: ([UIFontDescriptor.AttributeName: Any]) -> UIFontDescriptor = UIFontDescriptor.init(fontAttributes:)
        let _: UIFontDescriptor = UIFontDescriptor()
        let _: ([UIFontDescriptor.AttributeName: Any]) -> UIFontDescriptor = d.addingAttributes(_:)
        let _: (CGFloat) -> UIFontDescriptor = d.withSize(_:)
        let _: (CGAffineTransform) -> UIFontDescriptor = d.withMatrix(_:)
        let _: (String) -> UIFontDescriptor = d.withFace(_:)
        let _: (String) -> UIFontDescriptor = d.withFamily(_:)
        let _: (UIFontDescriptor.SymbolicTraits) -> UIFontDescriptor? = d.withSymbolicTraits(_:)
        let _: (UIFontDescriptor.SystemDesign) -> UIFontDescriptor? = d.withDesign(_:)
        let _: UIFontDescriptor.SymbolicTraits = [
            .traitItalic, .traitBold, .traitExpanded, .traitCondensed, .traitMonoSpace, .traitVertical, .traitUIOptimized,
            .traitTightLeading, .traitLooseLeading, .classMask, .classOldStyleSerifs, .classTransitionalSerifs,
            .classModernSerifs, .classClarendonSerifs, .classSlabSerifs, .classFreeformSerifs, .classSansSerif,
            .classOrnamentals, .classScripts, .classSymbolic,
        ]
        let _: [UIFontDescriptor.AttributeName] = [.family, .name, .face, .size, .visibleName, .matrix, .characterSet,
                                                   .cascadeList, .traits, .fixedAdvance, .featureSettings, .textStyle]
        let _: [UIFontDescriptor.TraitKey] = [.symbolic, .weight, .width, .slant]
        let _: [UIFontDescriptor.FeatureKey] = [.featureIdentifier, .typeIdentifier]
        let _: [UIFontDescriptor.SystemDesign] = [.default, .rounded, .serif, .monospaced]
        let _: UIFontDescriptor.Class = 0
        // UIFontMetrics.h
        let _: UIFontMetrics = UIFontMetrics.default
        let _: (UIFont.TextStyle) -> UIFontMetrics = UIFontMetrics.init(forTextStyle:)
        let _: (UIFont) -> UIFont = m.scaledFont(for:)
        let _: (UIFont, CGFloat) -> UIFont = m.scaledFont(for:maximumPointSize:)
        let _: (UIFont, UITraitCollection?) -> UIFont = m.scaledFont(for:compatibleWith:)
        let _: (UIFont, CGFloat, UITraitCollection?) -> UIFont = m.scaledFont(for:maximumPointSize:compatibleWith:)
        let _: (CGFloat) -> CGFloat = m.scaledValue(for:)
        let _: (CGFloat, UITraitCollection?) -> CGFloat = m.scaledValue(for:compatibleWith:)
    }
}

@MainActor
@Suite struct UIFontSurfaceTests {
    @Test func everyMemberIsThereAndDescriptorsRoundTripFonts() {
        let font = UIFont.systemFont(ofSize: 20, weight: .semibold)
        UIFontSurface.reference(font, font.fontDescriptor, .default)
        let again = UIFont(descriptor: font.fontDescriptor, size: 0)
        #expect(again == font && again.pointSize == 20)
        let boldItalic = UIFont(descriptor: font.fontDescriptor.withSymbolicTraits([.traitBold, .traitItalic])!, size: 0)
        #expect(boldItalic.fontDescriptor.symbolicTraits.isSuperset(of: [.traitBold, .traitItalic]))
        #expect(boldItalic.fontName != font.fontName)
        let bigger = UIFont(descriptor: font.fontDescriptor.withSize(30), size: 0)
        #expect(bigger.pointSize == 30)
        #expect(UIFont(descriptor: font.fontDescriptor, size: 12).pointSize == 12)
    }

    @Test func aTextStyleDescriptorMakesItsStylesFontAndScales() {
        let big = UITraitCollection(preferredContentSizeCategory: .accessibilityLarge)
        let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body, compatibleWith: big)
        #expect(descriptor.pointSize == 33 && descriptor.object(forKey: .textStyle) as? String == UIFont.TextStyle.body.rawValue)
        #expect(UIFont(descriptor: descriptor, size: 0).pointSize == 33)
        #expect(UIFont(descriptor: UIFontDescriptor(fontAttributes: [.textStyle: UIFont.TextStyle.headline.rawValue]), size: 0).pointSize == 17)
    }

    @Test func designsDrawInThePinnedFamilies() {
        let base = UIFont.systemFont(ofSize: 17).fontDescriptor
        #expect(UIFont(descriptor: base.withDesign(.serif)!, size: 0).familyName == "DejaVu Serif")
        #expect(UIFont(descriptor: base.withDesign(.monospaced)!, size: 0).familyName == "DejaVu Sans Mono")
        #expect(UIFont(descriptor: base.withDesign(.rounded)!, size: 0).familyName == UIFont.systemFont(ofSize: 17).familyName)
        #expect(UIFont(descriptor: base.withDesign(.serif)!.withDesign(.default)!, size: 0).familyName == UIFont.systemFont(ofSize: 17).familyName)
        #expect(UIFont(name: "DejaVu Sans", size: 17)!.fontDescriptor.withDesign(.serif) == nil)   // only the system font has designs
    }

    @Test func metricsAreThePinnedFontsAsDrawn() {
        let body = UIFont.systemFont(ofSize: 17)
        #expect(body.ascender > body.capHeight && body.capHeight > body.xHeight && body.xHeight > 0)
        #expect(body.descender < 0)
        #expect(abs(body.lineHeight - (body.ascender - body.descender + body.leading)) < 1e-9)
        // A one-line label is as tall as the font's line.
        let label = UILabel()
        label.font = body
        label.text = "Hg"
        #expect(abs(label.intrinsicContentSize.height - body.lineHeight) < 0.5)
        #expect(UIFont.systemFont(ofSize: 34).lineHeight > body.lineHeight * 1.9)
    }

    @Test func familiesAndTheirFacesAreListed() {
        #expect(UIFont.familyNames.contains("Inter") && UIFont.familyNames == UIFont.familyNames.sorted())
        let faces = UIFont.fontNames(forFamilyName: "DejaVu Sans")
        #expect(faces.contains("DejaVuSans") && faces.contains("DejaVuSans-Bold"))
        #expect(UIFont.fontNames(forFamilyName: "No Such Family").isEmpty)
    }
}
