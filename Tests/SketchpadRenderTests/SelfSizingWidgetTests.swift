import SketchpadLayout
import SketchpadText
import SketchpadWidgets
import Testing
@testable import SketchpadRender

/// Widgets with text grow with it (as UIKit's self-sizing cells do) and draw their text where
/// layout measured it.
@Suite struct SelfSizingWidgetTests {
    let measurer: PangoTextMeasurer
    init() throws { measurer = try PangoTextMeasurer() }

    /// Every widget with text, its fonts scaled by `scale`.
    func widgets(scale: Double) -> [(String, View)] {
        func f(_ size: Double, _ weight: FontDescription.Weight = .regular) -> FontDescription {
            FontDescription(size: size * scale, weight: weight)
        }
        return [
            ("label", Label("Title", font: f(17))),
            ("button", Button("Sign in", font: f(17, .semibold))),
            ("textField", TextField(placeholder: "Email", font: f(17))),
            ("segmented", SegmentedControl(["Day", "Week"], font: f(13, .medium))),
            ("checkbox", Checkbox("Remember me", font: f(17))),
            ("navigationBar", NavigationBar(title: "Inbox", leadingItem: "Back", titleFont: f(17, .semibold), itemFont: f(17))),
            ("tabBar", TabBar(["Home", "Search"], font: f(10, .medium))),
            ("listRow", ListRow("Wi-Fi", detail: "Home", font: f(17))),
            ("listRow with subtitle", ListRow("Grace replied", subtitle: "Tape it in", font: f(17), subtitleFont: f(13))),
        ]
    }

    @Test func everyWidgetWithTextGrowsWithItsTextSize() throws {
        for ((name, small), (_, large)) in zip(widgets(scale: 1), widgets(scale: 2)) {
            let a = try small.measureContent(using: measurer, fittingWidth: nil).size.height
            let b = try large.measureContent(using: measurer, fittingWidth: nil).size.height
            #expect(b > a + 5, "\(name): \(a) → \(b)")
        }
    }

    @Test func minimumHeightsStayAtTheDefaultTextSize() throws {
        func height(_ view: View) throws -> Double { try view.measureContent(using: measurer, fittingWidth: nil).size.height }
        #expect(try height(ListRow("Wi-Fi")) == ListRow.height)
        #expect(try height(ListRow("Grace replied", subtitle: "Tape it in")) == ListRow.heightWithSubtitle)
        #expect(try height(TextField(placeholder: "Email")) == TextField.height)
        #expect(try height(NavigationBar(title: "Inbox")) == NavigationBar.height)
        #expect(try height(TabBar(["Home"])) == TabBar.height)
        #expect(try height(SegmentedControl(["Day"])) == SegmentedControl.height)
    }

    /// A column of rows at an accessibility text size: every row's text is drawn inside the row,
    /// and each baseline layout reports is where the glyphs sit.
    @Test func rowsAtLargeTextSizesHoldTheirTextAndDrawItWhereLayoutSaid() throws {
        let root = View()
        let rows = (0..<3).map { i in
            ListRow("Grace replied \(i)", subtitle: "“Tape it into the log book!”", detail: "2m", accessory: .checkmark,
                    font: FontDescription(size: 17 * 1.6), subtitleFont: FontDescription(size: 13 * 1.6))
        }
        let stack = StackView(axis: .vertical, arrangedSubviews: rows)
        root.addSubview(stack)
        Constraint.activate([stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                             stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                             stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 20)])
        let scene = try Scene(device: .iPhone15, root: root, measurer: measurer)
        let result = scene.layout()
        #expect(result.diagnostics(ofKind: .textClipped).isEmpty, "\(result.diagnostics(ofKind: .textClipped).map(\.message))")
        let builder = SceneBuilder(shaper: measurer)
        for row in rows {
            let frame = try #require(result.frame(of: row))
            #expect(frame.height > ListRow.heightWithSubtitle + 10, "the row grew: \(frame.height)")
            let runs = try builder.commands(for: row, in: frame).compactMap { command -> GlyphRun? in
                if case .glyphs(let run) = command { return run } else { return nil }
            }
            #expect(runs.count >= 3)
            for run in runs {
                let height = try measurer.measure(run.text, font: FontDescription(size: run.font.size), maxWidth: nil, maxLines: 1).height
                #expect(run.origin.y >= frame.minY + ListRow.verticalInset - 0.01, "\(run.text) starts below the row's top")
                #expect(run.origin.y + height <= frame.maxY - ListRow.verticalInset + 0.01, "\(run.text) ends above the separator")
            }
            let title = try #require(runs.first { $0.text.hasPrefix("Grace") })
            let baselines = try #require(result.baselines(of: row))
            #expect(abs(title.origin.y + title.pen.y - baselines.first) < 0.01, "the title is drawn on the baseline layout reported")
        }
    }

    /// The text-fit check sees what drawing does: a button squeezed below its text is reported,
    /// and its title box is the one the title is drawn centred in.
    @Test func widgetsReportTheBoxesTheyDrawTheirTextIn() throws {
        let button = Button("Sign in")
        button.icon = Icon("chevron.right")
        let measurement = try button.measureContent(using: measurer, fittingWidth: nil)
        let frame = Rect(x: 0, y: 0, width: measurement.size.width, height: measurement.size.height)
        let box = try #require(button.textFrames(in: frame, measurement: measurement, layoutDirection: .leftToRight).first)
        let run = try #require(SceneBuilder(shaper: measurer).commands(for: button, in: frame).compactMap { c -> GlyphRun? in
            if case .glyphs(let run) = c, run.text == "Sign in" { return run } else { return nil }
        }.first)
        #expect(abs(run.origin.x - box.minX) < 0.01, "title drawn at the start of its box")
        #expect(box.minX > button.contentInsets.horizontal + Button.iconSpacing, "the icon comes first")
    }
}
