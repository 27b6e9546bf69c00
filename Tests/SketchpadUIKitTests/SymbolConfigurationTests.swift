import Foundation
import SketchpadUIKit
import Testing

/// `UIImage.SymbolConfiguration`: a symbol image's size follows its point size and scale, and its
/// alignment rectangle stays the text line of its point size. Before, every symbol was 20 × 19
/// with 17-point insets whatever was asked, and the configuration API did not exist.
@MainActor
@Suite struct SymbolConfigurationTests {
    func near(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-9 }
    func alignmentHeight(_ image: UIImage) -> CGFloat {
        CGRect(origin: .zero, size: image.size).inset(by: image.alignmentRectInsets).height
    }

    @Test func thePointSizeScalesTheImageAndItsInsets() throws {
        let image = try #require(UIImage(systemName: "play.circle.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 34)))
        #expect(image.size == CGSize(width: 40, height: 38))
        // SF Pro at 34 pt: ascender 32.333, descender 8.333 on the 3× grid; the baseline 7 pt up.
        #expect(near(image.baselineOffsetFromBottom ?? 0, 7))
        let insets = image.alignmentRectInsets
        #expect(near(insets.top, -4.0 / 3) && near(insets.bottom, -4.0 / 3) && insets.left == 0 && insets.right == 0, "\(insets)")
        #expect(image.symbolConfiguration == UIImage.SymbolConfiguration(pointSize: 34))
    }

    @Test func scalesChangeTheImageButNotTheTextLineItAlignsTo() throws {
        func image(_ scale: UIImage.SymbolScale) throws -> UIImage {
            try #require(UIImage(systemName: "play.circle.fill", withConfiguration: UIImage.SymbolConfiguration(scale: scale)))
        }
        let small = try image(.small), medium = try image(.medium), large = try image(.large)
        #expect(medium.size == CGSize(width: 20, height: 19))
        #expect(near(small.size.width, 16) && near(small.size.height, 46.0 / 3), "\(small.size)")
        #expect(near(large.size.width, 26) && near(large.size.height, 74.0 / 3), "\(large.size)")
        // 17-point SF Pro's line: 16.333 above the baseline and 4 below, whatever the scale.
        for symbol in [small, medium, large] { #expect(near(alignmentHeight(symbol), 61.0 / 3), "\(symbol.size)") }
        #expect(try image(.default).size == medium.size && image(.unspecified).size == medium.size)
    }

    @Test func textStylesAndFontsGiveTheirPointSize() throws {
        let title = try #require(UIImage(systemName: "play.circle", withConfiguration: UIImage.SymbolConfiguration(textStyle: .title1)))
        // Title 1 is 28 pt at the default content size: 20 × 19 scaled by 28/17, on the 3× grid.
        #expect(near(title.size.width, 33) && near(title.size.height, 94.0 / 3), "\(title.size)")
        let font = try #require(UIImage(systemName: "play.circle", withConfiguration: UIImage.SymbolConfiguration(font: .systemFont(ofSize: 28))))
        #expect(font.size == title.size)
        let larger = UIImage.SymbolConfiguration(textStyle: .title1)
            .applying(UIImage.Configuration(traitCollection: UITraitCollection(preferredContentSizeCategory: .accessibilityLarge)))
        let big = try #require(UIImage(systemName: "play.circle", withConfiguration: larger))
        #expect(big.size.height > title.size.height, "\(big.size)")
    }

    @Test func applyingReplacesOnlyWhatTheOtherSpecifies() throws {
        let base = UIImage.SymbolConfiguration(pointSize: 20, weight: .bold, scale: .large)
        let styled = base.applying(UIImage.SymbolConfiguration(textStyle: .body))
        #expect(styled == UIImage.SymbolConfiguration(textStyle: .body, scale: .large).applying(UIImage.SymbolConfiguration(weight: .bold)))
        #expect(base.applying(nil) == base && base.applying(UIImage.SymbolConfiguration.unspecified) == base)
        #expect(base.withoutScale() == UIImage.SymbolConfiguration(pointSize: 20, weight: .bold))
        #expect(base.withoutPointSizeAndWeight() == UIImage.SymbolConfiguration(scale: .large))
        #expect(!base.isEqual(to: base.withoutWeight()) && base.isEqual(to: base.applying(base)))
        #expect(UIImage.SymbolConfiguration.preferringMulticolor() != UIImage.SymbolConfiguration.preferringMonochrome())
        #expect(UIImage.SymbolConfiguration(hierarchicalColor: .systemRed).applying(UIImage.SymbolConfiguration(paletteColors: [.systemBlue]))
                == UIImage.SymbolConfiguration(paletteColors: [.systemBlue]))
        #expect(UIImage.SymbolWeight.semibold.fontWeight() == .semibold)
    }

    @Test func withConfigurationRemakesASymbolAndKeepsOtherImages() throws {
        let circle = try #require(UIImage(systemName: "play.circle.fill")).withTintColor(.systemOrange)
        let big = circle.withConfiguration(UIImage.SymbolConfiguration(pointSize: 34))
        #expect(big.size == CGSize(width: 40, height: 38) && big.isSymbolImage)
        let bigAndLarge = try #require(big.applyingSymbolConfiguration(UIImage.SymbolConfiguration(scale: .large)))
        #expect(near(bigAndLarge.size.width, 52), "\(bigAndLarge.size)")
        #expect(UIImage(systemName: "chevron.rigth", withConfiguration: UIImage.SymbolConfiguration(pointSize: 30)) == nil)
        let plain = circle.withAlignmentRectInsets(.zero)
        #expect(plain.symbolConfiguration != nil)
    }

    @Test func anImageViewsPreferredConfigurationSizesItUnderTheImagesOwn() throws {
        let root = makeRoot(width: 300, height: 300)
        let symbol = UIImageView(image: UIImage(systemName: "play.circle"))
        symbol.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(symbol)
        NSLayoutConstraint.activate([
            symbol.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            symbol.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        ])
        root.layoutIfNeeded()
        #expect(symbol.frame.size == CGSize(width: 20, height: 19), "\(symbol.frame)")
        symbol.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 34)
        root.layoutIfNeeded()
        #expect(symbol.frame.size == CGSize(width: 40, height: 38), "\(symbol.frame)")
        // The image's own point size wins over the view's; the view's scale still applies.
        symbol.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 34, weight: .regular, scale: .small)
        symbol.image = UIImage(systemName: "play.circle", withConfiguration: UIImage.SymbolConfiguration(pointSize: 17))
        root.layoutIfNeeded()
        #expect(near(symbol.frame.width, 16), "\(symbol.frame)")
    }

    @Test func buttonsKeepASymbolConfigurationPerState() {
        let button = UIButton(type: .system)
        let large = UIImage.SymbolConfiguration(scale: .large)
        button.setPreferredSymbolConfiguration(large, forImageIn: .normal)
        button.setPreferredSymbolConfiguration(UIImage.SymbolConfiguration(weight: .bold), forImageIn: .highlighted)
        #expect(button.preferredSymbolConfigurationForImage(in: .normal) == large)
        #expect(button.preferredSymbolConfigurationForImage(in: .disabled) == large)
        #expect(button.preferredSymbolConfigurationForImage(in: .highlighted) == UIImage.SymbolConfiguration(weight: .bold))
        #expect(button.currentPreferredSymbolConfiguration == large)
        var configuration = UIButton.Configuration.filled()
        configuration.preferredSymbolConfigurationForImage = large
        #expect(configuration.preferredSymbolConfigurationForImage == large)
    }
}
