import Testing
import Sketchpad
@_spi(SnapshotTesting) import SketchpadUIKit

/// What `subviews` and `recursiveDescription` show, as UIKit shows it (issue 23). Expected lines
/// follow the format of references UIKit printed (iOS 13–17 simulators): `UIButtonLabel` under
/// its button with `text`, `opaque = NO`, `userInteractionEnabled = NO` and `_UILabelLayer`.
@MainActor @Suite struct HierarchyDescriptionTests {
    /// A button's title label is its subview, centred in the button, its origin on the pixel grid.
    @Test func aButtonsTitleLabelIsASubview() throws {
        let root = makeRoot(width: 200, height: 100)
        let button = UIButton(type: .system)
        button.setTitle("Verify", for: .normal)
        button.frame = CGRect(x: 10, y: 20, width: 120, height: 30)
        root.addSubview(button)
        root.layoutIfNeeded()
        let label = try #require(button.titleLabel)
        #expect(button.subviews.count == 1 && button.subviews[0] === label && label.superview === button)
        #expect(label.text == "Verify")
        let size = label.intrinsicContentSize
        #expect(abs(label.frame.midX - 60) <= 1.0 / 6 + 1e-9 && abs(label.frame.midY - 15) <= 1.0 / 6 + 1e-9)
        #expect(label.frame.size == size)
        #expect(abs(label.frame.minX * 3 - (label.frame.minX * 3).rounded()) < 1e-9)
        let lines = root.recursiveDescription().components(separatedBy: "\n")
        #expect(lines.count == 3)
        #expect(lines[1] == "   | <UIButton; frame = (10 20; 120 30); opaque = NO; layer = <CALayer>>")
        #expect(lines[2].hasPrefix("   |    | <UIButtonLabel; frame = ("))
        #expect(lines[2].hasSuffix("; text = 'Verify'; opaque = NO; userInteractionEnabled = NO; layer = <_UILabelLayer>>"))

        // Constraints may use it, as in UIKit.
        let badge = constrained()
        root.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 4),
            badge.centerYAnchor.constraint(equalTo: label.centerYAnchor),
            badge.widthAnchor.constraint(equalToConstant: 6), badge.heightAnchor.constraint(equalToConstant: 6),
        ])
        root.layoutIfNeeded()
        #expect(root.layoutIssues.isEmpty)
        #expect(abs(badge.frame.minX - (10 + label.frame.maxX + 4)) < 1e-9)

        // No title: no label.
        button.setTitle(nil, for: .normal)
        root.layoutIfNeeded()
        #expect(button.subviews.isEmpty)
    }

    /// A subclass's `description` override is what `recursiveDescription` prints for it.
    @Test func recursiveDescriptionUsesDescriptionOverrides() {
        let root = makeRoot(width: 100, height: 50)
        root.addSubview(Described(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        #expect(root.recursiveDescription() == """
            <UIView; frame = (0 0; 100 50); layer = <CALayer>>
               | <Described 10×10>
            """)
    }
}

extension HierarchyDescriptionTests {
    /// UIKit names a class of your own by its qualified name and adds `baseClass` only when the
    /// UIKit class it derives from is not `UIView` itself (references recorded on iOS 7 to 17:
    /// `<MyApp.Avatar; frame = …>`, `<MyApp.Pill; baseClass = UIButton; frame = …>`).
    @Test func ownClassesNameTheirBaseClassOnlyBelowUIView() {
        let root = makeRoot(width: 100, height: 50)
        root.addSubview(Swatch(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        root.addSubview(Pill(frame: CGRect(x: 10, y: 0, width: 30, height: 20)))
        let lines = root.recursiveDescription().components(separatedBy: "\n")
        #expect(lines.count == 3)
        #expect(lines[1] == "   | <SketchpadUIKitTests.Swatch; frame = (0 0; 10 10); layer = <CALayer>>")
        #expect(lines[2] == "   | <SketchpadUIKitTests.Pill; baseClass = UIButton; frame = (10 0; 30 20); opaque = NO; layer = <CALayer>>")
    }

    /// A tint colour set on the view itself is printed after `userInteractionEnabled`, before the
    /// gesture recognizers and the layer, as the colour's description (`%g` components, grey
    /// colours in the grey space); an inherited tint is not.
    @Test func aTintSetOnTheViewIsPrinted() {
        let root = makeRoot(width: 100, height: 50)
        let icon = UIImageView(frame: CGRect(x: 4, y: 4, width: 24, height: 24))
        icon.tintColor = UIColor(red: 0.2, green: 0.4, blue: 1, alpha: 1)
        let plain = UIView(frame: CGRect(x: 30, y: 4, width: 8, height: 8))
        root.addSubview(icon)
        root.addSubview(plain)
        plain.tintColor = .white
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 2, height: 2))
        plain.addSubview(child)
        #expect(root.recursiveDescription() == """
            <UIView; frame = (0 0; 100 50); layer = <CALayer>>
               | <UIImageView; frame = (4 4; 24 24); opaque = NO; userInteractionEnabled = NO; tintColor = UIExtendedSRGBColorSpace 0.2 0.4 1 1; layer = <CALayer>>
               | <UIView; frame = (30 4; 8 8); tintColor = UIExtendedGrayColorSpace 1 1; layer = <CALayer>>
               |    | <UIView; frame = (0 0; 2 2); layer = <CALayer>>
            """)
        #expect(UIColor.black.withAlphaComponent(0.5).description == "UIExtendedGrayColorSpace 0 0.5")
        #expect(UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.25).description == "UIExtendedSRGBColorSpace 1 0.5 0 0.25")
        // Dynamic colours as UIKit prints them with the addresses purged.
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        badge.tintColor = .systemGreen
        #expect(badge.description == "<UIView; frame = (0 0; 4 4); tintColor = <UIDynamicSystemColor; name = systemGreenColor>; layer = <CALayer>>")
        #expect(UIColor.secondarySystemBackground.description == "<UIDynamicSystemColor; name = secondarySystemBackgroundColor>")
        #expect(UIColor { _ in .red }.description == "<UIDynamicProviderColor; provider = <__NSMallocBlock__>>")
    }
}

final class Swatch: UIView {}
final class Pill: UIButton {}

private final class Described: UIView {
    override var description: String { MainActor.assumeIsolated { "<Described \(Int(frame.width))×\(Int(frame.height))>" } }
}

/// A label subclass that insets its text the way UIKit code does it.
private final class PaddedLabel: UILabel {
    let insets = UIEdgeInsets(top: 4, left: 12, bottom: 4, right: 12)
    override func drawText(in rect: CGRect) { super.drawText(in: rect.inset(by: insets)) }
    override var intrinsicContentSize: CGSize {
        let size = super.intrinsicContentSize
        return CGSize(width: size.width + 24, height: size.height + 8)
    }
}

@MainActor @Suite struct LabelDrawTextTests {
    /// `drawText(in:)` overrides decide where the text is drawn: the padded label's text starts
    /// 12 points in, where a plain label's starts at its edge.
    @Test func drawTextInsetsMoveTheText() throws {
        func firstTextX(_ label: UILabel) throws -> Double {
            label.text = "Padded"
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
            root.backgroundColor = .white
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
            NSLayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                         label.topAnchor.constraint(equalTo: root.topAnchor)])
            let scene = try Scene(view: root)
            let list = try scene.displayList()
            let texts = list.commands.compactMap { command -> Double? in
                if case let .glyphs(run) = command { return run.origin.x }
                return nil
            }
            return try #require(texts.first)
        }
        let plain = try firstTextX(UILabel()), padded = try firstTextX(PaddedLabel())
        #expect(abs(padded - plain - 12) < 0.5, "plain \(plain), padded \(padded)")
    }
}
