import Foundation
import Sketchpad
import SketchpadUIKit
import Testing

/// `NSParagraphStyle.lineSpacing` through `UILabel.attributedText`, and small capitals through
/// `UIFontDescriptor` feature settings: measured and drawn by the text engine.
@MainActor @Suite struct LabelTypographyTests {
    static let three = "one\ntwo\nthree"

    static func label(_ text: String, lineSpacing: CGFloat?) -> UILabel {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        label.numberOfLines = 0
        if let lineSpacing {
            let style = NSMutableParagraphStyle()
            style.lineSpacing = lineSpacing
            label.attributedText = NSAttributedString(string: text, attributes: [.paragraphStyle: style])
        } else {
            label.text = text
        }
        return label
    }

    /// The baselines the label's lines are drawn on, top to bottom.
    static func baselines(_ label: UILabel) throws -> [Double] {
        label.frame.size = label.intrinsicContentSize
        return try Scene(view: label).displayList().commands.compactMap { command -> Double? in
            if case let .glyphs(run) = command { return run.origin.y + run.pen.y }
            return nil
        }.sorted()
    }

    @Test func lineSpacingAddsItsPointsBetweenLinesOnly() throws {
        let plain = Self.label(Self.three, lineSpacing: nil).intrinsicContentSize
        let spaced = Self.label(Self.three, lineSpacing: 10).intrinsicContentSize
        #expect(spaced.width == plain.width)
        #expect(spaced.height == plain.height + 20, "two gaps, none after the last line: \(plain) → \(spaced)")
        // One line has no gap; a negative spacing is none (UIKit's value is never negative).
        #expect(Self.label("one", lineSpacing: 10).intrinsicContentSize == Self.label("one", lineSpacing: nil).intrinsicContentSize)
        #expect(Self.label(Self.three, lineSpacing: -4).intrinsicContentSize == plain)
    }

    @Test func linesAreDrawnWhereTheyWereMeasured() throws {
        let plain = try Self.baselines(Self.label(Self.three, lineSpacing: nil))
        let spaced = try Self.baselines(Self.label(Self.three, lineSpacing: 10))
        #expect(plain.count == 3 && spaced.count == 3)
        for line in 0..<3 { #expect(abs(spaced[line] - plain[line] - 10 * Double(line)) < 0.01, "\(plain) → \(spaced)") }
    }

    @Test func settingTextDropsTheParagraphStyle() {
        let label = Self.label(Self.three, lineSpacing: 10)
        label.text = Self.three
        #expect(label.intrinsicContentSize == Self.label(Self.three, lineSpacing: nil).intrinsicContentSize)
    }

    static func font(_ features: [[UIFontDescriptor.FeatureKey: Int]]) -> UIFont {
        UIFont(descriptor: UIFont.systemFont(ofSize: 30).fontDescriptor.addingAttributes([.featureSettings: features]), size: 0)
    }
    static let lowercase = [UIFontDescriptor.FeatureKey.type: kLowerCaseType, .selector: kLowerCaseSmallCapsSelector]
    static let uppercase = [UIFontDescriptor.FeatureKey.type: kUpperCaseType, .selector: kUpperCaseSmallCapsSelector]

    static func width(_ text: String, _ font: UIFont) -> CGFloat {
        let label = UILabel()
        label.font = font
        label.text = text
        return label.intrinsicContentSize.width
    }

    @Test func smallCapsFeatureSettingsDrawSmallCapitals() {
        let plain = UIFont.systemFont(ofSize: 30)
        let all = Self.font([Self.uppercase, Self.lowercase])
        #expect(Self.width("small caps", all) < Self.width("SMALL CAPS", plain))
        // Pango scales Inter's capitals to its x height: unlike (a little narrower than) its lowercase.
        #expect(Self.width("small caps", all) != Self.width("small caps", plain))
        // Lowercase small caps leave capitals; uppercase small caps leave lowercase letters.
        #expect(Self.width("ABC", Self.font([Self.lowercase])) == Self.width("ABC", plain))
        #expect(Self.width("abc", Self.font([Self.lowercase])) != Self.width("abc", plain))
        #expect(Self.width("rocket", Self.font([Self.uppercase])) == Self.width("rocket", plain))
        #expect(Self.width("NASA", Self.font([Self.uppercase])) < Self.width("NASA", plain))
        // The deprecated key names are the same keys.
        let old = Self.font([[.featureIdentifier: kLowerCaseType, .typeIdentifier: kLowerCaseSmallCapsSelector]])
        #expect(old == Self.font([Self.lowercase]) && old != plain)
    }

    @Test func smallCapsSurviveTheDescriptorAndResizing() {
        let font = Self.font([Self.lowercase])
        let settings = font.fontDescriptor.object(forKey: .featureSettings) as? [[UIFontDescriptor.FeatureKey: Int]]
        #expect(settings == [Self.lowercase])
        #expect(UIFont(descriptor: font.fontDescriptor, size: 0) == font)
        #expect(Self.width("abc", font.withSize(20)) != Self.width("abc", .systemFont(ofSize: 20)))
        // A default selector turns the feature off again.
        let off = Self.font([Self.lowercase, [.type: kLowerCaseType, .selector: kDefaultLowerCaseSelector]])
        #expect(off == UIFont.systemFont(ofSize: 30))
    }
}
