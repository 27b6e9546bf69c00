import SketchpadLayout
import SketchpadText
import SketchpadWidgets

extension Text: PrimitiveView {
    package func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
        nodes.append(TextNode(text: self, session: context.session, environment: context.environment))
    }
}

/// Text measured and drawn by Pango: the string, its styled spans and the environment's font,
/// line limit, truncation, alignment and minimum scale factor, resolved once.
package final class TextNode: LayoutNode, @unchecked Sendable {
    let string: String
    let spans: [TextSpan]
    let font: FontDescription
    let color: SketchpadWidgets.Color
    let maxLines: Int?
    let truncation: TextTruncation
    let alignment: TextAlignment
    let minimumScaleFactor: CGFloat
    /// The environment's display scale (text sizes are rounded up to its pixels).
    let displayScale: CGFloat
    /// Where the text was made; a location (a string) is made from it only for a diagnostic.
    let origin: (fileID: StaticString, line: UInt)?
    var location: SourceLocation? { origin.map { SourceLocation(fileID: $0.fileID, line: $0.line, column: 0) } }
    /// The render's measurer, as a shaper and a font-metrics source too (cast once a render).
    package let measurers: TextMeasurers
    let session: RenderSession
    /// The metrics and font for each proposal (see ``metrics(for:)``).
    package var metricsCache: ProposalCache<(TextMetrics, FontDescription)> { cachedMetrics }
    /// Not checked for exclusivity at run time (as ``LayoutNode``'s storage; private alone left
    /// two `swift_beginAccess` calls a lookup): no access overlaps another, each is a read or an
    /// insert that calls nothing.
    @exclusivity(unchecked) private var cachedMetrics = ProposalCache<(TextMetrics, FontDescription)>()

    @MainActor init(text: Text, session: RenderSession, environment: EnvironmentValues) {
        // The environment's text values, read once for all the texts that share it (each read
        // walks the environment's entries).
        let values = session.textEnvironment(of: environment)
        let base = values.font
        let typeSize = values.dynamicTypeSize, weight = values.fontWeight, italic = values.italic
        let textCase = values.textCase, pseudoLocale = values.pseudoLocale
        var string = ""
        var spans: [TextSpan] = []
        // A text of one run keeps its one span aside (most texts): no array is made for it.
        let isSingleRun = text.runs.count == 1
        var single: TextSpan?
        for run in text.runs {
            if let image = run.inlineImage {
                session.report(.warning, "inlineImageNotDrawn", "\(image) inside Text is not drawn yet; its place is kept blank",
                               hint: "draw the image beside the text in an HStack", at: text.location)
            }
            let start = string.utf8.count
            // A date in a style that counts from now shows as of the render's reference date.
            let runString = run.relativeDate.map { $0.style.string($0.date, now: session.now) } ?? run.string
            // `textCase(_:)` in the environment changes the displayed characters, run by run.
            let cased = textCase.map { $0 == .uppercase ? runString.uppercased() : runString.lowercased() } ?? runString
            // A pseudo-locale (sketchpad previews --locales en-XA) shows each run as that locale would.
            string += pseudoLocale.map { $0.transform(cased) } ?? cased
            let end = string.utf8.count
            var runFont: FontDescription?
            if run.font != nil || run.weight != nil || run.isItalic || run.isMonospaced {
                var f = (run.font ?? base).description(size: typeSize, weight: run.weight ?? weight, italic: run.isItalic || italic)
                if run.isMonospaced { f.family = "monospace" }
                runFont = f
            }
            var runColor = run.color.map { $0.resolvedPaint(in: environment) }
            if run.isLink { runColor = runColor ?? TintShapeStyle().paint(in: environment) }
            if runFont != nil || runColor != nil || run.kerning != nil {
                let span = TextSpan(start..<end, font: runFont, color: runColor, kern: run.kerning.map(Double.init))
                if isSingleRun { single = span } else { spans.append(span) }
            }
        }
        self.string = string
        // One run's font is the text's (the environment's is then not needed); its span is kept
        // only for a colour or kerning.
        var font: FontDescription
        if let single {
            self.spans = single.color == nil && single.kern == nil ? [] : [single]
            font = single.font ?? base.description(size: typeSize, weight: weight, italic: italic)
        } else {
            self.spans = spans
            font = base.description(size: typeSize, weight: weight, italic: italic)
        }
        let measurers = session.textMeasurers
        // `lineSpacing(_:)` adds its points between every two lines (none after the last): the
        // text engine's own spacing, so measuring, baselines, truncation and drawing agree. The
        // value is never negative (a negative one is none).
        font.interlineSpacing = max(0, Double(values.lineSpacing))
        self.font = font
        self.measurers = measurers
        self.color = values.color
        self.maxLines = values.lineLimit
        self.truncation = values.truncation
        self.alignment = values.alignment
        self.minimumScaleFactor = values.minimumScaleFactor
        self.displayScale = values.displayScale
        self.origin = text.origin
        self.session = session
        super.init(environment: environment)
        hasTextBaselines = !string.isEmpty
    }

    private func measure(font: FontDescription, width: CGFloat?, lines: Int?) -> TextMetrics {
        measurers.metrics(of: string, spans: spans, font: font, maxWidth: width.map(Double.init), maxLines: lines, truncation: truncation)
            ?? TextMetrics(width: 0, height: 0, firstBaseline: 0, lastBaseline: 0, lineCount: 0)
    }

    @exclusivity(unchecked) private var natural: TextMetrics?

    /// The metrics at `width`: the text's natural lines when they fit (measured once), nothing
    /// but one line's height at no width, else wrapped.
    private func fitted(font: FontDescription, width: CGFloat?) -> TextMetrics {
        guard font == self.font else { return measure(font: font, width: width, lines: maxLines) }
        let natural = self.natural ?? measure(font: font, width: nil, lines: maxLines)
        self.natural = natural
        guard let width, Double(width) + 0.001 < natural.width else { return natural }
        if width <= 0 {
            let line = Self.lineHeight(of: natural, spacing: font.interlineSpacing)
            return TextMetrics(width: 0, height: line, firstBaseline: natural.firstBaseline, lastBaseline: natural.firstBaseline, lineCount: 1)
        }
        return measure(font: font, width: width, lines: maxLines)
    }

    /// The height of one of the lines `metrics` measured, without the `spacing` between them.
    private static func lineHeight(of metrics: TextMetrics, spacing: Double) -> Double {
        let count = Double(max(1, metrics.lineCount))
        return (metrics.height - (count - 1) * spacing) / count
    }

    /// The text's metrics and font for a proposal: wrapped at the width offered, at most the
    /// line limit and the lines the height offered holds (one at least), shrunk down to the
    /// minimum scale factor before it is truncated.
    package func metrics(for proposal: ProposedViewSize) -> (TextMetrics, FontDescription) {
        if let cached = cachedMetrics[proposal] { return cached }
        var font = self.font
        // An infinite width (a stack's flexibility probe) is no limit: measurers take finite widths.
        let width = proposal.width.flatMap { $0.isFinite ? max(0, $0) : nil }
        var metrics = fitted(font: font, width: width)
        if minimumScaleFactor < 1, let width, width > 0 {
            let natural = measure(font: font, width: nil, lines: maxLines == 1 ? 1 : nil)
            if natural.width > width, maxLines == 1 || natural.height > metrics.height + 0.5 {
                let scale = max(Double(minimumScaleFactor), Double(width) / natural.width)
                font.size = (font.size * scale * 2).rounded(.down) / 2
                metrics = measure(font: font, width: width, lines: maxLines)
            }
        }
        if let height = proposal.height, metrics.lineCount > 1, CGFloat(metrics.height) > height + 0.5 {
            // n lines are n line heights and n − 1 gaps tall.
            let step = Self.lineHeight(of: metrics, spacing: font.interlineSpacing) + font.interlineSpacing
            let lines = max(1, Int((Double(height) + font.interlineSpacing + 0.5) / step))
            if lines < metrics.lineCount { metrics = measure(font: font, width: width.flatMap { $0 > 0 ? $0 : nil }, lines: lines) }
        }
        cachedMetrics.insert((metrics, font), for: proposal)
        return (metrics, font)
    }

    package override func measure(_ proposal: ProposedViewSize) -> CGSize {
        if string.isEmpty { return .zero }
        let (metrics, _) = metrics(for: proposal)
        // Text sizes are rounded up to the pixel grid (as UIKit's and SwiftUI's text is), so
        // that frames snapped to pixels still hold the text on its lines.
        let scale = max(1, displayScale)
        var width = (CGFloat(metrics.width) * scale).rounded(.up) / scale
        if let offered = proposal.width { width = min(width, max(0, offered)) }
        return CGSize(width: width, height: (CGFloat(metrics.height) * scale).rounded(.up) / scale)
    }

    @exclusivity(unchecked) private var textSpacing: ViewSpacing?

    /// A text's top and bottom edges are lines of text, spaced from their neighbours by its
    /// fonts' metrics (``ViewSpacing/text(_:pixelLength:)``); empty text is like any other view.
    /// Its leading and trailing edges have no preference, so a gap beside it reads no metrics.
    package override func spacing(on edges: Edge.Set) -> ViewSpacing {
        if string.isEmpty { return .nonText }
        if edges.isDisjoint(with: .vertical) { return ViewSpacing() }
        if let textSpacing { return textSpacing }
        let made = ViewSpacing.text(fontMetrics, pixelLength: 1 / max(1, displayScale))
        textSpacing = made
        return made
    }

    /// The metrics of the fonts the text is drawn in, the larger of each where runs differ
    /// (SwiftUI's `maxFontMetrics`). A measurer that knows no font metrics gives a measured
    /// line's: ascender and descender from its baseline, the cap height taken as the ascender.
    var fontMetrics: FontMetrics {
        var fonts: [FontDescription] = []
        let spanned = spans.reduce(0) { $0 + ($1.font == nil ? 0 : $1.range.count) }
        if spanned < string.utf8.count { fonts.append(font) }
        for span in spans { if let font = span.font, !fonts.contains(font) { fonts.append(font) } }
        var result: FontMetrics?
        for font in fonts {
            let metrics: FontMetrics
            if let known = measurers.fontMetrics, let measured = try? known.fontMetrics(for: font) {
                metrics = measured
            } else {
                let line = measure(font: font, width: nil, lines: 1)
                let height = line.lineCount > 0 ? line.height / Double(line.lineCount) : 0
                metrics = FontMetrics(ascender: line.firstBaseline, descender: max(0, height - line.firstBaseline),
                                      capHeight: line.firstBaseline, leading: 0)
            }
            result = result.map { $0.union(metrics) } ?? metrics
        }
        return result ?? FontMetrics(ascender: 0, descender: 0, capHeight: 0, leading: 0)
    }

    package override func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        guard !string.isEmpty else { return nil }
        if key == VerticalAlignment.firstTextBaseline.key { return CGFloat(metrics(for: proposal).0.firstBaseline) }
        if key == VerticalAlignment.lastTextBaseline.key { return CGFloat(metrics(for: proposal).0.lastBaseline) }
        return nil
    }

    @MainActor package override func drawingView(in builder: DrawingTreeBuilder) throws -> SketchpadLayout.View? {
        guard !string.isEmpty else { return nil }
        let (metrics, font) = metrics(for: placedProposal)
        // Text that loses characters or lines to fit is worth a warning at the line that made it.
        let full = measure(font: font, width: frame.width > 0 ? frame.width : nil, lines: maxLines)
        let natural = measure(font: font, width: frame.width > 0 ? frame.width : nil, lines: nil)
        if natural.lineCount > metrics.lineCount || full.width > Double(frame.width) + 0.5 || Double(frame.width) < 0.5 {
            let shown = string.count > 40 ? String(string.prefix(39)) + "…" : string
            session.report(.warning, "textTruncated", "text \"\(shown)\" is truncated to fit \(Int(frame.width.rounded()))×\(Int(frame.height.rounded())) points",
                           hint: "give it more room, a lineLimit, or a minimumScaleFactor", at: location)
        }
        // Given less height than its lines need, text draws the lines that fit, the last one
        // truncated, as iOS does (not all of them, past its frame).
        let lines = metrics.lineCount < full.lineCount ? max(1, metrics.lineCount) : maxLines ?? 0
        if environment.redactionReasons.contains(.placeholder) { return redactedDrawing(lineCount: max(1, metrics.lineCount)) }
        let label = SketchpadWidgets.Label(string, font: font, numberOfLines: lines, textAlignment: sketchpadAlignment)
        label.spans = spans
        label.textColor = color
        label.truncation = truncation
        return label
    }

    /// `redacted(reason: .placeholder)`: each line a rounded bar in the text's colour, faded (an
    /// approximation of iOS's placeholder; Apple publishes no metrics for it).
    @MainActor private func redactedDrawing(lineCount: Int) -> SketchpadLayout.View {
        let outline: (CGRect) -> Path = { rect in
            let line = rect.height / CGFloat(lineCount)
            var path = Path()
            for index in 0..<lineCount {
                let bar = CGRect(x: rect.minX, y: rect.minY + CGFloat(index) * line + line * 0.15, width: rect.width, height: line * 0.7)
                path.addRoundedRect(in: bar, cornerSize: CGSize(width: line * 0.2, height: line * 0.2))
            }
            return path
        }
        return ShapeDrawing(outline: outline, fill: color.scalingAlpha(0.16), stroke: nil, gradient: { _ in nil })
    }

    private var sketchpadAlignment: SketchpadLayout.TextAlignment {
        let rtl = environment.layoutDirection == .rightToLeft
        switch alignment {
        case .leading: return .natural
        case .center: return .center
        case .trailing: return rtl ? .left : .right
        }
    }
}
