import Foundation
import Sketchpad
@_spi(SnapshotTesting) import SketchpadUIKit
import Testing

/// `UIButton.setImage(_:for:)` (issue 23): the image view is a real subview before the title,
/// the two centred as one in the content area, the button sized to hold both, and the image
/// drawn in the tint colour.
@MainActor @Suite struct ButtonImageTests {
    /// A system button with a symbol and a title, laid out at its intrinsic size.
    func shareButton(in root: UIView) throws -> (UIButton, UIImage) {
        let image = try #require(UIImage(systemName: "square.and.arrow.up"))
        let button = UIButton(type: .system)
        button.setTitle("Share", for: .normal)
        button.setImage(image, for: .normal)
        button.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(button)
        NSLayoutConstraint.activate([
            button.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            button.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        ])
        root.layoutIfNeeded()
        return (button, image)
    }

    @Test func theImageViewIsASubviewBeforeTheTitleAndBothAreCentredAsOne() throws {
        let root = makeRoot(width: 300, height: 200)
        let (button, image) = try shareButton(in: root)
        let imageView = try #require(button.imageView), label = try #require(button.titleLabel)
        #expect(button.subviews.count == 2 && button.subviews[0] === imageView && button.subviews[1] === label)
        #expect(imageView.image === image && imageView.frame.size == image.size)
        // The image ends where the title starts; the pair fills the button's width.
        #expect(abs(imageView.frame.maxX - label.frame.minX) <= 1.0 / 3 + 1e-9)
        #expect(abs(imageView.frame.minX) <= 1.0 / 3 + 1e-9 && abs(label.frame.maxX - button.bounds.width) <= 1.0 / 3 + 1e-9)
        // Both centred vertically; the button is as tall as the taller of the image and the
        // title with UIKit's 6 points above and below.
        #expect(abs(imageView.frame.midY - button.bounds.midY) <= 1.0 / 6 + 1e-9)
        #expect(abs(label.frame.midY - button.bounds.midY) <= 1.0 / 6 + 1e-9)
        #expect(abs(button.frame.height - max(image.size.height, label.intrinsicContentSize.height + 12)) <= 1.0 / 3 + 1e-9)
        #expect(abs(button.frame.width - (image.size.width + label.intrinsicContentSize.width)) <= 1.0 / 3 + 1e-9)
        #expect(root.recursiveDescription().contains("| <UIImageView; frame = ("))

        // Taking the image away takes the image view away, and the title is centred alone.
        button.setImage(nil, for: .normal)
        root.layoutIfNeeded()
        #expect(button.subviews.count == 1 && button.subviews[0] === label && imageView.superview == nil)
    }

    @Test func anImageAloneSizesTheButton() throws {
        let root = makeRoot(width: 300, height: 200)
        let image = try #require(UIImage(systemName: "heart"))
        let button = UIButton(type: .custom)
        button.setImage(image, for: .normal)
        #expect(abs(button.intrinsicContentSize.width - image.size.width) <= 1.0 / 3 + 1e-9)
        #expect(abs(button.intrinsicContentSize.height - image.size.height) <= 1.0 / 3 + 1e-9)
        button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
        #expect(abs(button.intrinsicContentSize.width - (image.size.width + 16)) <= 1.0 / 3 + 1e-9)
        #expect(abs(button.intrinsicContentSize.height - (image.size.height + 8)) <= 1.0 / 3 + 1e-9)
        root.addSubview(button)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
        root.layoutIfNeeded()
        // Centred in the bounds less the content insets.
        #expect(abs(try #require(button.imageView).frame.midX - 50) <= 1.0 / 6 + 1e-9)
    }

    /// The image is drawn, in the tint colour, left of the title (which moves right to make room).
    @Test func theImageIsDrawnInTheTintBeforeTheTitle() throws {
        let controller = UIViewController()
        _ = controller.view
        let root = controller.view!
        let (button, _) = try shareButton(in: root)
        button.tintColor = .systemPink
        let scene = try Scene(viewController: controller, device: .iPhone15)
        let pink = UIColor.systemPink.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).sketchpadColor
        let runs = try scene.displayList().commands.compactMap { command -> GlyphRun? in
            if case let .glyphs(run) = command { return run } else { return nil }
        }
        let symbol = try #require(runs.first { $0.font.family == Icon.fontFamily && $0.text == Icon("square.and.arrow.up")!.glyph })
        let title = try #require(runs.first { $0.text == "Share" })
        #expect(symbol.color == pink && title.color == pink)
        // The symbol centred on its image view, the title where its label is, after it.
        let imageFrame = button.convert(try #require(button.imageView).frame, to: nil)
        let labelFrame = button.convert(try #require(button.titleLabel).frame, to: nil)
        #expect(abs(symbol.origin.x + symbol.advance / 2 - imageFrame.midX) < 0.5)
        #expect(abs(title.origin.x - labelFrame.minX) < 1 && labelFrame.minX >= imageFrame.maxX - 1e-9)
        if let folder = ProcessInfo.processInfo.environment["SKETCHPAD_UIKIT_OUT"] {
            try scene.render(to: folder + "/button-image.png", scale: 3)
        }
    }
}
