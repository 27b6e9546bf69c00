import Testing
@testable import SketchpadLayout
import SketchpadWidgets

@Suite struct LabelLayoutTests {
    @Test func fixedAdvanceMeasurer() throws {
        let m = FixedAdvanceTextMeasurer()
        let font = FontDescription(size: 10)
        let one = try m.measure("Hello world", font: font, maxWidth: nil, maxLines: nil)
        #expect(one == TextMetrics(width: 55, height: 12, firstBaseline: 8, lastBaseline: 8, lineCount: 1))
        let wrapped = try m.measure("Hello world", font: font, maxWidth: 30, maxLines: nil)
        #expect(wrapped == TextMetrics(width: 25, height: 24, firstBaseline: 8, lastBaseline: 20, lineCount: 2))
        let truncated = try m.measure("a b c d", font: font, maxWidth: 5, maxLines: 2)
        #expect(truncated.lineCount == 2)
        let paragraphs = try m.measure("ab\ncdef", font: font, maxWidth: nil, maxLines: nil)
        #expect(paragraphs.width == 20 && paragraphs.lineCount == 2)
        let longWord = try m.measure("abcdefghij", font: font, maxWidth: 20, maxLines: nil)
        #expect(longWord.lineCount == 3 && longWord.width == 20)
    }

    @Test func intrinsicSizeWithHuggingAndCompression() {
        let root = View(id: "root")
        let label = Label("Sign in", id: "label")   // 7 × 8.5 = 59.5 by 20.4
        root.addSubview(label)
        Constraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ])
        #expect(label.intrinsicContentSize(measuring: FixedAdvanceTextMeasurer()) == Size(width: 59.5, height: 20.4))
        let result = layout(root)
        expectFrame(result, label, 10, 10, 59.5, 20.4)
        expectClean(result)
    }

    @Test func compressionResistanceDecidesWhichLabelShrinks() {
        let root = View(id: "root")
        let a = Label("aaaaaaaaaa", id: "a")     // 85 wide
        let b = Label("bbbbbbbbbb", id: "b")     // 85 wide
        root.addSubview(a)
        root.addSubview(b)
        b.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
        Constraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        let result = layout(root, width: 150)
        expectFrame(result, a, 0, 0, 65, 20.4)
        expectFrame(result, b, 65, 0, 85, 20.4)
        let compressed = result.diagnostics(ofKind: .unmetOptional)
        #expect(compressed.count == 1)
        #expect(compressed.first?.items.first === a)
        #expect(compressed.first?.severity == .warning)
    }

    @Test func huggingDecidesWhichLabelStretches() {
        let root = View(id: "root")
        let a = Label("aaaa", id: "a")     // 34 wide
        let b = Label("bbbb", id: "b")
        root.addSubview(a)
        root.addSubview(b)
        a.setContentHuggingPriority(.defaultLow, for: .horizontal)   // b keeps 251
        Constraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        let result = layout(root, width: 200)
        expectFrame(result, a, 0, 0, 166, 20.4)
        expectFrame(result, b, 166, 0, 34, 20.4)
        expectClean(result)
    }

    /// A multi-line label pinned between margins wraps at the width it is given; the view below it
    /// follows its new height. No preferredMaxLayoutWidth.
    @Test func wrappingLabelHeightFollowsItsWidth() {
        let root = View(id: "root")
        let body = Label("one two three four five six seven eight nine ten", font: FontDescription(size: 10),
                         numberOfLines: 0, id: "body")
        let below = View(id: "below")
        root.addSubview(body)
        root.addSubview(below)
        Constraint.activate([
            body.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            body.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            body.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            below.topAnchor.constraint(equalTo: body.bottomAnchor, constant: 4),
            below.leadingAnchor.constraint(equalTo: body.leadingAnchor),
            below.widthAnchor.constraint(equalToConstant: 10),
            below.heightAnchor.constraint(equalToConstant: 10),
        ])
        // 116 - 16 = 100 points: 20 characters per line at 5 points each:
        // "one two three four" / "five six seven eight" / "nine ten" → 3 lines of 12.
        let result = layout(root, width: 116, height: 100)
        expectFrame(result, body, 8, 8, 100, 36)
        expectFrame(result, below, 8, 48, 10, 10)
        #expect(result.textPasses == 2)
        expectClean(result)
    }

    @Test func wrappingLabelThatFitsNeedsOnePass() {
        let root = View(id: "root")
        let body = Label("short", numberOfLines: 0, id: "body")
        root.addSubview(body)
        Constraint.activate([
            body.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            body.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor),
            body.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        let result = layout(root)
        expectFrame(result, body, 0, 0, 42.5, 20.4)
        #expect(result.textPasses == 1)
    }

    /// A label with only its leading edge pinned and `trailing <= margin` first gets the whole width
    /// (compression resistance), then hugs its widest wrapped line.
    @Test func wrappingLabelHugsItsWidestLine() {
        let root = View(id: "root")
        let body = Label("aaaa bbbb cccccc dd", font: FontDescription(size: 10), numberOfLines: 0, id: "body")
        root.addSubview(body)
        Constraint.activate([
            body.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            body.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor),
            body.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        // 52 points = 10 characters: "aaaa bbbb" / "cccccc dd" → widest line 9 characters = 45.
        let result = layout(root, width: 52, height: 100)
        expectFrame(result, body, 0, 0, 45, 24)
        expectClean(result)
    }

    /// A view whose content never settles (narrow when given room, wide when squeezed): the
    /// engine stops after the allowed passes and says so.
    final class Fickle: View {
        override var contentSizeDependsOnWidth: Bool { true }
        override func measureContent(using measurer: any TextMeasuring, fittingWidth: Double?) throws -> ContentMeasurement {
            let width = fittingWidth.map { $0 > 75 ? 50.0 : 100.0 } ?? 100
            return ContentMeasurement(size: Size(width: width, height: 10))
        }
    }

    struct BrokenMeasurer: TextMeasuring {
        struct Failure: Error {}
        func measure(_ text: String, font: FontDescription, maxWidth: Double?, maxLines: Int?) throws -> TextMetrics {
            throw Failure()
        }
    }

    @Test func measurementFailuresAreReportedOnceAndLayoutGoesOn() {
        let root = View(id: "root"), label = Label("long enough text to wrap", numberOfLines: 0, id: "label")
        root.addSubview(label)
        Constraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor),
            label.heightAnchor.constraint(equalToConstant: 20),
        ])
        let result = LayoutEngine(canvasSize: Size(width: 100, height: 50), measurer: BrokenMeasurer()).layout(root)
        #expect(result.diagnostics(ofKind: .measurementFailed).count == 1)
        expectFrame(result, label, 0, 0, 100, 20)
    }

    @Test func unsettledContentIsReportedAfterBoundedPasses() {
        let root = View(id: "root"), fickle = Fickle(id: "fickle")
        root.addSubview(fickle)
        Constraint.activate([
            fickle.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            fickle.topAnchor.constraint(equalTo: root.topAnchor),
            fickle.widthAnchor.constraint(lessThanOrEqualToConstant: 80),
        ])
        var options = LayoutEngine.Options()
        options.maximumTextPasses = 5
        let result = layout(root, options: options)
        #expect(result.textPasses == 5)
        #expect(result.diagnostics(ofKind: .textDidNotSettle).count == 1)
        #expect(layout(root, options: options).dump == result.dump)
    }

    @Test func baselineAnchorsAlignText() {
        let root = View(id: "root")
        let big = Label("Big", font: FontDescription(size: 30), id: "big")        // baseline 24 below top
        let small = Label("small", font: FontDescription(size: 10), id: "small")  // baseline 8 below top
        root.addSubview(big)
        root.addSubview(small)
        Constraint.activate([
            big.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            big.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 8),
            small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
        ])
        let result = layout(root)
        expectFrame(result, big, 0, 10, 45, 36)
        expectFrame(result, small, 53, 26, 25, 12)
        #expect(result.baselines(of: big)?.first == 34)
        #expect(result.baselines(of: small)?.first == 34)
        #expect(result.baselines(of: root) == nil)
        expectClean(result)
    }

    @Test func baselineOfAViewWithoutTextIsItsBottom() {
        let root = View(id: "root")
        let plain = box("plain", width: 20, height: 20)
        let label = Label("x", font: FontDescription(size: 10), id: "label")
        root.addSubview(plain)
        root.addSubview(label)
        Constraint.activate([
            plain.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            plain.topAnchor.constraint(equalTo: root.topAnchor),
            label.leadingAnchor.constraint(equalTo: plain.trailingAnchor),
            label.lastBaselineAnchor.constraint(equalTo: plain.lastBaselineAnchor),
        ])
        let result = layout(root)
        expectFrame(result, label, 20, 12, 5, 12)
    }
}
