import Testing
import Sketchpad
import SketchpadUIKit

/// Colours, fonts, traits and widgets: UIKit's values, mapped onto Sketchpad's.
@MainActor @Suite struct AppearanceTests {
    let light = UITraitCollection(userInterfaceStyle: .light)
    let dark = UITraitCollection(userInterfaceStyle: .dark)

    func components(_ color: UIColor, _ traits: UITraitCollection) -> [CGFloat] {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        let saved = UITraitCollection.current
        UITraitCollection.current = traits
        defer { UITraitCollection.current = saved }
        _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
        return [r * 255, g * 255, b * 255, a].map { ($0 * 100).rounded() / 100 }
    }

    @Test func systemColoursHaveLightAndDarkValues() {
        #expect(components(.systemBlue, light) == [0, 122, 255, 1])
        #expect(components(.systemBlue, dark) == [10, 132, 255, 1])
        #expect(components(.label, light) == [0, 0, 0, 1] && components(.label, dark) == [255, 255, 255, 1])
        #expect(components(.secondaryLabel, light) == [60, 60, 67, 0.6])
        #expect(components(.systemBackground, dark) == [0, 0, 0, 1])
        #expect(components(.secondarySystemBackground, light) == [242, 242, 247, 1])
        #expect(components(.systemGroupedBackground, dark) == [0, 0, 0, 1])
        #expect(components(.red, dark) == [255, 0, 0, 1])
    }

    @Test func dynamicColoursAndAlpha() {
        let card = UIColor { traits in traits.userInterfaceStyle == .dark ? .black : .white }
        #expect(card.resolvedColor(with: dark) == .black && card.resolvedColor(with: light) == .white)
        let faded = card.withAlphaComponent(0.5)
        #expect(components(faded, dark) == [0, 0, 0, 0.5])
        #expect(UIColor(white: 0.5, alpha: 1) == UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
        #expect(components(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1), light) == [255, 0, 0, 1])
        #expect(UIColor.red.cgColor == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
    }

    @Test func fontsAndDynamicType() {
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11)
        let xxxl = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: xxxl).pointSize == 23)
        let ax5 = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: ax5).pointSize == 53)
        #expect(UIFont.preferredFont(forTextStyle: .footnote, compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraSmall)).pointSize == 12)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: .accessibilityLarge)).pointSize == 33)
        // UIKit's names for Sketchpad's `title` and `caption` styles read the same table.
        #expect(UIFont.preferredFont(forTextStyle: .title1, compatibleWith: xxxl).pointSize == 34)
        #expect(UIFont.preferredFont(forTextStyle: .caption1, compatibleWith: ax5).pointSize == 43)
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == CGFloat(TextStyle.largeTitle.pointSizes[3]))
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory && !UIContentSizeCategory.large.isAccessibilityCategory)
        #expect(UIContentSizeCategory.small < .large)

        let custom = UIFont(name: "DejaVu Serif", size: 20)!
        let scaled = UIFontMetrics(forTextStyle: .body).scaledFont(for: custom, compatibleWith: xxxl)
        #expect(abs(scaled.pointSize - 20 * 23 / 17) < 1e-9 && scaled.familyName == "DejaVu Serif")
        #expect(UIFontMetrics.default.scaledValue(for: 10, compatibleWith: ax5) == 10.0 * 53 / 17)
        #expect(UIFontMetrics(forTextStyle: .body).scaledFont(for: custom, maximumPointSize: 22, compatibleWith: ax5).pointSize == 22)
        #expect(UIFont.systemFont(ofSize: 15, weight: .semibold).pointSize == 15)
        #expect(UIFont.Weight.bold > .regular && UIFont.Weight.medium.rawValue == 0.23)
    }

    @Test func traitsCombine() {
        let combined = UITraitCollection(traitsFrom: [dark, UITraitCollection(preferredContentSizeCategory: .extraLarge)])
        #expect(combined.userInterfaceStyle == .dark && combined.preferredContentSizeCategory == .extraLarge)
        #expect(combined.containsTraits(in: dark) && !combined.containsTraits(in: light))
        #expect(UIView().traitCollection.userInterfaceStyle == .light)
    }

    /// A label measures as Sketchpad's label with the same text and font, rounded up to whole
    /// pixels as UIKit's labels are (3× by default: thirds of a point); a label that adjusts
    /// to the content size category grows with it.
    @Test func labelsMeasureLikeSketchpadLabels() throws {
        let label = UILabel()
        label.text = "Sign in to continue"
        label.font = .systemFont(ofSize: 17)
        let reference = try PangoTextMeasurer().measure("Sign in to continue", font: FontDescription(family: "Inter", size: 17),
                                                         maxWidth: nil, maxLines: 1)
        func pixels(_ v: Double) -> CGFloat { CGFloat((v * 3).rounded(.up) / 3) }
        #expect(label.intrinsicContentSize == CGSize(width: pixels(reference.width), height: pixels(reference.height)))
        #expect(label.intrinsicContentSize != CGSize(width: reference.width, height: reference.height))
        // At 2× (traits that say so), halves of a point.
        let parent = UIViewController(), child = UIViewController()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        parent.setOverrideTraitCollection(UITraitCollection(displayScale: 2), forChild: child)
        child.view.addSubview(label)
        #expect(label.traitCollection.displayScale == 2)
        #expect(label.intrinsicContentSize == CGSize(width: (reference.width * 2).rounded(.up) / 2, height: (reference.height * 2).rounded(.up) / 2))
        label.removeFromSuperview()
        #expect(label.contentHuggingPriority(for: .horizontal) == .defaultLow)

        // A child controller whose traits ask for the largest accessibility size.
        func bodyLabelHeight(category: UIContentSizeCategory?) -> CGFloat {
            let parent = UIViewController(), child = UIViewController()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            window.rootViewController = parent
            parent.addChild(child)
            parent.view.addSubview(child.view)
            if let category {
                parent.setOverrideTraitCollection(UITraitCollection(preferredContentSizeCategory: category), forChild: child)
            }
            let dynamic = UILabel()
            dynamic.text = "Body"
            dynamic.font = .preferredFont(forTextStyle: .body)
            dynamic.adjustsFontForContentSizeCategory = true
            dynamic.translatesAutoresizingMaskIntoConstraints = false
            child.view.addSubview(dynamic)
            NSLayoutConstraint.activate([dynamic.topAnchor.constraint(equalTo: child.view.topAnchor),
                                         dynamic.leadingAnchor.constraint(equalTo: child.view.leadingAnchor)])
            window.layoutIfNeeded()
            #expect(dynamic.traitCollection.preferredContentSizeCategory == category ?? .large)
            return dynamic.frame.height
        }
        let regular = bodyLabelHeight(category: nil), large = bodyLabelHeight(category: .accessibilityExtraExtraExtraLarge)
        #expect(large > regular * 2.5, "\(regular) → \(large)")   // 17 pt → 53 pt
    }

    /// Widgets keep UIKit's sizes: a switch is 51 × 31, an activity indicator 20 × 20.
    @Test func widgetSizes() {
        #expect(UISwitch().intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(UIActivityIndicatorView(style: .medium).intrinsicContentSize == CGSize(width: 20, height: 20))
        #expect(UIActivityIndicatorView(style: .large).intrinsicContentSize == CGSize(width: 37, height: 37))
        #expect(UISwitch().contentHuggingPriority(for: .horizontal) == .defaultHigh)
        #expect(UIProgressView(progressViewStyle: .default).intrinsicContentSize.width == UIView.noIntrinsicMetric)
        let segmented = UISegmentedControl(items: ["Day", "Week"])
        #expect(segmented.numberOfSegments == 2 && segmented.intrinsicContentSize.height == 32)
        let field = UITextField()
        field.placeholder = "Email"
        #expect(field.intrinsicContentSize.height == 22)   // borderless, the default in code
        let symbol = UIImageView(image: UIImage(systemName: "play.circle"))
        // Intrinsic sizes are of alignment rectangles (a symbol's line box); the frame is the image's.
        #expect(symbol.intrinsicContentSize == CGSize(width: 20, height: 61.0 / 3) && symbol.frame.size == CGSize(width: 20, height: 19))
        #expect(UIImage(named: "no-such-image") == nil)
    }

    /// A label subclass that pads its intrinsic size (a common pattern) is laid out with the padding.
    @Test func paddedLabelSubclass() {
        final class PaddedLabel: UILabel {
            override var intrinsicContentSize: CGSize {
                let size = super.intrinsicContentSize
                return CGSize(width: size.width + 24, height: size.height + 12)
            }
        }
        let plain = UILabel(), padded = PaddedLabel()
        plain.text = "New"
        padded.text = "New"
        let root = makeRoot()
        for l in [plain, padded] {
            l.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(l)
            l.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        }
        plain.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
        padded.leadingAnchor.constraint(equalTo: plain.trailingAnchor).isActive = true
        root.layoutIfNeeded()
        #expect(abs(padded.frame.width - plain.frame.width - 24) < 1e-9 && abs(padded.frame.height - plain.frame.height - 12) < 1e-9)
    }
}
