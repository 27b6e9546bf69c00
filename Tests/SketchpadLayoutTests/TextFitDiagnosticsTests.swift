import SketchpadLayout
import SketchpadWidgets
import Testing

/// `textClipped`: text that does not fit where its view draws it, judged on what layout measured.
@Suite struct TextFitDiagnosticsTests {
    /// A 200 × 200 canvas with `view` at (10, 10), its size set by `constraints` (text 10 pt:
    /// 5 pt a character, 12 pt a line with the fixed-advance measurer).
    func layout(_ view: View, in root: View = View(), width: Double? = nil, height: Double? = nil,
                direction: LayoutDirection = .leftToRight) -> LayoutResult {
        if view.superview == nil { root.addSubview(view) }
        var constraints = [view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                           view.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)]
        if let width { constraints.append(view.widthAnchor.constraint(equalToConstant: width)) }
        if let height { constraints.append(view.heightAnchor.constraint(equalToConstant: height)) }
        Constraint.activate(constraints)
        return LayoutEngine(canvasSize: Size(width: 200, height: 200), layoutDirection: direction).layout(root)
    }

    let font = FontDescription(size: 10)

    @Test func aLabelShorterThanItsLinesIsReported() {
        let label = Label("one two three", font: font, numberOfLines: 0, id: "body")
        let result = layout(label, width: 30, height: 20)   // 3 lines of 12 pt in 20 pt
        let clipped = result.diagnostics(ofKind: .textClipped)
        #expect(clipped.count == 1)
        #expect(clipped.first?.severity == .warning)
        #expect(clipped.first?.items.first === label)
        let message = clipped.first?.message ?? ""
        #expect(message.contains("Label 'body'") && message.contains("“one two three”"), "\(message)")
        #expect(message.contains("top by 8") && message.contains("bottom by 8"), "\(message)")
        #expect(message.contains("1 of its 3 lines"), "\(message)")
    }

    @Test func textThatFitsIsNotReported() {
        #expect(layout(Label("one two three", font: font, numberOfLines: 0), width: 30).diagnostics(ofKind: .textClipped).isEmpty)
        #expect(layout(Label("Hello", font: font)).diagnostics(ofKind: .textClipped).isEmpty)
        #expect(layout(ListRow("Wi-Fi", subtitle: "Home", detail: "On", accessory: .chevron, font: font, subtitleFont: font),
                       width: 180).diagnostics(ofKind: .textClipped).isEmpty)
    }

    @Test func aOneLineLabelCutShortEndsWithAnEllipsisAndIsNotReported() {
        let result = layout(Label("a rather long title", font: font), width: 40)
        #expect(result.diagnostics(ofKind: .textClipped).isEmpty)
        #expect(!result.diagnostics(ofKind: .unmetOptional).isEmpty, "compression is still reported")
    }

    @Test func aClippingSuperviewThatCutsTheTextIsReported() {
        let root = View(), box = View(id: "box")
        box.clipsToBounds = true
        let label = Label("Hello", font: font, id: "hello")
        root.addSubview(box)
        box.addSubview(label)
        Constraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor), box.topAnchor.constraint(equalTo: root.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 100), box.heightAnchor.constraint(equalToConstant: 16),
            label.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 4),
            label.topAnchor.constraint(equalTo: box.topAnchor, constant: 10),
        ])
        let result = LayoutEngine(canvasSize: Size(width: 200, height: 200)).layout(root)
        let clipped = result.diagnostics(ofKind: .textClipped)
        #expect(clipped.count == 1)
        #expect(clipped.first?.message.contains("bottom by 6") == true, "\(clipped.first?.message ?? "")")
    }

    @Test func aRowTooShortForItsTitleAndSubtitleIsReported() {
        let row = ListRow("Title", subtitle: "Subtitle", font: font, subtitleFont: font, id: "row")
        let result = layout(row, width: 180, height: 20)    // 12 + 2 + 12 pt of text in 20
        let clipped = result.diagnostics(ofKind: .textClipped)
        #expect(clipped.count == 2, "title and subtitle: \(clipped.map(\.message))")
        #expect(clipped.allSatisfy { $0.items.first === row })
    }

    @Test func aRowWithNoRoomForItsTitleIsReported() {
        let row = ListRow("Title", detail: "Detail", accessory: .chevron, font: font, id: "row")
        let result = layout(row, width: 40)
        #expect(result.diagnostics(ofKind: .textClipped).contains { $0.message.contains("no room") })
    }

    @Test func hiddenViewsAndTheOptionOffReportNothing() {
        let label = Label("one two three", font: font, numberOfLines: 0)
        label.isHidden = true
        #expect(layout(label, width: 30, height: 5).diagnostics(ofKind: .textClipped).isEmpty)
        let root = View(), shown = Label("one two three", font: font, numberOfLines: 0)
        root.addSubview(shown)
        Constraint.activate([shown.widthAnchor.constraint(equalToConstant: 30), shown.heightAnchor.constraint(equalToConstant: 5),
                             shown.leadingAnchor.constraint(equalTo: root.leadingAnchor), shown.topAnchor.constraint(equalTo: root.topAnchor)])
        var options = LayoutEngine.Options()
        options.reportsClippedText = false
        #expect(LayoutEngine(canvasSize: Size(width: 200, height: 200), options: options).layout(root)
            .diagnostics(ofKind: .textClipped).isEmpty)
    }

    @Test func theCheckUsesWhatLayoutMeasuredNotANewMeasurement() {
        /// Measures once wide, then (if asked again) very narrow: a second measurement would disagree.
        final class Shrinking: TextMeasuring {
            var calls = 0
            func measure(_ text: String, font: FontDescription, maxWidth: Double?, maxLines: Int?) throws -> TextMetrics {
                calls += 1
                return TextMetrics(width: calls == 1 ? 50 : 1, height: 12, firstBaseline: 10, lastBaseline: 10, lineCount: 1)
            }
        }
        let measurer = Shrinking()
        let root = View(), label = Label("Hello", font: font)
        root.addSubview(label)
        Constraint.activate([label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 180),
                             label.topAnchor.constraint(equalTo: root.topAnchor),
                             label.heightAnchor.constraint(equalToConstant: 4)])
        let result = LayoutEngine(canvasSize: Size(width: 200, height: 200), measurer: measurer).layout(root)
        #expect(measurer.calls == 1)
        #expect(result.diagnostics(ofKind: .textClipped).first?.message.contains("50 × 12") == true)
    }
}
