import Foundation
import Sketchpad
@_spi(SnapshotTesting) import SketchpadUIKit
import Testing

/// `UIButton.Configuration`'s `image`, `imagePlacement`, `imagePadding` and
/// `preferredSymbolConfigurationForImage` (issue 23): the image view is a subview placed on the
/// configuration's edge, the button sized as content insets + image + padding + title, the
/// image drawn in the configuration's foreground colour.
@MainActor @Suite struct ConfiguredButtonImageTests {
    /// A configured button with `image` and a title, laid out at its intrinsic size at (20, 20).
    func layOut(_ configuration: UIButton.Configuration, rightToLeft: Bool = false) -> (UIView, UIButton) {
        let root = makeRoot(width: 320, height: 200)
        if rightToLeft { root.semanticContentAttribute = .forceRightToLeft }
        let button = UIButton(configuration: configuration)
        button.translatesAutoresizingMaskIntoConstraints = false
        if rightToLeft { button.semanticContentAttribute = .forceRightToLeft }
        root.addSubview(button)
        NSLayoutConstraint.activate([
            button.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20),
            button.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        ])
        root.layoutIfNeeded()
        return (root, button)
    }

    func configuration(_ placement: NSDirectionalRectEdge, padding: CGFloat = 8) throws -> UIButton.Configuration {
        var config = UIButton.Configuration.filled()
        config.title = "Share"
        let symbol = try #require(UIImage(systemName: "square.and.arrow.up"))
        config.image = symbol
        config.imagePlacement = placement
        config.imagePadding = padding
        return config
    }

    /// The same configuration without its image: the title's size inside the content insets.
    func titleOnlySize(_ config: UIButton.Configuration) -> CGSize {
        var plain = config
        plain.image = nil
        return UIButton(configuration: plain).intrinsicContentSize
    }

    @Test func aLeadingImageIsASubviewBeforeTheTitleAndTheButtonGrowsByImageAndPadding() throws {
        let config = try configuration(.leading)
        let image = try #require(config.image)
        let (_, button) = layOut(config)
        let imageView = try #require(button.imageView)
        #expect(button.subviews.first === imageView && imageView.image === image)
        #expect(imageView.frame.size == image.size)
        let titleOnly = titleOnlySize(config)
        // Content insets (7, 12) around image + 8 + title.
        #expect(abs(button.frame.width - (titleOnly.width + image.size.width + 8)) <= 1.0 / 3 + 1e-9)
        #expect(abs(button.frame.height - max(titleOnly.height, image.size.height + 14)) <= 1.0 / 3 + 1e-9)
        #expect(abs(imageView.frame.minX - 12) <= 1.0 / 3 + 1e-9)
        #expect(abs(imageView.frame.midY - button.bounds.midY) <= 1.0 / 6 + 1e-9)
        // A configuration's image view comes and goes with the image.
        var noImage = config
        noImage.image = nil
        button.configuration = noImage
        button.layoutIfNeeded()
        #expect(imageView.superview == nil)
    }

    @Test func paddingWidensTheButtonByItsAmount() throws {
        let (_, tight) = layOut(try configuration(.leading, padding: 0))
        let (_, loose) = layOut(try configuration(.leading, padding: 20))
        #expect(abs(loose.frame.width - tight.frame.width - 20) <= 1.0 / 3 + 1e-9)
        #expect(abs(loose.frame.height - tight.frame.height) < 1e-9)
    }

    @Test func trailingPutsTheImageAfterTheTitleAndRightToLeftMirrorsIt() throws {
        let (_, leading) = layOut(try configuration(.leading))
        let (_, trailing) = layOut(try configuration(.trailing))
        #expect(abs(leading.frame.width - trailing.frame.width) < 1e-9)
        let trailingImage = try #require(trailing.imageView).frame
        #expect(abs(trailingImage.maxX - (trailing.bounds.width - 12)) <= 1.0 / 3 + 1e-9)
        // Right to left, leading is the right edge.
        let (_, rtl) = layOut(try configuration(.leading), rightToLeft: true)
        let rtlImage = try #require(rtl.imageView).frame
        #expect(abs(rtlImage.maxX - (rtl.bounds.width - 12)) <= 1.0 / 3 + 1e-9)
    }

    @Test func topStacksTheImageAboveTheTitle() throws {
        let config = try configuration(.top, padding: 4)
        let image = try #require(config.image)
        let (_, button) = layOut(config)
        let titleOnly = titleOnlySize(config)
        // Height: insets + image + padding + title; width: the wider of the two plus insets.
        #expect(abs(button.frame.height - (titleOnly.height + image.size.height + 4)) <= 1.0 / 3 + 1e-9)
        #expect(abs(button.frame.width - max(titleOnly.width, image.size.width + 24)) <= 1.0 / 3 + 1e-9)
        let imageView = try #require(button.imageView)
        #expect(abs(imageView.frame.minY - 7) <= 1.0 / 3 + 1e-9)
        #expect(abs(imageView.frame.midX - button.bounds.midX) <= 1.0 / 6 + 1e-9)
        let (_, bottom) = layOut(try configuration(.bottom, padding: 4))
        #expect(abs(try #require(bottom.imageView).frame.maxY - (bottom.bounds.height - 7)) <= 1.0 / 3 + 1e-9)
    }

    @Test func theSymbolConfigurationSizesTheImage() throws {
        var config = try configuration(.leading)
        let small = layOut(config).1
        config.preferredSymbolConfigurationForImage = UIImage.SymbolConfiguration(pointSize: 34)
        let large = layOut(config).1
        let smallImage = try #require(small.imageView).frame.size, largeImage = try #require(large.imageView).frame.size
        #expect(largeImage.width > smallImage.width * 1.5 && largeImage.height > smallImage.height * 1.5)
        #expect(abs(large.frame.width - small.frame.width - (largeImage.width - smallImage.width)) <= 1.0 / 3 + 1e-9)
    }

    /// Drawn: the symbol in white on the filled background at its image view, the title after it.
    @Test func theImageIsDrawnInTheForegroundBesideTheTitle() throws {
        let controller = UIViewController()
        _ = controller.view
        let root = controller.view!
        let button = UIButton(configuration: try configuration(.leading))
        button.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(button)
        NSLayoutConstraint.activate([
            button.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            button.centerYAnchor.constraint(equalTo: root.centerYAnchor),
        ])
        let scene = try Scene(viewController: controller, device: .iPhone15)
        let runs = try scene.displayList().commands.compactMap { command -> GlyphRun? in
            if case let .glyphs(run) = command { return run } else { return nil }
        }
        let symbol = try #require(runs.first { $0.font.family == Icon.fontFamily && $0.text == Icon("square.and.arrow.up")!.glyph })
        let title = try #require(runs.first { $0.text == "Share" })
        let onFill = UIColor.white.sketchpadColor
        #expect(symbol.color == onFill && title.color == onFill)
        let imageFrame = button.convert(try #require(button.imageView).frame, to: nil)
        #expect(abs(symbol.origin.x + symbol.advance / 2 - imageFrame.midX) < 0.5)
        #expect(title.origin.x >= imageFrame.maxX + 8 - 0.5)
        // Pixels: the image view's square holds white ink on the tinted fill.
        let raster = try scene.renderer.rasterize(try scene.displayList(), scale: 2)
        var white = 0, tinted = 0
        for y in Int(imageFrame.minY * 2)..<Int(imageFrame.maxY * 2) {
            for x in Int(imageFrame.minX * 2)..<Int(imageFrame.maxX * 2) {
                let p = raster.pixel(x: x, y: y)
                if p.red > 240 && p.green > 240 && p.blue > 240 { white += 1 } else if p.blue > 200 && p.red < 60 { tinted += 1 }
            }
        }
        #expect(white > 20 && tinted > 20, "white \(white), tinted \(tinted)")
        if let folder = ProcessInfo.processInfo.environment["SKETCHPAD_UIKIT_OUT"] {
            try scene.render(to: folder + "/button-configured-image.png", scale: 3)
        }
    }
}
