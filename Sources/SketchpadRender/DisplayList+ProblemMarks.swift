import SketchpadLayout
import SketchpadText
import SketchpadWidgets

extension DisplayList {
    /// Draws `marks` over everything else: a dashed outline just inside each frame (so a view at
    /// the canvas edge shows it too), then one caption per mark (at most
    /// ``ProblemMark/maximumCaptions``), wrapped to the canvas width and stacked at the bottom.
    package mutating func appendProblemMarks(_ marks: [ProblemMark], shapedBy shaper: any TextShaping) throws {
        guard !marks.isEmpty else { return }
        let outline = StrokeStyle(color: ProblemMark.color, width: 2, dash: [6, 3])
        for frame in marks.flatMap(\.frames) where frame.width >= 2 && frame.height >= 2 {
            append(.stroke(.rect(Rect(x: frame.minX + 1, y: frame.minY + 1, width: frame.width - 2, height: frame.height - 2)), outline))
        }
        var captions = marks.map(\.caption)
        if captions.count > ProblemMark.maximumCaptions {
            let more = captions.count - (ProblemMark.maximumCaptions - 1)
            captions = Array(captions.prefix(ProblemMark.maximumCaptions - 1)) + ["and \(more) more layout errors"]
        }
        // The captions take at most half the canvas: a smaller type on a small canvas, and one
        // line each (cut with an ellipsis) if even that is too tall.
        let textWidth = max(1, size.width - 12)
        var font = FontDescription(family: PinnedFonts.uiFamily, size: 11, weight: .semibold)
        var maxLines: Int?
        var heights: [Double] = []
        for attempt in [11.0, 9, 7, 0] {
            if attempt == 0 { maxLines = 1 } else { font.size = attempt }
            heights = captions.map { caption in
                ((try? shaper.measure(caption, font: font, maxWidth: textWidth, maxLines: maxLines))?.height ?? font.size * 1.3) + 4
            }
            if heights.reduce(0, +) <= size.height / 2 { break }
        }
        var y = size.height - heights.reduce(0, +)
        for (caption, height) in zip(captions, heights) {
            append(.fill(.rect(Rect(x: 0, y: y, width: size.width, height: height)), ProblemMark.color.withAlpha(0.92)))
            try appendText(TextRun(caption, font: font, color: .white, frame: Rect(x: 6, y: y, width: textWidth, height: height),
                                   maxLines: maxLines), shapedBy: shaper)
            y += height
        }
    }
}
