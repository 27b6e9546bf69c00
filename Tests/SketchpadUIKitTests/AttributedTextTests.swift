import Foundation
import Sketchpad
import SketchpadUIKit
import Testing

/// `UILabel.attributedText`: font and colour runs measured and drawn as one paragraph, and how
/// `text`, `font` and `textColor` interact with it (as UIKit documents).
@MainActor @Suite struct AttributedTextTests {
    static let text = "Build failed in 3 tests"
    static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)

    /// "Build failed" bold, "3 tests" red.
    static func styled() -> NSMutableAttributedString {
        let styled = NSMutableAttributedString(string: text)
        styled.addAttribute(.font, value: UIFont.boldSystemFont(ofSize: 17), range: NSRange(location: 0, length: 12))
        styled.addAttribute(.foregroundColor, value: red, range: NSRange(location: 16, length: 7))
        return styled
    }

    /// The string's runs as (range, font, colour): Linux's Foundation cannot compare attributed
    /// strings holding values it does not bridge (it traps), so tests compare these instead.
    func attributeRuns(_ string: NSAttributedString?) -> [String] {
        guard let string else { return [] }
        var runs: [String] = []
        string.enumerateAttributes(in: NSRange(location: 0, length: string.length), options: []) { attributes, range, _ in
            let font = (attributes[.font] as? UIFont).map { "\($0.fontName) \($0.pointSize)" } ?? "-"
            let color = (attributes[.foregroundColor] as? UIColor).map { "\($0)" } ?? "-"
            runs.append("\(range.location)+\(range.length) \(font) \(color)")
        }
        return [string.string] + runs
    }

    func glyphRuns(_ view: UIView) throws -> [GlyphRun] {
        try Scene(view: view).displayList().commands.compactMap { command in
            if case let .glyphs(run) = command { return run }
            return nil
        }
    }

    @Test func settingAttributedTextSetsTextAndTheStyleAtLocationZero() {
        let label = UILabel()
        label.attributedText = Self.styled()
        #expect(label.text == Self.text)
        #expect(label.font == UIFont.boldSystemFont(ofSize: 17))
        #expect(label.textColor == .label)   // location 0 has no colour: the label keeps its own
        let expected = attributeRuns(Self.styled())
        #expect(expected.count == 4)   // the string, "Build failed", " in ", "3 tests"
        #expect(attributeRuns(label.attributedText) == expected)
        // The label keeps a copy: editing the original afterwards changes nothing.
        let original = Self.styled()
        label.attributedText = original
        original.addAttribute(.foregroundColor, value: UIColor.systemBlue, range: NSRange(location: 0, length: 5))
        #expect(attributeRuns(label.attributedText) == expected)

        let centred = NSMutableParagraphStyle()
        centred.alignment = .center
        label.attributedText = NSAttributedString(string: "Hi", attributes: [.paragraphStyle: centred, .foregroundColor: Self.red])
        #expect(label.textAlignment == .center && label.textColor == Self.red)
    }

    @Test func settingTextDropsTheRunsForTheLabelsFontAndColour() {
        let label = UILabel()
        label.attributedText = Self.styled()
        label.text = "Plain"
        let attributed = label.attributedText
        #expect(attributed?.string == "Plain")
        var range = NSRange()
        let attributes = attributed?.attributes(at: 0, effectiveRange: &range)
        #expect(range == NSRange(location: 0, length: 5))
        #expect(attributes?[.font] as? UIFont == label.font)
        #expect(attributes?[.foregroundColor] as? UIColor == label.textColor)
        label.text = nil
        #expect(label.attributedText?.string == nil)
        label.attributedText = Self.styled()
        label.attributedText = nil
        #expect(label.text == nil)
    }

    @Test func fontAndColourSetAfterwardsApplyToTheWholeString() {
        let label = UILabel()
        label.attributedText = Self.styled()
        label.font = .italicSystemFont(ofSize: 20)
        var range = NSRange()
        let whole = NSRange(location: 0, length: 23)
        // `effectiveRange` need not be the longest range (Apple's documentation says so).
        let font = label.attributedText?.attribute(.font, at: 0, longestEffectiveRange: &range, in: whole) as? UIFont
        #expect(font == .italicSystemFont(ofSize: 20) && range == NSRange(location: 0, length: 23))
        #expect(label.attributedText?.attribute(.foregroundColor, at: 20, effectiveRange: nil) as? UIColor == Self.red)
        label.textColor = .systemGreen
        let color = label.attributedText?.attribute(.foregroundColor, at: 20, longestEffectiveRange: &range, in: whole) as? UIColor
        #expect(color == .systemGreen && range == NSRange(location: 0, length: 23))
    }

    @Test func aFontSetOverRunsThatDifferOnlyInColourIsDrawn() throws {
        // {font, red} next to {green}: given one font, the runs differ only in a UIKit colour,
        // which Linux's Foundation cannot merge; setting the font must still work and draw.
        let styled = NSMutableAttributedString(string: "Red green")
        styled.addAttributes([.font: UIFont.boldSystemFont(ofSize: 17), .foregroundColor: Self.red], range: NSRange(location: 0, length: 4))
        styled.addAttribute(.foregroundColor, value: UIColor.systemGreen, range: NSRange(location: 4, length: 5))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        label.attributedText = styled
        label.font = .italicSystemFont(ofSize: 17)
        let runs = try glyphRuns(label)
        #expect(runs.count == 2 && runs.allSatisfy { $0.font.isItalic && $0.font.weight == 400 }, "\(runs.map(\.font.name))")
        #expect(runs.first?.color.red == 1 && runs.last?.color.green ?? 0 > 0.5)
        label.text = "Plain"
        label.font = .boldSystemFont(ofSize: 17)
        #expect(try glyphRuns(label).allSatisfy { $0.font.weight == 700 })
    }

    @Test func runsChangeTheIntrinsicSize() {
        let plain = UILabel()
        plain.text = Self.text
        let styled = UILabel()
        styled.attributedText = Self.styled()
        styled.font = .systemFont(ofSize: 17)   // the whole string regular again…
        #expect(styled.intrinsicContentSize == plain.intrinsicContentSize)
        styled.attributedText = Self.styled()   // …and bold "Build failed" again
        #expect(styled.intrinsicContentSize.width > plain.intrinsicContentSize.width + 1)
        #expect(styled.intrinsicContentSize.height == plain.intrinsicContentSize.height)
        let big = NSMutableAttributedString(string: Self.text)
        big.addAttribute(.font, value: UIFont.systemFont(ofSize: 34), range: NSRange(location: 16, length: 1))
        styled.attributedText = big
        #expect(styled.intrinsicContentSize.height > plain.intrinsicContentSize.height * 1.6)
    }

    @Test func kernWidensTheLabel() {
        let plain = UILabel()
        plain.text = "Spaced"
        let spaced = UILabel()
        spaced.attributedText = NSAttributedString(string: "Spaced", attributes: [.kern: 3])
        let width = plain.intrinsicContentSize.width
        // 3 points between each of 6 characters (Pango leaves none at the line's edges; UIKit
        // would add 3 after the last too), within the pixel rounding.
        #expect(spaced.intrinsicContentSize.width >= width + 14 && spaced.intrinsicContentSize.width <= width + 16,
                "\(spaced.intrinsicContentSize.width) vs \(width)")
    }

    @Test func eachRunIsDrawnInItsFontAndColour() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 30))
        label.attributedText = Self.styled()
        let runs = try glyphRuns(label)
        #expect(runs.map(\.text).joined() == Self.text)
        let listed = runs.map { "\($0.text.debugDescription) \($0.font.name) \($0.color)" }
        let bold = try #require(runs.first { $0.text.hasPrefix("Build") }, "\(listed)")
        #expect(bold.font.weight == 700 && bold.text == "Build failed", "\(listed)")
        let red = try #require(runs.first { $0.text.hasSuffix("tests") }, "\(listed)")
        #expect(red.text == "3 tests" && red.font.weight == 400, "\(listed)")
        #expect(red.color.red == 1 && red.color.green == 0 && red.color.blue == 0)
        #expect(runs.filter { $0.text != "3 tests" }.allSatisfy { $0.color != red.color })
    }

    @Test func wrappedRunsLookRight() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 140, height: 70))
        label.numberOfLines = 0
        label.attributedText = Self.styled()
        let runs = try glyphRuns(label)
        #expect(Set(runs.map(\.pen.y)).count >= 2, "wraps onto several lines")
        #expect(runs.map(\.text).joined() == Self.text)
        #expect(runs.contains { $0.font.weight == 700 } && runs.contains { $0.color.red == 1 && $0.color.green == 0 })
        // Under Auto Layout, the label is as tall as its runs wrapped at its width.
        let root = makeRoot()
        let wrapping = constrained(UILabel()) as! UILabel
        wrapping.numberOfLines = 0
        wrapping.attributedText = Self.styled()
        root.addSubview(wrapping)
        NSLayoutConstraint.activate([wrapping.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     wrapping.topAnchor.constraint(equalTo: root.topAnchor),
                                     wrapping.widthAnchor.constraint(equalToConstant: 140)])
        root.layoutIfNeeded()
        let oneLine = UILabel()
        oneLine.attributedText = Self.styled()
        #expect(wrapping.frame.height > oneLine.intrinsicContentSize.height * 1.8, "\(wrapping.frame)")
        if let folder = ProcessInfo.processInfo.environment["SKETCHPAD_UIKIT_OUT"] {
            label.backgroundColor = .systemGray6
            try Scene(view: label).render(to: folder + "/attributed-label.png", scale: 2)
        }
    }
}
